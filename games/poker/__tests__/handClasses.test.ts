// The 7,462 hand values and their categories, checked against the standard count of distinct
// five-card hands per category (10 straight flushes, 156 quads, 156 full houses, 1,277 flushes,
// 10 straights, 858 trips, 858 two pairs, 2,860 pairs, 1,277 high cards), the flush table's
// masks, and the refusals of `evaluate` for anything that is not five to seven distinct cards of
// the deck.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { categoryIndexOf, categoryOf, evaluate, evaluate7 } from '../evaluator.ts';
import { HAND_CATEGORIES } from '../handValue.ts';
import { buildTables } from '../tables.ts';

const hand = (names: string): number => evaluate(parseCards(names));

// First and last value of each category, weakest first: the running sums of the counts above.
const RANGES = [
  ['high-card', 1, 1277],
  ['pair', 1278, 4137],
  ['two-pair', 4138, 4995],
  ['three-of-a-kind', 4996, 5853],
  ['straight', 5854, 5863],
  ['flush', 5864, 7140],
  ['full-house', 7141, 7296],
  ['four-of-a-kind', 7297, 7452],
  ['straight-flush', 7453, 7462],
] as const;

describe('hand values', () => {
  it('names the category of every value 1…7462 in blocks of the standard sizes', () => {
    for (const [name, first, last] of RANGES) {
      for (let v = first; v <= last; v++) {
        if (categoryOf(v) !== name) expect.fail(`value ${v}: ${categoryOf(v)}, expected ${name}`);
        if (categoryIndexOf(v) !== HAND_CATEGORIES.indexOf(name)) expect.fail(`index of value ${v}`);
      }
    }
  });

  it('puts the weakest and strongest hand of each category at the ends of its block', () => {
    const ends = [
      ['7c 5d 4h 3s 2c', 'Ac Kd Qh Js 9c'],
      ['2c 2d 3h 4s 5c', 'Ac Ad Kh Qs Jc'],
      ['3c 3d 2h 2s 4c', 'Ac Ad Kh Ks Qc'],
      ['2c 2d 2h 3s 4c', 'Ac Ad Ah Ks Qc'],
      ['Ac 2d 3h 4s 5c', 'Tc Jd Qh Ks Ac'],
      ['7h 5h 4h 3h 2h', 'Ah Kh Qh Jh 9h'],
      ['2c 2d 2h 3s 3c', 'Ac Ad Ah Ks Kc'],
      ['2c 2d 2h 2s 3c', 'Ac Ad Ah As Kc'],
      ['Ah 2h 3h 4h 5h', 'Th Jh Qh Kh Ah'],
    ];
    ends.forEach(([weakest, strongest], i) => {
      const [, first, last] = RANGES[i]!;
      expect(hand(weakest!)).toBe(first);
      expect(hand(strongest!)).toBe(last);
    });
    // The next-to-best straight flush and the largest seven-card rank sum (four aces, three kings).
    expect(hand('9s Ts Js Qs Ks')).toBe(7461);
    const [a, b, c, d, e, f, g] = parseCards('Ac Ad Ah As Kc Kd Kh') as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    expect(evaluate7(a, b, c, d, e, f, g)).toBe(7452);
    expect(categoryOf(hand('Ac Ad Ah As Kc Kd Kh'))).toBe('four-of-a-kind');
  });

  it('the flush table values a suit of five ranks or more as a flush, and fewer ranks, no flush, as 0 (no hand)', () => {
    const { byFlushMask } = buildTables();
    const ranks = (mask: number): number => [...Array(13).keys()].filter((r) => mask & (1 << r)).length;
    const masks = [...Array(8192).keys()];
    const short = masks.filter((m) => ranks(m) < 5);
    // C(13,0) + C(13,1) + C(13,2) + C(13,3) + C(13,4) = 1 + 13 + 78 + 286 + 715.
    expect(short).toHaveLength(1_093);
    expect(short.filter((m) => byFlushMask[m] !== 0)).toEqual([]);
    const values = masks.filter((m) => ranks(m) >= 5).map((m) => byFlushMask[m]!);
    expect(new Set(values.map((v) => categoryOf(v)))).toEqual(new Set(['flush', 'straight-flush']));
    // Every one of the 1 277 flushes and 10 straight flushes is some mask's best five.
    expect(new Set(values).size).toBe(1_277 + 10);
  });

  it('calls a value outside 1…7462 a high card rather than failing', () => {
    expect(categoryOf(0)).toBe('high-card');
    expect(categoryOf(7463)).toBe('high-card');
  });
});

describe('evaluate refuses what is not a hand', () => {
  it('refuses fewer than five or more than seven cards', () => {
    expect(() => evaluate([])).toThrow(new RangeError('cannot evaluate 0 cards'));
    expect(() => evaluate(parseCards('As Ks Qs Js'))).toThrow(new RangeError('cannot evaluate 4 cards'));
    expect(() => evaluate(parseCards('As Ks Qs Js Ts 9s 8s 7s'))).toThrow(
      new RangeError('cannot evaluate 8 cards'),
    );
  });

  it('refuses a repeated card or a number outside 0…51', () => {
    const notCards = (cards: number[]): RangeError =>
      new RangeError(`cannot evaluate ${cards.join(' ')}: not distinct cards of the deck`);
    for (const cards of [
      [51, 47, 43, 39, 51],
      [0, 4, 8, 12, 17, 0],
      [-1, 4, 8, 12, 17],
      [52, 4, 8, 12, 17],
      [0.5, 4, 8, 12, 17, 21, 25],
    ]) {
      expect(() => evaluate(cards)).toThrow(notCards(cards));
    }
  });

  it('accepts the first and last card of the deck (2c = 0, As = 51)', () => {
    expect(evaluate([0, 5, 10, 15, 20])).toBe(1); // 2c 3d 4h 5s 7c
    expect(evaluate([51, 47, 43, 39, 35])).toBe(7462);
  });
});
