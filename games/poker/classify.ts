// The best five-card class of a set of ranks, computed directly from rank counts (for the
// evaluator's tables, built once). A-2-3-4-5 is the lowest straight (issue 4).
import { classKey } from './handValue.ts';

/** Top rank of the best straight in a 13-bit rank mask (3 = five-high wheel), or −1. */
export function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top--) {
    const run = 0x1f << (top - 4);
    if ((mask & run) === run) return top;
  }
  // The wheel: A-2-3-4-5, the ace counting low.
  return (mask & 0x100f) === 0x100f ? 3 : -1;
}

/** The ranks set in a mask, highest first. */
function ranksDown(mask: number): number[] {
  const out: number[] = [];
  for (let r = 12; r >= 0; r--) if (mask & (1 << r)) out.push(r);
  return out;
}

/** Best class key from five to seven cards of one suit, given their rank mask. */
export function flushClass(mask: number): number {
  const top = straightTop(mask);
  if (top >= 0) return classKey(8, [top]);
  return classKey(5, ranksDown(mask)); // classKey reads the first five
}

/** Best class key ignoring suits, from rank counts (index = rank, 5 to 7 cards in all). */
export function rankClass(counts: readonly number[]): number {
  let mask = 0;
  // The ranks held once, twice, three and four times, highest first.
  const byCount: [number[], number[], number[], number[]] = [[], [], [], []];
  for (let r = 12; r >= 0; r--) {
    const n = counts[r] ?? 0;
    if (n > 0) {
      mask |= 1 << r;
      (byCount[n - 1] as number[]).push(r);
    }
  }
  const [singles, pairs, trips, quads] = byCount;
  const highestExcept = (...skip: number[]): number[] => ranksDown(mask).filter((r) => !skip.includes(r));
  const quad = quads[0];
  if (quad !== undefined) return classKey(7, [quad, ...highestExcept(quad).slice(0, 1)]);
  const trip = trips[0];
  if (trip !== undefined) {
    // A second set of trips serves as the pair of a full house.
    const pair = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    if (pair >= 0) return classKey(6, [trip, pair]);
  }
  const top = straightTop(mask);
  if (top >= 0) return classKey(4, [top]);
  if (trip !== undefined) return classKey(3, [trip, ...highestExcept(trip).slice(0, 2)]);
  const [p1, p2] = pairs;
  if (p1 !== undefined && p2 !== undefined)
    return classKey(2, [p1, p2, ...highestExcept(p1, p2).slice(0, 1)]);
  if (p1 !== undefined) return classKey(1, [p1, ...highestExcept(p1).slice(0, 3)]);
  return classKey(0, singles); // classKey reads the first five
}
