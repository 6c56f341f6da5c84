// Jackpot option b (RULES.md A.2): the whole pool goes to the winner with the largest global
// stake, shared equally on a tie. Kills issue 14's survivor "`compare` returning 0 for a > b,
// after which jackpot split b pays the whole pool to the smaller stake".
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { splitJackpot } from '../jackpot.ts';

describe('jackpot split b: the largest global stake takes the pool', () => {
  it('pays 100 € to the 50 € stake, nothing to the 10 € stake, whatever the order of the claims', () => {
    const big = { seat: 3, globalStake: cents(5_000) };
    const small = { seat: 1, globalStake: cents(1_000) };
    expect(splitJackpot(cents(10_000), [small, big], 'b')).toEqual([{ seat: 3, amount: 10_000 }]);
    expect(splitJackpot(cents(10_000), [big, small], 'b')).toEqual([{ seat: 3, amount: 10_000 }]);
  });

  it('shares equally between tied largest stakes, the odd cent to the lower seat', () => {
    const claims = [
      { seat: 5, globalStake: cents(2_000) },
      { seat: 2, globalStake: cents(2_000) },
      { seat: 1, globalStake: cents(300) },
    ];
    expect(splitJackpot(cents(10_001), claims, 'b')).toEqual([
      { seat: 2, amount: 5_001 },
      { seat: 5, amount: 5_000 },
    ]);
  });

  it('option a pays pro rata to global stakes, the remainder by descending stake', () => {
    const claims = [
      { seat: 1, globalStake: cents(100) },
      { seat: 2, globalStake: cents(200) },
    ];
    // 1 000 × 200/300 = 666.67 → 666, 1 000 × 100/300 = 333.33 → 333; the spare cent to seat 2.
    expect(splitJackpot(cents(1_000), claims, 'a')).toEqual([
      { seat: 2, amount: 667 },
      { seat: 1, amount: 333 },
    ]);
  });
});
