import { describe, expect, it } from 'vitest';
import { type RandomSource, createRng, cryptoSource, seededSource, shuffle } from '../rng.ts';

/** A source that yields every 32-bit word... too many; instead all words of a reduced space. */
function sequenceSource(words: number[]): RandomSource {
  let i = 0;
  return {
    fill(buffer) {
      for (let k = 0; k < buffer.length; k++) buffer[k] = words[i++ % words.length] as number;
    },
  };
}

describe('rng', () => {
  it('maps accepted words by bucket and rejects the tail', () => {
    // n = 3: bucket = floor(2^32/3) = 1431655765, limit = 4294967295 → word 4294967295 is rejected.
    const rng = createRng(sequenceSource([0xffffffff, 0, 1431655765, 2863311530, 1431655764]));
    expect([rng.int(3), rng.int(3), rng.int(3), rng.int(3)]).toEqual([0, 1, 2, 0]);
  });

  it('stays in range from the real CSPRNG', () => {
    const rng = createRng(cryptoSource);
    for (let i = 0; i < 10_000; i++) {
      const v = rng.int(37);
      expect(v >= 0 && v < 37 && Number.isInteger(v)).toBe(true);
    }
  });

  it('replays identically from a seed', () => {
    const a = createRng(seededSource(42));
    const b = createRng(seededSource(42));
    const draws = (r: ReturnType<typeof createRng>) => Array.from({ length: 50 }, () => r.int(1000));
    expect(draws(a)).toEqual(draws(b));
  });

  it('shuffles into a permutation', () => {
    const rng = createRng(seededSource(7));
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffle(rng, deck);
    expect(shuffled).not.toEqual(deck);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
  });
});
