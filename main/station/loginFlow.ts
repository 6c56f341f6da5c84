// The player's login at the station (issue 12 §3): a card tapped on the reader is authenticated
// (the card's keys never sit on the terminal: the authenticator relays the exchange to the hub,
// docs/players.md), then the PIN pad is shown; the PIN goes to the hub once, inside `playerLogin`,
// and is never kept, logged or persisted (pendingCommands.ts never journals a login). The hub
// checks it: tries left after a wrong PIN, locked after three, a card active at another station
// refused with its reason. At hold'em the player is then seated at the seat the chef de partie
// assigned, with the partie's cave minimum from their account. At the other tables the card is
// optional and needs no PIN (RULES.md A.1 asks it at hold'em only; no money leaves the player's
// account there): the tap alone logs the player in (`playerCardLogin`) and the hub journals the
// station's games under the player until the logout or the Paiement (docs/players.md).
import { randomUUID } from 'node:crypto';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { HubPlayer, LoginState } from '../../protocol/loginState.ts';
import type { StationView } from '../../protocol/stationView.ts';
import type { CardChannel } from './reader/cardChannel.ts';
import type { Command, CommandAnswer } from './hubLink.ts';

/**
 * What the hub's `playerLogin` needs besides the PIN once the card is authenticated: the hub's
 * one-time card session of this tap (docs/players.md "Card authentication"; single use, this
 * station only, a few minutes).
 */
export type LoginCredential = { readonly cardSession: string };

/** Authenticates a tapped card; the result is the credential the hub's login takes, or its refusal. */
export type CardAuthenticator = (
  card: CardChannel,
) => Promise<{ ok: true; credential: LoginCredential } | { ok: false; error: ProtocolError }>;

/** What the flow needs of the station. */
export interface LoginContext {
  view(): StationView;
  publish(next: StationView): void;
  readonly link: { send(command: Command): Promise<CommandAnswer> };
  readonly authenticate: CardAuthenticator;
  /** How long an untouched PIN pad stays up (ms; PIN_PAD_TIMEOUT_MS when absent). */
  readonly padTimeoutMs?: number;
}

/**
 * A PIN pad left open (the player walked away) closes after this long: the entry is cleared and
 * the card's session dropped, so that nobody finishes another player's login (issue 12 §3).
 */
export const PIN_PAD_TIMEOUT_MS = 60_000;

type Refusal = { ok: false; error: ProtocolError };

/** The login flow of one station. */
export class LoginFlow {
  readonly #ctx: LoginContext;
  /** The authenticated card's credential while the PIN pad is up; dropped on lift or login. */
  #credential: LoginCredential | null = null;
  /** Each tap's number: an authentication that finishes after a newer tap is dropped. */
  #tap = 0;
  /** The authentication of the current tap: true once its credential is here. */
  #auth: Promise<boolean> = Promise.resolve(false);
  /** Closes the pad when nobody used it for the pad timeout; re-armed each time the pad comes up. */
  #padTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(ctx: LoginContext) {
    this.#ctx = ctx;
  }

  /**
   * A card was tapped: the PIN pad comes up at once (issue 12 §6: within 100 ms of the card
   * event) while the hub authenticates the card through the relay; a card that fails (a copy, a
   * card of another casino) replaces the pad with the refusal, and no PIN is ever sent for it.
   */
  cardTapped(card: CardChannel): Promise<void> {
    const state = this.#state();
    if (state.phase === 'checking' || state.phase === 'loggedIn') return Promise.resolve();
    const tap = ++this.#tap;
    this.#credential = null;
    if (this.#cardOnly()) return this.#cardOnlyLogin(tap, card);
    this.#set({ phase: 'pin', attemptsLeft: null });
    const auth = this.#ctx.authenticate(card).then(
      (result) => result,
      (): Refusal => ({ ok: false, error: { code: 'CARD_UNREADABLE', message: 'card not read' } }),
    );
    this.#auth = auth.then((result) => {
      if (tap !== this.#tap) return false;
      if (!result.ok) {
        this.#set({ phase: 'refused', error: result.error });
        return false;
      }
      this.#credential = result.credential;
      return true;
    });
    return this.#auth.then(() => undefined);
  }

  /** True at the tables where the card alone logs in: every table but hold'em (known once the hub said). */
  #cardOnly(): boolean {
    const game = this.#ctx.view().game;
    return game !== null && game !== 'holdem';
  }

  /**
   * A tap at a wheel or card table: no PIN pad; the hub authenticates the card through the relay,
   * then the station sends `playerCardLogin` with the tap's session. A clone, a card active at
   * another station or locked shows the hub's refusal.
   */
  async #cardOnlyLogin(tap: number, card: CardChannel): Promise<void> {
    this.#set({ phase: 'checking' });
    const result = await this.#ctx.authenticate(card).then(
      (r) => r,
      (): Refusal => ({ ok: false, error: { code: 'CARD_UNREADABLE', message: 'card not read' } }),
    );
    if (tap !== this.#tap) return;
    if (!result.ok) return this.#set({ phase: 'refused', error: result.error });
    const answer = await this.#ctx.link.send({
      type: 'playerCardLogin',
      commandId: randomUUID(),
      cardSession: result.credential.cardSession,
    });
    if (tap !== this.#tap) return;
    if (!answer.ok) return this.#set({ phase: 'refused', error: answer.error });
    if (answer.result.kind !== 'playerLoggedIn')
      return this.#set({
        phase: 'refused',
        error: { code: 'INTERNAL', message: 'unexpected answer to playerCardLogin' },
      });
    const { playerId, lastName, firstName } = answer.result;
    this.#set({ phase: 'loggedIn', playerId, lastName, firstName, seated: false, seatError: null });
  }

  /**
   * What the hub says of this station's player at a wheel or card table (the snapshot's or card
   * view's `player`): a station that restarted or reconnected greets the player logged in here
   * again, with their "Déconnexion"; a player the hub logged out (the Paiement, a re-issued card)
   * is no longer greeted. A login or a refusal in progress is left alone; hold'em has its own view.
   */
  hubPlayer(player: HubPlayer | null): void {
    if (!this.#cardOnly()) return;
    const state = this.#state();
    if (player === null) {
      if (state.phase === 'loggedIn') this.#set({ phase: 'idle' });
      return;
    }
    if (state.phase === 'idle' || (state.phase === 'loggedIn' && state.playerId !== player.playerId))
      this.#set({ phase: 'loggedIn', ...player, seated: false, seatError: null });
  }

  /**
   * The card left the reader. The pad stays (the card session is the hub's: the player lifts the
   * card to type); a refusal shown for that card is cleared, so that the next tap starts afresh.
   */
  cardLifted(): void {
    if (this.#state().phase !== 'refused') return;
    this.#tap++;
    this.#credential = null;
    this.#auth = Promise.resolve(false);
    this.#set({ phase: 'idle' });
  }

  /** The PIN from the pad: sent to the hub once, never kept. */
  async submitPin(pin: string): Promise<{ ok: true; value: { playerId: string } } | Refusal> {
    if (this.#state().phase !== 'pin')
      return { ok: false, error: { code: 'UNKNOWN_CARD', message: 'tap the card first' } };
    // The card's authentication may still be on its way (the pad came up at the tap): wait for it.
    const tap = this.#tap;
    const authenticated = await this.#auth;
    const credential = this.#credential;
    if (tap !== this.#tap || !authenticated || credential === null) {
      const login = this.#state();
      return login.phase === 'refused'
        ? { ok: false, error: login.error }
        : { ok: false, error: { code: 'UNKNOWN_CARD', message: 'tap the card first' } };
    }
    this.#set({ phase: 'checking' });
    const answer = await this.#ctx.link.send({
      type: 'playerLogin',
      commandId: randomUUID(),
      ...credential,
      pin,
    });
    if (!answer.ok) {
      const error = answer.error;
      if (error.code === 'WRONG_PIN') {
        const left = error.params?.['attemptsLeft'];
        this.#set({ phase: 'pin', attemptsLeft: typeof left === 'number' ? left : null });
      } else if (error.code === 'OFFLINE' || error.code === 'RATE_LIMITED' || error.code === 'INTERNAL') {
        // Nothing decided at the hub: the pad stays, the player may try again.
        this.#set({ phase: 'pin', attemptsLeft: null });
      } else {
        this.#credential = null;
        this.#set({ phase: 'refused', error });
      }
      return { ok: false, error };
    }
    if (answer.result.kind !== 'playerLoggedIn')
      return { ok: false, error: { code: 'INTERNAL', message: 'unexpected answer to playerLogin' } };
    this.#credential = null;
    const { playerId, lastName, firstName } = answer.result;
    const seat = await this.#seatAtHoldem();
    this.#set({ phase: 'loggedIn', playerId, lastName, firstName, ...seat });
    return { ok: true, value: { playerId } };
  }

  /**
   * The explicit "Déconnexion": at hold'em the player first leaves the table for good, which
   * takes the stack back to their account (seed 000; refused during a hand, HAND_IN_PROGRESS),
   * then the card is logged out of this station.
   */
  async logout(): Promise<{ ok: true; value: { playerId: string } } | Refusal> {
    const view = this.#ctx.view();
    if (view.game === 'holdem' && view.hub.seat !== null) {
      const left = await this.#ctx.link.send({ type: 'holdemLeave', commandId: randomUUID() });
      if (!left.ok) return left;
    }
    const answer = await this.#ctx.link.send({ type: 'playerLogout', commandId: randomUUID() });
    if (!answer.ok) return answer;
    if (answer.result.kind !== 'playerLoggedOut')
      return { ok: false, error: { code: 'INTERNAL', message: 'unexpected answer to playerLogout' } };
    this.#credential = null;
    this.#set({ phase: 'idle' });
    return { ok: true, value: { playerId: answer.result.playerId } };
  }

  /** The refusal was read: back to the start. */
  dismiss(): void {
    if (this.#state().phase === 'refused') this.#set({ phase: 'idle' });
  }

  /**
   * Seed 000: at hold'em the player sits at the seat the chef de partie assigned, with a cave
   * from their account — the partie's cave minimum (the rest stays in the account; a recave adds).
   */
  async #seatAtHoldem(): Promise<{ seated: boolean; seatError: ProtocolError | null }> {
    const view = this.#ctx.view();
    if (view.game !== 'holdem') return { seated: false, seatError: null };
    if (view.hub.seat !== null) return { seated: true, seatError: null };
    const cave = view.hub.table.caveMinimum;
    const answer = await this.#ctx.link.send({ type: 'holdemSitDown', commandId: randomUUID(), cave });
    return answer.ok ? { seated: true, seatError: null } : { seated: false, seatError: answer.error };
  }

  #state(): LoginState {
    return this.#ctx.view().login ?? { phase: 'idle' };
  }

  #set(login: LoginState): void {
    this.#ctx.publish({ ...this.#ctx.view(), login });
    if (this.#padTimer !== null) clearTimeout(this.#padTimer);
    this.#padTimer = null;
    if (login.phase !== 'pin') return;
    this.#padTimer = setTimeout(() => this.#padTimedOut(), this.#ctx.padTimeoutMs ?? PIN_PAD_TIMEOUT_MS);
    // The timer never keeps the station's process alive on its own.
    this.#padTimer.unref?.();
  }

  /** The pad stayed open untouched: back to the start, the card's session forgotten. */
  #padTimedOut(): void {
    this.#padTimer = null;
    if (this.#state().phase !== 'pin') return;
    this.#tap++;
    this.#credential = null;
    this.#auth = Promise.resolve(false);
    this.#set({ phase: 'idle' });
  }

  /** Stops the pad's timer (the station is closing). */
  close(): void {
    if (this.#padTimer !== null) clearTimeout(this.#padTimer);
    this.#padTimer = null;
  }
}
