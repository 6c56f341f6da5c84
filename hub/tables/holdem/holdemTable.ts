// One electronic Texas hold'em table (RULES.md A.7, Part B §8, seed 000) driven by the engine
// (games/holdem): every command is decided by `decide`, its events journaled with their ledger
// transfers in one transaction, committed before anyone is answered, and the table's memory is
// the fold of those entries (rebuilt at start by replaying the journal). Hands are dealt by the
// hub while a partie is open and two players or more can play; turn timers act for a player who
// does not (check if possible, else fold, then sat out: games/holdem/decide.ts `TimeOut`).
// Crash rule (docs/holdem-room.md): a hand in progress at a restart is restored exactly and the
// player to act gets a fresh full turn.
// Its length (a little over STYLE.md's ~400) is the one stateful pipeline of a table; everything
// without state lives beside it (holdemJournal, holdemMemory, holdemViews, displayFeed, roomGate).
import type { DatabaseSync } from 'node:sqlite';
import type { Ctx } from '../../../games/cards/decider.ts';
import { decide } from '../../../games/holdem/decide.ts';
import type { BetAction, HoldemCommand, HoldemEvent } from '../../../games/holdem/state.ts';
import { type Cents, ZERO, cents } from '../../../games/money.ts';
import type { Rng } from '../../../games/rng.ts';
import type {
  HoldemCommandResult,
  HoldemDisplayMessage,
  HoldemStationView,
} from '../../../protocol/holdemMessages.ts';
import type { Clock } from '../../clock.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inTransaction } from '../../store/database.ts';
import { balanceOf } from '../../store/ledger.ts';
import { displayMessage } from './displayFeed.ts';
import type { HoldemTableConfig } from './holdemConfig.ts';
import {
  type EntryContext,
  type JournaledStep,
  journalEvents,
  journalHandVoided,
  journalPartieEnded,
  journalPartieStarted,
} from './holdemJournal.ts';
import { type HoldemMemory, emptyMemory, handIdOf, seatOfPlayer } from './holdemMemory.ts';
import { holdemRefusal } from './holdemRefusals.ts';
import { replayHoldemTable } from './holdemReplay.ts';
import { stationView } from './holdemViews.ts';
import type { RoomGate } from './roomGate.ts';
import { accounts } from '../../store/accounts.ts';

/** What the table needs from the hub around it. */
export interface HoldemTableContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  /** Seats assigned and station logins (hub/players `playersRoomGate`). */
  readonly room: RoomGate;
  /** Called after every committed change, so connections can send fresh views. */
  readonly onChange?: () => void;
  /** Told when building or sending a display message failed (the game goes on regardless). */
  readonly onDisplayError?: (error: unknown) => void;
}

/** A partie's settings as the director gives them; blinds and ante default to the current ones. */
export interface PartieRequest {
  readonly caveMinimum: Cents;
  readonly smallBlind?: Cents;
  readonly bigBlind?: Cents;
  readonly ante?: Cents;
}

/** What ending a partie determined (seed 000: the rake of the finished partie). */
export interface PartieTotals {
  readonly partie: number;
  readonly pots: number;
  readonly rake: Cents;
}

/** Seed 000: the lowest minimum stake of the electronic hold'em table, 0,50 €. */
export const MINIMUM_STAKE = cents(50);

/** A running hold'em table. */
export class HoldemTable {
  readonly config: HoldemTableConfig;
  readonly #ctx: HoldemTableContext;
  #memory: HoldemMemory;
  #cancelTimer: (() => void) | null = null;
  /** After a restart, the player to act in that hand has until then (crash rule), else null. */
  #resume: { readonly hand: number; readonly seat: number; readonly until: number } | null = null;
  readonly #display = new Set<(message: HoldemDisplayMessage) => void>();
  /** Committed steps not yet fed to the display: their transaction was still open. */
  readonly #heldDisplay: JournaledStep[] = [];

  constructor(config: HoldemTableConfig, ctx: HoldemTableContext) {
    this.config = config;
    this.#ctx = ctx;
    this.#memory = emptyMemory(config.options);
  }

  /** The players service's gate of this table (seats assigned, station logins). */
  get room(): RoomGate {
    return this.#ctx.room;
  }

  /** The table's memory (read-only, for snapshots, registers and tests). */
  get memory(): HoldemMemory {
    return this.#memory;
  }

  /**
   * Rebuilds the memory from the journal and resumes: a hand in progress goes on exactly where
   * it stood, the player to act getting a fresh full turn (docs/holdem-room.md "Crash rule").
   */
  recover(): void {
    this.#memory = replayHoldemTable(this.#ctx.db, this.config);
    const s = this.#memory.state;
    this.#resume =
      s.phase === 'inHand' && s.hand.toAct !== null
        ? { hand: s.hand.no, seat: s.hand.toAct, until: this.#ctx.clock.now() + s.options.turnMs }
        : null;
    this.#arm();
  }

  /** Stops the timers (the hub is shutting down); the state stays as persisted. */
  stop(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }

  /** Subscribes to the central-display feed; returns the unsubscribe function. */
  subscribeDisplay(listener: (message: HoldemDisplayMessage) => void): () => void {
    this.#display.add(listener);
    return () => this.#display.delete(listener);
  }

  /** The central display's view now (no hole card before the showdown). */
  displayView(): HoldemStationView['table'] {
    return this.#withDeadline(stationView(this.#memory, this.config.tableId, null)).table;
  }

  /** The view of the station `terminalId`: its seat's own hole cards only; null when not seated. */
  stationView(terminalId: string): HoldemStationView | null {
    const seat = [...this.#memory.terminalOfSeat].find(([, t]) => t === terminalId)?.[0];
    if (seat === undefined) return null;
    return this.#withDeadline(stationView(this.#memory, this.config.tableId, seat));
  }

  // ——— direction ———

  /**
   * Opens a partie with its cave minimum (seed 000: set by the direction; a new one only at the
   * start of a partie, once the previous partie's rake is determined, i.e. after `endPartie`).
   */
  startPartie(actor: string, request: PartieRequest): Outcome<{ partie: number }> {
    const m = this.#memory;
    if (m.partie.open)
      return refusal('HAND_IN_PROGRESS', 'a partie is open: end it first', { reason: 'partieOpen' });
    if (m.state.phase === 'inHand')
      return refusal('HAND_IN_PROGRESS', 'a hand is in progress', { reason: 'handInProgress' });
    const o = m.state.options;
    const settings = {
      caveMinimum: request.caveMinimum,
      smallBlind: request.smallBlind ?? o.smallBlind,
      bigBlind: request.bigBlind ?? o.bigBlind,
      ante: request.ante ?? o.ante,
    };
    const amounts = Object.values(settings);
    if (
      amounts.some((a) => !Number.isSafeInteger(a) || a < 0) ||
      settings.smallBlind <= 0 ||
      settings.bigBlind < settings.smallBlind
    )
      return refusal('MALFORMED', 'partie settings: amounts in cents, 0 < small blind ≤ big blind');
    // Seed 000 "Minima des enjeux": the minimum stake "ne saurait être inférieur à 0,50 €".
    if (settings.bigBlind < MINIMUM_STAKE)
      return refusal('STAKE_BELOW_MINIMUM', 'the big blind is below 0,50 €', {
        reason: 'bigBlind',
        minimum: MINIMUM_STAKE,
      });
    const steps = this.#commit(actor, undefined, (ctx, mem) => [journalPartieStarted(ctx, mem, settings)]);
    return success({ partie: steps[0]?.memory.partie.no ?? 0 });
  }

  /** Ends the partie between hands and determines its rake (seed 000, modèle 7). */
  endPartie(actor: string): Outcome<PartieTotals> {
    const m = this.#memory;
    if (!m.partie.open) return refusal('NO_SESSION', 'no partie is open');
    if (m.state.phase === 'inHand')
      return refusal('HAND_IN_PROGRESS', 'a hand is in progress', { reason: 'handInProgress' });
    this.#commit(actor, undefined, (ctx, mem) => [journalPartieEnded(ctx, mem)]);
    const p = this.#memory.partie;
    return success({ partie: p.no, pots: p.pots, rake: p.rake });
  }

  /** An incident: voids the hand in progress and gives each player their contributions back. */
  voidHand(actor: string, reason: string): Outcome<{ handId: string }> {
    const m = this.#memory;
    if (m.state.phase !== 'inHand')
      return refusal('ILLEGAL_ACTION', 'no hand in progress', { reason: 'noHand' });
    const handId = handIdOf(this.config.tableId, m.state.hand.no);
    this.#commit(actor, undefined, (ctx, mem) => {
      const step = journalHandVoided(ctx, mem, reason);
      return step === null ? [] : [step];
    });
    return success({ handId });
  }

  /**
   * The chef de partie frees a seat (hub/players `freeSeat`, or a player gone without leaving):
   * the stack goes back to the player's account, between the player's hands only.
   */
  removePlayer(actor: string, playerId: string): Outcome<{ stack: Cents }> {
    const seat = seatOfPlayer(this.#memory, playerId);
    if (seat === undefined)
      return refusal('SEAT_UNAVAILABLE', 'the player is not seated here', { reason: 'notSeated' });
    const stack = this.#memory.state.seats[seat]?.stack ?? ZERO;
    const decision = decide(this.#memory.state, { type: 'Leave', seat }, this.#decideCtx());
    if (!decision.ok) return holdemRefusal(decision.rejection);
    this.#commit(actor, undefined, (ctx, m) => journalEvents(ctx, m, decision.events));
    return success({ stack });
  }

  /** True between parties: the only time the direction's new cave minimum may apply (seed 000). */
  get mayChangeCaveMinimum(): boolean {
    return !this.#memory.partie.open && this.#memory.state.phase === 'waiting';
  }

  // ——— stations ———

  /**
   * Seats `playerId` at `seat` from station `key.terminalId` with `cave` taken from the player's
   * account (the players' service assigns the seat at random, seed 000).
   */
  sitDown(key: CommandKey, playerId: string, seat: number, cave: Cents): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const m = this.#memory;
      const { room } = this.#ctx;
      if (!room.isLoggedIn(playerId, key.terminalId))
        return refusal('FORBIDDEN', 'the player is not logged in at this station');
      // Seed 000: seats are assigned by a chef de partie or a comité member, at random.
      if (!room.maySit(playerId, seat))
        return refusal('SEAT_UNAVAILABLE', `seat ${seat} is not assigned to this player`, {
          reason: 'notAssigned',
        });
      const earlier = m.partie.open ? m.partie.seatOfPlayer.get(playerId) : undefined;
      // Seed 000: "en cours de partie, aucun joueur n'est autorisé à changer de place".
      if (earlier !== undefined && earlier !== seat)
        return refusal('SEAT_UNAVAILABLE', `seat ${earlier} is this player's seat for the partie`, {
          reason: 'seatChange',
          seat: earlier,
        });
      if ([...m.terminalOfSeat.values()].includes(key.terminalId))
        return refusal('SEAT_UNAVAILABLE', 'this station already has a seated player', {
          reason: 'terminalBusy',
        });
      const credit = balanceOf(this.#ctx.db, accounts.player(playerId));
      if (Number.isSafeInteger(cave) && cave > credit)
        return refusal('INSUFFICIENT_CREDIT', 'the player account does not cover the cave', { credit });
      return { type: 'SitDown', seat, player: playerId, cave };
    });
  }

  /** A betting action by the player to act, in hand `handId`. */
  act(key: CommandKey, playerId: string, handId: string, action: BetAction): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const m = this.#memory;
      const seat = this.#seatOf(key, playerId);
      if (typeof seat !== 'number') return seat;
      if (m.state.phase !== 'inHand' || handIdOf(this.config.tableId, m.state.hand.no) !== handId)
        return refusal('ILLEGAL_ACTION', `hand ${handId} is not in progress`, { reason: 'staleHand' });
      return { type: 'Act', seat, action };
    });
  }

  /** A recave between hands, up to the recave maximum (seed 000, A.7). */
  recave(key: CommandKey, playerId: string, amount: Cents): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const seat = this.#seatOf(key, playerId);
      if (typeof seat !== 'number') return seat;
      // Seed 000: "aucune recave n'est acceptée pendant un coup" — during any hand at the table.
      if (this.#memory.state.phase === 'inHand')
        return refusal('HAND_IN_PROGRESS', 'no recave during a hand', { reason: 'handInProgress' });
      const credit = balanceOf(this.#ctx.db, accounts.player(playerId));
      if (Number.isSafeInteger(amount) && amount > credit)
        return refusal('INSUFFICIENT_CREDIT', 'the player account does not cover the recave', { credit });
      return { type: 'Recave', seat, amount };
    });
  }

  /** Leaves the table for good: the stack goes back to the player's account (seed 000). */
  leave(key: CommandKey, playerId: string): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const seat = this.#seatOf(key, playerId);
      return typeof seat === 'number' ? { type: 'Leave', seat } : seat;
    });
  }

  /** Back in the game from the next hand (after a time-out or a pause). */
  sitIn(key: CommandKey, playerId: string): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const seat = this.#seatOf(key, playerId);
      return typeof seat === 'number' ? { type: 'SitIn', seat } : seat;
    });
  }

  /** Not dealt in from the next hand (the seat is kept). */
  sitOut(key: CommandKey, playerId: string): Outcome<HoldemCommandResult> {
    return this.#station(key, () => {
      const seat = this.#seatOf(key, playerId);
      return typeof seat === 'number' ? { type: 'SitOut', seat } : seat;
    });
  }

  // ——— pipeline ———

  #seatOf(key: CommandKey, playerId: string): number | Outcome<HoldemCommandResult> {
    const seat = seatOfPlayer(this.#memory, playerId);
    if (seat === undefined)
      return refusal('SEAT_UNAVAILABLE', 'the player is not seated here', { reason: 'notSeated' });
    // A.1: one player per station; the player plays only from the station of their seat,
    // logged in there with card and PIN (A.7).
    if (
      this.#memory.terminalOfSeat.get(seat) !== key.terminalId ||
      !this.#ctx.room.isLoggedIn(playerId, key.terminalId)
    )
      return refusal('FORBIDDEN', 'the player plays from the station of their seat');
    return seat;
  }

  /**
   * check → decide → journal with transfers and the command record → answer. For a new command id
   * only: the table host (hub/host/tableHost.ts) looked it up and answers a repeat from its record.
   */
  #station(
    key: CommandKey,
    check: () => HoldemCommand | Outcome<HoldemCommandResult>,
  ): Outcome<HoldemCommandResult> {
    const command = check();
    if ('ok' in command) return command;
    const decision = decide(this.#memory.state, command, this.#decideCtx());
    if (!decision.ok) return holdemRefusal(decision.rejection);
    const terminalId = command.type === 'SitDown' ? key.terminalId : undefined;
    let reply: HoldemCommandResult = { kind: 'holdemAccepted', seq: 0 };
    this.#commit(
      `terminal:${key.terminalId}`,
      terminalId,
      (ctx, m) => journalEvents(ctx, m, decision.events),
      (steps) => {
        reply = { kind: 'holdemAccepted', seq: steps[0]?.seq ?? 0 };
        recordCommand(this.#ctx.db, key, reply);
      },
    );
    return success(reply);
  }

  #decideCtx(): Ctx {
    return { rng: this.#ctx.rng, now: this.#ctx.clock.now() };
  }

  /** Journals in one transaction, then keeps the memory, feeds the display and re-arms the timers. */
  #commit(
    actor: string,
    terminalId: string | undefined,
    work: (ctx: EntryContext, m: HoldemMemory) => JournaledStep[],
    also?: (steps: JournaledStep[]) => void,
  ): JournaledStep[] {
    const { db, clock } = this.#ctx;
    const base = {
      db,
      tableId: this.config.tableId,
      now: clock.now(),
      actor,
      gamingDay: this.config.gamingDay,
    };
    const ctx: EntryContext = terminalId === undefined ? base : { ...base, terminalId };
    const steps = inTransaction(db, () => {
      const s = work(ctx, this.#memory);
      also?.(s);
      return s;
    });
    const last = steps[steps.length - 1];
    if (last !== undefined) this.#memory = last.memory;
    this.#arm();
    this.#ctx.onChange?.();
    // Inside an open transaction (a group commit, a staff action) nothing is on disk yet: the
    // display is fed by flushDisplay after the commit, or before the next change outside one.
    this.#heldDisplay.push(...steps);
    if (!db.isTransaction) this.flushDisplay();
    return steps;
  }

  /** Feeds the display the steps held back during a transaction; call after its commit. */
  flushDisplay(): void {
    const steps = this.#heldDisplay.splice(0);
    if (this.#display.size === 0) return;
    for (const step of steps) {
      try {
        const message = displayMessage(this.config.tableId, step);
        for (const listener of this.#display) listener(message);
      } catch (error) {
        this.#ctx.onDisplayError?.(error);
      }
    }
  }

  /** Hub-driven engine commands (dealing, time-outs). */
  #engine(command: HoldemCommand): void {
    const decision = decide(this.#memory.state, command, this.#decideCtx());
    if (!decision.ok) {
      this.#arm();
      return;
    }
    const events: readonly HoldemEvent[] = decision.events;
    this.#commit('hub', undefined, (ctx, m) => journalEvents(ctx, m, events));
  }

  /** The next timer: the time-out of the player to act, or the next deal. */
  #arm(): void {
    this.stop();
    const { clock } = this.#ctx;
    const m = this.#memory;
    const s = m.state;
    if (s.phase === 'inHand') {
      if (s.hand.toAct === null) return;
      const due = Math.max(s.hand.deadline, this.#resumedUntil());
      this.#cancelTimer = clock.schedule(Math.max(0, due - clock.now()), () =>
        this.#engine({ type: 'TimeOut' }),
      );
      return;
    }
    const ready = Object.values(s.seats).filter((x) => !x.sittingOut && x.stack > ZERO).length;
    // Seed 000: "la partie débute en présence de deux joueurs minimum".
    if (!m.partie.open || ready < 2) return;
    this.#cancelTimer = clock.schedule(this.config.betweenHandsMs, () => this.#engine({ type: 'StartHand' }));
  }

  #withDeadline(v: HoldemStationView): HoldemStationView {
    const until = this.#resumedUntil();
    if (v.table.deadline === null || until <= v.table.deadline) return v;
    return { ...v, table: { ...v.table, deadline: until } };
  }

  /** The fresh turn a restart gave the player to act, while that same turn lasts (else 0). */
  #resumedUntil(): number {
    const s = this.#memory.state;
    const r = this.#resume;
    if (r === null || s.phase !== 'inHand' || s.hand.no !== r.hand || s.hand.toAct !== r.seat) return 0;
    return r.until;
  }
}
