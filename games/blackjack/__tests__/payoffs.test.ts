// What a hand wins or loses per original stake in the analysis (payoffs.ts), worked out by hand
// from RULES.md A.5 and settle.ts: 3 to 2 with the table's rounding of the odd cent, half the
// stake back on a surrender (rounded up), a dealer blackjack taking every stake or the original
// one only; a hand's value against given dealer odds, a tie a push.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { payoffsOf, standValue, surrenderValue } from '../payoffs.ts';

/** Dealer odds: 17, 18, 19, 20, 21, bust, blackjack (distinct weights, so each term shows). */
const D = Float64Array.from([0.11, 0.13, 0.07, 0.17, 0.05, 0.29, 0.18]);

describe('the payoffs of a table', () => {
  it('a 5 € minimum: blackjack wins 1.5, a surrender loses 0.5, a dealer blackjack takes every stake', () => {
    expect(payoffsOf(DEFAULT_OPTIONS)).toEqual({
      blackjack: 1.5,
      surrender: 0.5,
      surrenderThenBlackjack: 0.5,
      dealerBlackjack: { first: [1, 2], other: [1, 2] },
    });
  });

  it('a 5.05 € minimum: the 3 to 2 of 757.5 cents rounds by the table, the surrender returns 253 cents', () => {
    const at = (blackjackRounding: 'down' | 'up' | 'halfUp') =>
      payoffsOf({ ...DEFAULT_OPTIONS, minimum: cents(505), blackjackRounding });
    expect(at('down').blackjack).toBe(757 / 505);
    expect(at('up').blackjack).toBe(758 / 505);
    expect(at('halfUp').blackjack).toBe(758 / 505);
    expect(at('down').surrender).toBe(252 / 505);
    expect(at('down').surrenderThenBlackjack).toBe(252 / 505);
  });

  it('under `original`, a dealer blackjack takes the first hand’s stake only, once, and nothing of the other hands', () => {
    expect(payoffsOf({ ...DEFAULT_OPTIONS, dealerBlackjackTakes: 'original' }).dealerBlackjack).toEqual({
      first: [1, 1],
      other: [0, 0],
    });
  });
});

describe('the value of standing', () => {
  it('18 wins on a dealer bust or 17, pushes 18, loses 19–21 and the stated loss to a blackjack', () => {
    expect(standValue(D, 18, 1, 1)).toBeCloseTo(0.29 + 0.11 - 0.07 - 0.17 - 0.05 - 0.18, 15);
    expect(standValue(D, 18, 2, 2)).toBeCloseTo(2 * (0.29 + 0.11 - 0.07 - 0.17 - 0.05) - 2 * 0.18, 15);
    expect(standValue(D, 18, 1, 0)).toBeCloseTo(0.29 + 0.11 - 0.07 - 0.17 - 0.05, 15);
  });

  it('16 and 17 lose to every dealer total above them; 21 beats 17–20 and pushes 21', () => {
    expect(standValue(D, 16, 1, 1)).toBeCloseTo(0.29 - 0.11 - 0.13 - 0.07 - 0.17 - 0.05 - 0.18, 15);
    expect(standValue(D, 17, 1, 1)).toBeCloseTo(0.29 - 0.13 - 0.07 - 0.17 - 0.05 - 0.18, 15);
    expect(standValue(D, 21, 1, 1)).toBeCloseTo(0.29 + 0.11 + 0.13 + 0.07 + 0.17 - 0.18, 15);
    expect(standValue(D, 20, 3, 1)).toBeCloseTo(3 * (0.29 + 0.11 + 0.13 + 0.07 - 0.05) - 0.18, 15);
  });
});

describe('the value of surrendering', () => {
  it('loses the surrender’s part, or the part stated for a dealer blackjack after it', () => {
    const pay = { ...payoffsOf(DEFAULT_OPTIONS), surrender: 0.5, surrenderThenBlackjack: 1 };
    expect(surrenderValue(D, pay)).toBeCloseTo(-(1 - 0.18) * 0.5 - 0.18, 15);
    expect(surrenderValue(D, payoffsOf(DEFAULT_OPTIONS))).toBeCloseTo(-0.5, 15);
  });
});
