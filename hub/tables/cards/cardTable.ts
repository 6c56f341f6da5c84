// One electronic card table (blackjack or punto banco; RULES.md A.1, A.5, A.6, seed 000): the
// pipeline of cardTableCore.ts plus what the séance and the staff need — the absence rule
// (suspension, consignment, claim, orphans register), "Paiement", and the station's and staff's
// views. docs/card-tables.md says how to drive it.
import { type Cents } from '../../../games/money.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inTransaction } from '../../store/database.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import type { CardTableConfig } from './cardConfig.ts';
import { type CardFact, applyOrphan, seatOf } from './cardMemory.ts';
import { type Consignment, recordOrphan } from './consignments.ts';
import { CardTableCore } from './cardTableCore.ts';
import { issueVoucher } from '../../cashier/vouchers.ts';

export type { CardTableContext } from './cardTableCore.ts';

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

/** A running card table over the engine `game`. */
export class CardTable<S, C, E extends { readonly type: string; readonly at: number }> extends CardTableCore<
  S,
  C,
  E
> {
  /** Writes every unclaimed consignment to the orphans register (inside the closing's transaction). */
  recordOrphans(at: string, actor: string): number {
    let n = 0;
    for (const c of this.mem.consignments) {
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
      recordOrphan(this.ctx.db, at, actor, record);
      this.mem = applyOrphan(this.mem, record);
      n++;
    }
    return n;
  }

  /** Frees every seat at the end of the séance (credits stay on the stations' meters). */
  freeAllSeats(actor: string): void {
    const now = this.ctx.clock.now();
    const entries = Object.entries(this.mem.seats).map(([seat, o]) =>
      this.fact({ type: 'SeatLeft', at: now, seat: Number(seat), terminalId: o.terminalId }),
    );
    if (entries.length > 0) this.commit(actor, entries);
    this.lastSeen.clear();
  }

  /**
   * Seed 000: suspends the absent player of `seat`, frees the seat and consigns their stake and
   * credit in their name (stakes on the layout are first taken back to the credit). Between hands only.
   */
  suspendAbsent(
    seat: number,
    actor: string,
  ): { ok: true; consignmentId: number; amount: Cents } | { ok: false; why: string } {
    const o = this.mem.seats[seat];
    if (o === undefined) return { ok: false, why: 'nobody sits at this station' };
    if (o.absenceRaisedAt === null)
      return { ok: false, why: 'no absence beyond the maximum was raised for this station' };
    if (this.game.inHand(this.mem.state) && this.game.seatStakes(this.mem.state, seat) > 0)
      return { ok: false, why: 'the player has a hand in progress: suspend after its settlement' };
    const { db, clock } = this.ctx;
    return inTransaction(db, () => {
      if (this.game.seatStakes(this.mem.state, seat) > 0) {
        const d = this.game.decide(this.mem.state, this.game.withdraw(seat), {
          rng: this.shoe.rng,
          now: clock.now(),
        });
        if (d.ok)
          this.commit(
            actor,
            d.events.map((e) => this.event(e)),
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
        consignedAt: this.iso(),
        by: actor,
      };
      const [consignmentId] = this.commit(actor, [this.fact(fact)]);
      this.lastSeen.delete(seat);
      return { ok: true as const, consignmentId: consignmentId ?? 0, amount };
    });
  }

  /** A consignment claimed before the séance ends goes back to the player's station (cashier action). */
  claimConsignment(
    consignmentId: number,
    terminalId: string,
    actor: string,
  ): { ok: true; amount: Cents } | { ok: false; why: string } {
    const c = this.mem.consignments.find((x) => x.id === consignmentId);
    if (c === undefined) return { ok: false, why: 'no such consignment at this table' };
    if (c.status !== 'held') return { ok: false, why: `the consignment is ${c.status}` };
    const fact: CardFact = {
      type: 'ConsignmentClaimed',
      at: this.ctx.clock.now(),
      consignmentId,
      seat: c.seat,
      amount: c.amount,
      terminalId,
      by: actor,
    };
    this.commit(actor, [this.fact(fact)]);
    return { ok: true, amount: c.amount };
  }

  /**
   * "Paiement" (RULES.md A.1): closes the station's credit into a voucher with a unique validation
   * number that the cashier pays, and ends play at the station (the seat is freed).
   */
  requestPayment(key: CommandKey): Outcome<CardCommandResult> {
    const { db, rng, clock } = this.ctx;
    const seat = seatOf(this.mem, key.terminalId);
    if (seat !== undefined && this.game.seatStakes(this.mem.state, seat) > 0)
      return refusal('PAYMENT_WHILE_BETS_OPEN', 'stakes are on the layout: payment after the hand');
    const amount = balanceOf(db, accounts.station(key.terminalId));
    if (amount === 0) return refusal('NOTHING_TO_PAY', 'the credit meter is at zero');
    let reply: CardCommandResult | null = null;
    issueVoucher(db, rng, clock, this.config.tableId, key.terminalId, amount, (voucher) => {
      reply = { kind: 'paid', voucher };
      if (seat !== undefined) {
        const fact: CardFact = { type: 'SeatLeft', at: clock.now(), seat, terminalId: key.terminalId };
        this.commit(`terminal:${key.terminalId}`, [this.fact(fact)]);
        this.lastSeen.delete(seat);
      }
      recordCommand(db, key, reply);
    });
    this.ctx.onChange();
    if (reply === null) throw new Error('a voucher was issued without its reply');
    return success(reply);
  }

  /** What staff see: seats with their absence state, consignments, the "three last". */
  staffView(): CardStaffView {
    return {
      tableId: this.config.tableId,
      game: this.config.game,
      inService: this.inService,
      lastHandsRemaining: this.lastHandsRemaining(),
      handInProgress: this.handInProgress(),
      seats: Object.entries(this.mem.seats).map(([seat, o]) => ({
        seat: Number(seat),
        terminalId: o.terminalId,
        playerName: o.playerName,
        minimum: o.minimum,
        lastSeenAt: this.lastSeen.get(Number(seat)) ?? null,
        absenceRaisedAt: o.absenceRaisedAt,
      })),
      consignments: this.mem.consignments,
    };
  }

  /** The common part of a station's view; the game's part comes from `gameView`. */
  stationView(terminalId: string): CardStationView {
    const seat = seatOf(this.mem, terminalId) ?? null;
    const limits = this.game.limits();
    return {
      tableId: this.config.tableId,
      tableName: this.config.tableName,
      seat,
      sessionOpen: this.inService,
      lastHandsRemaining: this.lastHandsRemaining(),
      credit: balanceOf(this.ctx.db, accounts.station(terminalId)),
      tableMinimum: limits.minimum,
      tableMaximum: limits.maximum,
      minimum: seat === null ? null : (this.mem.seats[seat]?.minimum ?? null),
      bettingClosesAt: this.mem.firstBetAt === null ? null : this.mem.firstBetAt + this.config.bettingMs,
      occupied: Object.keys(this.mem.seats)
        .map(Number)
        .sort((a, b) => a - b),
      game: this.gameView(seat),
      away: this.awayOf(seat),
    };
  }

  /** The game's part of a station's view (overridden by each game's table). */
  protected gameView(_seat: number | null): CardStationView['game'] {
    throw new Error('gameView is the game table’s');
  }
}
