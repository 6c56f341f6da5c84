// Roulette stake limits (RULES.md A.1, A.2; art. 53 in Part B §5.2): every maximum is a multiple of
// the table minimum and applies per player per spin to the total staked on one spot.
import { type Cents, add, isMultipleOf, cents, max, times, ZERO } from '../money.ts';
import { type RouletteSpot, type SpotKind, spotKey } from './bets.ts';
import { isLegalSpot } from './combinations.ts';
import { PAYOUT } from './settle.ts';

/** Art. 53 maxima as multiples of the table minimum: the defaults of `maxMultiples`. */
export const ART_53_MAX_MULTIPLES: Readonly<Record<SpotKind, number>> = {
  plein: 30,
  cheval: 60,
  transversale: 100,
  carre: 120,
  sixain: 200,
  douzaine: 500,
  colonne: 500,
  deuxDouzaines: 2000,
  deuxColonnes: 2000,
  chance: 1000,
};

/** The limits a roulette table opens with (fixed for the session, RULES.md A.1). */
export interface RouletteLimits {
  /** The table minimum per chip. */
  readonly tableMinimum: Cents;
  /** Maximum per spot kind as a multiple of the table minimum. */
  readonly maxMultiples: Readonly<Record<SpotKind, number>>;
}

/** A chip to be staked: where, and how much. */
export interface RouletteChip {
  /** The spot the chip lies on. */
  readonly spot: RouletteSpot;
  /** Its stake. */
  readonly stake: Cents;
}

/** Why a chip was refused; the limit is in the message (RULES.md A.1: never silently reduced). */
export type LimitRejection =
  | { readonly code: 'illegalSpot'; readonly spot: string }
  | { readonly code: 'belowMinimum'; readonly spot: string; readonly minimum: Cents }
  | { readonly code: 'aboveMaximum'; readonly spot: string; readonly maximum: Cents; readonly total: Cents }
  | { readonly code: 'oddStake'; readonly spot: string };

/** The maximum total a player may stake on one spot of `kind` in one spin. */
export function maxStake(limits: RouletteLimits, kind: SpotKind): Cents {
  return times(limits.tableMinimum, limits.maxMultiples[kind]);
}

/**
 * Checks chips a player adds in a spin against the limits, given what the player already staked in
 * that spin (`existing`). Each added chip must lie on a legal spot, reach the player's minimum
 * (never below the table's: A.1), be even on a 1-to-2 bet, and the player's total on its spot must
 * stay within the maximum. The hub calls this for every bet, annonce chips included (A.2).
 */
export function checkRouletteChips(
  limits: RouletteLimits,
  playerMinimum: Cents,
  existing: readonly RouletteChip[],
  added: readonly RouletteChip[],
): LimitRejection | undefined {
  const minimum = max(limits.tableMinimum, playerMinimum);
  // Only the spots being added need the player's totals so far: one pass over the existing chips
  // that sums those alone (a saturated spin re-checks every seat's whole list at each bet).
  const totals = new Map<string, Cents>();
  // Legality first: a malformed spot has no key to name it by (keys stop at the first one).
  const keys: string[] = [];
  for (const chip of added) {
    if (!isLegalSpot(chip.spot)) break;
    const key = spotKey(chip.spot);
    keys.push(key);
    totals.set(key, ZERO);
  }
  for (const chip of existing) {
    const key = spotKey(chip.spot);
    const total = totals.get(key);
    if (total !== undefined) totals.set(key, add(total, chip.stake));
  }
  for (const [i, chip] of added.entries()) {
    const key = keys[i];
    if (key === undefined) return { code: 'illegalSpot', spot: JSON.stringify(chip.spot) };
    if (chip.stake < minimum) return { code: 'belowMinimum', spot: key, minimum };
    if (PAYOUT[chip.spot.kind].per !== 1 && !isMultipleOf(chip.stake, cents(PAYOUT[chip.spot.kind].per))) {
      return { code: 'oddStake', spot: key };
    }
    const total = add(totals.get(key) ?? ZERO, chip.stake);
    const maximum = maxStake(limits, chip.spot.kind);
    if (total > maximum) return { code: 'aboveMaximum', spot: key, maximum, total };
    totals.set(key, total);
  }
  return undefined;
}
