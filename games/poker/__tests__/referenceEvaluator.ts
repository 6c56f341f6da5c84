// A deliberately simple, independent evaluator for cross-checking (issue 4): try all five-card
// subsets, describe each by sorting its ranks by (count, rank), keep the best. Obvious rather
// than clever; plain loops only so that 10⁶ hands stay within a test's time budget.

const counts = new Array<number>(13).fill(0);
const ordered = new Array<number>(5).fill(0);
const five = new Array<number>(5).fill(0);

/** Score of five cards: category (0 high card … 8 straight flush) then tie-break ranks, base 16. */
export function scoreFive(cards: readonly number[]): number {
  counts.fill(0);
  for (let i = 0; i < 5; i++) {
    const r = cards[i]! >> 2;
    counts[r]!++;
    ordered[i] = r;
  }
  // Order by (how many of that rank, rank), both descending: K-K-K-2-2 → K K K 2 2.
  ordered.sort((x, y) => counts[y]! - counts[x]! || y - x);
  // The count pattern as digits, e.g. 33322 for a full house.
  let shape = 0;
  for (let i = 0; i < 5; i++) shape = shape * 10 + counts[ordered[i]!]!;
  let flush = true;
  for (let i = 1; i < 5; i++) if ((cards[i]! & 3) !== (cards[0]! & 3)) flush = false;
  let straightTop = -1;
  if (shape === 11111) {
    if (ordered[0]! - ordered[4]! === 4) straightTop = ordered[0]!;
    if (ordered[0] === 12 && ordered[1] === 3) straightTop = 3; // A-5-4-3-2, the wheel
  }
  let category: number;
  if (straightTop >= 0 && flush) category = 8;
  else if (shape === 44441) category = 7;
  else if (shape === 33322) category = 6;
  else if (flush) category = 5;
  else if (straightTop >= 0) category = 4;
  else if (shape === 33311) category = 3;
  else if (shape === 22221) category = 2;
  else if (shape === 22111) category = 1;
  else category = 0;
  let score = category;
  for (let i = 0; i < 5; i++)
    score = score * 16 + (straightTop >= 0 ? (i === 0 ? straightTop : 0) : ordered[i]!);
  return score;
}

/** Category of a score. */
export function scoreCategory(score: number): number {
  return Math.floor(score / 16 ** 5);
}

/** Best score over every five-card subset of 5–7 cards. */
export function referenceScore(cards: readonly number[]): number {
  let best = -1;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            five[0] = cards[a]!;
            five[1] = cards[b]!;
            five[2] = cards[c]!;
            five[3] = cards[d]!;
            five[4] = cards[e]!;
            best = Math.max(best, scoreFive(five));
          }
  return best;
}
