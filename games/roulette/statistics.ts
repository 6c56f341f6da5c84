// Statistics of the last spins as players read them (notes/ui-conventions.md: hot and cold numbers
// over the last 100 spins, rouge/noir, pair/impair, manque/passe, the douzaines). Display only:
// every spin is independent and nothing here predicts one (a responsible-gaming point).
import { chanceCovers } from './bets.ts';

/** How many of the most recent spins the statistics read. */
export const STATISTICS_WINDOW = 100;

/** How many numbers the hot and the cold lists name. */
export const HOT_COLD_COUNT = 5;

/** A number with how often it came out in the window. */
export interface NumberCount {
  readonly number: number;
  readonly count: number;
}

/** The statistics of a window of spins; zero counts apart where it belongs to neither side. */
export interface RouletteStatistics {
  /** Spins read (at most STATISTICS_WINDOW). */
  readonly spins: number;
  /** Count of each number 0–36 (index = number). */
  readonly counts: readonly number[];
  /** The most frequent numbers, most frequent first; ties go to the most recently seen. */
  readonly hot: readonly NumberCount[];
  /** The least frequent numbers, least frequent first; ties go to the longest unseen. */
  readonly cold: readonly NumberCount[];
  readonly zero: number;
  readonly rouge: number;
  readonly noir: number;
  readonly pair: number;
  readonly impair: number;
  readonly manque: number;
  readonly passe: number;
  /** Spins in douzaine 1, 2, 3. */
  readonly dozens: readonly [number, number, number];
}

/**
 * The statistics of `results`, newest first as the snapshot's `lastResults` lists them; only the
 * first STATISTICS_WINDOW are read. Numbers outside 0–36 are a bug upstream and are refused.
 */
export function rouletteStatistics(results: readonly number[]): RouletteStatistics {
  const window = results.slice(0, STATISTICS_WINDOW);
  const counts = Array.from({ length: 37 }, () => 0);
  // The index of the most recent appearance of each number (Infinity: not in the window).
  const lastSeen = Array.from({ length: 37 }, () => Number.POSITIVE_INFINITY);
  window.forEach((n, i) => {
    if (!Number.isInteger(n) || n < 0 || n > 36) throw new RangeError(`not a roulette number: ${n}`);
    counts[n] = (counts[n] ?? 0) + 1;
    if (i < (lastSeen[n] ?? Number.POSITIVE_INFINITY)) lastSeen[n] = i;
  });
  const numbers = counts.map((count, number) => ({ number, count, seen: lastSeen[number] ?? Infinity }));
  const hot = [...numbers]
    .filter((n) => n.count > 0)
    .sort((a, b) => b.count - a.count || a.seen - b.seen || a.number - b.number)
    .slice(0, HOT_COLD_COUNT)
    .map(({ number, count }) => ({ number, count }));
  const cold = [...numbers]
    .sort((a, b) => a.count - b.count || b.seen - a.seen || a.number - b.number)
    .slice(0, HOT_COLD_COUNT)
    .map(({ number, count }) => ({ number, count }));
  const tally = (pred: (n: number) => boolean) => window.filter(pred).length;
  const dozen = (d: number) => tally((n) => n >= 12 * d - 11 && n <= 12 * d);
  return {
    spins: window.length,
    counts,
    hot,
    cold,
    zero: counts[0] ?? 0,
    rouge: tally((n) => chanceCovers('rouge', n)),
    noir: tally((n) => chanceCovers('noir', n)),
    pair: tally((n) => chanceCovers('pair', n)),
    impair: tally((n) => chanceCovers('impair', n)),
    manque: tally((n) => chanceCovers('manque', n)),
    passe: tally((n) => chanceCovers('passe', n)),
    dozens: [dozen(1), dozen(2), dozen(3)],
  };
}
