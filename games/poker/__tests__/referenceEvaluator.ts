// A deliberately simple, independent evaluator for cross-checking (issue 4): try all five-card
// subsets, describe each by sorting its ranks, keep the best. Obvious rather than fast.

/** Score of five cards: category (0 high card … 8 straight flush) then tie-break ranks, base 16. */
export function scoreFive(cards: readonly number[]): number {
  const ranks = cards.map((c) => c >> 2);
  const counts = new Array<number>(13).fill(0);
  for (const r of ranks) counts[r]!++;
  const count = (r: number): number => counts[r]!;
  // Order by (how many of that rank, rank), both descending: K-K-K-2-2 → K K K 2 2.
  const ordered = ranks.slice().sort((x, y) => count(y) - count(x) || y - x);
  const shape = ordered.map(count).join('');
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  let straightTop = -1;
  if (shape === '11111') {
    if (ordered[0]! - ordered[4]! === 4) straightTop = ordered[0]!;
    if (ordered.join(',') === '12,3,2,1,0') straightTop = 3;
  }
  let category: number;
  if (straightTop >= 0 && flush) category = 8;
  else if (shape === '44441') category = 7;
  else if (shape === '33322') category = 6;
  else if (flush) category = 5;
  else if (straightTop >= 0) category = 4;
  else if (shape === '33311') category = 3;
  else if (shape === '22221') category = 2;
  else if (shape === '22111') category = 1;
  else category = 0;
  const ties = straightTop >= 0 ? [straightTop, 0, 0, 0, 0] : ordered;
  return ties.reduce((acc, r) => acc * 16 + r, category);
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
          for (let e = d + 1; e < n; e++)
            best = Math.max(best, scoreFive([cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]));
  return best;
}
