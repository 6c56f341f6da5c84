// The only source of randomness in Tapis (DESIGN.md "Randomness"): the operating system's CSPRNG,
// mapped to a range by rejection sampling and shuffled by Fisher–Yates. A seeded source exists
// for tests and replays only; `Math.random` is banned by lint.

/** Something that fills a buffer with uniformly random 32-bit words. */
export interface RandomSource {
  /** Fills every element of `words` with a uniform 32-bit value. */
  fill(words: Uint32Array): void;
}

/** Uniform random integers, the one interface every game and device draws from. */
export interface Rng {
  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³² (2ʷ for a narrower word width). */
  int(n: number): number;
}

const BUFFER_WORDS = 256;

// games/ sees no DOM or Node types; `crypto.getRandomValues` exists in both runtimes.
interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** The operating system's CSPRNG through Web Crypto, in batches of 256 words. */
export const cryptoSource: RandomSource = {
  fill(words) {
    const { crypto } = globalThis as unknown as { crypto: CryptoLike };
    // getRandomValues refuses more than 65 536 bytes at once.
    for (let offset = 0; offset < words.length; offset += 16_384) {
      crypto.getRandomValues(words.subarray(offset, offset + 16_384));
    }
  },
};

/**
 * Maps a word source to uniform integers by rejection sampling: with `bucket = ⌊2ʷ/n⌋` (w the word
 * width, 32 in production), words at or above `bucket × n` are drawn again and the rest map to
 * `⌊word / bucket⌋`, so every value comes from exactly `bucket` words. `wordBits` below 32 exists
 * so that a test can feed every word of a small space and prove the mapping exactly uniform.
 */
export function createRng(source: RandomSource = cryptoSource, wordBits = 32): Rng {
  if (!Number.isInteger(wordBits) || wordBits < 1 || wordBits > 32) {
    throw new RangeError(`bad word width: ${wordBits}`);
  }
  const space = 2 ** wordBits;
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  const word = (): number => {
    if (next === BUFFER_WORDS) {
      source.fill(buffer);
      next = 0;
    }
    return buffer[next++] as number;
  };
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > space) throw new RangeError(`bad range size: ${n}`);
      const bucket = Math.floor(space / n);
      const limit = bucket * n;
      for (;;) {
        const w = word();
        if (w >= space) throw new RangeError(`word ${w} wider than ${wordBits} bits`);
        if (w < limit) return Math.floor(w / bucket);
      }
    },
  };
}

/** A uniform integer in [min, max], inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + rng.int(max - min + 1);
}

/** A new array with the elements of `items` in uniformly random order (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/**
 * A deterministic source (xoshiro128**, seeded through splitmix32) for tests and replays only:
 * never for a real outcome.
 */
export function seededSource(seed: number): RandomSource {
  let x = seed >>> 0;
  const splitmix = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [splitmix(), splitmix(), splitmix(), splitmix()];
  const rotl = (v: number, k: number): number => ((v << k) | (v >>> (32 - k))) >>> 0;
  return {
    fill(words) {
      for (let i = 0; i < words.length; i++) {
        const [s0, s1, s2, s3] = s as [number, number, number, number];
        words[i] = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
        const t = (s1 << 9) >>> 0;
        s[2] = (s2 ^ s0) >>> 0;
        s[3] = (s3 ^ s1) >>> 0;
        s[1] = (s1 ^ (s[2] as number)) >>> 0;
        s[0] = (s0 ^ (s[3] as number)) >>> 0;
        s[2] = ((s[2] as number) ^ t) >>> 0;
        s[3] = rotl(s[3] as number, 11);
      }
    },
  };
}

/** `k` distinct elements of `items` in random order (a partial Fisher–Yates: random combinations). */
export function sample<T>(rng: Rng, items: readonly T[], k: number): T[] {
  if (!Number.isInteger(k) || k < 0 || k > items.length) throw new RangeError(`bad sample size: ${k}`);
  const out = items.slice();
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(out.length - i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out.slice(0, k);
}
