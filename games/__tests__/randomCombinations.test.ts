// `sample`, the draw of a random combination of pleins (RULES.md A.2 "random combinations proposed
// by the device"): every ordered choice of k distinct items is drawn by exactly one sequence of RNG
// answers. Kills issue 14's survivor "the RNG's `sample` drawing pleins 0, 1, 2… for every random
// combination"; the expectations are counted by hand, not by the code.
import { describe, expect, it } from 'vitest';
import { type Rng, createRng, intBetween, sample, seededSource, shuffle } from '../rng.ts';

/** An RNG that answers `answers` in order and records the range of every question. */
function scripted(answers: readonly number[]): Rng & { asked: number[] } {
  const asked: number[] = [];
  let i = 0;
  return {
    asked,
    int(n) {
      asked.push(n);
      const a = answers[i++];
      if (a === undefined || a < 0 || a >= n) throw new Error(`no answer in [0, ${n})`);
      return a;
    },
  };
}

describe('sample: k distinct items by a partial Fisher–Yates', () => {
  it('asks for n, n − 1, … n − k + 1 and swaps each answer into place', () => {
    const rng = scripted([3, 0, 1]);
    // [a b c d e]: pick index 3 (d) → [d b c a e]; pick 1 + 0 (b); pick 2 + 1 (a) → d b a.
    expect(sample(rng, ['a', 'b', 'c', 'd', 'e'], 3)).toEqual(['d', 'b', 'a']);
    expect(rng.asked).toEqual([5, 4, 3]);
  });

  it('all 4 × 3 answer pairs give the 12 ordered pairs of distinct pleins out of 0–3, once each', () => {
    const drawn = new Set<string>();
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 3; b++) drawn.add(sample(scripted([a, b]), [0, 1, 2, 3], 2).join(','));
    }
    const expected = new Set<string>();
    for (let x = 0; x < 4; x++) for (let y = 0; y < 4; y++) if (x !== y) expected.add(`${x},${y}`);
    expect(drawn).toEqual(expected);
  });

  it('over 37 pockets, every pocket is drawn in about k/37 of 20 000 combinations of 8', () => {
    const rng = createRng(seededSource(14));
    const pockets = Array.from({ length: 37 }, (_, n) => n);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const combo = sample(rng, pockets, 8);
      expect(new Set(combo).size).toBe(8);
      for (const n of combo) counts[n] = (counts[n] ?? 0) + 1;
    }
    // Expected 20 000 × 8 / 37 ≈ 4 324 per pocket; ± 6 standard deviations (√(4 324 × 29/37) ≈ 58).
    for (const c of counts) expect(Math.abs(c - 4_324)).toBeLessThan(350);
  });

  it('takes zero to all items, and refuses a size outside that', () => {
    expect(sample(scripted([]), [1, 2, 3], 0)).toEqual([]);
    expect(sample(scripted([2, 1, 0]), [1, 2, 3], 3)).toEqual([3, 1, 2]);
    expect(() => sample(scripted([]), [1, 2, 3], 4)).toThrow(new RangeError('bad sample size: 4'));
    expect(() => sample(scripted([]), [1, 2, 3], -1)).toThrow(RangeError);
    expect(() => sample(scripted([]), [1, 2, 3], 1.5)).toThrow(RangeError);
  });

  it('leaves the caller’s list untouched', () => {
    const items = [0, 1, 2, 3];
    sample(scripted([3, 2]), items, 2);
    expect(items).toEqual([0, 1, 2, 3]);
  });
});

describe('shuffle and intBetween', () => {
  it('shuffle asks for n, n − 1 … 2 and swaps from the end', () => {
    const rng = scripted([0, 0, 0]);
    // [a b c d]: i=3 j=0 → [d b c a]; i=2 j=0 → [c b d a]; i=1 j=0 → [b c d a].
    expect(shuffle(rng, ['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    expect(rng.asked).toEqual([4, 3, 2]);
  });

  it('intBetween covers both ends inclusive', () => {
    expect(intBetween(scripted([0]), 5, 9)).toBe(5);
    expect(intBetween(scripted([4]), 5, 9)).toBe(9);
    const rng = scripted([0]);
    intBetween(rng, -3, 3);
    expect(rng.asked).toEqual([7]);
  });
});
