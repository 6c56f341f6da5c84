// The single-zero roulette cylinder and layout as data (RULES.md A.2, Part B §5.2).

/** Pockets of the single-zero cylinder in wheel order, clockwise from zero (Part B §5.2). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** Number of pockets on the cylinder: 0 to 36. */
export const POCKET_COUNT = 37;

/** The red numbers; every other number from 1 to 36 is black and zero has no colour. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Colour of a pocket as shown on the felt. */
export type PocketColour = 'rouge' | 'noir' | 'vert';

/** The colour of pocket `n`. */
export function pocketColour(n: number): PocketColour {
  if (n === 0) return 'vert';
  return RED_NUMBERS.has(n) ? 'rouge' : 'noir';
}

/** True for an integer pocket number from 0 to 36. */
export function isPocket(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < POCKET_COUNT;
}
