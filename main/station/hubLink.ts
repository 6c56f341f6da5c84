// The station's link to its hub: the challenge–response hello (the secret never leaves the
// station: docs/protocol.md "Handshake"), snapshots in, commands out, reconnection with backoff
// (slow after a refusal or a takeover, so that a wrong credential never reconnects in a hot loop). A command in flight when the link drops is sent again with the
// same command id once the link is back, so the hub's idempotency tells its true fate; a new
// command while offline is refused at once (DESIGN.md: no money command is queued offline).
import type { TLSSocket } from 'node:tls';
import { type ClientOptions, WebSocket } from 'ws';
import type { CardCommandResult, CardStationView } from '../../protocol/cardMessages.ts';
import {
  type Challenge,
  CLOSE_CODES,
  type ClientMessage,
  type CommandResult,
  PROTOCOL_VERSION,
} from '../../protocol/hubMessages.ts';
import type { HoldemStationView } from '../../protocol/holdemMessages.ts';
import type { HoldemAway } from '../../protocol/stationView.ts';
import type { StationRecall, TableRules } from '../../protocol/recall.ts';
import type { RandomProposal } from '../../protocol/roulette.ts';
import {
  type RoomResult,
  StationHubMessageSchema,
  type TerminalMessage,
} from '../../protocol/roomMessages.ts';
import { TERMINAL_HELLO_DOMAIN, helloKey, helloProof } from '../../hub/helloProof.ts';
import { type CheckedHubUrl, checkHubUrl } from './hubUrlPolicy.ts';
import { connectPinned } from './pinnedTls.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { AnyAcceptedBet, StationSnapshot } from '../../protocol/stationSnapshot.ts';
import type { LinkState } from '../../protocol/bridge.ts';
import type { CommandJournal } from './pendingCommands.ts';
import type { AttendantCalled } from '../../protocol/attendanceMessages.ts';
import type { ReaderState } from '../../protocol/readerState.ts';
import {
  type CardRelayClientMessage,
  type CardRelayHubMessage,
  CardRelayHubMessageSchema,
} from '../../protocol/cardRelayMessages.ts';

/** A command's answer from the hub. */
export type CommandAnswer =
  | { ok: true; result: CommandResult | CardCommandResult | RoomResult | AttendantCalled }
  | { ok: false; error: ProtocolError };

/** A query's answer from the hub. */
export type QueryAnswer<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

/** The hub's answer to a recall query. */
export type RecallAnswer = QueryAnswer<StationRecall>;

/** The hub's answer to a rules query. */
export type RulesAnswer = QueryAnswer<TableRules>;

/** The hub's answer to proposeRandom: the drawn pleins, ascending. */
export type RandomProposalAnswer = QueryAnswer<RandomProposal>;

/** Every message of a terminal that carries a command id (wheel, card and hold'em commands). */
export type Command = Extract<TerminalMessage, { commandId: string }>;

/** How long a query waits for its answer before it is refused OFFLINE. */
const QUERY_TIMEOUT_MS = 10_000;

/** Where the station's hub is and who the station is (from the terminal's configuration). */
export interface HubLinkOptions {
  /** `ws://` to loopback, or `wss://` with `pins` (main/station/hubUrlPolicy.ts). */
  readonly url: string;
  readonly terminalId: string;
  /** The provisioned secret: only its hello key is kept, and neither ever leaves the station. */
  readonly secret: string;
  /** The SHA-256 fingerprints of the hub's certificate (one, or two during a rotation). */
  readonly pins?: readonly string[];
}

/** Close codes after which retrying at once would not help (docs/protocol.md "Close codes"). */
const SLOW_RETRY_CODES: ReadonlySet<number> = new Set([
  CLOSE_CODES.badCredentials,
  CLOSE_CODES.unsupportedVersion,
  CLOSE_CODES.replaced,
]);

/** After a refusal, a takeover or an unpinned certificate: 30 s, doubling up to 5 min. */
const SLOW_RETRY_FIRST_MS = 30_000;
const SLOW_RETRY_MAX_MS = 300_000;

/** What the link reports to the station. */
export interface HubLinkEvents {
  /** The link state changed. */
  onLink(state: LinkState): void;
  /** A newer snapshot of a wheel table arrived. */
  onSnapshot(snapshot: StationSnapshot, seq: number): void;
  /** A card table's view of this station arrived (docs/card-tables.md "Terminal protocol"). */
  onCardView?(view: CardStationView, seq: number): void;
  /** A hold'em table's view of this station arrived, with who is logged in here. */
  /** Staff answered this station's call for an attendant (issue 12 §5). */
  onAttendantCallAnswered?(callId: number): void;
  onHoldemView?(view: HoldemStationView, playerId: string | null, seq: number, away?: HoldemAway): void;
  /**
   * The hub's clock minus the station's, measured by a `timeProbe` right after each welcome: the
   * hub's time is taken as the midpoint of the probe's round trip (docs/protocol.md "Time probe").
   */
  onClockOffset?(offsetMs: number): void;
  /**
   * A bet of round `roundId` was accepted: the station's credit after it and the chips it put on
   * the layout (docs/protocol.md: the reply carries them instead of a snapshot). Called in the
   * order the hub's messages arrived, before the command's answer resolves.
   */
  onBetAccepted?(roundId: number, credit: number, chips: readonly AnyAcceptedBet[]): void;
  /** A command recovered from the journal after a restart got its answer (no caller awaits it). */
  onRecoveredAnswer?(command: Command, answer: CommandAnswer): void;
  /** A card relay message from the hub (main/station/cardRelay.ts carries it to the card). */
  onCardRelay?(message: CardRelayHubMessage): void;
}

/** The station's WebSocket to the hub. */
export class HubLink {
  readonly #hub: CheckedHubUrl;
  readonly #terminalId: string;
  readonly #key: Buffer;
  readonly #events: HubLinkEvents;
  readonly #pending = new Map<string, { command: Command; resolve: (a: CommandAnswer) => void }>();
  readonly #queries = new Map<string, (a: QueryAnswer<unknown>) => void>();
  /** When this connection's time probe left (station clock), until its answer. */
  #probeSentAt: number | null = null;
  #socket: WebSocket | null = null;
  #state: LinkState = 'connecting';
  #backoffMs = 250;
  #slowRetryMs = SLOW_RETRY_FIRST_MS;
  /** The hub id a challenge must name: the pinned certificate's with TLS, else what the hub says. */
  #expectedHubId: string | null = null;
  /** Set when the station itself refused the hub (a challenge naming another hub): retry slowly. */
  #refusedHub = false;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;
  /** The station's NFC reader state, told to the hub on each change and after each hello. */
  #readerState: ReaderState | null = null;

  /** Where commands in flight are recorded across a restart (main/station/pendingCommands.ts). */
  readonly #journal: CommandJournal<Command> | null;

  /**
   * Throws HubUrlRefused (nothing is opened) for a `ws://` hub off loopback or an unpinned `wss://`.
   * With a `journal`, every command is recorded before it leaves and forgotten once answered, and
   * the commands it still holds from before a restart are sent again, under their ids, once online.
   */
  constructor(
    options: HubLinkOptions,
    events: HubLinkEvents,
    journal: CommandJournal<Command> | null = null,
  ) {
    this.#hub = checkHubUrl(options.url, options.pins);
    this.#terminalId = options.terminalId;
    this.#key = helloKey(options.secret, options.terminalId);
    this.#events = events;
    this.#journal = journal;
    for (const command of journal?.recovered() ?? []) {
      this.#pending.set(command.commandId, {
        command,
        resolve: (answer) => this.#events.onRecoveredAnswer?.(command, answer),
      });
    }
    this.#connect();
  }

  /** The current link state. */
  get state(): LinkState {
    return this.#state;
  }

  /** Sends a command and resolves with the hub's answer; refuses at once when not online. */
  send(command: Command): Promise<CommandAnswer> {
    if (this.#state !== 'online' || this.#socket === null) {
      return Promise.resolve({
        ok: false,
        error: { code: 'OFFLINE', message: 'no link to the hub: nothing was sent' },
      });
    }
    try {
      // Recorded (and synced) before it leaves: after a kill it is sent again under this id.
      this.#journal?.sent(command);
    } catch {
      return Promise.resolve({
        ok: false,
        error: { code: 'INTERNAL', message: 'the station could not record the command: nothing was sent' },
      });
    }
    return new Promise((resolve) => {
      this.#pending.set(command.commandId, { command, resolve });
      this.#socket?.send(JSON.stringify(command));
    });
  }

  /** Asks the hub for this station's game recall; refused at once when not online. */
  recall(queryId: string): Promise<RecallAnswer> {
    return this.#query({ type: 'getRecall', queryId }) as Promise<RecallAnswer>;
  }

  /** Asks the hub for its table's rules report; refused at once when not online. */
  rules(queryId: string): Promise<RulesAnswer> {
    return this.#query({ type: 'getRules', queryId }) as Promise<RulesAnswer>;
  }

  /** Asks the hub's device for a random combination of `count` pleins (issue 11); nothing is placed. */
  proposeRandom(queryId: string, count: number): Promise<RandomProposalAnswer> {
    return this.#query({ type: 'proposeRandom', queryId, count }) as Promise<RandomProposalAnswer>;
  }

  /** Sends a read-only query and resolves with its answer (never resent: asking again is harmless). */
  #query(message: Extract<ClientMessage, { queryId: string }>): Promise<QueryAnswer<unknown>> {
    const socket = this.#socket;
    if (this.#state !== 'online' || socket === null) {
      return Promise.resolve({ ok: false, error: { code: 'OFFLINE', message: 'no link to the hub' } });
    }
    return new Promise((resolve) => {
      const settle = (answer: QueryAnswer<unknown>): void => {
        clearTimeout(timer);
        this.#queries.delete(message.queryId);
        resolve(answer);
      };
      const timer = setTimeout(
        () => settle({ ok: false, error: { code: 'OFFLINE', message: 'no answer from the hub' } }),
        QUERY_TIMEOUT_MS,
      );
      this.#queries.set(message.queryId, settle);
      socket.send(JSON.stringify(message));
    });
  }

  /** Tells the hub the station's reader state now, and again after every reconnection. */
  reportReaderState(state: ReaderState): void {
    this.#readerState = state;
    if (this.#state === 'online') this.#socket?.send(JSON.stringify({ type: 'readerState', state }));
  }

  /** Sends a card relay message (never queued); false when the link is not online. */
  sendRelay(message: CardRelayClientMessage): boolean {
    if (this.#state !== 'online' || this.#socket === null) return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes the link for good; commands in flight are answered OFFLINE. */
  close(): void {
    this.#closed = true;
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#socket?.close();
    for (const { resolve } of this.#pending.values()) {
      resolve({ ok: false, error: { code: 'OFFLINE', message: 'station closing' } });
    }
    this.#pending.clear();
    for (const settle of [...this.#queries.values()])
      settle({ ok: false, error: { code: 'OFFLINE', message: 'station closing' } });
  }

  #connect(): void {
    this.#retryTimer = null;
    if (this.#closed) return;
    const options: ClientOptions = { maxPayload: 4 * 1024 * 1024 };
    if (this.#hub.url.protocol === 'ws:') return this.#open(options);
    // wss: the certificate is checked against the pins before anything is written.
    connectPinned(this.#hub.url, this.#hub.pins).then(
      ({ socket, fingerprint }) => {
        if (this.#closed) return void socket.destroy();
        this.#expectedHubId = `sha256:${fingerprint}`;
        this.#open({ ...options, createConnection: () => socket as TLSSocket });
      },
      () => this.#retry(true),
    );
  }

  #open(options: ClientOptions): void {
    const socket = new WebSocket(this.#hub.url, options);
    this.#socket = socket;
    socket.on('message', (data) => this.#receive(socket, String(data)));
    socket.on('error', () => undefined); // 'close' follows and schedules the retry
    socket.on('close', (code) => {
      if (this.#socket === socket) this.#socket = null;
      // A query is not resent: its caller asks again (nothing changes by asking).
      for (const settle of [...this.#queries.values()])
        settle({ ok: false, error: { code: 'OFFLINE', message: 'link lost' } });
      this.#retry(this.#refusedHub || SLOW_RETRY_CODES.has(code));
      this.#refusedHub = false;
    });
  }

  #retry(slow: boolean): void {
    if (this.#closed || this.#retryTimer !== null) return;
    this.#setState('offline');
    if (slow) {
      this.#retryTimer = setTimeout(() => this.#connect(), this.#slowRetryMs);
      this.#slowRetryMs = Math.min(this.#slowRetryMs * 2, SLOW_RETRY_MAX_MS);
      return;
    }
    this.#retryTimer = setTimeout(() => this.#connect(), this.#backoffMs);
    this.#backoffMs = Math.min(this.#backoffMs * 2, 5_000);
  }

  /** Answers the hub's challenge with the proof, or drops a challenge from another hub. */
  #answer(socket: WebSocket, challenge: Challenge): void {
    // With TLS the hub's id is the pinned certificate's fingerprint: a challenge naming another
    // hub is relayed from elsewhere, and a proof for it must not be made.
    if (this.#expectedHubId !== null && challenge.hubId !== this.#expectedHubId) {
      this.#refusedHub = true;
      return socket.close();
    }
    const nonce = Buffer.from(challenge.nonce, 'hex');
    const proof = helloProof(this.#key, TERMINAL_HELLO_DOMAIN, nonce, this.#terminalId, challenge.hubId);
    const hello: ClientMessage = {
      type: 'hello',
      protocolVersion: PROTOCOL_VERSION,
      terminalId: this.#terminalId,
      proof,
    };
    socket.send(JSON.stringify(hello));
  }

  #receive(socket: WebSocket, text: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const relay = CardRelayHubMessageSchema.safeParse(raw);
    if (relay.success) return this.#events.onCardRelay?.(relay.data);
    const parsed = StationHubMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'challenge':
        return this.#answer(socket, message);
      case 'welcome':
        this.#backoffMs = 250;
        this.#slowRetryMs = SLOW_RETRY_FIRST_MS;
        this.#setState('online');
        this.#probeClock();
        if (this.#readerState !== null) {
          this.#socket?.send(JSON.stringify({ type: 'readerState', state: this.#readerState }));
        }
        // Commands that were in flight when the link dropped: ask again under the same id.
        for (const { command } of this.#pending.values()) this.#socket?.send(JSON.stringify(command));
        return;
      case 'snapshot':
        return this.#events.onSnapshot(message.state, message.seq);
      case 'cardView':
        return this.#events.onCardView?.(message.view, message.seq);
      case 'holdemView':
        return this.#events.onHoldemView?.(message.view, message.playerId, message.seq, message.away);
      case 'recall':
        return this.#queries.get(message.queryId)?.(
          message.ok ? { ok: true, value: message.recall } : { ok: false, error: message.error },
        );
      case 'attendantCallAnswered':
        return this.#events.onAttendantCallAnswered?.(message.callId);
      case 'timeProbe':
        return this.#measureOffset(message.sentAt, message.hubTime);
      case 'rules':
        return this.#queries.get(message.queryId)?.(
          message.ok ? { ok: true, value: message.rules } : { ok: false, error: message.error },
        );
      case 'randomProposal':
        return this.#queries.get(message.queryId)?.(
          message.ok ? { ok: true, value: message.numbers } : { ok: false, error: message.error },
        );
      case 'reply': {
        const pending = this.#pending.get(message.commandId);
        if (pending === undefined) return;
        this.#pending.delete(message.commandId);
        const { command } = pending;
        if (
          message.ok &&
          message.result.kind === 'betAccepted' &&
          message.result.credit !== undefined &&
          'roundId' in command
        ) {
          this.#events.onBetAccepted?.(command.roundId, message.result.credit, message.result.chips ?? []);
        }
        // Forgotten only once its effect is mirrored: a kill before this line sends it again.
        this.#journal?.answered(message.commandId);
        pending.resolve(
          message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error },
        );
        return;
      }
      case 'error':
        return;
    }
  }

  #probeClock(): void {
    const sentAt = Date.now();
    this.#probeSentAt = sentAt;
    const probe: ClientMessage = { type: 'timeProbe', sentAt };
    this.#socket?.send(JSON.stringify(probe));
  }

  #measureOffset(sentAt: number, hubTime: number): void {
    // Only this connection's own probe counts (a stale or forged answer measures nothing).
    if (this.#probeSentAt !== sentAt) return;
    this.#probeSentAt = null;
    this.#events.onClockOffset?.(Math.round(hubTime - (sentAt + Date.now()) / 2));
  }

  #setState(state: LinkState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#events.onLink(state);
  }
}
