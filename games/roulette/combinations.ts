// Every legal combination of the single-zero layout (RULES.md A.2, Part B §5.2), generated from
// the grid of three columns so that no list is typed by hand.
import { type RouletteSpot, CHANCES, SPOT_KINDS, spotKey } from './bets.ts';

/** The 60 chevaux: 0-1, 0-2, 0-3, then side by side in a row and one above the other. */
export const CHEVAUX: readonly (readonly number[])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  ...Array.from({ length: 35 }, (_, i) => i + 1)
    .filter((n) => n % 3 !== 0)
    .map((n) => [n, n + 1]),
  ...Array.from({ length: 33 }, (_, i) => [i + 1, i + 4]),
];

/** The 14 transversales pleines: the 12 rows and the two trios with zero, 0-1-2 and 0-2-3. */
export const TRANSVERSALES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 3],
  ...Array.from({ length: 12 }, (_, r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]),
];

/** The 23 carrés: 0-1-2-3 (les quatre premiers) and the 22 squares of the grid. */
export const CARRES: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  ...Array.from({ length: 32 }, (_, i) => i + 1)
    .filter((n) => n % 3 !== 0)
    .map((n) => [n, n + 1, n + 3, n + 4]),
];

/** The 11 sixains: two adjacent rows. */
export const SIXAINS: readonly (readonly number[])[] = Array.from({ length: 11 }, (_, r) =>
  Array.from({ length: 6 }, (_, i) => 3 * r + 1 + i),
);

/** Every legal spot of the layout, one of each (37 + 60 + 14 + 23 + 11 + 3 + 3 + 2 + 2 + 6 = 161). */
export const ALL_SPOTS: readonly RouletteSpot[] = [
  ...Array.from({ length: 37 }, (_, n): RouletteSpot => ({ kind: 'plein', number: n })),
  ...CHEVAUX.map((numbers): RouletteSpot => ({ kind: 'cheval', numbers })),
  ...TRANSVERSALES.map((numbers): RouletteSpot => ({ kind: 'transversale', numbers })),
  ...CARRES.map((numbers): RouletteSpot => ({ kind: 'carre', numbers })),
  ...SIXAINS.map((numbers): RouletteSpot => ({ kind: 'sixain', numbers })),
  ...[1, 2, 3].map((dozen): RouletteSpot => ({ kind: 'douzaine', dozen })),
  ...[1, 2, 3].map((column): RouletteSpot => ({ kind: 'colonne', column })),
  ...[1, 2].map((first): RouletteSpot => ({ kind: 'deuxDouzaines', first })),
  ...[1, 2].map((first): RouletteSpot => ({ kind: 'deuxColonnes', first })),
  ...CHANCES.map((chance): RouletteSpot => ({ kind: 'chance', chance })),
];

const LEGAL_KEYS: ReadonlySet<string> = new Set(ALL_SPOTS.map(spotKey));

/**
 * True when a spot (typically parsed from the wire) is one of the layout's combinations: numbers
 * ascending and adjacent as the layout draws them, indexes in range.
 */
export function isLegalSpot(spot: RouletteSpot): boolean {
  // A kind the layout does not have names no key: refuse it before building one.
  if (typeof spot !== 'object' || spot === null || !(SPOT_KINDS as readonly string[]).includes(spot.kind)) {
    return false;
  }
  if ('numbers' in spot && !(Array.isArray(spot.numbers) && spot.numbers.every((n) => Number.isInteger(n)))) {
    return false;
  }
  // A chance's key is its bare name: make sure a forged name cannot pose as another spot's key.
  if (spot.kind === 'chance' && !(CHANCES as readonly string[]).includes(spot.chance)) return false;
  return LEGAL_KEYS.has(spotKey(spot));
}
