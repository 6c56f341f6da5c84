// The central display of a hold'em table on `/display` (seed 000: pots, stacks, board, actions,
// the rake rate, all-in equities; never a hidden card before the showdown). Read-only: after its
// `displayHello` (a display credential provisioned with `hub provision-display`), the display
// gets the table's view, then every message of the table's display feed; anything else it sends
// is refused and changes nothing.
import type { DatabaseSync } from 'node:sqlite';
import type { WebSocket } from 'ws';
import {
  DISPLAY_PROTOCOL_VERSION,
  DisplayClientMessageSchema,
  type DisplayHubMessage,
} from '../../protocol/roomMessages.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import { parseAtEdge } from '../edgeParse.ts';
import type { HubState } from '../hubState.ts';
import { RateLimiter } from '../rateLimiter.ts';
import { appendJournal } from '../store/journal.ts';
import { authenticateTerminalAsync, provisionTerminal } from '../terminals.ts';

/** The `terminals` row of a display: its table id is `display:<tableId>`, so it is no station. */
export const DISPLAY_PREFIX = 'display:';

/** Stores a display's credential (journaled `TerminalProvisioned` with the `display:` table id). */
export function provisionDisplay(
  db: DatabaseSync,
  at: string,
  displayId: string,
  tableId: string,
  secret: string,
): void {
  appendJournal(db, at, 'TerminalProvisioned', 'operator:cli', {
    terminalId: displayId,
    tableId: `${DISPLAY_PREFIX}${tableId}`,
  });
  provisionTerminal(db, displayId, `${DISPLAY_PREFIX}${tableId}`, secret);
}

/** One central display's connection. */
export class DisplayConnection {
  readonly #socket: WebSocket;
  readonly #hub: HubState;
  readonly #limiter: RateLimiter;
  #unsubscribe: (() => void) | null = null;
  #queue: Promise<void> = Promise.resolve();

  constructor(socket: WebSocket, hub: HubState) {
    this.#socket = socket;
    this.#hub = hub;
    this.#limiter = new RateLimiter(hub.rateLimit.perSecond, hub.rateLimit.burst, hub.clock.now());
    socket.on('message', (data, isBinary) => {
      const allowed = this.#limiter.take(hub.clock.now());
      this.#queue = this.#queue
        .then(() => this.#receive(isBinary ? null : String(data), allowed))
        .catch((error: unknown) =>
          hub.log('error', 'display message not answered', { error: String(error) }),
        );
    });
    socket.on('close', () => this.#unsubscribe?.());
    socket.on('error', () => socket.terminate());
  }

  async #receive(text: string | null, allowed: boolean): Promise<void> {
    if (this.#unsubscribe !== null)
      return this.#error({ code: 'FORBIDDEN', message: 'the display feed is read-only' });
    const edge = parseAtEdge(DisplayClientMessageSchema, text, allowed);
    if (!edge.ok) return this.#error(edge.error);
    const hello = edge.message;
    if (hello.protocolVersion !== DISPLAY_PROTOCOL_VERSION) {
      this.#error({
        code: 'UNSUPPORTED_VERSION',
        message: `this hub speaks protocol ${DISPLAY_PROTOCOL_VERSION}`,
      });
      return void this.#socket.close(4000, 'unsupported protocol version');
    }
    const owner = await authenticateTerminalAsync(this.#hub.db, hello.displayId, hello.secret);
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    const tableId = owner?.startsWith(DISPLAY_PREFIX) ? owner.slice(DISPLAY_PREFIX.length) : null;
    const table = tableId === null ? undefined : this.#hub.holdem.tables.get(tableId);
    if (tableId === null || table === undefined) {
      this.#error({ code: 'BAD_CREDENTIALS', message: 'unknown display or wrong secret' });
      return void this.#socket.close(4001, 'bad credentials');
    }
    this.#hub.log('info', 'display connected', { displayId: hello.displayId, tableId });
    this.#send({
      type: 'displayWelcome',
      protocolVersion: DISPLAY_PROTOCOL_VERSION,
      tableId,
      ...(this.#hub.demo === true ? { demo: true as const } : {}),
    });
    this.#send({ type: 'holdemDisplayView', tableId, table: table.displayView() });
    this.#unsubscribe = table.subscribeDisplay((m) => this.#send(m));
    if (this.#socket.readyState !== this.#socket.OPEN) this.#unsubscribe();
  }

  #error(error: ProtocolError): void {
    this.#hub.metrics.protocolErrors.inc({ code: error.code });
    this.#send({ type: 'error', error });
  }

  #send(message: DisplayHubMessage): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(JSON.stringify(message));
  }
}
