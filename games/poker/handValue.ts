// Hand values: every five-card poker hand maps to one of 7,462 equivalence classes, numbered
// 1 (7-5-4-3-2 offsuit) … 7,462 (royal flush). Higher is better; equal values split the pot.

/** Hand categories, weakest first; the keys of the `--enumerate` report (issue 4). */
export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;

/** One hand category, e.g. `full-house`. */
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** A hand's strength, 1…7462: compare with `<`/`>`; equal means a split. */
export type HandValue = number;

/** Category index (0 = high card … 8 = straight flush) as a number for the tables. */
export type CategoryIndex = number;

/**
 * A class key that sorts like hand strength: category then up to five tie-break ranks, base 13.
 * Used only to number the classes when the tables are built.
 */
export function classKey(category: CategoryIndex, ranks: readonly number[]): number {
  let key = category;
  for (let i = 0; i < 5; i++) key = key * 13 + (ranks[i] ?? 0);
  return key;
}
