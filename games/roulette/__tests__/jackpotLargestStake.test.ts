// Jackpot option b (RULES.md A.2): the whole pool goes to the winner with the largest global
// stake, shared equally on a tie. Kills issue 14's survivor "`compare` returning 0 for a > b,
// after which jackpot split b pays the whole pool to the smaller stake".
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { jackpotContribution, poolAfter, splitJackpot } from '../jackpot.ts';

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

  it('claims with no stake share equally under either option instead of dividing by nothing', () => {
    const zero = [
      { seat: 1, globalStake: cents(0) },
      { seat: 2, globalStake: cents(0) },
    ];
    const equal = [
      { seat: 1, amount: 501 },
      { seat: 2, amount: 500 },
    ];
    expect(splitJackpot(cents(1_001), zero, 'a')).toEqual(equal);
    expect(splitJackpot(cents(1_001), zero, 'b')).toEqual(equal);
  });

  it('option a gives nothing to a zero stake beside a real one', () => {
    const claims = [
      { seat: 1, globalStake: cents(0) },
      { seat: 2, globalStake: cents(100) },
    ];
    expect(splitJackpot(cents(1_000), claims, 'a')).toEqual([
      { seat: 2, amount: 1_000 },
      { seat: 1, amount: 0 },
    ]);
  });

  it('no claim, no share; the contribution is the rate of the stakes rounded down', () => {
    expect(splitJackpot(cents(1_000), [], 'a')).toEqual([]);
    const config = { variant: 1, split: 'a', contributionBps: 150, resetAmount: cents(0) } as const;
    // 1,5 % of 9,99 € = 14,985 cents → 14.
    expect(jackpotContribution(config, cents(999))).toBe(14);
    expect(poolAfter(cents(10_000), cents(14), cents(10_014), cents(50_000))).toBe(50_000);
    expect(poolAfter(cents(10_000), cents(14), cents(0), cents(0))).toBe(10_014);
  });
});
