// One terminal's WebSocket: parse at the edge, authenticate, check, decide, commit, answer
// (STYLE.md "the hub processes a command as a fixed pipeline").
import { parseAtEdge } from './edgeParse.ts';
import { addresseeOf } from './edgeAddressee.ts';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, type ClientMessage, PROTOCOL_VERSION } from '../../protocol/hubMessages.ts';
import {
  type StationHubMessage,
  type TerminalMessage,
  TerminalMessageSchema,
} from '../../protocol/roomMessages.ts';
import {
  isOtherMessage,
  otherSnapshot,
  routeOtherMessage,
  type RoutingContext,
  servesTable,
} from '../stationRouting.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { Logger } from '../logger.ts';
import type { PlayerServices } from '../players/playerActions.ts';
import type { WheelTables } from '../tables/tableRegistry.ts';
import { type RateLimit, RateLimiter } from './rateLimiter.ts';
import type { HubTable } from '../tables/wheel/hubTable.ts';
import type { WheelCommandMessage } from '../tables/wheel/wheelCommands.ts';
import { wheelAdapter } from '../tables/wheel/wheelAdapter.ts';
import { stationSnapshotPart } from '../tables/wheel/snapshot.ts';
import { hostCommand } from '../host/tableHost.ts';
import { type SharedSnapshot, type SharedSnapshotContext, sharedSnapshot } from '../sharedSnapshot.ts';
import { closeRefused, type HandshakeContext } from './handshake.ts';
import { TERMINAL_HELLO_DOMAIN, newNonce } from '../helloProof.ts';
import { verifyHello } from '../terminals.ts';
import type { ReaderState } from '../../protocol/readerState.ts';
import { queryAnswer } from '../stationQueries.ts';
import { isCardRelayMessage } from '../../protocol/cardRelayMessages.ts';
import { CardRelay } from '../players/cardRelay.ts';
import { CardSessions } from '../players/cardSessions.ts';

/** What a terminal's connection uses of the running hub. */
export interface TerminalContext extends RoutingContext, SharedSnapshotContext {
  readonly tables: RoutingContext['tables'] & WheelTables;
  readonly log: Logger;
  readonly rateLimit: RateLimit;
  /** The card authority for the station's card relay. */
  readonly players: RoutingContext['players'] & Pick<PlayerServices, 'cardAuth'>;
  /** Every live terminal connection (one per terminal: the newest wins). */
  readonly connections: Set<TerminalConnection>;
}

/** A terminal's connection to the hub. */
export class TerminalConnection {
  readonly #socket: WebSocket;
  readonly #hub: TerminalContext;
  readonly #limiter: RateLimiter;
  #terminalId: string | null = null;
  readonly #handshake: HandshakeContext;
  /** This socket's challenge nonce; null once a hello has used it (single-use, issue 10 §3). */
  #nonce: Buffer | null = newNonce();
  /** Messages are handled one after another, in arrival order. */
  #queue: Promise<void> = Promise.resolve();
  #tableId: string | null = null;
  /** The station's NFC reader as it last reported it (issue 12 §1), with the hub's time of the report. */
  #reader: { state: ReaderState; since: number } | null = null;
  /** The card relay of this station (hub/players/cardRelay.ts), made at its first tap. */
  #cardRelay: CardRelay | null = null;

  constructor(socket: WebSocket, hub: TerminalContext, handshake: HandshakeContext) {
    this.#socket = socket;
    this.#hub = hub;
    this.#handshake = handshake;
    this.#limiter = new RateLimiter(hub.rateLimit.perSecond, hub.rateLimit.burst, hub.clock.now());
    handshake.ticket.onExpiry(() => {
      this.#error({ code: 'HELLO_TIMEOUT', message: 'no successful hello in time' });
      closeRefused(socket, CLOSE_CODES.helloTimeout, 'hello timeout');
    });
    socket.on('message', (data, isBinary) => this.#receive(isBinary ? null : String(data)));
    socket.on('close', () => {
      this.#cardRelay?.close();
      hub.connections.delete(this);
      if (this.#terminalId !== null) hub.staffChanged();
    });
    socket.on('error', () => socket.terminate());
    const nonce = this.#nonce?.toString('hex') ?? '';
    this.#send({ type: 'challenge', protocolVersion: PROTOCOL_VERSION, nonce, hubId: handshake.hubId });
  }

  /** The authenticated terminal's id, or null before hello. */
  get terminalId(): string | null {
    return this.#terminalId;
  }

  /** The station's NFC reader state as last reported on this connection, or null. */
  get reader(): { readonly state: ReaderState; readonly since: number } | null {
    return this.#reader;
  }

  /** The table of the authenticated terminal, or null. */
  get tableId(): string | null {
    return this.#tableId;
  }

  /** Sends this terminal its current snapshot with the table's sequence number. */
  sendSnapshot(): void {
    // A hold'em or card station gets its own view instead (hub/stationRouting.ts).
    const other =
      this.#tableId === null || this.#terminalId === null
        ? null
        : otherSnapshot(this.#hub, this.#terminalId, this.#tableId);
    if (other !== null) return this.#send(other);
    const table = this.#tableId === null ? undefined : this.#hub.tables.wheel(this.#tableId);
    if (table === undefined || this.#terminalId === null) return;
    this.sendSharedSnapshot(table, sharedSnapshot(this.#hub, table));
  }

  /**
   * Sends this terminal a snapshot made of a table part read and serialised once for the whole
   * broadcast (hub.ts fanOut) and this station's own part.
   */
  sendSharedSnapshot(table: HubTable, shared: SharedSnapshot): void {
    if (this.#terminalId === null || this.#tableId !== table.config.tableId) return;
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    const part = stationSnapshotPart(this.#hub.db, table, shared.part, this.#terminalId);
    // Issue 12 §3: who is logged in by card here (memory), so that a restarted station greets them again.
    const player = this.#hub.stationPlayers.playerOf(this.#terminalId);
    const own = player === null ? part : { ...part, player };
    // `{"credit":…}` without its opening brace continues the shared text's open `state` object.
    this.#socket.send(`${shared.head},${JSON.stringify(own).slice(1)}}`);
  }

  /** Sends a message (the hold'em room's answers). */
  sendMessage(message: StationHubMessage): void {
    this.#send(message);
  }

  /** Closes the connection: another connection took over the terminal (code 4000, "replaced"). */
  close(reason: string): void {
    closeRefused(this.#socket, CLOSE_CODES.replaced, reason);
  }

  #receive(text: string | null): void {
    const receivedAt = performance.now();
    const allowed = this.#limiter.take(this.#hub.clock.now());
    // Every answer leaves in arrival order: a refusal waits behind the hello or command before it,
    // and a command sent right after hello waits for the hello's verdict.
    this.#queue = this.#queue
      .then(() => this.#process(text, allowed, receivedAt))
      .catch((error: unknown) => this.#hub.log('error', 'message not answered', { error: String(error) }));
  }

  async #process(text: string | null, allowed: boolean, receivedAt: number): Promise<void> {
    // No work for a socket already closed or closing (issue 10 §4: a flood's queued hellos).
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    const edge = parseAtEdge(TerminalMessageSchema, text, allowed);
    if (!edge.ok) return this.#refuse(edge.error, text);
    const message = edge.message;
    try {
      if (isCardRelayMessage(message)) this.#relayCard(message);
      else if (isOtherMessage(message)) await routeOtherMessage(this.#hub, this, message, receivedAt);
      else if (message.type === 'hello') this.#hello(message);
      else if (message.type === 'getSnapshot') this.#getSnapshot();
      else if (message.type === 'timeProbe') this.#timeProbe(message.sentAt);
      else if (message.type === 'getRecall' || message.type === 'getRules')
        this.#send(queryAnswer(this.#hub.db, this.#tableId, this.#terminalId, message));
      else if (message.type === 'proposeRandom') this.#proposeRandom(message.queryId, message.count);
      else if (message.type === 'readerState') this.#readerState(message.state);
      else await this.#command(message, receivedAt);
    } catch (error) {
      this.#hub.log('error', 'command failed', { error: String(error) });
      const internal = { code: 'INTERNAL', message: 'internal error; nothing was changed' } as const;
      // A command's failure is its reply, so that the station settles the command it awaits.
      if ('commandId' in message)
        this.#send({ type: 'reply', commandId: message.commandId, ok: false, error: internal });
      else this.#error(internal);
    }
  }

  /** Issue 11: a random combination the table's device proposes; a query, nothing journaled. */
  #proposeRandom(queryId: string, count: number): void {
    if (this.#terminalId === null || this.#tableId === null) {
      const error = { code: 'NOT_AUTHENTICATED', message: 'send hello first' } as const;
      return this.#send({ type: 'randomProposal', queryId, ok: false, error });
    }
    // Only the wheel tables are here: a card or hold'em station has no random combination.
    const table = this.#hub.tables.wheel(this.#tableId);
    if (table === undefined) {
      const error = { code: 'NO_SESSION', message: 'no wheel table here' } as const;
      return this.#send({ type: 'randomProposal', queryId, ok: false, error });
    }
    const outcome = table.proposeRandom(count);
    this.#send(
      outcome.ok
        ? { type: 'randomProposal', queryId, ok: true, numbers: [...outcome.value] }
        : { type: 'randomProposal', queryId, ok: false, error: outcome.error },
    );
  }

  /** Keeps the station's reader state for staff (issue 12 §1); a repeat of the same state is a no-op. */
  #readerState(state: ReaderState): void {
    if (this.#terminalId === null)
      return this.#error({ code: 'NOT_AUTHENTICATED', message: 'send hello first' });
    if (this.#reader?.state === state) return;
    this.#reader = { state, since: this.#hub.clock.now() };
    this.#hub.log('info', 'station reader state', { terminalId: this.#terminalId, state });
    this.#hub.staffChanged();
  }

  #getSnapshot(): void {
    if (this.#terminalId === null || this.#tableId === null)
      return this.#error({ code: 'NOT_AUTHENTICATED', message: 'send hello first' });
    this.sendSnapshot();
  }

  /** A wheel table's command, through the table host's pipeline (hub/host/tableHost.ts). */
  async #command(message: WheelCommandMessage, receivedAt: number): Promise<void> {
    const terminalId = this.#terminalId;
    if (terminalId === null || this.#tableId === null)
      return this.#error({ code: 'NOT_AUTHENTICATED', message: 'send hello first' });
    const table = this.#hub.tables.wheel(this.#tableId);
    if (table === undefined) return this.#error({ code: 'NO_SESSION', message: 'no such table' });
    const station = {
      terminalId,
      sendMessage: (m: StationHubMessage) => this.#send(m),
      sendSnapshot: () => this.sendSnapshot(),
    };
    await hostCommand(this.#hub, station, wheelAdapter(this.#hub, table, station), message, receivedAt);
  }

  /** Issue 11: the hub's clock for the station's offset (its own `sentAt` back); after hello only. */
  #timeProbe(sentAt: number): void {
    if (this.#terminalId === null)
      return this.#error({ code: 'NOT_AUTHENTICATED', message: 'send hello first' });
    this.#send({ type: 'timeProbe', sentAt, hubTime: this.#hub.clock.now() });
  }

  #hello(message: Extract<ClientMessage, { type: 'hello' }>): void {
    // Issue 10 §3: a second hello never rebinds an authenticated socket to another terminal.
    if (this.#terminalId !== null) {
      return this.#error({ code: 'ALREADY_AUTHENTICATED', message: `already ${this.#terminalId}` });
    }
    const nonce = this.#nonce;
    this.#nonce = null;
    if (message.protocolVersion !== PROTOCOL_VERSION) {
      this.#error({
        code: 'UNSUPPORTED_VERSION',
        message: `this hub speaks protocol ${PROTOCOL_VERSION}`,
        params: { supported: PROTOCOL_VERSION },
      });
      return closeRefused(this.#socket, CLOSE_CODES.unsupportedVersion, 'unsupported protocol version');
    }
    // One HMAC against the stored key (no scrypt per hello); the nonce is this socket's, once.
    const tableId =
      nonce === null
        ? null
        : verifyHello(
            this.#hub.db,
            { domain: TERMINAL_HELLO_DOMAIN, nonce, hubId: this.#handshake.hubId },
            message.terminalId,
            message.proof,
          );
    if (tableId === null || !servesTable(this.#hub, tableId)) {
      this.#error({ code: 'BAD_CREDENTIALS', message: 'unknown terminal or wrong proof' });
      return closeRefused(this.#socket, CLOSE_CODES.badCredentials, 'bad credentials');
    }
    this.#handshake.ticket.settle();
    // One live connection per terminal: the newest (a reconnecting station) wins.
    for (const other of this.#hub.connections) {
      if (other !== this && other.terminalId === message.terminalId)
        other.close('replaced by a new connection');
    }
    this.#terminalId = message.terminalId;
    this.#tableId = tableId;
    this.#hub.log('info', 'terminal connected', { terminalId: message.terminalId, tableId });
    this.#hub.staffChanged();
    this.#send({ type: 'welcome', protocolVersion: PROTOCOL_VERSION, terminalId: message.terminalId });
    this.sendSnapshot();
  }

  /** Issue 12 §2: the hub authenticates the station's card itself; the station only relays. */
  #relayCard(message: Extract<TerminalMessage, { type: 'cardPresented' | 'cardResponse' }>): void {
    if (this.#terminalId === null)
      return this.#error({ code: 'NOT_AUTHENTICATED', message: 'send hello first' });
    this.#cardRelay ??= new CardRelay({
      db: this.#hub.db,
      clock: this.#hub.clock,
      log: this.#hub.log,
      authority: this.#hub.players.cardAuth ?? { masterKey: null, sessions: new CardSessions() },
      holder: () => (this.#terminalId === null ? null : `terminal:${this.#terminalId}`),
      send: (m) => this.#send(m),
    });
    this.#cardRelay.receive(message);
  }

  /**
   * An edge refusal. RATE_LIMITED goes to the command or query the frame names, so that the
   * station's pending call settles with it (docs/protocol.md "Rate limit"); else a plain error.
   */
  #refuse(error: ProtocolError, text: string | null): void {
    const to = error.code === 'RATE_LIMITED' ? addresseeOf(text) : null;
    if (to === null) return this.#error(error);
    this.#hub.metrics.protocolErrors.inc({ code: error.code });
    if (to.kind === 'command') this.#send({ type: 'reply', commandId: to.commandId, ok: false, error });
    else this.#send({ type: to.answer, queryId: to.queryId, ok: false, error });
  }

  #error(error: ProtocolError): void {
    this.#hub.metrics.protocolErrors.inc({ code: error.code });
    this.#send({ type: 'error', error });
  }

  #send(message: StationHubMessage): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(JSON.stringify(message));
  }
}
