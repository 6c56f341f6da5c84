// The seven-card enumeration's loop on a 14-card deck (C(14, 7) = 3,432 hands, every category
// present), counted against the reference evaluator hand by hand; the full 52-card count is
// enumerate.test.ts, too slow to run against every mutant.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { countSevenCardCategories } from '../enumerate.ts';
import { HAND_CATEGORIES } from '../handValue.ts';
import { combinations } from './equityBrute.ts';
import { referenceScore, scoreCategory } from './referenceEvaluator.ts';

// A-2-3-4-5 of spades (a steel wheel) with 9s for a plain flush, aces and nines of every suit for
// quads and full houses, Kc and 6c for kickers and a six-high straight. Shuffled, so that the
// last card of a hand (the innermost loop's) is of every suit, the flush suit included.
const DECK = parseCards('9c As Ah 2s 9h 3s Ad 4s 9d 5s Ac 9s Kc 6c');

describe('seven-card enumeration on a small deck', () => {
  it('counts each category as the reference evaluator does, strongest first', () => {
    const expected = Object.fromEntries([...HAND_CATEGORIES].reverse().map((c) => [c, 0]));
    for (const hand of combinations(DECK, 7)) {
      const name = HAND_CATEGORIES[scoreCategory(referenceScore(hand))]!;
      expected[name] = expected[name]! + 1;
    }
    const counts = countSevenCardCategories(DECK);
    expect(counts).toEqual(expected);
    expect(Object.keys(counts)).toEqual([...HAND_CATEGORIES].reverse());
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(3_432);
    for (const name of HAND_CATEGORIES) expect(counts[name], name).toBeGreaterThan(0);
  });

  it('counts the one hand of a seven-card deck', () => {
    expect(countSevenCardCategories(parseCards('As Ks Qs Js Ts 2c 2d'))['straight-flush']).toBe(1);
    expect(
      Object.values(countSevenCardCategories(parseCards('2c 3d 4h 5s 7c 8d 9h'))).reduce((a, b) => a + b),
    ).toBe(1);
  });
});
