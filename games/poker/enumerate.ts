// Exhaustive count of all 133,784,560 seven-card hands by category (issue 4 proof and the
// `rules -- holdem --enumerate` report). Nested loops carry partial key sums, so each hand costs
// one addition per level and one table read: about a second.
import { CARD_RANK_KEY, CARD_SUIT_KEY, categoryIndexOf, valueFromSums } from './evaluator.ts';
import { HAND_CATEGORIES, type HandCategory } from './handValue.ts';

/** Known totals (C(52,7) and per category) that the enumeration must reproduce. */
export const SEVEN_CARD_TOTAL = 133_784_560;

/** Counts every seven-card hand by category. */
export function countSevenCardCategories(): Record<HandCategory, number> {
  const byValue = new Float64Array(7463);
  const rk = CARD_RANK_KEY;
  const sk = CARD_SUIT_KEY;
  const cards = new Int32Array(7);
  for (let a = 0; a < 46; a++) {
    cards[0] = a;
    const ra = rk[a] as number;
    const sa = sk[a] as number;
    for (let b = a + 1; b < 47; b++) {
      cards[1] = b;
      const rb = ra + (rk[b] as number);
      const sb = sa + (sk[b] as number);
      for (let c = b + 1; c < 48; c++) {
        cards[2] = c;
        const rc = rb + (rk[c] as number);
        const sc = sb + (sk[c] as number);
        for (let d = c + 1; d < 49; d++) {
          cards[3] = d;
          const rd = rc + (rk[d] as number);
          const sd = sc + (sk[d] as number);
          for (let e = d + 1; e < 50; e++) {
            cards[4] = e;
            const re = rd + (rk[e] as number);
            const se = sd + (sk[e] as number);
            for (let f = e + 1; f < 51; f++) {
              cards[5] = f;
              const rf = re + (rk[f] as number);
              const sf = se + (sk[f] as number);
              for (let g = f + 1; g < 52; g++) {
                cards[6] = g;
                const v = valueFromSums(rf + (rk[g] as number), sf + (sk[g] as number), cards);
                byValue[v] = (byValue[v] as number) + 1;
              }
            }
          }
        }
      }
    }
  }
  // Strongest first, the order of the issue's `handCategories` keys.
  const counts = Object.fromEntries([...HAND_CATEGORIES].reverse().map((c) => [c, 0])) as Record<
    HandCategory,
    number
  >;
  for (let v = 1; v < byValue.length; v++) {
    const category = HAND_CATEGORIES[categoryIndexOf(v)] ?? 'high-card';
    counts[category] += byValue[v] as number;
  }
  return counts;
}
