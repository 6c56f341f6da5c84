// Exact probabilities of punto banco by enumerating the shoe without replacement (issue 4,
// A.6): every sequence of up to six card values, weighted by how many ways the shoe deals it.
// Integer counts in BigInt, so the returns are exact fractions.
import { bancoDraws, puntoDraws } from './drawing.ts';

/** Exact counts of ordered six-card deals by outcome, over a common denominator. */
export interface CoupCounts {
  /** Ordered six-card sequences from a full shoe: N(N−1)…(N−5). */
  readonly total: bigint;
  /** Punto wins. */
  readonly punto: bigint;
  /** Banco wins with a final total of 6 (pays half under the alternative paytable). */
  readonly bancoSix: bigint;
  /** Banco wins with any other total. */
  readonly bancoOther: bigint;
  /** Égalité. */
  readonly egalite: bigint;
}

/** Enumerates a full shoe of `decks` decks. */
export function countCoups(decks: number): CoupCounts {
  // Value 0 is ten, jack, queen and king: 16 per deck; 1–9 are 4 per deck.
  const left = Array.from({ length: 10 }, (_, v) => BigInt((v === 0 ? 16 : 4) * decks));
  const n = BigInt(52 * decks);
  const tally = { punto: 0n, bancoSix: 0n, bancoOther: 0n, egalite: 0n };
  // Ways to complete the six-card sequence with any cards once `used` cards are fixed.
  const fill = (used: number): bigint => {
    let w = 1n;
    for (let i = used; i < 6; i++) w *= n - BigInt(i);
    return w;
  };
  const record = (p: number, b: number, weight: bigint): void => {
    if (p > b) tally.punto += weight;
    else if (b > p) {
      if (b === 6) tally.bancoSix += weight;
      else tally.bancoOther += weight;
    } else tally.egalite += weight;
  };
  // Draws value v, returning its count (0n when exhausted) and taking it out of the shoe.
  const draw = (v: number): bigint => {
    const c = left[v] as bigint;
    left[v] = c - 1n;
    return c;
  };
  const put = (v: number): void => {
    left[v] = (left[v] as bigint) + 1n;
  };
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = draw(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * draw(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * draw(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * draw(b2);
          // Four cards never exhaust a value (at least 4 of each per deck): w4 is never 0.
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) record(pt, bt, w4 * fill(4));
          else if (!puntoDraws(pt)) {
            if (bancoDraws(bt, null)) {
              for (let b3 = 0; b3 < 10; b3++) {
                const w5 = w4 * draw(b3);
                record(pt, (bt + b3) % 10, w5 * fill(5));
                put(b3);
              }
            } else record(pt, bt, w4 * fill(4));
          } else {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * draw(p3);
              const pf = (pt + p3) % 10;
              if (bancoDraws(bt, p3)) {
                for (let b3 = 0; b3 < 10; b3++) {
                  const w6 = w5 * draw(b3);
                  record(pf, (bt + b3) % 10, w6);
                  put(b3);
                }
              } else record(pf, bt, w5 * fill(5));
              put(p3);
            }
          }
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  return { total: fill(0), ...tally };
}
