// The evaluator's lookup tables, built once at first use (≈ 16 MB, well under 100 ms).
// Non-flush hands are looked up by the sum of per-rank keys: the keys below give a distinct sum
// to every multiset of at most seven ranks with at most four of each (proved in the tests), so
// the sum indexes a flat table with no hashing. Flushes are looked up by the suit's rank mask.
import { classKey } from './handValue.ts';
import { flushClass, rankClass } from './classify.ts';

/** Per-rank keys whose sums are unique over all 49,205 seven-card rank multisets. */
export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181] as const;

/** Largest possible seven-card key sum (four aces and three kings). */
export const MAX_RANK_SUM = 4 * 1479181 + 3 * 636345;

/** The lookup tables of the evaluator. */
export interface EvaluatorTables {
  /** Hand value by sum of rank keys of seven cards (non-flush). */
  readonly byRankSum: Uint16Array;
  /** Hand value by rank mask of the flush suit (five or more bits). */
  readonly byFlushMask: Uint16Array;
  /** Category index (0…8) by hand value. */
  readonly categoryOf: Uint8Array;
  /** Hand value by class key, for the five/six-card path. */
  readonly valueOfClass: ReadonlyMap<number, number>;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** Every multiset of `size` ranks with at most four of each, as counts. */
function forEachMultiset(size: number, visit: (counts: number[], keySum: number) => void): void {
  const counts = new Array<number>(13).fill(0);
  const walk = (rank: number, left: number, sum: number): void => {
    if (rank === 13) {
      if (left === 0) visit(counts, sum);
      return;
    }
    for (let n = 0; n <= Math.min(4, left); n++) {
      counts[rank] = n;
      walk(rank + 1, left - n, sum + n * (RANK_KEYS[rank] ?? 0));
    }
    counts[rank] = 0;
  };
  walk(0, size, 0);
}

/** Builds the tables: number the 7,462 classes, then fill both lookups. */
export function buildTables(): EvaluatorTables {
  const keys = new Set<number>();
  forEachMultiset(5, (counts) => keys.add(rankClass(counts)));
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) === 5) keys.add(flushClass(mask));
  const sorted = [...keys].sort((a, b) => a - b);
  const valueOfClass = new Map<number, number>();
  const categoryOf = new Uint8Array(sorted.length + 1);
  sorted.forEach((key, i) => {
    valueOfClass.set(key, i + 1);
    categoryOf[i + 1] = Math.floor(key / classKey(1, []));
  });
  const value = (key: number): number => valueOfClass.get(key) ?? 0;
  const byRankSum = new Uint16Array(MAX_RANK_SUM + 1);
  forEachMultiset(7, (counts, sum) => {
    byRankSum[sum] = value(rankClass(counts));
  });
  const byFlushMask = new Uint16Array(8192);
  for (let mask = 0; mask < 8192; mask++)
    if (popcount(mask) >= 5) byFlushMask[mask] = value(flushClass(mask));
  return { byRankSum, byFlushMask, categoryOf, valueOfClass };
}
