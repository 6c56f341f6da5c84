import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { createRng, seededSource } from '../../rng.ts';
import { categoryIndexOf, categoryOf, evaluate } from '../evaluator.ts';
import { RANK_KEYS } from '../tables.ts';
import { referenceScore, scoreCategory } from './referenceEvaluator.ts';

const hand = (names: string): number => evaluate(parseCards(names));

describe('hand evaluator', () => {
  it('gives every category its name', () => {
    expect(categoryOf(hand('As Ks Qs Js Ts 2c 3d'))).toBe('straight-flush');
    expect(categoryOf(hand('Ah Ad Ac As 2c 3d 4h'))).toBe('four-of-a-kind');
    expect(categoryOf(hand('Ah Ad Ac Ks Kc 3d 3h'))).toBe('full-house');
    expect(categoryOf(hand('Ah 9h 7h 4h 2h Kc Kd'))).toBe('flush');
    expect(categoryOf(hand('Ac 2d 3h 4s 5c Kd Kh'))).toBe('straight');
    expect(categoryOf(hand('7c 7d 7h As 5c Kd 2h'))).toBe('three-of-a-kind');
    expect(categoryOf(hand('7c 7d 5h 5s 3c 3d 2h'))).toBe('two-pair');
    expect(categoryOf(hand('7c 7d Ah Ks 3c 9d 2h'))).toBe('pair');
    expect(categoryOf(hand('7c 8d Ah Ks 3c 9d 2h'))).toBe('high-card');
  });

  it('ranks A-2-3-4-5 as the lowest straight and steel wheel as the lowest straight flush', () => {
    expect(hand('Ac 2d 3h 4s 5c')).toBeLessThan(hand('2d 3h 4s 5c 6d'));
    expect(hand('Ah 2h 3h 4h 5h')).toBeLessThan(hand('2h 3h 4h 5h 6h'));
    expect(categoryOf(hand('Ah 2h 3h 4h 5h'))).toBe('straight-flush');
    expect(hand('7c 5d 4h 3s 2c')).toBe(1);
    expect(hand('Ah Kh Qh Jh Th')).toBe(7462);
  });

  it('plays the board, counts kickers only up to five cards, and splits equal hands', () => {
    expect(hand('2c 3d Ah Kh Qh Jh Th')).toBe(hand('4c 5d Ah Kh Qh Jh Th'));
    expect(hand('Ac Ad Kh Ks Qc Jd 2h')).toBe(hand('Ac Ad Kh Ks Qc Jd 3h'));
    expect(hand('Ac Ad Kh Ks Qc Jd 2h')).toBeGreaterThan(hand('Ac Ad Kh Ks Jc Td 9h'));
    expect(categoryOf(hand('Ac Ad Ah Kc Kd Kh 2s'))).toBe('full-house');
    expect(hand('Ac Ad Ah Kc Kd Kh 2s')).toBe(hand('Ac Ad Ah Kc Kd 3h 2s'));
  });

  it('evaluates five and six cards like seven', () => {
    expect(evaluate(parseCards('As Ks Qs Js 9s'))).toBe(hand('As Ks Qs Js 9s 2c 3d'));
    expect(evaluate(parseCards('As Ks Qs Js 9s 8s'))).toBe(hand('As Ks Qs Js 9s 2c 3d'));
    expect(() => evaluate(parseCards('As Ks Qs Js'))).toThrow(RangeError);
  });

  it('has rank keys whose sums are distinct over every seven-card rank multiset', () => {
    const seen = new Set<number>();
    let multisets = 0;
    const walk = (rank: number, left: number, sum: number): void => {
      if (rank === 13) {
        if (left === 0) {
          multisets++;
          seen.add(sum);
        }
        return;
      }
      for (let n = 0; n <= Math.min(4, left); n++) walk(rank + 1, left - n, sum + n * RANK_KEYS[rank]!);
    };
    walk(0, 7, 0);
    expect(multisets).toBe(49_205);
    expect(seen.size).toBe(49_205);
  });

  it('agrees with a simple reference evaluator on 10⁶ random 5-, 6- and 7-card hands', () => {
    const rng = createRng(seededSource(7));
    // The mapping reference score → value must be a function, one-to-one and monotone.
    const valueOf = new Map<number, number>();
    const scoreOf = new Map<number, number>();
    const mismatches: string[] = [];
    const cards: number[] = [];
    for (let i = 0; i < 1_000_000; i++) {
      const size = i % 10 === 0 ? 5 + (i % 20 === 0 ? 1 : 0) : 7;
      cards.length = 0;
      while (cards.length < size) {
        const c = rng.int(52);
        if (!cards.includes(c)) cards.push(c);
      }
      const score = referenceScore(cards);
      const value = evaluate(cards);
      const known = valueOf.get(score);
      if ((known !== undefined && known !== value) || categoryIndexOf(value) !== scoreCategory(score)) {
        mismatches.push(cards.join(' '));
      }
      valueOf.set(score, value);
      scoreOf.set(value, score);
    }
    expect(mismatches).toEqual([]);
    expect(valueOf.size).toBe(scoreOf.size);
    const values = [...scoreOf.keys()].sort((a, b) => a - b);
    const scores = values.map((v) => scoreOf.get(v)!);
    expect(scores).toEqual(scores.slice().sort((a, b) => a - b));
  }, 120_000);
});
