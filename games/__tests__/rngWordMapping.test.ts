// The rejection-sampling map of games/rng.ts word by word (DESIGN.md "Randomness"): with 8-bit
// words, for every range n from 1 to 256 and every word w, the expected draw is computed here from
// the definition — bucket = ⌊256/n⌋, w < bucket·n maps to ⌊w/bucket⌋, any other w is drawn again —
// and compared with the RNG. The same proof as rngUniform.test.ts on a space small enough to run
// against every mutant (that file's 16-bit pass and 10⁶-draw chi-squares take minutes under
// Stryker's instrumentation; they stay in the unit suite).
import { describe, expect, it } from 'vitest';
import { type RandomSource, createRng } from '../rng.ts';

/** A source that yields `words` in order, then `tail` forever; counts the words handed out. */
function words(list: readonly number[], tail = 0): RandomSource & { given: () => number } {
  let i = 0;
  return {
    given: () => i,
    fill(buffer) {
      for (let k = 0; k < buffer.length; k++) buffer[k] = list[i++] ?? tail;
    },
  };
}

describe('rng: every 8-bit word maps as the definition says', () => {
  it('for n from 1 to 256, each accepted word gives ⌊w / bucket⌋ and each rejected one is drawn again', () => {
    for (let n = 1; n <= 256; n++) {
      const bucket = Math.floor(256 / n);
      for (let w = 0; w < 256; w++) {
        // After a rejected word the next word, 0, is taken and maps to 0.
        const expected = w < bucket * n ? Math.floor(w / bucket) : 0;
        const got = createRng(words([w, 0]), 8).int(n);
        if (got !== expected) expect.fail(`n=${n} w=${w}: got ${got}, expected ${expected}`);
      }
    }
  });

  it('draws again over every rejected word: for 7 values, 252 to 255 are skipped', () => {
    // bucket = ⌊256/7⌋ = 36, limit 252: the four words 252…255 are rejected, 251 gives 6.
    const source = words([252, 253, 254, 255, 251]);
    expect(createRng(source, 8).int(7)).toBe(6);
    expect(source.given()).toBe(256); // one buffer of 256 words was filled
    const again = createRng(words([252, 253, 254, 255, 251, 35, 36]), 8);
    expect([again.int(7), again.int(7), again.int(7)]).toEqual([6, 0, 1]);
  });

  it('at 32 bits: 2³² values take every word as it is; 3 values reject the last word', () => {
    expect(createRng(words([0xffff_ffff, 7])).int(2 ** 32)).toBe(0xffff_ffff);
    // bucket = 1 431 655 765, limit = 4 294 967 295: only 2³² − 1 is rejected.
    expect(createRng(words([0xffff_ffff, 0xffff_fffe])).int(3)).toBe(2);
    expect(createRng(words([1_431_655_764])).int(3)).toBe(0);
    expect(createRng(words([1_431_655_765])).int(3)).toBe(1);
  });

  it('asks its source for 256 words at a time, and again only once they are used', () => {
    let fills = 0;
    const source: RandomSource = {
      fill(buffer) {
        fills++;
        buffer.forEach((_, k) => (buffer[k] = k));
      },
    };
    const rng = createRng(source, 8);
    const drawn = Array.from({ length: 257 }, () => rng.int(256));
    expect(fills).toBe(2);
    // Word k of each buffer maps to k for 256 values: 0…255, then 0 from the second buffer.
    expect(drawn).toEqual([...Array.from({ length: 256 }, (_, k) => k), 0]);
  });
});
