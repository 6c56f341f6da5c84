// The value of splitting (splitValue.ts) on a small model whose figures are worked out by hand:
// next-card chances c/55 for c = 1…10, and each split hand's value given its second card. Without
// re-splitting (aces, or the option off), the two hands are each worth the average of a hand over
// its second card. With re-splits to 3 hands, by the rule of A.5 (a pair drawn again is split
// while the box has fewer than 3 hands), written out below.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options.ts';
import type { Role } from '../payoffs.ts';
import { type SplitModel, splitValue } from '../splitValue.ts';

const chance = (c: number): number => c / 55;
/** A hand's value by its second card; the first hand carries more (its own exposure). */
const hand = (role: Role, c: number): number => (c - 5) / 10 - (role === 'first' ? c / 100 : 0);
const model: SplitModel = { chance, hand };
const sum = (f: (c: number) => number, skip?: number): number => {
  let s = 0;
  for (let c = 1; c <= 10; c++) if (c !== skip) s += f(c);
  return s;
};
/** The average of a hand over its second card. */
const mean = (role: Role): number => sum((c) => chance(c) * hand(role, c));

describe('the value of a split', () => {
  it('aces, one split only: the first hand and one other, each over its one card', () => {
    expect(splitValue(DEFAULT_OPTIONS, 1, model)).toBeCloseTo(mean('first') + mean('other'), 14);
  });

  it('no re-split: a pair of 8s is worth the same two hands', () => {
    const noResplit = { ...DEFAULT_OPTIONS, resplit: false };
    expect(splitValue(noResplit, 8, model)).toBeCloseTo(mean('first') + mean('other'), 14);
    expect(splitValue({ ...DEFAULT_OPTIONS, maxHands: 2 }, 8, model)).toBeCloseTo(
      mean('first') + mean('other'),
      14,
    );
  });

  it('re-split to 3 hands: an 8 drawn to a split 8 splits again once', () => {
    const v = 8;
    const q = chance(v);
    // R: a hand's value over the cards that settle it (not an 8); P: a hand keeping a second 8.
    const R = sum((c) => chance(c) * hand('other', c), v);
    const P = hand('other', v);
    // Hands waiting for a card, box of 3 hands (no more splits): each is worth R + qP.
    const full = R + q * P;
    // Box of 2 hands, one waiting: an 8 makes 3 hands, both waiting (2 full); else it settles.
    const oneOfTwo = R + q * 2 * full;
    // Box of 2 hands, two waiting: the first draws; an 8 makes 3 hands, all three waiting.
    const twoOfTwo = R + (1 - q) * oneOfTwo + q * 3 * full;
    // The first hand is the box's first: its own exposure replaces an other hand's.
    const shift = sum((c) => chance(c) * hand('first', c), v) - R + q * (hand('first', v) - P);
    expect(splitValue(DEFAULT_OPTIONS, v, model)).toBeCloseTo(twoOfTwo + shift, 14);
  });

  it('re-split to 4 hands', () => {
    const v = 9;
    const q = chance(v);
    const R = sum((c) => chance(c) * hand('other', c), v);
    const P = hand('other', v);
    // f(waiting, hands) written out from the rule, box limit 4.
    const f = (w: number, h: number): number =>
      w === 0 ? 0 : R + (1 - q) * f(w - 1, h) + q * (h < 4 ? f(w + 1, h + 1) : P + f(w - 1, h));
    const shift = sum((c) => chance(c) * hand('first', c), v) - R + q * (hand('first', v) - P);
    expect(splitValue({ ...DEFAULT_OPTIONS, maxHands: 4 }, v, model)).toBeCloseTo(f(2, 2) + shift, 14);
  });
});
