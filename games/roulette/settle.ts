// Settlement of one roulette chip against the winning pocket (RULES.md A.2).
import { type Cents, ZERO, ratio, times } from '../money.ts';
import { type RouletteSpot, chanceCovers } from './bets.ts';

/** Net payout "N to 1" per spot kind (RULES.md A.2): plein 35, chances simples 1. */
export const PAYOUT_TO_ONE = { plein: 35, chance: 1 } as const;

/** How a chip fared: won, lost, or halved by zero under partage. */
export type ChipOutcome = 'won' | 'lost' | 'partage';

/** A settled chip: its outcome and the amount returned to the player, stake included. */
export interface SettledChip {
  /** What happened to the stake. */
  readonly outcome: ChipOutcome;
  /** Returned to the player, stake included (0 when lost). */
  readonly returned: Cents;
}

/**
 * Settles a stake on `spot` for winning pocket `pocket` under the partage zero rule: a winning
 * plein returns 36 × the stake, a winning chance simple 2 ×; on zero a chance simple returns half
 * its stake rounded up to the cent, so the player never loses more than half (RULES.md A.2).
 */
export function settleChip(spot: RouletteSpot, stake: Cents, pocket: number): SettledChip {
  if (spot.kind === 'plein') {
    return spot.number === pocket
      ? { outcome: 'won', returned: times(stake, PAYOUT_TO_ONE.plein + 1) }
      : { outcome: 'lost', returned: ZERO };
  }
  if (pocket === 0) return { outcome: 'partage', returned: ratio(stake, 1, 2, 'up') };
  return chanceCovers(spot.chance, pocket)
    ? { outcome: 'won', returned: times(stake, PAYOUT_TO_ONE.chance + 1) }
    : { outcome: 'lost', returned: ZERO };
}
