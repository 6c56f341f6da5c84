import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Cents,
  MoneyError,
  add,
  allocate,
  cents,
  euros,
  formatEuros,
  parseEuros,
  ratio,
  sum,
  times,
} from '../money.ts';

describe('money', () => {
  it('refuses fractions, NaN and unsafe integers', () => {
    expect(() => cents(0.5)).toThrow(MoneyError);
    expect(() => cents(Number.NaN)).toThrow(MoneyError);
    expect(() => cents(2 ** 53)).toThrow(MoneyError);
    expect(euros(12, 50)).toBe(1250);
  });

  it('sums exactly even when a running total passes 2^53 (issue 10 §6)', () => {
    const max = cents(Number.MAX_SAFE_INTEGER);
    // A float running total rounds 2^53 + 1 to 2^53 and ends one cent short.
    expect(sum([max, cents(2), cents(-2)])).toBe(Number.MAX_SAFE_INTEGER);
    expect(sum([cents(-Number.MAX_SAFE_INTEGER), cents(-3), cents(3)])).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => sum([max, cents(1)])).toThrow(MoneyError);
  });

  it('does not let a plain number pass for money', () => {
    const stake = euros(10);
    // @ts-expect-error a number of chips is not an amount
    const bad: Cents = 5;
    // @ts-expect-error adding a plain number to money does not compile
    add(stake, 3);
    expect(add(stake, cents(bad))).toBe(1005);
  });

  it('rounds ratios as named', () => {
    expect(ratio(cents(1001), 1, 2, 'up')).toBe(501);
    expect(ratio(cents(1001), 1, 2, 'down')).toBe(500);
    expect(ratio(cents(1001), 3, 2, 'down')).toBe(1501);
    expect(ratio(cents(1005), 1, 2, 'halfUp')).toBe(503);
    expect(ratio(cents(-1001), 1, 2, 'down')).toBe(-501);
    expect(ratio(cents(2500), 4, 100, 'down')).toBe(100);
  });

  it('allocates every cent, remainder in the given order', () => {
    expect(allocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(cents(5), [0, 1, 1])).toEqual([0, 3, 2]);
    expect(allocate(cents(1000), [300, 100])).toEqual([750, 250]);
  });

  it('allocation always sums to the whole and respects zero weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(cents(total), weights);
          expect(sum(parts)).toBe(total);
          weights.forEach((w, i) => {
            if (w === 0) expect(parts[i]).toBe(0);
          });
        },
      ),
    );
  });

  it('multiplies by whole numbers only', () => {
    expect(times(euros(10), 36)).toBe(36_000);
    expect(() => times(euros(10), 1.5)).toThrow(MoneyError);
  });
});

describe('money helpers', () => {
  it('compares, bounds and formats', async () => {
    const { compare, max, min, isMultipleOf, formatEuros } = await import('../money.ts');
    expect(compare(cents(1), cents(2))).toBe(-1);
    expect(max(cents(1), cents(2))).toBe(2);
    expect(min(cents(1), cents(2))).toBe(1);
    expect(isMultipleOf(cents(250), cents(50))).toBe(true);
    expect(isMultipleOf(cents(251), cents(2))).toBe(false);
    expect(formatEuros(cents(123456))).toBe('1\u202f234,56 €');
    expect(formatEuros(cents(-5))).toBe('−0,05 €');
  });
});

describe('parseEuros', () => {
  it('reads euros typed the French or the plain way into exact cents', () => {
    const read: [string, number][] = [
      ['150', 15_000],
      ['150,5', 15_050],
      ['150,05', 15_005],
      ['0,29', 29],
      ['0.29', 29],
      ['1 234,50', 123_450],
      ['1\u00a0234,50 €', 123_450],
      ['1\u202f234\u202f567,01', 123_456_701],
      ['1234.50€', 123_450],
      ['  40 € ', 4_000],
      ['007', 700],
      ['0', 0],
      ['9999999999999,99', 999_999_999_999_999],
    ];
    for (const [text, value] of read) expect([text, parseEuros(text)]).toEqual([text, value]);
  });

  it('refuses what is not an amount: signs, three decimals, bad grouping, words, too many digits', () => {
    for (const text of [
      '',
      '€',
      '-5',
      '+5',
      '1,234',
      '1,2,3',
      '1 23',
      '12 345 6',
      '1.234,50',
      ',50',
      '150,',
      '1e3',
      '0x10',
      'cent',
      '150 EUR',
      '10000000000000',
      'Infinity',
      'NaN',
    ])
      expect([text, parseEuros(text)]).toEqual([text, null]);
  });

  it('agrees with the integer cents it formats (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (n) => {
        const whole = Math.floor(n / 100);
        const part = String(n % 100).padStart(2, '0');
        expect(parseEuros(`${whole},${part}`)).toBe(n);
        expect(parseEuros(`${whole}.${part}`)).toBe(n);
        expect(parseEuros(formatEuros(cents(n)))).toBe(n);
      }),
    );
  });
});
