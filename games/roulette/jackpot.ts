// The bonus-number progressive jackpot of electronic roulette (RULES.md A.2; seed 000, art. 67-5
// 2°): a pool fed by a share of every stake, won by the pleins on the bonus number when it comes
// out, shared by option a or b, then reset to the seed amount from the table bank.
import { type Cents, ZERO, add, allocate, compare, ratio, subtract } from '../money.ts';

/** The jackpot options, shown permanently (A.2). */
export interface JackpotConfig {
  /** 1: the bonus number shows after "faites vos jeux"; 2: after "rien ne va plus". */
  readonly variant: 1 | 2;
  /** a: pro rata to each winner's global stake; b: all to the largest global stake, ties equal. */
  readonly split: 'a' | 'b';
  /** Share of every stake fed to the pool, in basis points (1/10 000). */
  readonly contributionBps: number;
  /** The amount the pool restarts from after it is won, paid in by the table bank. */
  readonly resetAmount: Cents;
}

/** A winner: a player with a plein on the bonus number, and their global stake of the spin. */
export interface JackpotClaim {
  /** The player's seat. */
  readonly seat: number;
  /** All the player's stakes in that spin (A.2 "mise globale"). */
  readonly globalStake: Cents;
}

/** One winner's share of the pool. */
export interface JackpotShare {
  /** The seat paid. */
  readonly seat: number;
  /** The amount paid from the pool. */
  readonly amount: Cents;
}

/** The pool's share of a spin's stakes: rounded down to the cent on the spin total, so never above the rate. */
export function jackpotContribution(config: JackpotConfig, stakes: Cents): Cents {
  return ratio(stakes, config.contributionBps, 10_000, 'down');
}

/** Remainder order (A.1): descending global stake, then ascending seat. */
function byStakeThenSeat(a: JackpotClaim, b: JackpotClaim): number {
  return compare(b.globalStake, a.globalStake) || a.seat - b.seat;
}

/**
 * Shares `pool` between the claims, every cent paid: option a pro rata to global stakes, option b
 * equally among the largest global stakes. Remainder cents go by descending stake, then seat.
 */
export function splitJackpot(pool: Cents, claims: readonly JackpotClaim[], split: 'a' | 'b'): JackpotShare[] {
  if (claims.length === 0) return [];
  const ordered = [...claims].sort(byStakeThenSeat);
  const top = ordered[0] as JackpotClaim;
  const winners = split === 'a' ? ordered : ordered.filter((c) => c.globalStake === top.globalStake);
  // A claim with a zero global stake cannot exist (a plein is a stake); equal weights if all zero.
  const weights =
    split === 'a' && winners.some((c) => c.globalStake > 0)
      ? winners.map((c) => c.globalStake)
      : winners.map(() => 1);
  const amounts = allocate(pool, weights);
  return winners.map((c, i) => ({ seat: c.seat, amount: amounts[i] ?? ZERO }));
}

/** The pool after a spin: before + contribution − paid (+ reset when it was won). */
export function poolAfter(before: Cents, contribution: Cents, paid: Cents, reset: Cents): Cents {
  return subtract(add(add(before, contribution), reset), paid);
}
