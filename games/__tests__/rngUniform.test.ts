// The proof that the mapping is exactly uniform, and the chi-square check of the CSPRNG
// (DESIGN.md "Randomness").
import { describe, expect, it } from 'vitest';
import { type RandomSource, createRng, cryptoSource, sample } from '../rng.ts';

const WORD_BITS = 16;
const SPACE = 2 ** WORD_BITS;

/** Yields 0, 1, …, 2¹⁶ − 1 and starts again: every word of the space exactly once per cycle. */
function everyWordSource(): RandomSource {
  let next = 0;
  return {
    fill(words) {
      for (let i = 0; i < words.length; i++) {
        words[i] = next;
        next = (next + 1) % SPACE;
      }
    },
  };
}

// Upper 1 % points of the chi-square distribution (computed from the regularised gamma function).
const CHI2_99: Readonly<Record<number, number>> = {
  5: 15.0863,
  8: 20.0902,
  26: 45.6417,
  36: 58.6192,
  51: 77.386,
};

describe('rng mapping is exactly uniform', () => {
  it('for every n from 2 to 416, one pass over every 16-bit word yields each value equally often', () => {
    for (let n = 2; n <= 416; n++) {
      const rng = createRng(everyWordSource(), WORD_BITS);
      const bucket = Math.floor(SPACE / n);
      const counts = new Uint32Array(n);
      // The accepted words are exactly 0 … bucket·n − 1 and come first in the cycle: bucket·n draws
      // consume them all; each value must then have come out exactly `bucket` times.
      for (let i = 0; i < bucket * n; i++) counts[rng.int(n)]! += 1;
      for (let v = 0; v < n; v++) if (counts[v] !== bucket) expect.fail(`n=${n} value ${v}: ${counts[v]}`);
      // The next draw skips the rejected tail (bucket·n … 2¹⁶ − 1) and restarts at word 0 → value 0.
      expect(rng.int(n)).toBe(0);
    }
  });

  it('refuses a word wider than the declared width (a broken source is a bug, not a draw)', () => {
    const wide: RandomSource = { fill: (w) => w.fill(SPACE) };
    expect(() => createRng(wide, WORD_BITS).int(6)).toThrow(RangeError);
  });

  it('samples k distinct elements', () => {
    const rng = createRng(cryptoSource);
    const drawn = sample(
      rng,
      Array.from({ length: 37 }, (_, i) => i),
      5,
    );
    expect(new Set(drawn).size).toBe(5);
    expect(() => sample(rng, [1, 2], 3)).toThrow(RangeError);
  });
});

// Each of these fails by design with probability 1 %; one retry makes a spurious red 10⁻⁴.
describe('CSPRNG chi-square at 99 % on 10⁶ draws', { retry: 1 }, () => {
  for (const n of [9, 27, 37, 52, 6]) {
    it(`n = ${n}`, () => {
      const draws = 1_000_000;
      const rng = createRng(cryptoSource);
      const counts = new Float64Array(n);
      for (let i = 0; i < draws; i++) counts[rng.int(n)]! += 1;
      const expected = draws / n;
      let chi2 = 0;
      for (const c of counts) chi2 += (c - expected) ** 2 / expected;
      expect(chi2).toBeLessThan(CHI2_99[n - 1]!);
    });
  }
});
