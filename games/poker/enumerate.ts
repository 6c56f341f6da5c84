// Exhaustive count of all 133,784,560 seven-card hands by category (issue 4 proof and the
// `rules -- holdem --enumerate` report). Nested loops carry partial key sums, so each hand costs
// one addition per level and one table read: about a second.
import { type Card, oneDeck } from '../cards/card.ts';
import {
  CARD_RANK_KEY,
  CARD_SUIT_KEY,
  categoryOf,
  flushBits,
  valueOfFlush,
  valueOfRankSum,
} from './evaluator.ts';
import { HAND_CATEGORIES, type HandCategory } from './handValue.ts';

/** Known totals (C(52,7) and per category) that the enumeration must reproduce. */
export const SEVEN_CARD_TOTAL = 133_784_560;

/**
 * Counts every seven-card hand of `deck` (distinct cards; the 52-card deck by default) by category.
 * A smaller deck runs the same loop in a test's time.
 */
export function countSevenCardCategories(deck: readonly Card[] = oneDeck()): Record<HandCategory, number> {
  const byValue = new Float64Array(7463);
  // Keys per position in `deck`, so that the loops index plain typed arrays.
  const rk = Int32Array.from(deck, (c) => CARD_RANK_KEY[c] ?? 0);
  const sk = Int32Array.from(deck, (c) => CARD_SUIT_KEY[c] ?? 0);
  const dk = Int32Array.from(deck);
  const n = dk.length;
  const cards = new Int32Array(7);
  // Every level runs to n: past its last useful index the levels inside it are simply empty.
  for (let a = 0; a < n; a++) {
    cards[0] = dk[a] as number;
    const ra = rk[a] as number;
    const sa = sk[a] as number;
    for (let b = a + 1; b < n; b++) {
      cards[1] = dk[b] as number;
      const rb = ra + (rk[b] as number);
      const sb = sa + (sk[b] as number);
      for (let c = b + 1; c < n; c++) {
        cards[2] = dk[c] as number;
        const rc = rb + (rk[c] as number);
        const sc = sb + (sk[c] as number);
        for (let d = c + 1; d < n; d++) {
          cards[3] = dk[d] as number;
          const rd = rc + (rk[d] as number);
          const sd = sc + (sk[d] as number);
          for (let e = d + 1; e < n; e++) {
            cards[4] = dk[e] as number;
            const re = rd + (rk[e] as number);
            const se = sd + (sk[e] as number);
            for (let f = e + 1; f < n; f++) {
              cards[5] = dk[f] as number;
              const rf = re + (rk[f] as number);
              const sf = se + (sk[f] as number);
              for (let g = f + 1; g < n; g++) {
                const sg = sf + (sk[g] as number);
                let v: number;
                if (flushBits(sg) === 0) v = valueOfRankSum(rf + (rk[g] as number));
                else {
                  cards[6] = dk[g] as number;
                  v = valueOfFlush(sg, cards);
                }
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
  for (let v = 1; v < byValue.length; v++) counts[categoryOf(v)] += byValue[v] as number;
  return counts;
}
