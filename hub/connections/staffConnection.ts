// One staff console's WebSocket on `/staff`: parse at the edge, log in (throttled per source and
// account, then scrypt), check the role, run the command once, answer (docs/protocol.md "Staff API").
import { parseAtEdge } from './edgeParse.ts';
import { staffAddresseeOf } from './edgeAddressee.ts';
import type { WebSocket } from 'ws';
import {
  type StaffClientMessage,
  StaffClientMessageSchema,
  type StaffError,
  type StaffHubMessage,
} from '../../protocol/staffMessages.ts';
import type { CallingStation } from '../attendance/attendantCalls.ts';
import type { Clock } from '../clock.ts';
import type { PlayerServices } from '../players/playerActions.ts';
import type { SeenConnection } from '../staff/tablesView.ts';
import { type RateLimit, RateLimiter } from './rateLimiter.ts';
import type { StaffMember } from '../staff/staffAccounts.ts';
import type { LoginAttempt, StaffLogins } from '../staff/staffLogins.ts';
import { runStaffCommand, type StaffDispatchContext } from '../staff/staffDispatch.ts';
import { answerRegisterQuery } from '../registers/staffRegisters.ts';
import { type TablesMessageContext, tablesMessage } from '../staff/gameTablesView.ts';
import { answerPlayerQuery, isPlayerQuery } from '../players/playerQueries.ts';
import { isCardRelayMessage } from '../../protocol/cardRelayMessages.ts';
import { CardRelay } from '../players/cardRelay.ts';
import { CardSessions } from '../players/cardSessions.ts';
import {
  type DeskCommand,
  type DeskContext,
  isDeskCommand,
  prepareDeskCommand,
} from '../cashier/deskCards.ts';

/** What a staff console's connection uses of the running hub. */
export interface StaffConnectionContext extends StaffDispatchContext, TablesMessageContext, DeskContext {
  readonly tables: StaffDispatchContext['tables'] & TablesMessageContext['tables'];
  readonly players: PlayerServices;
  readonly connections: Iterable<CallingStation & SeenConnection>;
  readonly clock: Clock;
  readonly rateLimit: RateLimit;
  readonly staffLogins: StaffDispatchContext['staffLogins'] & Pick<StaffLogins, 'attempt'>;
}

/** A staff console's connection. */
export class StaffConnection {
  readonly #socket: WebSocket;
  readonly #hub: StaffConnectionContext;
  readonly #limiter: RateLimiter;
  /** The socket's remote address (hub/staff/sourceAddress.ts), the key of login throttling. */
  readonly #source: string;
  #staff: StaffMember | null = null;
  /** Messages are handled one after another; a login awaits its hash off the event loop. */
  #queue: Promise<void> = Promise.resolve();
  /** The desk reader's card relay (issue 12 §2), made at its first card. */
  #cardRelay: CardRelay | null = null;

  constructor(socket: WebSocket, hub: StaffConnectionContext, source: string, onClose: () => void) {
    this.#socket = socket;
    this.#hub = hub;
    this.#source = source;
    this.#limiter = new RateLimiter(hub.rateLimit.perSecond, hub.rateLimit.burst, hub.clock.now());
    socket.on('message', (data, isBinary) => this.#receive(isBinary ? null : String(data)));
    socket.on('close', () => {
      this.#cardRelay?.close();
      onClose();
    });
    socket.on('error', () => socket.terminate());
  }

  /** The logged-in staff member, or null. */
  get staff(): StaffMember | null {
    return this.#staff;
  }

  #receive(text: string | null): void {
    const allowed = this.#limiter.take(this.#hub.clock.now());
    // Every answer leaves in arrival order (a login awaits its hash off the event loop).
    this.#queue = this.#queue
      .then(() => this.#process(text, allowed))
      .catch((error: unknown) =>
        this.#hub.log('error', 'staff message not answered', { error: String(error) }),
      );
  }

  async #process(text: string | null, allowed: boolean): Promise<void> {
    const edge = parseAtEdge(StaffClientMessageSchema, text, allowed);
    if (!edge.ok) return this.#refuse(edge.error, text);
    const message = edge.message;
    try {
      if (message.type === 'login') await this.#login(message.login, message.secret);
      else if (message.type === 'registerQuery') await this.#register(message);
      else if (isCardRelayMessage(message)) this.#relay()?.receive(message);
      // A desk command waits for the card's answers, which arrive behind it on this socket: it
      // runs beside the queue, not in it (its reply may overtake a later message's).
      else if (message.type !== 'getTables' && !isPlayerQuery(message) && isDeskCommand(message))
        void this.#desk(message).catch((error: unknown) => this.#failed(message.commandId, error));
      else await this.#handle(message);
    } catch (error) {
      this.#hub.log('error', 'staff command failed', { error: String(error) });
      const internal = { code: 'INTERNAL', message: 'internal error; nothing was changed' } as const;
      // A command's failure is its reply, so that the console can settle what it awaits.
      if ('commandId' in message)
        this.#send({ type: 'reply', commandId: message.commandId, ok: false, error: internal });
      else this.#error(internal);
    }
  }

  #failed(commandId: string, error: unknown): void {
    this.#hub.log('error', 'staff command failed', { error: String(error) });
    this.#send({
      type: 'reply',
      commandId,
      ok: false,
      error: { code: 'INTERNAL', message: 'internal error; nothing was changed' },
    });
  }

  /** The desk reader's relay, or null (and NOT_AUTHENTICATED) before login. */
  #relay(): CardRelay | null {
    const staff = this.#staff;
    if (staff === null) {
      this.#error({ code: 'NOT_AUTHENTICATED', message: 'log in first' });
      return null;
    }
    this.#cardRelay ??= new CardRelay({
      db: this.#hub.db,
      clock: this.#hub.clock,
      log: this.#hub.log,
      authority: this.#hub.players.cardAuth ?? { masterKey: null, sessions: new CardSessions() },
      holder: () => `staff:${staff.login}`,
      send: (m) => this.#send(m),
    });
    return this.#cardRelay;
  }

  /** issueCard and payPlayer: the desk's card exchange first (hub/cashier/deskCards.ts), then the command. */
  async #desk(message: DeskCommand): Promise<void> {
    const relay = this.#relay();
    const staff = this.#staff;
    if (relay === null || staff === null) return;
    const prepared = await prepareDeskCommand(this.#hub, staff, relay, message);
    const outcome = prepared.ok
      ? await runStaffCommand(this.#hub, staff, message, prepared.desk)
      : prepared.outcome;
    const { commandId } = message;
    this.#send(
      outcome.ok
        ? { type: 'reply', commandId, ok: true, result: outcome.value }
        : { type: 'reply', commandId, ok: false, error: outcome.error },
    );
  }

  /** A read-only register query (docs/registers.md): answered with a `register` message. */
  async #register(message: Extract<StaffClientMessage, { type: 'registerQuery' }>): Promise<void> {
    if (this.#staff === null) return this.#error({ code: 'NOT_AUTHENTICATED', message: 'log in first' });
    this.#send(await answerRegisterQuery(this.#hub.db, this.#staff, message.requestId, message.query));
  }

  async #handle(
    message: Exclude<
      StaffClientMessage,
      { type: 'login' | 'registerQuery' | 'cardPresented' | 'cardResponse' }
    >,
  ): Promise<void> {
    if (this.#staff === null) return this.#error({ code: 'NOT_AUTHENTICATED', message: 'log in first' });
    if (message.type === 'getTables') return this.#send(tablesMessage(this.#hub));
    if (isPlayerQuery(message)) return this.#send(answerPlayerQuery(this.#hub.db, this.#staff.role, message));
    const outcome = await runStaffCommand(this.#hub, this.#staff, message);
    const { commandId } = message;
    this.#send(
      outcome.ok
        ? { type: 'reply', commandId, ok: true, result: outcome.value }
        : { type: 'reply', commandId, ok: false, error: outcome.error },
    );
  }

  async #login(login: string, secret: string): Promise<void> {
    if (this.#staff !== null) return this.#error({ code: 'MALFORMED', message: 'already logged in' });
    // Logins queued behind a refused one on the same socket (now closing) are not tried: each
    // would cost a throttling decision, or a hash, for an answer nobody can receive.
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    const outcome = await this.#hub.staffLogins.attempt(this.#source, login, secret);
    if (!outcome.ok) {
      // A flood's throttled attempts are counted in the journal; one warn line each would let it
      // fill the log instead.
      const level = outcome.code === 'LOGIN_THROTTLED' ? 'debug' : 'warn';
      this.#hub.log(level, 'staff login refused', { login, source: this.#source, code: outcome.code });
      this.#error(refusal(outcome));
      this.#socket.close(4001, 'login refused');
      return;
    }
    this.#staff = outcome.staff;
    this.#hub.log('info', 'staff logged in', { login, role: outcome.staff.role, source: this.#source });
    this.#send({ type: 'welcome', login: outcome.staff.login, role: outcome.staff.role });
  }

  /** Sends a hub-initiated message (the pushed tables view). */
  push(message: StaffHubMessage): void {
    this.#send(message);
  }

  /** An edge refusal; RATE_LIMITED goes to the command or register request the frame names. */
  #refuse(error: StaffError, text: string | null): void {
    const to = error.code === 'RATE_LIMITED' ? staffAddresseeOf(text) : null;
    if (to === null) return this.#error(error);
    if (to.kind === 'command') this.#send({ type: 'reply', commandId: to.commandId, ok: false, error });
    else this.#send({ type: 'register', requestId: to.requestId, ok: false, error });
  }

  #error(error: StaffError): void {
    this.#send({ type: 'error', error });
  }

  #send(message: StaffHubMessage): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(JSON.stringify(message));
  }
}

/** The typed error of a refused login (docs/protocol.md "Login"). */
function refusal(outcome: Extract<LoginAttempt, { ok: false }>): StaffError {
  switch (outcome.code) {
    case 'LOGIN_THROTTLED':
      return {
        code: 'LOGIN_THROTTLED',
        message: 'too many failed logins from this address or on this account: try again later',
        params: { retryAfterSeconds: outcome.retryAfterSeconds },
      };
    case 'LOCKED_OUT':
      return {
        code: 'LOCKED_OUT',
        message: 'account locked: another comité member or a technicien must unlock it',
      };
    case 'BAD_CREDENTIALS':
      return { code: 'BAD_CREDENTIALS', message: 'unknown login or wrong secret' };
  }
}
