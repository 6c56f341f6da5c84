// The pipeline of an electronic card table (blackjack or punto banco; RULES.md A.1, A.5, A.6,
// seed 000), the roulette table's for the card engines: every command is decided by the engine,
// its events journaled with their ledger transfers in one transaction, committed before anyone is
// told, and the memory is the fold of the journal (rebuilt at start by replaying it). Seats, the
// betting time, turn timers and the "three last hands" count are here; absence, consignment and
// views are `CardTable`'s (cardTable.ts), which holds this core and gives the game's moves
// (blackjackTable.ts, puntoBancoTable.ts) its narrow `CardPipeline`; the shoe is a device
// (hub/devices/shoe.ts). A composed object, not a base class: every member is public or private.
// Its length (a little over STYLE.md's ~400) is the one stateful pipeline of a card table, as
// holdemTable.ts is hold'em's; everything without state lives beside it (cardMemory, cardJournal,
// cardReplay, cardRefusals), the séance's operations and the views in cardTable.ts.
import { fromCashDesk, writeCreditIn } from '../../cashier/creditIn.ts';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { Rng } from '../../../games/rng.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import type { Clock } from '../../clock.ts';
import { type ShoeDevice, simulatedShoe } from '../../devices/shoe.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { latestSession } from '../../sessions/sessionStore.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inTransaction } from '../../store/database.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import { CARD_RESTART_REASON } from '../../registers/voidedOutcome.ts';
import type { CardGame } from './cardGame.ts';
import type { CardTableConfig } from './cardConfig.ts';
import { journalCardEntries } from './cardJournal.ts';
import {
  type CardEntry,
  type CardFact,
  type CardMemory,
  applyOrphan,
  emptyMemory,
  seatOf,
} from './cardMemory.ts';
import { cardRefusal } from './cardRefusals.ts';
import type { OrphanRecord } from './consignments.ts';
import { replayCardTable } from './cardReplay.ts';

/** Who takes a seat: the player logged in at the station by card, or an anonymous player. */
export interface SeatedPlayer {
  /** The registered player's id (hub/players), or null. */
  readonly playerId: string | null;
  /** The registered name, or the name the station gave for an anonymous player, or null. */
  readonly playerName: string | null;
}

/** A player nobody registered. */
export const ANONYMOUS: SeatedPlayer = { playerId: null, playerName: null };

/** The `playerMinimum` of a bet command: the seat's chosen minimum (A.1), absent when it chose none. */
export function playerMinimumOf(minimum: Cents | null): { readonly playerMinimum?: Cents } {
  return minimum === null ? {} : { playerMinimum: minimum };
}

/** What a card table needs from the hub around it. */
export interface CardTableContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  /** Called after every committed change, so connections can send fresh views. */
  readonly onChange: () => void;
  /** The electronic shoe; a simulated one on `rng` when absent. */
  readonly shoe?: ShoeDevice;
  /**
   * The table where `terminalId`'s player is seated elsewhere on this hub, or null (A.1: one
   * station per player across tables; supplied by the hub's table registry).
   */
  readonly seatedElsewhere?: (terminalId: string) => string | null;
  /** The player logged in by card at a station, or null (issue 12 §3: named in the journal). */
  readonly playerAt?: (terminalId: string) => string | null;
}

type Built<C> = { readonly command: C } | { readonly refused: Outcome<CardCommandResult> };

/** What a game's moves use of the card table's pipeline (`BlackjackMoves`, `PuntoBancoMoves`). */
export type CardPipeline<S, C, E extends { readonly type: string; readonly at: number }> = Pick<
  CardTableCore<S, C, E>,
  'memory' | 'presence' | 'playerCommand' | 'stakeCommand' | 'hubCommand' | 'afterChange'
>;

/** The pipeline of a card table over the engine `game`, held by `CardTable` (cardTable.ts). */
export class CardTableCore<S, C, E extends { readonly type: string; readonly at: number }> {
  /** The table's configuration. */
  readonly config: CardTableConfig;
  /** The engine of the table's game. */
  readonly game: CardGame<S, C, E>;
  /** What the table needs from the hub around it. */
  readonly ctx: CardTableContext;
  /** The table's shoe device. */
  readonly shoe: ShoeDevice;
  /** Last sign of life per seat (any command or presence), epoch ms: transient, reset at start. */
  readonly lastSeen = new Map<number, number>();
  #mem: CardMemory<S>;
  #inService = false;
  #cancelTick: (() => void) | null = null;

  constructor(config: CardTableConfig, game: CardGame<S, C, E>, ctx: CardTableContext) {
    this.config = config;
    this.game = game;
    this.ctx = ctx;
    this.shoe = ctx.shoe ?? simulatedShoe(ctx.rng);
    this.#mem = emptyMemory(game);
  }

  /** The table's memory (read-only, for views and tests). */
  get memory(): CardMemory<S> {
    return this.#mem;
  }

  /** True while the séance is open and the stations in service. */
  get sessionOpen(): boolean {
    return this.#inService;
  }

  /** Keeps an orphaned consignment in the memory, once written to the register (cardTable.ts). */
  orphaned(record: OrphanRecord): void {
    this.#mem = applyOrphan(this.#mem, record);
  }

  /** Hands still to play after the "three last hands" announcement, or null before it. */
  lastHandsRemaining(): number | null {
    const s = latestSession(this.ctx.db, this.config.tableId);
    return s?.phase === 'open' ? s.last_rounds_remaining : null;
  }

  /** True while a hand is dealt and not settled. */
  handInProgress(): boolean {
    return this.game.inHand(this.#mem.state);
  }

  /**
   * Rebuilds the memory from the journal; a hand a stop left in progress is voided and every stake
   * of it refunded (docs/card-tables.md "Crash rule"). Stakes placed for a hand not yet dealt stay.
   */
  recover(): void {
    this.#mem = replayCardTable(this.ctx.db, this.config.tableId, this.game);
    const now = this.ctx.clock.now();
    for (const seat of Object.keys(this.#mem.seats)) this.lastSeen.set(Number(seat), now);
    if (!this.game.inHand(this.#mem.state)) return;
    const refunds = this.game
      .seatsWithStakes(this.#mem.state)
      .map((seat) => ({ seat, amount: this.game.seatStakes(this.#mem.state, seat) }));
    this.commit('hub', [this.fact({ type: 'HandVoided', at: now, reason: CARD_RESTART_REASON, refunds })]);
  }

  /** Puts the stations in service after a committed opening (or a relaunch after a restart). */
  startService(): void {
    if (this.#inService) return;
    this.#inService = true;
    const now = this.ctx.clock.now();
    for (const seat of Object.keys(this.#mem.seats)) this.lastSeen.set(Number(seat), now);
    this.#ensureShoe();
    this.#schedule();
    this.ctx.onChange();
  }

  /** Takes the stations out of service after a committed closing. */
  endService(): void {
    this.stop();
    this.#inService = false;
    this.ctx.onChange();
  }

  /** Stops the timers (hub shutting down); state stays as persisted. */
  stop(): void {
    this.#cancelTick?.();
    this.#cancelTick = null;
  }

  /** Tells the terminals something changed (a credit-in, a séance step). */
  notifyChange(): void {
    this.ctx.onChange();
  }

  /** Credit-in by a cashier action: moves `amount` from the cash desk to the station's meter. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void {
    const { db } = this.ctx;
    inTransaction(db, () => writeCreditIn(db, this.iso(), cashier, terminalId, amount, fromCashDesk(method)));
    this.ctx.onChange();
  }

  /** The player touched the station: the absence clock starts again (seed 000 absence rule). */
  presence(terminalId: string): void {
    const seat = seatOf(this.#mem, terminalId);
    if (seat !== undefined) this.#seen(seat);
  }

  /**
   * A sign of life at `seat`: the absence clock starts again, and an absence already raised to
   * staff ends (`CardAbsenceEnded`): a player who came back is not suspended.
   */
  #seen(seat: number): void {
    const now = this.ctx.clock.now();
    this.lastSeen.set(seat, now);
    const o = this.#mem.seats[seat];
    if (o === undefined || (o.absenceRaisedAt === null && o.awaySince === null)) return;
    this.commit(`terminal:${o.terminalId}`, [
      this.fact({ type: 'AbsenceEnded', at: now, seat, terminalId: o.terminalId }),
    ]);
    this.ctx.onChange();
  }

  /**
   * Takes station `seat` (seed 000: only seated players play; A.1: one station per player) for
   * `player`: the registered player logged in at the station by card, else an anonymous one.
   */
  sit(key: CommandKey, seat: number, player: SeatedPlayer = ANONYMOUS): Outcome<CardCommandResult> {
    const own = seatOf(this.#mem, key.terminalId);
    if (own !== undefined)
      return refusal('ALREADY_SEATED', 'this player already plays at a station', { seat: own });
    const elsewhere = this.ctx.seatedElsewhere?.(key.terminalId) ?? null;
    if (elsewhere !== null && elsewhere !== this.config.tableId)
      return refusal('ALREADY_SEATED', 'this player already plays at another table', { tableId: elsewhere });
    if (!Number.isInteger(seat) || seat < 1 || seat > this.config.seats)
      return refusal('ILLEGAL_BET', 'no such station', { reason: 'badSeat', seats: this.config.seats });
    if (this.#mem.seats[seat] !== undefined) return refusal('SEAT_TAKEN', 'this station is taken', { seat });
    const reply: CardCommandResult = { kind: 'seated', seat };
    const fact: CardFact = {
      type: 'SeatTaken',
      at: this.ctx.clock.now(),
      seat,
      terminalId: key.terminalId,
      playerId: player.playerId,
      playerName: player.playerName,
    };
    this.commit(`terminal:${key.terminalId}`, [this.fact(fact)], () =>
      recordCommand(this.ctx.db, key, reply),
    );
    this.lastSeen.set(seat, this.ctx.clock.now());
    this.ctx.onChange();
    return success(reply);
  }

  /**
   * "Je m'absente" (issue 12 §5): the absence of seed 000 starts now, journaled; the player keeps
   * the seat until the maximum absence, and any sign of life at the station ends it
   * (`CardAbsenceEnded`). Beyond the maximum the table raises it to staff as for any absence.
   */
  stepAway(key: CommandKey): Outcome<CardCommandResult> {
    const seat = seatOf(this.#mem, key.terminalId);
    if (seat === undefined) return refusal('NOT_SEATED', 'not seated at this table');
    const now = this.ctx.clock.now();
    const reply: CardCommandResult = {
      kind: 'away',
      since: now,
      allowedUntil: now + this.config.maxAbsenceMs,
    };
    const fact: CardFact = { type: 'AwayDeclared', at: now, seat, terminalId: key.terminalId };
    this.commit(`terminal:${key.terminalId}`, [this.fact(fact)], () =>
      recordCommand(this.ctx.db, key, reply),
    );
    this.lastSeen.set(seat, now);
    this.ctx.onChange();
    return success(reply);
  }

  /** The declared absence of `seat` as its station shows it, or null when the player is not away. */
  awayOf(seat: number | null): CardStationView['away'] {
    const o = seat === null ? undefined : this.#mem.seats[seat];
    if (seat === null || o === undefined || o.awaySince === null) return null;
    // The table raises the absence from the last sign of life (reset, never shortened, by a restart).
    const from = this.lastSeen.get(seat) ?? o.awaySince;
    return {
      since: o.awaySince,
      allowedUntil: from + this.config.maxAbsenceMs,
      beyondMaximum: o.absenceRaisedAt !== null,
    };
  }

  /** Leaves the station; refused while the player has stakes on the layout. */
  leave(key: CommandKey): Outcome<CardCommandResult> {
    const seat = seatOf(this.#mem, key.terminalId);
    if (seat === undefined) return refusal('NOT_SEATED', 'not seated at this table');
    if (this.game.seatStakes(this.#mem.state, seat) > 0)
      return refusal('PAYMENT_WHILE_BETS_OPEN', 'stakes are on the layout: leave after the hand');
    const reply: CardCommandResult = { kind: 'left', seat };
    const fact: CardFact = { type: 'SeatLeft', at: this.ctx.clock.now(), seat, terminalId: key.terminalId };
    this.commit(`terminal:${key.terminalId}`, [this.fact(fact)], () =>
      recordCommand(this.ctx.db, key, reply),
    );
    this.lastSeen.delete(seat);
    this.ctx.onChange();
    return success(reply);
  }

  /** A.1 / seed 000: the station's own minimum, never below the table's (nor above its maximum). */
  chooseMinimum(key: CommandKey, minimum: Cents | null): Outcome<CardCommandResult> {
    const seat = seatOf(this.#mem, key.terminalId);
    if (seat === undefined) return refusal('NOT_SEATED', 'not seated at this table');
    this.#seen(seat);
    const limits = this.game.limits();
    if (minimum !== null) {
      if (minimum < limits.minimum)
        return refusal('STAKE_BELOW_MINIMUM', 'below the table minimum', { minimum: limits.minimum });
      if (minimum > limits.maximum)
        return refusal('STAKE_ABOVE_MAXIMUM', 'above the table maximum', { maximum: limits.maximum });
      if (minimum % limits.step !== 0)
        return refusal('ILLEGAL_BET', 'not a multiple of the stake step', {
          reason: 'stakeStep',
          step: limits.step,
        });
    }
    const reply: CardCommandResult = { kind: 'minimumChosen', minimum };
    const fact: CardFact = { type: 'MinimumChosen', at: this.ctx.clock.now(), seat, minimum };
    this.commit(`terminal:${key.terminalId}`, [this.fact(fact)], () =>
      recordCommand(this.ctx.db, key, reply),
    );
    this.ctx.onChange();
    return success(reply);
  }

  /** Takes back the station's stakes before the deal. */
  withdrawBets(key: CommandKey): Outcome<CardCommandResult> {
    let refunded: Cents = ZERO;
    return this.playerCommand(
      key,
      (seat) => {
        refunded = this.game.seatStakes(this.#mem.state, seat);
        return { command: this.game.withdraw(seat) };
      },
      () => ({ kind: 'betsWithdrawn', refunded }),
    );
  }

  /**
   * The pipeline of a player's command: séance → seat → decide → credit check → journal with
   * transfers and the recorded reply (one transaction) → memory → views. For a new command id
   * only: the table host (hub/host/tableHost.ts) looked it up and answers a repeat from its record.
   */
  playerCommand(
    key: CommandKey,
    build: (seat: number, minimum: Cents | null) => Built<C>,
    reply: (after: S, seat: number) => CardCommandResult,
    options: { readonly betting?: boolean } = {},
  ): Outcome<CardCommandResult> {
    if (!this.#inService) return refusal('NO_SESSION', 'the table session is not open');
    const seat = seatOf(this.#mem, key.terminalId);
    if (seat === undefined) return refusal('NOT_SEATED', 'only seated players play (seed 000)');
    this.#seen(seat);
    // RULES.md A.1: after the "three last hands" are played no bet is taken.
    if (options.betting === true && this.lastHandsRemaining() === 0)
      return refusal('BETS_CLOSED', 'the three last hands are played: the séance is closing');
    const built = build(seat, this.#mem.seats[seat]?.minimum ?? null);
    if ('refused' in built) return built.refused;
    const decision = this.game.decide(this.#mem.state, built.command, {
      rng: this.shoe.rng,
      now: this.ctx.clock.now(),
    });
    if (!decision.ok) return cardRefusal(decision.rejection);
    const cost = this.#costTo(seat, decision.events);
    const credit = balanceOf(this.ctx.db, accounts.station(key.terminalId));
    if (cost > credit)
      return refusal('INSUFFICIENT_CREDIT', 'the credit does not cover the stake', { credit });
    const answer = reply(decision.events.reduce(this.game.evolve, this.#mem.state), seat);
    this.commit(
      `terminal:${key.terminalId}`,
      decision.events.map((event) => this.event(event)),
      () => recordCommand(this.ctx.db, key, answer),
    );
    this.afterChange();
    return success(answer);
  }

  /**
   * A stake on the layout through the player's pipeline: no bet once the three last hands are
   * played (A.1), and the reply is everything the seat now has staked.
   */
  stakeCommand(
    key: CommandKey,
    build: (seat: number, minimum: Cents | null) => C,
  ): Outcome<CardCommandResult> {
    return this.playerCommand(
      key,
      (seat, minimum) => ({ command: build(seat, minimum) }),
      (after, seat) => ({ kind: 'cardBetAccepted', staked: this.game.seatStakes(after, seat) }),
      { betting: true },
    );
  }

  /** What `events` take from `seat`'s credit (a bet, a double, a split, insurance). */
  #costTo(seat: number, events: readonly E[]): Cents {
    let state = this.#mem.state;
    let cost = ZERO;
    for (const e of events) {
      for (const m of this.game.moves(state, e))
        if (typeof m.from === 'object' && m.from.seat === seat) cost = add(cost, m.amount);
      // Winnings of this very decision are not credit yet: a settlement comes after the last cost.
      state = this.game.evolve(state, e);
    }
    return cost;
  }

  /** Decides a command of the table itself (deal, timeout), journaled as `hub`. */
  hubCommand(command: C): boolean {
    const decision = this.game.decide(this.#mem.state, command, {
      rng: this.shoe.rng,
      now: this.ctx.clock.now(),
    });
    if (!decision.ok) return false;
    this.commit(
      'hub',
      decision.events.map((event) => this.event(event)),
    );
    return true;
  }

  /** Work after any committed change: a new shoe if the cut card came out, fresh views. */
  afterChange(): void {
    this.#ensureShoe();
    this.ctx.onChange();
  }

  /** Shuffles a new shoe with the device when the engine waits for one (between hands). */
  #ensureShoe(): void {
    if (!this.#inService || !this.game.needsShoe(this.#mem.state)) return;
    const record = this.shoe.shuffle(this.game.shoeRules());
    this.commit(`device:${this.config.tableId}`, [
      this.event(this.game.shuffled(record, this.ctx.clock.now())),
    ]);
  }

  /** Journals `entries` with their transfers (and `also`) in one transaction, then keeps the memory. */
  commit(actor: string, entries: readonly CardEntry<E>[], also?: () => void): number[] {
    const { db } = this.ctx;
    const tableId = this.config.tableId;
    const before = this.#mem;
    const result = inTransaction(db, () => {
      const playerAt = this.ctx.playerAt;
      const entryCtx = {
        db,
        tableId,
        at: this.iso(),
        actor,
        ...(playerAt === undefined ? {} : { playerAt }),
      };
      const r = journalCardEntries(entryCtx, this.game, before, entries);
      also?.();
      return r;
    });
    this.#mem = result.memory;
    return result.seqs;
  }

  /** One pass over the deadlines: absence, turn timer, betting time (called by the timer). */
  tick(): void {
    if (!this.#inService) return;
    const now = this.ctx.clock.now();
    this.#raiseAbsences(now);
    const deadline = this.game.deadline(this.#mem.state);
    // The engine's timeout rule: a blackjack hand stands, insurance is declined (docs/card-tables.md).
    if (
      deadline !== null &&
      now >= deadline &&
      this.game.timeout !== null &&
      this.hubCommand(this.game.timeout)
    )
      return this.afterChange();
    const first = this.#mem.firstBetAt;
    // Seed 000: the hand starts with at least one (seated) player, i.e. one stake on the felt.
    if (!this.game.inHand(this.#mem.state) && first !== null && now >= first + this.config.bettingMs) {
      if (this.hubCommand(this.game.deal)) this.afterChange();
    }
  }

  #raiseAbsences(now: number): void {
    for (const [key, o] of Object.entries(this.#mem.seats)) {
      const seat = Number(key);
      const seen = this.lastSeen.get(seat) ?? now;
      if (o.absenceRaisedAt !== null || now - seen <= this.config.maxAbsenceMs) continue;
      // Seed 000: beyond the maximum absence the table raises it to staff, who suspend.
      this.commit('hub', [
        this.fact({ type: 'AbsenceRaised', at: now, seat, terminalId: o.terminalId, lastSeenAt: seen }),
      ]);
      this.ctx.onChange();
    }
  }

  #schedule(): void {
    this.#cancelTick?.();
    this.#cancelTick = this.ctx.clock.schedule(this.config.tickMs, () => {
      this.#cancelTick = null;
      if (!this.#inService) return;
      this.tick();
      this.#schedule();
    });
  }

  /** `event` of the engine as a journal entry of the table. */
  event(event: E): CardEntry<E> {
    return { kind: 'event', event };
  }

  /** `fact` of the table (seats, absence, consignment) as a journal entry. */
  fact(fact: CardFact): CardEntry<E> {
    return { kind: 'fact', fact };
  }

  /** The clock's now as an ISO timestamp (the journal's `at`). */
  iso(): string {
    return new Date(this.ctx.clock.now()).toISOString();
  }
}
