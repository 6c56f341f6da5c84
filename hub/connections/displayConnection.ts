// The central display of a hold'em table on `/display` (seed 000: pots, stacks, board, actions,
// the rake rate, all-in equities; never a hidden card before the showdown). Read-only: after its
// `displayHello` (its proof for the hub's challenge, made with the display credential that
// `hub provision-display` printed: the same challenge–response as a station's, issue 10 §3), the display
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
import { CLOSE_CODES } from '../../protocol/hubMessages.ts';
import { parseAtEdge } from './edgeParse.ts';
import { DISPLAY_HELLO_DOMAIN, newNonce } from '../helloProof.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import type { HoldemTables } from '../tables/tableRegistry.ts';
import { type RateLimit, RateLimiter } from './rateLimiter.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { closeRefused, type HandshakeContext } from './handshake.ts';
import { provisionTerminal, verifyHello } from '../terminals.ts';

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
  appendEntry(db, at, 'TerminalProvisioned', 'operator:cli', {
    terminalId: displayId,
    tableId: `${DISPLAY_PREFIX}${tableId}`,
  });
  provisionTerminal(db, displayId, `${DISPLAY_PREFIX}${tableId}`, secret);
}

/** What a display's connection uses of the running hub. */
export interface DisplayContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly log: Logger;
  readonly metrics: HubMetrics;
  readonly rateLimit: RateLimit;
  /** A display shows a hold'em table only. */
  readonly tables: Pick<HoldemTables, 'holdem'>;
  /** Set on a demo hub (issue 10 §2). */
  readonly demo?: true;
}

/** One central display's connection. */
export class DisplayConnection {
  readonly #socket: WebSocket;
  readonly #hub: DisplayContext;
  readonly #limiter: RateLimiter;
  readonly #handshake: HandshakeContext;
  /** This socket's challenge nonce; null once a hello has used it. */
  #nonce: Buffer | null = newNonce();
  #unsubscribe: (() => void) | null = null;
  #queue: Promise<void> = Promise.resolve();

  constructor(socket: WebSocket, hub: DisplayContext, handshake: HandshakeContext) {
    this.#socket = socket;
    this.#hub = hub;
    this.#handshake = handshake;
    this.#limiter = new RateLimiter(hub.rateLimit.perSecond, hub.rateLimit.burst, hub.clock.now());
    handshake.ticket.onExpiry(() => {
      this.#error({ code: 'HELLO_TIMEOUT', message: 'no successful hello in time' });
      closeRefused(socket, CLOSE_CODES.helloTimeout, 'hello timeout');
    });
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
    const nonce = this.#nonce?.toString('hex') ?? '';
    this.#send({
      type: 'challenge',
      protocolVersion: DISPLAY_PROTOCOL_VERSION,
      nonce,
      hubId: handshake.hubId,
    });
  }

  #receive(text: string | null, allowed: boolean): void {
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    if (this.#unsubscribe !== null)
      return this.#error({ code: 'FORBIDDEN', message: 'the display feed is read-only' });
    const edge = parseAtEdge(DisplayClientMessageSchema, text, allowed);
    if (!edge.ok) return this.#error(edge.error);
    const hello = edge.message;
    const nonce = this.#nonce;
    this.#nonce = null;
    if (hello.protocolVersion !== DISPLAY_PROTOCOL_VERSION) {
      this.#error({
        code: 'UNSUPPORTED_VERSION',
        message: `this hub speaks protocol ${DISPLAY_PROTOCOL_VERSION}`,
      });
      return closeRefused(this.#socket, CLOSE_CODES.unsupportedVersion, 'unsupported protocol version');
    }
    // The display's own domain: a station's proof (or a display's on /terminal) never passes.
    const owner =
      nonce === null
        ? null
        : verifyHello(
            this.#hub.db,
            { domain: DISPLAY_HELLO_DOMAIN, nonce, hubId: this.#handshake.hubId },
            hello.displayId,
            hello.proof,
          );
    const tableId = owner?.startsWith(DISPLAY_PREFIX) ? owner.slice(DISPLAY_PREFIX.length) : null;
    const table = tableId === null ? undefined : this.#hub.tables.holdem(tableId);
    if (tableId === null || table === undefined) {
      this.#error({ code: 'BAD_CREDENTIALS', message: 'unknown display or wrong secret' });
      return closeRefused(this.#socket, CLOSE_CODES.badCredentials, 'bad credentials');
    }
    this.#handshake.ticket.settle();
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
