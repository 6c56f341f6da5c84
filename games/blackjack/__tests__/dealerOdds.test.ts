// The dealer's final odds (dealerOdds.ts) and the shoe arithmetic under them (composition.ts):
// small shoes worked out by hand from RULES.md A.5 (draws to 16, stands on every 17, soft 17
// included; no hole card, so a blackjack is his up card and the next card making 21), and a
// one-deck shoe against the plain recursion of analysisReference.ts.
import { describe, expect, it } from 'vitest';
import { bestTotal, chance, fullShoe, put, take, type Composition } from '../composition.ts';
import { BLACKJACK, BUST, dealerOdds } from '../dealerOdds.ts';
import { type Left, naiveDealer, shoeOf } from './analysisReference.ts';

/** A composition holding exactly `left`. */
const composition = (left: Left): Composition => ({
  counts: Int32Array.from(left),
  total: left.reduce((s, c) => s + c, 0),
});
const odds = (left: Left, up: number): number[] => Array.from(dealerOdds(composition(left), up));

describe('the shoe by value (composition.ts)', () => {
  it('a full shoe holds 4 cards of each value 1–9 and 16 tens per deck', () => {
    for (const decks of [1, 6]) {
      const shoe = fullShoe(decks);
      expect(Array.from(shoe.counts)).toEqual([0, ...Array<number>(9).fill(4 * decks), 16 * decks]);
      expect(shoe.total).toBe(52 * decks);
    }
  });

  it('takes and puts back one card, and gives the chance of the next value', () => {
    const shoe = fullShoe(1);
    take(shoe, 10);
    expect([shoe.counts[10], shoe.total]).toEqual([15, 51]);
    expect(chance(shoe, 10)).toBe(15 / 51);
    expect(chance(shoe, 1)).toBe(4 / 51);
    put(shoe, 10);
    put(shoe, 3);
    expect([shoe.counts[10], shoe.counts[3], shoe.total]).toEqual([16, 5, 53]);
    expect(chance(composition(shoeOf({})), 5)).toBe(0);
  });

  it('counts an ace as 11 when that does not bust (B §6.6)', () => {
    expect([bestTotal(11, true), bestTotal(12, true), bestTotal(2, true), bestTotal(11, false)]).toEqual([
      21, 12, 12, 11,
    ]);
  });
});

describe('the dealer final odds', () => {
  it('index 17–21 at 0–4, then bust at 5 and blackjack at 6', () => {
    expect([BUST, BLACKJACK]).toEqual([5, 6]);
  });

  it('a ten up draws once from a shoe of one 10 and one 7: 20 or 17, half each', () => {
    expect(odds(shoeOf({ 7: 1, 10: 1 }), 10)).toEqual([0.5, 0, 0, 0.5, 0, 0, 0]);
  });

  it('stands on a soft 17 (A and 6) and on a hard 17, draws on 16', () => {
    expect(odds(shoeOf({ 6: 3 }), 1)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(odds(shoeOf({ 7: 2 }), 10)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    // 10 + 10 = 20 stands; 10 + 6 = 16 draws the other 10 and busts.
    expect(odds(shoeOf({ 6: 1, 10: 1 }), 10)).toEqual([0, 0, 0, 0.5, 0, 0.5, 0]);
    // 10 + 6 = 16, then 5 makes 21 in three cards (not a blackjack); 10 + 5 = 15, then 6: 21 too.
    expect(odds(shoeOf({ 6: 1, 5: 1 }), 10)).toEqual([0, 0, 0, 0, 1, 0, 0]);
  });

  it('a blackjack is the up card and the next one only: A up and a ten, or 10 up and an ace', () => {
    expect(odds(shoeOf({ 10: 3, 9: 1 }), 1)).toEqual([0, 0, 0, 0.25, 0, 0, 0.75]);
    expect(odds(shoeOf({ 1: 1, 8: 1 }), 10)).toEqual([0, 0.5, 0, 0, 0, 0, 0.5]);
    // 5 up, then 6 and 10: 21 in three cards is a plain 21.
    expect(odds(shoeOf({ 6: 1, 10: 1 }), 5)).toEqual([0, 0, 0, 0, 1, 0, 0]);
  });

  it('a shoe that runs out before he stops leaves that path out (no 0/0)', () => {
    // 10 up, then the one 6: 16, and nothing left to draw.
    expect(odds(shoeOf({ 6: 1 }), 10)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('a soft hand turns hard when a ten would bust it: A,5 then 10 is 16, then draws', () => {
    // Up ace; cards 5, 10, 2 (one each). Orders: 5 first (1/3): soft 16, then 10 → hard 16, then 2 → 18;
    // or 2 → soft 18. 10 first (1/3): blackjack. 2 first (1/3): soft 13, then 5 → soft 18, or 10 → hard 13, then 5 → 18.
    const got = odds(shoeOf({ 2: 1, 5: 1, 10: 1 }), 1);
    expect(got[1]).toBeCloseTo(2 / 3, 15);
    expect(got[BLACKJACK]).toBeCloseTo(1 / 3, 15);
    expect(got[0]! + got[2]! + got[3]! + got[4]! + got[BUST]!).toBe(0);
  });

  it('without replacement: a 7 up with two 5s, a 6 and a 2 in the shoe', () => {
    const got = odds(shoeOf({ 2: 1, 5: 2, 6: 1 }), 7);
    // By hand: first 5 (1/2): then 5 (1/3) 17; 6 (1/3) 18; 2 (1/3) 14 → 5 or 6 (1/2 each) → 19, 20.
    // First 6 (1/4): then 5 (2/3) 18; 2 (1/3) 15 → 5 → 20. First 2 (1/4): 9 → 5 (2/3) 14 → 5 (1/2) 19, 6 (1/2) 20;
    // → 6 (1/3) 15 → 5 → 20.
    const p17 = (1 / 2) * (1 / 3);
    const p18 = (1 / 2) * (1 / 3) + (1 / 4) * (2 / 3);
    const p19 = (1 / 2) * (1 / 3) * (1 / 2) + (1 / 4) * (2 / 3) * (1 / 2);
    const p20 =
      (1 / 2) * (1 / 3) * (1 / 2) + (1 / 4) * (1 / 3) + (1 / 4) * (2 / 3) * (1 / 2) + (1 / 4) * (1 / 3);
    [p17, p18, p19, p20, 0, 0, 0].forEach((p, i) => expect(got[i]).toBeCloseTo(p, 15));
  });

  it('equal the plain recursion for every up card on one deck less a 10 and a 6', () => {
    for (let up = 1; up <= 10; up++) {
      const shoe = fullShoe(1);
      for (const v of [up, 10, 6]) take(shoe, v);
      const expected = naiveDealer(Array.from(shoe.counts), up);
      const got = Array.from(dealerOdds(shoe, up));
      got.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 14));
    }
  });
});
