// One electronic roulette table with a simulated automatic launcher (RULES.md A.2, seed 000):
// "faites vos jeux" for the betting time, then "rien ne va plus", then the ball lands on a
// CSPRNG pocket, then settlement, all persisted before anyone is told. The complete wheel-game
// round lifecycle, devices and manual mode are the hub issue's; this is the walking skeleton.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, add, cents, sum } from '../../games/money.ts';
import type { Rng } from '../../games/rng.ts';
import { type RouletteSpot, spotKey } from '../../games/roulette/bets.ts';
import { settleChip } from '../../games/roulette/settle.ts';
import type { CommandResult } from '../../protocol/hubMessages.ts';
import type { Clock } from '../clock.ts';
import { type Outcome, refusal, success } from '../outcome.ts';
import { appendJournal } from '../store/journal.ts';
import { inTransaction } from '../store/database.ts';
import { accounts, balanceOf, transfer } from '../store/ledger.ts';
import { type CommandKey, recordCommand } from '../store/commands.ts';
import { countPlayedRound, insertOpened, latestSession } from '../sessions/sessionStore.ts';
import { betsOfRound, nextDirection, stakedInRound, stakedOnSpot } from './betQueries.ts';
import { issueVoucher } from './vouchers.ts';
import { currentRound, type RoundRow } from './rounds.ts';
import type { RouletteTableConfig } from './tableConfig.ts';

/** What the table needs from the hub around it. */
export interface TableContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  /** Called after every committed change, so connections can send fresh snapshots. */
  readonly onChange: () => void;
}

/** A running roulette table. */
export class RouletteTable {
  readonly config: RouletteTableConfig;
  readonly #ctx: TableContext;
  #cancelTimer: (() => void) | null = null;
  #inService = false;

  constructor(config: RouletteTableConfig, ctx: TableContext) {
    this.config = config;
    this.#ctx = ctx;
  }

  /** True while the session is open and its stations in service: the only time bets are taken. */
  get sessionOpen(): boolean {
    return this.#inService;
  }

  /**
   * Opens a session in one step (the demo's staff; the staff API splits request and validation),
   * or relaunches the session a restart left open; then starts the first round.
   */
  openSession(requestedBy: string, validatedBy: string): void {
    const { db, clock } = this.#ctx;
    inTransaction(db, () => {
      const open = latestSession(db, this.config.tableId);
      if (open?.phase === 'open') {
        appendJournal(db, iso(clock), 'GameRelaunched', validatedBy, {
          tableId: this.config.tableId,
          sessionId: open.session_id,
        });
        return;
      }
      const seq = appendJournal(db, iso(clock), 'SessionOpened', validatedBy, {
        tableId: this.config.tableId,
        requestedBy,
        stationsInServiceBy: validatedBy,
        config: this.config,
      });
      insertOpened(db, seq, this.config.tableId, requestedBy, validatedBy);
    });
    this.startService();
  }

  /** Puts the stations in service after a committed opening or relaunch: rounds start. */
  startService(): void {
    if (this.#inService) return;
    this.#inService = true;
    const session = latestSession(this.#ctx.db, this.config.tableId);
    if (session?.last_rounds_remaining === 0) this.#ctx.onChange();
    else this.#openRound();
  }

  /** Takes the stations out of service after a committed closing: no more rounds or bets. */
  endService(): void {
    this.stop();
    this.#inService = false;
    this.#ctx.onChange();
  }

  /** Tells the table's terminals that something they show changed (a credit-in, a session step). */
  notifyChange(): void {
    this.#ctx.onChange();
  }

  /** Stops the launcher's timers (the hub is shutting down); state stays as persisted. */
  stop(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }

  /** Credit-in by a cashier action: moves `amount` from the cash desk to the station's meter. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void {
    const { db, clock } = this.#ctx;
    inTransaction(db, () => {
      const seq = appendJournal(db, iso(clock), 'CreditIn', cashier, { terminalId, amount, method });
      transfer(db, seq, accounts.cashier, accounts.station(terminalId), amount);
    });
    this.#ctx.onChange();
  }

  /** Validates and records a bet; refused with a typed error (and no change) when not allowed. */
  placeBet(command: CommandKey, roundId: number, spot: RouletteSpot, stake: Cents): Outcome<CommandResult> {
    const { db, clock } = this.#ctx;
    const { terminalId } = command;
    if (!this.#inService) return refusal('NO_SESSION', 'the table session is not open');
    const round = currentRound(db, this.config.tableId);
    if (round === null || round.round_id !== roundId) {
      return refusal('UNKNOWN_ROUND', `round ${roundId} is not the current round`, {
        currentRound: round?.round_id ?? 0,
      });
    }
    // RULES.md A.2: a bet that reaches the hub after "rien ne va plus" is refused.
    if (round.phase !== 'betting' || (round.closes_at !== null && clock.now() >= round.closes_at)) {
      return refusal('BETS_CLOSED', 'rien ne va plus: bets are closed for this round');
    }
    // RULES.md A.1: a stake outside the limits is refused with the limit, never reduced.
    if (stake < this.config.minimum) {
      return refusal('STAKE_BELOW_MINIMUM', 'stake below the table minimum', {
        minimum: this.config.minimum,
      });
    }
    const maximum = spot.kind === 'plein' ? this.config.maxPlein : this.config.maxChance;
    const already = stakedOnSpot(db, roundId, terminalId, spotKey(spot));
    if (add(already, stake) > maximum) {
      return refusal('STAKE_ABOVE_MAXIMUM', 'stake above the maximum for this spot per player per spin', {
        maximum,
        alreadyStaked: already,
      });
    }
    const credit = balanceOf(db, accounts.station(terminalId));
    if (stake > credit)
      return refusal('INSUFFICIENT_CREDIT', 'the credit does not cover the stake', { credit });
    const betId = `${roundId}-${terminalId}-${randomUUID()}`;
    inTransaction(db, () => {
      const seq = appendJournal(db, iso(clock), 'BetPlaced', `terminal:${terminalId}`, {
        betId,
        roundId,
        spot,
        stake,
      });
      // Seed 000: "à chaque mise, le compteur des crédits est débité".
      transfer(db, seq, accounts.station(terminalId), accounts.stakes(this.config.tableId), stake);
      db.prepare('INSERT INTO bets (bet_id, round_id, terminal_id, spot, stake) VALUES (?, ?, ?, ?, ?)').run(
        betId,
        roundId,
        terminalId,
        JSON.stringify(spot),
        stake,
      );
      recordCommand(db, command, { kind: 'betAccepted', betId });
    });
    this.#ctx.onChange();
    return success({ kind: 'betAccepted', betId });
  }

  /** "Paiement": closes the station's credit into a voucher (RULES.md A.1). */
  requestPayment(command: CommandKey): Outcome<CommandResult> {
    const { db } = this.#ctx;
    const { terminalId } = command;
    const round = currentRound(db, this.config.tableId);
    if (round !== null && round.phase !== 'settled' && stakedInRound(db, round.round_id, terminalId) > 0) {
      return refusal(
        'PAYMENT_WHILE_BETS_OPEN',
        'stakes are on the layout: payment after the round is settled',
      );
    }
    const credit = balanceOf(db, accounts.station(terminalId));
    if (credit === 0) return refusal('NOTHING_TO_PAY', 'the credit meter is at zero');
    const voucher = issueVoucher(
      db,
      this.#ctx.rng,
      this.#ctx.clock,
      this.config.tableId,
      terminalId,
      credit,
      (v) => recordCommand(db, command, { kind: 'paid', voucher: v }),
    );
    this.#ctx.onChange();
    return success({ kind: 'paid', voucher });
  }

  /** Voids every round left open by a stop, refunding each stake (docs/protocol.md "Recovery"). */
  recover(): void {
    const { db, clock } = this.#ctx;
    const open = db
      .prepare("SELECT round_id FROM rounds WHERE table_id = ? AND phase IN ('betting', 'noMoreBets')")
      .all(this.config.tableId) as { round_id: number }[];
    for (const { round_id: roundId } of open) {
      inTransaction(db, () => {
        const bets = betsOfRound(db, roundId);
        const seq = appendJournal(db, iso(clock), 'RoundVoided', 'hub', {
          roundId,
          reason: 'hub restarted before the result',
        });
        for (const bet of bets) {
          transfer(
            db,
            seq,
            accounts.stakes(this.config.tableId),
            accounts.station(bet.terminal_id),
            cents(bet.stake),
          );
          db.prepare('UPDATE bets SET returned = ? WHERE bet_id = ?').run(bet.stake, bet.bet_id);
        }
        db.prepare("UPDATE rounds SET phase = 'voided' WHERE round_id = ?").run(roundId);
      });
    }
  }

  #openRound(): void {
    if (!this.#inService) return;
    const { db, clock } = this.#ctx;
    const closesAt = clock.now() + this.config.bettingMs;
    inTransaction(db, () => {
      const seq = appendJournal(db, iso(clock), 'RoundOpened', 'hub', {
        tableId: this.config.tableId,
        closesAt,
      });
      db.prepare(
        "INSERT INTO rounds (round_id, table_id, phase, closes_at, opened_at) VALUES (?, ?, 'betting', ?, ?)",
      ).run(seq, this.config.tableId, closesAt, iso(clock));
    });
    this.#ctx.onChange();
    this.#cancelTimer = clock.schedule(this.config.bettingMs, () => this.#noMoreBets());
  }

  #noMoreBets(): void {
    const { db, clock } = this.#ctx;
    const round = currentRound(db, this.config.tableId) as RoundRow;
    inTransaction(db, () => {
      appendJournal(db, iso(clock), 'NoMoreBets', 'hub', { roundId: round.round_id });
      db.prepare("UPDATE rounds SET phase = 'noMoreBets' WHERE round_id = ?").run(round.round_id);
    });
    this.#ctx.onChange();
    this.#cancelTimer = clock.schedule(this.config.spinMs, () => this.#land(round.round_id));
  }

  #land(roundId: number): void {
    const { db, clock, rng } = this.#ctx;
    // DESIGN.md "Randomness": drawn once, recorded before any animation starts.
    const pocket = rng.int(37);
    const direction = nextDirection(db, this.config.tableId);
    const remaining = inTransaction(db, () => {
      appendJournal(db, iso(clock), 'BallLanded', 'hub', { roundId, pocket, direction });
      const settled = betsOfRound(db, roundId).map((bet) => {
        const chip = settleChip(JSON.parse(bet.spot) as RouletteSpot, cents(bet.stake), pocket);
        return {
          betId: bet.bet_id,
          terminalId: bet.terminal_id,
          stake: cents(bet.stake),
          returned: chip.returned,
        };
      });
      const settleSeq = appendJournal(db, iso(clock), 'RoundSettled', 'hub', {
        roundId,
        pocket,
        bets: settled,
      });
      const table = this.config.tableId;
      transfer(db, settleSeq, accounts.stakes(table), accounts.bank(table), sum(settled.map((b) => b.stake)));
      for (const bet of settled) {
        transfer(db, settleSeq, accounts.bank(table), accounts.station(bet.terminalId), bet.returned);
        db.prepare('UPDATE bets SET returned = ? WHERE bet_id = ?').run(bet.returned, bet.betId);
      }
      db.prepare("UPDATE rounds SET phase = 'settled', pocket = ?, direction = ? WHERE round_id = ?").run(
        pocket,
        direction,
        roundId,
      );
      // RULES.md A.1: after the "three last" announcement only the announced rounds are played.
      return countPlayedRound(db, table, roundId);
    });
    this.#ctx.onChange();
    if (remaining === 0) {
      this.#cancelTimer = null;
      return;
    }
    this.#cancelTimer = clock.schedule(this.config.resultMs, () => this.#openRound());
  }
}

function iso(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}
