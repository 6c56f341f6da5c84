// The winning pocket a detector or croupier may report (RULES.md A.2: single zero, 0–36): kills
// issue 14's survivor "an out-of-range pocket 37 accepted as a result".
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { isPocket } from '../layout.ts';
import { DEFAULT_ROULETTE_OPTIONS } from '../options.ts';
import { rouletteRules } from '../rules.ts';

const accepts = (pocket: number): boolean => rouletteRules.isOutcome(DEFAULT_ROULETTE_OPTIONS, { pocket });

describe('roulette: which results are pockets', () => {
  it('accepts every pocket from 0 to 36', () => {
    for (let n = 0; n <= 36; n++) {
      expect(accepts(n)).toBe(true);
      expect(isPocket(n)).toBe(true);
    }
  });

  it.each([37, 38, -1, 0.5, 36.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (pocket) => {
    expect(accepts(pocket)).toBe(false);
    expect(isPocket(pocket)).toBe(false);
  });

  it('draws a pocket from 37 equally likely values (the RNG is asked for 37)', () => {
    const asked: number[] = [];
    const rng = { int: (n: number) => (asked.push(n), n - 1) };
    expect(rouletteRules.draw(DEFAULT_ROULETTE_OPTIONS, rng)).toEqual({ pocket: 36 });
    expect(asked).toEqual([37]);
    // Every value the real RNG returns for 37 is an accepted pocket.
    const words = new Uint32Array([0, 2 ** 32 - 1 - (2 ** 32 % 37)]);
    const fixed = createRng({ fill: (w) => w.set(words.subarray(0, Math.min(w.length, 2))) });
    expect(accepts(rouletteRules.draw(DEFAULT_ROULETTE_OPTIONS, fixed).pocket)).toBe(true);
  });
});
