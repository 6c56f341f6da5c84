// One electronic card table (blackjack or punto banco; RULES.md A.1, A.5, A.6, seed 000): it holds
// the pipeline (cardTableCore.ts) and its game's moves (`BlackjackMoves`, `PuntoBancoMoves`),
// and adds what the séance and the staff need — the absence rule (suspension, consignment, claim,
// orphans register), "Paiement", and the station's and staff's views. One class for every card
// game, composed rather than extended. docs/card-tables.md says how to drive it.
import { type Cents } from '../../../games/money.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inTransaction } from '../../store/database.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import type { CardTableConfig } from './cardConfig.ts';
import type { CardGame } from './cardGame.ts';
import { type CardFact, type CardMemory, seatOf } from './cardMemory.ts';
import { type Consignment, recordOrphan } from './consignments.ts';
import {
  type CardPipeline,
  type CardTableContext,
  CardTableCore,
  type SeatedPlayer,
} from './cardTableCore.ts';
import { issueVoucher } from '../../cashier/vouchers.ts';

export type { CardTableContext } from './cardTableCore.ts';

/** A card game's own part of its table: the players' moves of that game and its part of the view. */
export interface CardMoves {
  /** Which game the moves play (tells the tables of a union apart). */
  readonly game: CardTableConfig['game'];
  /** The game's part of the view of the station at `seat` (null: not seated). */
  view(seat: number | null): CardStationView['game'];
}

/** What staff see of a card table (absences raised, consignments held). */
export interface CardStaffView {
  readonly tableId: string;
  readonly game: CardTableConfig['game'];
  readonly inService: boolean;
  readonly lastHandsRemaining: number | null;
  readonly handInProgress: boolean;
  readonly seats: readonly {
    readonly seat: number;
    readonly terminalId: string;
    readonly playerName: string | null;
    readonly minimum: Cents | null;
    readonly lastSeenAt: number | null;
    /** Set when the player stayed away beyond the maximum absence: a comité member may suspend. */
    readonly absenceRaisedAt: number | null;
  }[];
  readonly consignments: readonly Consignment[];
}

/** A running card table over the engine `game`, with the game's moves `M`. */
export class CardTable<S, C, E extends { readonly type: string; readonly at: number }, M extends CardMoves> {
  /** The table's configuration. */
  readonly config: CardTableConfig;
  /** The players' moves of the table's game (a bet, insurance, a blackjack decision). */
  readonly moves: M;
  readonly #core: CardTableCore<S, C, E>;

  constructor(
    config: CardTableConfig,
    game: CardGame<S, C, E>,
    ctx: CardTableContext,
    moves: (pipeline: CardPipeline<S, C, E>) => M,
  ) {
    this.config = config;
    this.#core = new CardTableCore(config, game, ctx);
    this.moves = moves(this.#core);
  }

  /** The table's memory (read-only, for views and tests). */
  get memory(): CardMemory<S> {
    return this.#core.memory;
  }

  /** True while the séance is open and the stations in service. */
  get sessionOpen(): boolean {
    return this.#core.sessionOpen;
  }

  /** Hands still to play after the "three last hands" announcement, or null before it. */
  lastHandsRemaining(): number | null {
    return this.#core.lastHandsRemaining();
  }

  /** True while a hand is dealt and not settled. */
  handInProgress(): boolean {
    return this.#core.handInProgress();
  }

  /** Rebuilds the memory from the journal, voiding a hand a stop left in progress (crash rule). */
  recover(): void {
    this.#core.recover();
  }

  /** Puts the stations in service after a committed opening (or a relaunch after a restart). */
  startService(): void {
    this.#core.startService();
  }

  /** Takes the stations out of service after a committed closing. */
  endService(): void {
    this.#core.endService();
  }

  /** Stops the timers (hub shutting down); state stays as persisted. */
  stop(): void {
    this.#core.stop();
  }

  /** One pass over the deadlines: absence, turn timer, betting time (called by the timer). */
  tick(): void {
    this.#core.tick();
  }

  /** Tells the terminals something changed (a credit-in, a séance step). */
  notifyChange(): void {
    this.#core.notifyChange();
  }

  /** Credit-in by a cashier action: moves `amount` from the cash desk to the station's meter. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void {
    this.#core.creditIn(terminalId, amount, method, cashier);
  }

  /** The player touched the station: the absence clock starts again (seed 000 absence rule). */
  presence(terminalId: string): void {
    this.#core.presence(terminalId);
  }

  /** Takes station `seat` for `player` (seed 000: only seated players play; A.1: one station each). */
  sit(key: CommandKey, seat: number, player?: SeatedPlayer): Outcome<CardCommandResult> {
    return this.#core.sit(key, seat, player);
  }

  /** "Je m'absente" (issue 12 §5): the absence of seed 000 starts now, journaled. */
  stepAway(key: CommandKey): Outcome<CardCommandResult> {
    return this.#core.stepAway(key);
  }

  /** Leaves the station; refused while the player has stakes on the layout. */
  leave(key: CommandKey): Outcome<CardCommandResult> {
    return this.#core.leave(key);
  }

  /** A.1 / seed 000: the station's own minimum, never below the table's (nor above its maximum). */
  chooseMinimum(key: CommandKey, minimum: Cents | null): Outcome<CardCommandResult> {
    return this.#core.chooseMinimum(key, minimum);
  }

  /** Takes back the station's stakes before the deal. */
  withdrawBets(key: CommandKey): Outcome<CardCommandResult> {
    return this.#core.withdrawBets(key);
  }

  /** Writes every unclaimed consignment to the orphans register (inside the closing's transaction). */
  recordOrphans(at: string, actor: string): number {
    let n = 0;
    for (const c of this.#core.memory.consignments) {
      if (c.status !== 'held') continue;
      const record = {
        tableId: this.config.tableId,
        seat: c.seat,
        playerId: c.playerId,
        playerName: c.playerName,
        amount: c.amount,
        reason: 'consignation non réclamée à la fin de la séance / consignment unclaimed at session end',
        consignedAt: c.consignedAt,
      };
      recordOrphan(this.#core.ctx.db, at, actor, record);
      this.#core.orphaned(record);
      n++;
    }
    return n;
  }

  /** Frees every seat at the end of the séance (credits stay on the stations' meters). */
  freeAllSeats(actor: string): void {
    const now = this.#core.ctx.clock.now();
    const entries = Object.entries(this.#core.memory.seats).map(([seat, o]) =>
      this.#core.fact({ type: 'SeatLeft', at: now, seat: Number(seat), terminalId: o.terminalId }),
    );
    if (entries.length > 0) this.#core.commit(actor, entries);
    this.#core.lastSeen.clear();
  }

  /**
   * Seed 000: suspends the absent player of `seat`, frees the seat and consigns their stake and
   * credit in their name (stakes on the layout are first taken back to the credit). Between hands only.
   */
  suspendAbsent(
    seat: number,
    actor: string,
  ): { ok: true; consignmentId: number; amount: Cents } | { ok: false; why: string } {
    const o = this.#core.memory.seats[seat];
    if (o === undefined) return { ok: false, why: 'nobody sits at this station' };
    if (o.absenceRaisedAt === null)
      return { ok: false, why: 'no absence beyond the maximum was raised for this station' };
    if (
      this.#core.game.inHand(this.#core.memory.state) &&
      this.#core.game.seatStakes(this.#core.memory.state, seat) > 0
    )
      return { ok: false, why: 'the player has a hand in progress: suspend after its settlement' };
    const { db, clock } = this.#core.ctx;
    return inTransaction(db, () => {
      if (this.#core.game.seatStakes(this.#core.memory.state, seat) > 0) {
        const d = this.#core.game.decide(this.#core.memory.state, this.#core.game.withdraw(seat), {
          rng: this.#core.shoe.rng,
          now: clock.now(),
        });
        if (d.ok)
          this.#core.commit(
            actor,
            d.events.map((e) => this.#core.event(e)),
          );
      }
      const amount = balanceOf(db, accounts.station(o.terminalId));
      const fact: CardFact = {
        type: 'PlayerSuspended',
        at: clock.now(),
        seat,
        terminalId: o.terminalId,
        playerId: o.playerId,
        playerName: o.playerName,
        amount,
        consignedAt: this.#core.iso(),
        by: actor,
      };
      const [consignmentId] = this.#core.commit(actor, [this.#core.fact(fact)]);
      this.#core.lastSeen.delete(seat);
      return { ok: true as const, consignmentId: consignmentId ?? 0, amount };
    });
  }

  /** A consignment claimed before the séance ends goes back to the player's station (cashier action). */
  claimConsignment(
    consignmentId: number,
    terminalId: string,
    actor: string,
  ): { ok: true; amount: Cents } | { ok: false; why: string } {
    const c = this.#core.memory.consignments.find((x) => x.id === consignmentId);
    if (c === undefined) return { ok: false, why: 'no such consignment at this table' };
    if (c.status !== 'held') return { ok: false, why: `the consignment is ${c.status}` };
    const fact: CardFact = {
      type: 'ConsignmentClaimed',
      at: this.#core.ctx.clock.now(),
      consignmentId,
      seat: c.seat,
      amount: c.amount,
      terminalId,
      by: actor,
    };
    this.#core.commit(actor, [this.#core.fact(fact)]);
    return { ok: true, amount: c.amount };
  }

  /**
   * "Paiement" (RULES.md A.1): closes the station's credit into a voucher with a unique validation
   * number that the cashier pays, and ends play at the station (the seat is freed).
   */
  requestPayment(key: CommandKey): Outcome<CardCommandResult> {
    const { db, rng, clock } = this.#core.ctx;
    const seat = seatOf(this.#core.memory, key.terminalId);
    if (seat !== undefined && this.#core.game.seatStakes(this.#core.memory.state, seat) > 0)
      return refusal('PAYMENT_WHILE_BETS_OPEN', 'stakes are on the layout: payment after the hand');
    const amount = balanceOf(db, accounts.station(key.terminalId));
    if (amount === 0) return refusal('NOTHING_TO_PAY', 'the credit meter is at zero');
    let reply: CardCommandResult | null = null;
    issueVoucher(db, rng, clock, this.config.tableId, key.terminalId, amount, (voucher) => {
      reply = { kind: 'paid', voucher };
      if (seat !== undefined) {
        const fact: CardFact = { type: 'SeatLeft', at: clock.now(), seat, terminalId: key.terminalId };
        this.#core.commit(`terminal:${key.terminalId}`, [this.#core.fact(fact)]);
        this.#core.lastSeen.delete(seat);
      }
      recordCommand(db, key, reply);
    });
    this.#core.ctx.onChange();
    if (reply === null) throw new Error('a voucher was issued without its reply');
    return success(reply);
  }

  /** What staff see: seats with their absence state, consignments, the "three last". */
  staffView(): CardStaffView {
    return {
      tableId: this.config.tableId,
      game: this.config.game,
      inService: this.#core.sessionOpen,
      lastHandsRemaining: this.#core.lastHandsRemaining(),
      handInProgress: this.#core.handInProgress(),
      seats: Object.entries(this.#core.memory.seats).map(([seat, o]) => ({
        seat: Number(seat),
        terminalId: o.terminalId,
        playerName: o.playerName,
        minimum: o.minimum,
        lastSeenAt: this.#core.lastSeen.get(Number(seat)) ?? null,
        absenceRaisedAt: o.absenceRaisedAt,
      })),
      consignments: this.#core.memory.consignments,
    };
  }

  /** The view of the station `terminalId`: the common part, and the game's from its moves. */
  stationView(terminalId: string): CardStationView {
    const seat = seatOf(this.#core.memory, terminalId) ?? null;
    const limits = this.#core.game.limits();
    return {
      tableId: this.config.tableId,
      tableName: this.config.tableName,
      seat,
      sessionOpen: this.#core.sessionOpen,
      lastHandsRemaining: this.#core.lastHandsRemaining(),
      credit: balanceOf(this.#core.ctx.db, accounts.station(terminalId)),
      tableMinimum: limits.minimum,
      tableMaximum: limits.maximum,
      minimum: seat === null ? null : (this.#core.memory.seats[seat]?.minimum ?? null),
      bettingClosesAt:
        this.#core.memory.firstBetAt === null ? null : this.#core.memory.firstBetAt + this.config.bettingMs,
      occupied: Object.keys(this.#core.memory.seats)
        .map(Number)
        .sort((a, b) => a - b),
      game: this.moves.view(seat),
      away: this.#core.awayOf(seat),
    };
  }
}
