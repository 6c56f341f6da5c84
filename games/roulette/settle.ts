// Settlement of one roulette chip against the winning pocket (RULES.md A.2).
import { type Cents, ZERO, add, ratio, times } from '../money.ts';
import { type RouletteSpot, type SpotKind, chanceCovers, spotCoversPocket } from './bets.ts';

/** Net payout "N to 1" per spot kind (RULES.md A.2): plein 35, chances simples 1. */
export const PAYOUT_TO_ONE = { plein: 35, chance: 1 } as const;

/**
 * Net payout of every kind as a ratio `win` to `per` (RULES.md A.2): plein 35 to 1 … deux
 * douzaines and deux colonnes 1 to 2. Placement refuses an odd stake on a 1-to-2 bet so the gain is
 * always a whole number of cents.
 */
export const PAYOUT: Readonly<Record<SpotKind, { readonly win: number; readonly per: number }>> = {
  plein: { win: 35, per: 1 },
  cheval: { win: 17, per: 1 },
  transversale: { win: 11, per: 1 },
  carre: { win: 8, per: 1 },
  sixain: { win: 5, per: 1 },
  douzaine: { win: 2, per: 1 },
  colonne: { win: 2, per: 1 },
  deuxDouzaines: { win: 1, per: 2 },
  deuxColonnes: { win: 1, per: 2 },
  chance: { win: 1, per: 1 },
};

/** What happens to chances simples on zero (RULES.md A.2 table option `zeroRule`). */
export type ZeroRule = 'partage' | 'prison';

/** How a chip fared: won, lost, halved by zero under partage, or imprisoned by zero. */
export type ChipOutcome = 'won' | 'lost' | 'partage' | 'prison';

/** A settled chip: its outcome and the amount returned to the player, stake included. */
export interface SettledChip {
  /** What happened to the stake. */
  readonly outcome: ChipOutcome;
  /** Returned to the player, stake included (0 when lost or imprisoned). */
  readonly returned: Cents;
}

// Most chips lose: one shared, frozen answer spares the settlement of a stadium spin an allocation each.
const LOST: SettledChip = Object.freeze({ outcome: 'lost', returned: ZERO });

/** Stake plus the kind's gain: what a winning chip returns. */
export function winningReturn(kind: SpotKind, stake: Cents): Cents {
  const { win, per } = PAYOUT[kind];
  return add(stake, per === 1 ? times(stake, win) : ratio(stake, win, per, 'down'));
}

/**
 * Settles a stake on `spot` for winning pocket `pocket`. On zero a chance simple is halved under
 * partage (half the stake back, rounded up to the cent, so the player never loses more than half)
 * or goes to prison (nothing returned now; prison.ts settles it on the next spin) (RULES.md A.2).
 * Every other bet loses on zero unless it covers zero (Part B §5.3).
 */
export function settleSpot(
  spot: RouletteSpot,
  stake: Cents,
  pocket: number,
  zeroRule: ZeroRule,
): SettledChip {
  if (spot.kind === 'chance') {
    if (pocket === 0) {
      return zeroRule === 'partage'
        ? { outcome: 'partage', returned: ratio(stake, 1, 2, 'up') }
        : { outcome: 'prison', returned: ZERO };
    }
    return chanceCovers(spot.chance, pocket)
      ? { outcome: 'won', returned: winningReturn('chance', stake) }
      : LOST;
  }
  return spotCoversPocket(spot, pocket)
    ? { outcome: 'won', returned: winningReturn(spot.kind, stake) }
    : LOST;
}

/** The skeleton's entry point, kept for the hub: `settleSpot` under the default partage rule. */
export function settleChip(spot: RouletteSpot, stake: Cents, pocket: number): SettledChip {
  return settleSpot(spot, stake, pocket, 'partage');
}
