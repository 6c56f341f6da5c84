// The wheel of fortune as data (seed 000, "roue de la chance électronique"; RULES.md A.4): 52 main
// segments in seven colours and the 6-segment bonus wheel.

/** A main-wheel segment: a value with its colour, or the purple "Bonus". */
export type WheelSymbol = '2' | '4' | '6' | '16' | '24' | '48' | 'bonus';

/** Colour, payout ratio ("N pour 1"), segment count and maximum (× minimum) of each symbol (seed 000). */
export const WHEEL_SYMBOLS: Readonly<
  Record<
    WheelSymbol,
    { readonly colour: string; readonly ratio: number; readonly count: number; readonly maxMultiple: number }
  >
> = {
  '2': { colour: 'vert foncé', ratio: 2, count: 24, maxMultiple: 100 },
  '4': { colour: 'vert clair', ratio: 4, count: 12, maxMultiple: 50 },
  '6': { colour: 'jaune', ratio: 6, count: 8, maxMultiple: 25 },
  '16': { colour: 'rouge', ratio: 16, count: 3, maxMultiple: 12 },
  '24': { colour: 'orange', ratio: 24, count: 2, maxMultiple: 10 },
  '48': { colour: 'bleu ciel', ratio: 48, count: 1, maxMultiple: 5 },
  // The purple bet is a fixed stake; its ratio comes from the bonus wheel.
  bonus: { colour: 'violet', ratio: 0, count: 2, maxMultiple: 0 },
};

/** Every symbol, in paytable order. */
export const WHEEL_SYMBOL_LIST: readonly WheelSymbol[] = ['2', '4', '6', '16', '24', '48', 'bonus'];

/** The 52 main segments in wheel order. [GAP] the seed gives counts, not order: spread evenly. */
// prettier-ignore
export const MAIN_WHEEL: readonly WheelSymbol[] = [
  '2', '4', '2', '6', '2', '4', '2', '16', '2', '6', '4', '2', '24', 'bonus', '2', '4', '2', '6', '2', '4', '2', '2', '6', '4', '2', '16',
  '48', '2', '4', '2', '6', '2', '4', '2', '2', '6', '4', '2', '24', 'bonus', '2', '4', '2', '6', '16', '2', '4', '2', '2', '6', '4', '2',
];

/** The bonus wheel: six segments, one each of 5, 20, 50, 100, 250, 1000 "pour 1" (seed 000). */
export const BONUS_WHEEL: readonly { readonly colour: string; readonly ratio: number }[] = [
  { colour: 'vert', ratio: 5 },
  { colour: 'rouge', ratio: 20 },
  { colour: 'bleu', ratio: 50 },
  { colour: 'orange', ratio: 100 },
  { colour: 'jaune', ratio: 250 },
  { colour: 'violet', ratio: 1000 },
];
