// Every operation of games/money.ts on hand-worked figures (DESIGN.md "Money"): exact sums and
// differences, the three roundings on both signs, allocation guards, and the refusals that keep
// a bad amount from ever becoming `Cents` (each with its message, which names the bug in a log).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  ZERO,
  add,
  allocate,
  cents,
  euros,
  formatEuros,
  isCents,
  negate,
  ratio,
  subtract,
  sum,
  times,
} from '../money.ts';

const MAX = Number.MAX_SAFE_INTEGER;

/** The error a call throws, for checking its class, name and message together. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('did not throw');
}

describe('making amounts', () => {
  it('a MoneyError is a RangeError named MoneyError that says what was refused', () => {
    const e = thrown(() => cents(1.5));
    expect(e).toBeInstanceOf(MoneyError);
    expect(e).toBeInstanceOf(RangeError);
    expect(e.name).toBe('MoneyError');
    expect(e.message).toBe('not a safe integer number of cents: 1.5');
  });

  it('euros(12, 50) is 1 250 cents and ZERO is 0', () => {
    expect(euros(12, 50)).toBe(1_250);
    expect(euros(3)).toBe(300);
    expect(ZERO).toBe(0);
  });

  it('isCents is true for safe integers only', () => {
    expect([0, -7, MAX, -MAX].map(isCents)).toEqual([true, true, true, true]);
    expect([0.5, MAX + 1, Number.NaN, Infinity, '12', null, undefined, 12n].map(isCents)).toEqual(
      new Array(8).fill(false),
    );
  });
});

describe('adding, subtracting, negating, multiplying', () => {
  it('subtract and negate give exact, possibly negative, amounts', () => {
    expect(subtract(cents(1_000), cents(250))).toBe(750);
    expect(subtract(cents(250), cents(1_000))).toBe(-750);
    expect(negate(cents(125))).toBe(-125);
    expect(negate(cents(-125))).toBe(125);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e12, max: 1e12 }), (a, b) => {
        expect(add(subtract(cents(a), cents(b)), cents(b))).toBe(a);
        expect(add(cents(a), negate(cents(a)))).toBe(0);
      }),
    );
  });

  it('times refuses a fractional factor with its message', () => {
    expect(times(cents(250), -3)).toBe(-750);
    expect(thrown(() => times(cents(250), 0.5)).message).toBe('not an integer factor: 0.5');
  });
});

describe('exact sums', () => {
  it('sums to the largest safe amount and refuses one cent more, either sign', () => {
    expect(sum([cents(MAX - 1), cents(1)])).toBe(MAX);
    expect(sum([cents(-MAX + 1), cents(-1)])).toBe(-MAX);
    const over = thrown(() => sum([cents(MAX), cents(1)]));
    expect(over).toBeInstanceOf(MoneyError);
    expect(over.message).toBe(`the sum ${MAX + 1} is not a safe integer number of cents`);
    expect(thrown(() => sum([cents(-MAX), cents(-1)])).message).toBe(
      `the sum -${MAX + 1} is not a safe integer number of cents`,
    );
    expect(sum([])).toBe(0);
  });
});

describe('ratio: a × n / d rounded as named', () => {
  it.each([
    // [a, n, d, down, up, halfUp] worked by hand
    [10, 1, 2, 5, 5, 5],
    [7, 1, 2, 3, 4, 4],
    [1, 1, 3, 0, 1, 0],
    [2, 1, 3, 0, 1, 1],
    [1_005, 3, 2, 1_507, 1_508, 1_508],
    [-5, 1, 2, -3, -2, -2],
    [-7, 1, 3, -3, -2, -2],
    [-1, 1, 3, -1, 0, 0],
    [0, 5, 7, 0, 0, 0],
    [1_000, 0, 3, 0, 0, 0],
  ])('%i × %i/%i is %i down, %i up, %i half up', (a, n, d, down, up, halfUp) => {
    expect(ratio(cents(a), n, d, 'down')).toBe(down);
    expect(ratio(cents(a), n, d, 'up')).toBe(up);
    expect(ratio(cents(a), n, d, 'halfUp')).toBe(halfUp);
  });

  it('agrees with floor and ceiling of the exact fraction for any inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (a, n, d) => {
          // Reference: integer floor division computed from the remainder's sign.
          const p = a * n;
          const floor = (p - (((p % d) + d) % d)) / d + 0; // + 0: no −0
          const exact = p % d === 0;
          expect(ratio(cents(a), n, d, 'down')).toBe(floor);
          expect(ratio(cents(a), n, d, 'up')).toBe(exact ? floor : floor + 1);
          expect(ratio(cents(a), n, d, 'halfUp')).toBe(2 * (p - floor * d) >= d ? floor + 1 : floor);
        },
      ),
    );
  });

  it.each([
    [1.5, 2],
    [1, 0],
    [1, -2],
    [1, 2.5],
    [Number.NaN, 2],
  ])('refuses the ratio %s/%s with a MoneyError', (n, d) => {
    const e = thrown(() => ratio(cents(100), n, d, 'down'));
    expect(e).toBeInstanceOf(MoneyError);
    expect(e.message).toBe(`bad ratio ${n}/${d}`);
  });
});

describe('allocate: the guards', () => {
  it('allocates zero into zeros', () => {
    expect(allocate(ZERO, [1, 2, 0])).toEqual([0, 0, 0]);
  });

  it.each([
    [-5, [1], 'cannot allocate a negative amount: -5'],
    [10, [-1, 2], 'bad weight: -1'],
    [10, [1.5, 2], 'bad weight: 1.5'],
    [10, [0, 0], 'cannot allocate over zero weights'],
    [10, [], 'cannot allocate over zero weights'],
  ])('refuses %i over %j: %s', (total, weights, message) => {
    const e = thrown(() => allocate(cents(total), weights));
    expect(e).toBeInstanceOf(MoneyError);
    expect(e.message).toBe(message);
  });
});

describe('formatting euros the French way', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [100, '1,00 €'],
    [99_999, '999,99 €'],
    [100_000, '1\u202f000,00 €'],
    [123_456_789, '1\u202f234\u202f567,89 €'],
    [-123_456_789, '−1\u202f234\u202f567,89 €'],
  ])('%i cents is "%s"', (amount, text) => {
    expect(formatEuros(cents(amount))).toBe(text);
  });

  it('a step of zero is refused with its message', async () => {
    const { isMultipleOf } = await import('../money.ts');
    expect(thrown(() => isMultipleOf(cents(10), ZERO)).message).toBe('bad step: 0');
  });
});
