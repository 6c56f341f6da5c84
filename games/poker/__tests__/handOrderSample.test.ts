// The hand evaluator against the reference evaluator (referenceEvaluator.ts, best of the 21 five-
// card subsets scored from the definition) on 20 000 random hands: the same order, the same
// categories, equal hands equal. evaluator.test.ts runs the same check on 10⁶ hands; this sample
// is small enough to run against every mutant of games/poker (docs/testing.md).
import { describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../rng.ts';
import { categoryIndexOf, evaluate } from '../evaluator.ts';
import { referenceScore, scoreCategory } from './referenceEvaluator.ts';

describe('hand evaluator, sampled against the reference', () => {
  it('orders 20 000 random 5-, 6- and 7-card hands as the reference does', () => {
    const rng = createRng(seededSource(1_414));
    const pairs: [number, number][] = [];
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const size = 5 + (i % 3);
      const cards: number[] = [];
      while (cards.length < size) {
        const c = rng.int(52);
        if (!cards.includes(c)) cards.push(c);
      }
      const score = referenceScore(cards);
      const value = evaluate(cards);
      if (categoryIndexOf(value) !== scoreCategory(score)) mismatches.push(cards.join(' '));
      pairs.push([score, value]);
    }
    expect(mismatches).toEqual([]);
    // Same order: sorting by the reference score sorts the values, ties for ties.
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (let i = 1; i < pairs.length; i++) {
      const [s0, v0] = pairs[i - 1] as [number, number];
      const [s1, v1] = pairs[i] as [number, number];
      if (s0 === s1 ? v0 !== v1 : v0 >= v1) expect.fail(`scores ${s0} < ${s1} but values ${v0}, ${v1}`);
    }
  });
});
