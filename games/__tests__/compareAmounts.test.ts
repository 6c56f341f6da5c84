// Ordering amounts (games/money.ts compare, max, min): the jackpot's option b and every
// "descending stake" remainder order sort with `compare`. Kills issue 14's survivor "`compare`
// returning 0 for a > b"; the expectations come from the sign of the exact difference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, compare, isMultipleOf, max, min, MoneyError } from '../money.ts';

const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);

describe('comparing amounts', () => {
  it('is −1 below, 0 equal, 1 above', () => {
    expect(compare(cents(1), cents(2))).toBe(-1);
    expect(compare(cents(2), cents(2))).toBe(0);
    expect(compare(cents(3), cents(2))).toBe(1);
    expect(compare(cents(-5), cents(-7))).toBe(1);
  });

  it('is the sign of a − b for any two amounts', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(compare(a, b)).toBe(Math.sign(a - b) + 0);
      }),
    );
  });

  it('sorts stakes descending as the jackpot and remainders need', () => {
    const stakes = [300, 5_000, 20, 5_000, 1].map(cents);
    expect([...stakes].sort((a, b) => compare(b, a))).toEqual([5_000, 5_000, 300, 20, 1]);
  });

  it('max and min pick the larger and the smaller, in either order', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(max(a, b)).toBe(a >= b ? a : b);
        expect(max(b, a)).toBe(a >= b ? a : b);
        expect(min(a, b)).toBe(a <= b ? a : b);
        expect(min(b, a)).toBe(a <= b ? a : b);
      }),
    );
  });

  it('a step divides an amount only when the remainder is zero; a step of zero or less is a bug', () => {
    expect(isMultipleOf(cents(0), cents(50))).toBe(true);
    expect(isMultipleOf(cents(100), cents(50))).toBe(true);
    expect(isMultipleOf(cents(149), cents(50))).toBe(false);
    expect(() => isMultipleOf(cents(100), cents(0))).toThrow(MoneyError);
    expect(() => isMultipleOf(cents(100), cents(-50))).toThrow(MoneyError);
  });
});
