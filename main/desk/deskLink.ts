// The desk reader's staff socket (issue 12 §2): the staff API's `/staff` socket of the hub
// (docs/protocol.md "Staff API"), logged in as the cashier, carrying both the cashier's desk
// commands (issueCard) and the relay of the card on the desk's reader — on the same socket,
// because the hub issues onto the card presented on the connection that asks (hub/cashier/
// deskCards.ts). `ws://` only to loopback, `wss://` only to a pinned certificate, checked before
// the login's secret is written (main/station/pinnedTls.ts). A dropped link reconnects and logs in
// again; a refused login does not retry (it would lock the account: docs/operations.md).
import type { TLSSocket } from 'node:tls';
import { type ClientOptions, WebSocket } from 'ws';
import { type CardRelayHubMessage, CardRelayHubMessageSchema } from '../../protocol/cardRelayMessages.ts';
import { CLOSE_CODES } from '../../protocol/hubMessages.ts';
import {
  type StaffCommand,
  type StaffError,
  StaffHubMessageSchema,
  type StaffResult,
  type StaffRole,
} from '../../protocol/staffMessages.ts';
import type { RelayLink } from '../station/cardRelay.ts';
import type { CheckedHubUrl } from '../station/hubUrlPolicy.ts';
import type { PlayerView } from '../../protocol/playerMessages.ts';
import { connectPinned } from '../station/pinnedTls.ts';
import type { StaffCredentials } from './deskCredentials.ts';

/** The link's state, as the desk shows it. */
export type DeskLinkState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'online'; readonly login: string; readonly role: StaffRole }
  | { readonly kind: 'offline'; readonly reason: string }
  /** The hub refused the login (or the certificate is not pinned): the link stopped for good. */
  | { readonly kind: 'refused'; readonly error: StaffError };

/** A desk command's answer: the hub's reply, or OFFLINE when the link dropped before it. */
export type DeskAnswer =
  { readonly ok: true; readonly result: StaffResult } | { readonly ok: false; readonly error: StaffError };

/** The answer to findPlayer: the player holding the card, or the hub's error (OFFLINE if none). */
export type PlayerAnswer =
  { readonly ok: true; readonly player: PlayerView } | { readonly ok: false; readonly error: StaffError };

/** How long a command waits for its reply (an issue takes ten APDUs through the relay). */
const COMMAND_TIMEOUT_MS = 60_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** The cashier's staff socket for the desk reader; `close()` ends it. */
export class DeskLink {
  readonly #hub: CheckedHubUrl;
  readonly #credentials: StaffCredentials;
  readonly #onState: (state: DeskLinkState) => void;
  readonly #relayListeners = new Set<(message: CardRelayHubMessage) => void>();
  readonly #pending = new Map<string, (answer: DeskAnswer) => void>();
  /** findPlayer queries awaiting their `player` or `error` message, in the order sent. */
  readonly #queries: ((answer: PlayerAnswer) => void)[] = [];
  #socket: WebSocket | null = null;
  #online = false;
  #closed = false;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | null = null;

  /** Connects at once; `onState` hears every change. */
  constructor(hub: CheckedHubUrl, credentials: StaffCredentials, onState: (state: DeskLinkState) => void) {
    this.#hub = hub;
    this.#credentials = credentials;
    this.#onState = onState;
    this.#connect();
  }

  /** The relay as main/station/cardRelay.ts uses it, on this socket. */
  get relay(): RelayLink {
    return {
      send: (message) => this.#send(message),
      listen: (listener) => {
        this.#relayListeners.add(listener);
        return () => this.#relayListeners.delete(listener);
      },
    };
  }

  /** Sends a staff command and resolves with its reply (OFFLINE when the link is down or drops). */
  command(command: StaffCommand): Promise<DeskAnswer> {
    // Only the id waits for the reply (no closure holds the command): its PIN is not kept past
    // the send.
    const { commandId } = command;
    const reply = this.#awaitReply(commandId);
    if (!this.#send(command))
      this.#pending.get(commandId)?.({
        ok: false,
        error: { code: 'OFFLINE', message: 'the desk is not connected to the hub' },
      });
    return reply;
  }

  #awaitReply(commandId: string): Promise<DeskAnswer> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => settle({ ok: false, error: { code: 'OFFLINE', message: 'no reply from the hub in time' } }),
        COMMAND_TIMEOUT_MS,
      );
      const settle = (answer: DeskAnswer): void => {
        clearTimeout(timer);
        this.#pending.delete(commandId);
        resolve(answer);
      };
      this.#pending.set(commandId, settle);
    });
  }

  /**
   * Asks who holds the card of `cardUid` (the staff query `findPlayer`). Queries carry no id: the
   * hub answers them in order with a `player` or an `error` message, so they are matched in order.
   */
  findPlayer(cardUid: string): Promise<PlayerAnswer> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => settle({ ok: false, error: { code: 'OFFLINE', message: 'no reply from the hub in time' } }),
        COMMAND_TIMEOUT_MS,
      );
      const settle = (answer: PlayerAnswer): void => {
        clearTimeout(timer);
        const at = this.#queries.indexOf(settle);
        if (at >= 0) this.#queries.splice(at, 1);
        resolve(answer);
      };
      this.#queries.push(settle);
      if (!this.#send({ type: 'findPlayer', cardUid }))
        settle({ ok: false, error: { code: 'OFFLINE', message: 'the desk is not connected to the hub' } });
    });
  }

  /** Closes the link for good; commands awaiting a reply are answered OFFLINE. */
  close(): void {
    this.#closed = true;
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#socket?.close();
    this.#dropPending('the desk is closing');
  }

  #send(message: object): boolean {
    if (!this.#online || this.#socket?.readyState !== WebSocket.OPEN) return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  #connect(): void {
    this.#retryTimer = null;
    if (this.#closed) return;
    this.#onState({ kind: 'connecting' });
    const options: ClientOptions = { maxPayload: 4 * 1024 * 1024 };
    if (this.#hub.url.protocol === 'ws:') return this.#open(options);
    // wss: the certificate is checked against the pins before the login's secret is written.
    connectPinned(this.#hub.url, this.#hub.pins).then(
      ({ socket }) => {
        if (this.#closed) return void socket.destroy();
        this.#open({ ...options, createConnection: () => socket as TLSSocket });
      },
      (error: unknown) => this.#retry(`TLS: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  #open(options: ClientOptions): void {
    const socket = new WebSocket(this.#hub.url, options);
    this.#socket = socket;
    let refused: StaffError | null = null;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'login', ...this.#credentials })));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const error = this.#receive(String(data));
      if (error !== null && !this.#online) refused = error;
    });
    socket.on('error', () => undefined); // 'close' follows
    socket.on('close', (code) => {
      if (this.#socket === socket) this.#socket = null;
      this.#online = false;
      this.#dropPending('the link to the hub dropped');
      if (this.#closed) return;
      if (code === CLOSE_CODES.badCredentials) {
        this.#closed = true;
        return this.#onState({
          kind: 'refused',
          error: refused ?? { code: 'BAD_CREDENTIALS', message: 'login refused' },
        });
      }
      this.#retry(`closed (${code})`);
    });
  }

  /** Handles one hub message; returns a connection-level error (a refused login's reason). */
  #receive(text: string): StaffError | null {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return null;
    }
    if (typeof raw === 'object' && raw !== null && 'type' in raw && typeof raw.type === 'string') {
      // Relay messages first: the schema of every staff message is not needed for them.
      if (['cardCommand', 'cardAuthenticated', 'cardRefused'].includes(raw.type)) {
        const relay = CardRelayHubMessageSchema.safeParse(raw);
        if (relay.success) for (const listener of [...this.#relayListeners]) listener(relay.data);
        return null;
      }
    }
    const parsed = StaffHubMessageSchema.safeParse(raw);
    if (!parsed.success) return null;
    const message = parsed.data;
    if (message.type === 'welcome') {
      this.#online = true;
      this.#retryMs = FIRST_RETRY_MS;
      this.#onState({ kind: 'online', login: message.login, role: message.role });
      return null;
    }
    if (message.type === 'reply') {
      this.#pending.get(message.commandId)?.(
        message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error },
      );
      return null;
    }
    if (message.type === 'player') {
      this.#queries[0]?.({ ok: true, player: message.player });
      return null;
    }
    if (message.type === 'error') {
      if (this.#online) this.#queries[0]?.({ ok: false, error: message.error });
      return message.error;
    }
    return null;
  }

  #dropPending(why: string): void {
    for (const settle of [...this.#pending.values()])
      settle({ ok: false, error: { code: 'OFFLINE', message: why } });
    for (const settle of [...this.#queries]) settle({ ok: false, error: { code: 'OFFLINE', message: why } });
  }

  #retry(reason: string): void {
    if (this.#closed || this.#retryTimer !== null) return;
    this.#onState({ kind: 'offline', reason });
    this.#retryTimer = setTimeout(() => this.#connect(), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
  }
}
