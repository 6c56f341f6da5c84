// Settlement of a spin (issue 3 §7): per bet, per player, the jackpot, and the ledger transfers it
// implies, with Σ stakes in play = Σ returned + Σ kept in prison + house result + jackpot
// contributions, to the cent. Stakes already moved station → table bank when each bet was placed.
import { type Cents, ZERO, add, cents, subtract, sum } from '../money.ts';
import { jackpotContribution, poolAfter, splitJackpot } from '../roulette/jackpot.ts';
import type { BetOutcome, CarriedChip, JackpotShare, PlacedChip, Transfer, WheelRules } from './types.ts';

/** One settled chip. */
export interface SettledBet<S> {
  /** Bet id that placed it. */
  readonly betId: string;
  /** Seat. */
  readonly seat: number;
  /** Spot. */
  readonly spot: S;
  /** Stake. */
  readonly stake: Cents;
  /** True for a stake carried from an earlier spin (prison), not staked anew. */
  readonly carried: boolean;
  /** Outcome. */
  readonly outcome: BetOutcome;
  /** Returned to the player, stake included. */
  readonly returned: Cents;
  /** Stake kept on the table in prison, and at which level. */
  readonly held: Cents;
  /** Prison level when held. */
  readonly level: 1 | 2 | null;
}

/** One player's totals for the spin. */
export interface PlayerTotal {
  /** Seat. */
  readonly seat: number;
  /** New stakes this spin. */
  readonly staked: Cents;
  /** Returned by the game, stakes included. */
  readonly returned: Cents;
  /** Stakes kept in prison. */
  readonly held: Cents;
  /** Paid from the jackpot pool. */
  readonly jackpot: Cents;
}

/** The jackpot section of a settlement. */
export interface JackpotResult {
  /** The bonus number of the spin. */
  readonly bonusNumber: number | null;
  /** Pool before the spin. */
  readonly poolBefore: Cents;
  /** This spin's contribution. */
  readonly contribution: Cents;
  /** Shares paid (empty when not won). */
  readonly shares: readonly JackpotShare[];
  /** Reset paid in by the table bank after a win. */
  readonly reset: Cents;
  /** Pool after the spin. */
  readonly poolAfter: Cents;
}

/** The settlement of a spin, written into `RoundSettled`. */
export interface Settlement<S, O> {
  /** Round number. */
  readonly round: number;
  /** The outcome settled. */
  readonly outcome: O;
  /** Per chip. */
  readonly bets: readonly SettledBet<S>[];
  /** Per player, by seat. */
  readonly players: readonly PlayerTotal[];
  /** Σ new stakes. */
  readonly stakes: Cents;
  /** Σ stakes carried in from prison. */
  readonly carriedIn: Cents;
  /** Σ returned by the game. */
  readonly returned: Cents;
  /** Σ kept in prison for the next spin. */
  readonly held: Cents;
  /** What the table bank keeps from the game (negative when it pays out more). */
  readonly houseResult: Cents;
  /** The jackpot, when the table has one. */
  readonly jackpot: JackpotResult | null;
  /** Ledger transfers. */
  readonly transfers: readonly Transfer[];
}

/** Settles every chip of the spin and the carried prison stakes against `outcome`. */
export function settleSpin<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  options: P,
  round: {
    readonly no: number;
    readonly chips: readonly PlacedChip<S>[];
    readonly bonusNumber: number | null;
  },
  carried: readonly CarriedChip<S>[],
  pool: Cents | null,
  outcome: O,
): Settlement<S, O> {
  // One pass over the chips (a stadium table settles tens of thousands of them per spin). Sums run
  // on plain integers, all non-negative, and become Cents (with the safe-integer check) at the end:
  // a final total that is safe means every partial sum was.
  const bets: SettledBet<S>[] = [];
  interface Totals {
    staked: number;
    returned: number;
    held: number;
    plein: boolean;
  }
  const perSeat = new Map<number, Totals>();
  let current: Totals = { staked: 0, returned: 0, held: 0, plein: false };
  let currentSeat = Number.NaN;
  let stakesN = 0;
  let carriedInN = 0;
  let returnedN = 0;
  let heldN = 0;
  const settleOne = (chip: PlacedChip<S>, isCarried: boolean, level?: 1 | 2): void => {
    const r = rules.settle(options, chip, outcome, level);
    const kept = r.outcome === 'prison' ? chip.stake : ZERO;
    bets.push({
      betId: chip.betId,
      seat: chip.seat,
      spot: chip.spot,
      stake: chip.stake,
      carried: isCarried,
      outcome: r.outcome,
      returned: r.returned,
      held: kept,
      level: r.level ?? null,
    });
    // Chips come grouped by seat: look the seat up only when it changes.
    if (chip.seat !== currentSeat) {
      currentSeat = chip.seat;
      let t = perSeat.get(currentSeat);
      if (t === undefined) perSeat.set(currentSeat, (t = { staked: 0, returned: 0, held: 0, plein: false }));
      current = t;
    }
    current.returned += r.returned;
    current.held += kept;
    returnedN += r.returned;
    heldN += kept;
    if (isCarried) carriedInN += chip.stake;
    else {
      current.staked += chip.stake;
      stakesN += chip.stake;
      if (round.bonusNumber !== null && rules.pleinOn(chip.spot) === round.bonusNumber) current.plein = true;
    }
  };
  for (const c of carried) settleOne(c, true, c.level);
  for (const c of round.chips) settleOne(c, false);
  const stakes = cents(stakesN);
  const carriedIn = cents(carriedInN);
  const returned = cents(returnedN);
  const held = cents(heldN);

  const config = rules.jackpot(options);
  let jackpot: JackpotResult | null = null;
  if (config !== null && pool !== null) {
    const contribution = jackpotContribution(config, stakes);
    // A.2: a player wins when the winning number is the bonus number and they hold a plein on it.
    const hit = round.bonusNumber !== null && rules.winningNumber(outcome) === round.bonusNumber;
    const claims = hit
      ? [...perSeat.entries()]
          .filter(([, t]) => t.plein)
          .map(([seat, t]) => ({ seat, globalStake: cents(t.staked) }))
      : [];
    const won = add(pool, contribution);
    const shares = splitJackpot(won, claims, config.split);
    const paid = sum(shares.map((s) => s.amount));
    const reset = shares.length > 0 ? config.resetAmount : ZERO;
    jackpot = {
      bonusNumber: round.bonusNumber,
      poolBefore: pool,
      contribution,
      shares,
      reset,
      poolAfter: poolAfter(pool, contribution, paid, reset),
    };
  }
  const contribution = jackpot?.contribution ?? ZERO;
  const houseResult = subtract(subtract(add(stakes, carriedIn), add(returned, held)), contribution);

  const jackpotBySeat = new Map((jackpot?.shares ?? []).map((s) => [s.seat, s.amount]));
  const players = [...perSeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seat, t]): PlayerTotal => ({
      seat,
      staked: cents(t.staked),
      returned: cents(t.returned),
      held: cents(t.held),
      jackpot: jackpotBySeat.get(seat) ?? ZERO,
    }));

  const transfers: Transfer[] = [];
  for (const p of players)
    if (p.returned > 0)
      transfers.push({ from: 'table:bank', to: `station:${p.seat}`, amount: p.returned, reason: 'payout' });
  if (contribution > 0)
    transfers.push({
      from: 'table:bank',
      to: 'jackpot:pool',
      amount: contribution,
      reason: 'jackpotContribution',
    });
  for (const s of jackpot?.shares ?? [])
    if (s.amount > 0)
      transfers.push({
        from: 'jackpot:pool',
        to: `station:${s.seat}`,
        amount: s.amount,
        reason: 'jackpotWin',
      });
  if (jackpot !== null && jackpot.reset > 0)
    transfers.push({ from: 'table:bank', to: 'jackpot:pool', amount: jackpot.reset, reason: 'jackpotReset' });

  return {
    round: round.no,
    outcome,
    bets,
    players,
    stakes,
    carriedIn,
    returned,
    held,
    houseResult,
    jackpot,
    transfers,
  };
}
