// Settlement of one punto banco bet (RULES.md A.6, B §7.3). Amounts returned include the stake.
import { type Cents, ZERO, cents, ratio, times } from '../money.ts';
import type { Coup } from './drawing.ts';
import type { Paytable } from './options.ts';

/** The three bets of the felt. */
export type Spot = 'punto' | 'banco' | 'egalite';

/** The spots in felt order. */
export const SPOTS: readonly Spot[] = ['punto', 'banco', 'egalite'];

/** How one bet fared: returned to the player (stake included) and commission taken. */
export interface BetResult {
  /** What happened. */
  readonly outcome: 'won' | 'lost' | 'push';
  /** Returned to the player, stake included; 0 when lost. */
  readonly returned: Cents;
  /** Commission kept by the house on a winning banco bet (standard paytable), else 0. */
  readonly commission: Cents;
}

/**
 * Settles `stake` on `spot`. Standard: banco wins 1 to 1 less 5 % commission, rounded down to
 * the cent (exact whenever the stake is a multiple of 20 cents, A.6). Alternative: a banco win
 * with a total of 6 pays half the stake (rounded down), no commission. Égalité pays 8 to 1 and
 * voids punto and banco bets (B §7.3).
 */
export function settleBet(paytable: Paytable, spot: Spot, stake: Cents, coup: Coup): BetResult {
  if (spot === 'egalite') {
    return coup.winner === 'egalite'
      ? { outcome: 'won', returned: times(stake, 9), commission: ZERO }
      : { outcome: 'lost', returned: ZERO, commission: ZERO };
  }
  if (coup.winner === 'egalite') return { outcome: 'push', returned: stake, commission: ZERO };
  if (coup.winner !== spot) return { outcome: 'lost', returned: ZERO, commission: ZERO };
  if (spot === 'punto') return { outcome: 'won', returned: times(stake, 2), commission: ZERO };
  if (paytable === 'standard') {
    const commission = ratio(stake, 5, 100, 'down');
    return { outcome: 'won', returned: cents(2 * stake - commission), commission };
  }
  if (coup.bancoTotal === 6)
    return { outcome: 'won', returned: cents(stake + ratio(stake, 1, 2, 'down')), commission: ZERO };
  return { outcome: 'won', returned: times(stake, 2), commission: ZERO };
}
