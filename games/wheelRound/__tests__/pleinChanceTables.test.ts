// What boule and vingt-trois share (seed 002; RULES.md A.3): limits on pleins and chances simples
// as multiples of the table minimum, options within the seed's ranges; and the exact fractions the
// rules reports print (a return such as 8/9, never a float). Figures worked out by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { fadd, fdiv, fmul, frac, fsub, toNumber } from '../exact.ts';
import { type PleinChanceOptions, parsePleinChanceOptions, pleinChanceChecker } from '../pleinChanceTable.ts';

type Spot = { kind: 'plein'; number: number } | { kind: 'chance'; chance: 'rouge' | 'noir' };
const options: PleinChanceOptions = { tableMinimum: cents(100), pleinMaxMultiple: 20, chanceMaxMultiple: 50 };
const check = pleinChanceChecker<'rouge' | 'noir', PleinChanceOptions>(
  (n) => Number.isInteger(n) && n >= 1 && n <= 9,
  (c) => c === 'rouge' || c === 'noir',
);
const chip = (spot: Spot, stake: number) => ({ spot, stake: cents(stake) });
const plein = (n: number): Spot => ({ kind: 'plein', number: n });

describe('plein-and-chances tables', () => {
  it('a plein takes up to 20 × 1 € on each number, a chance up to 50 × 1 €', () => {
    expect(check(options, cents(0), [], [chip(plein(3), 2_000)])).toBeUndefined();
    expect(check(options, cents(0), [], [chip(plein(3), 2_100)])).toEqual({
      code: 'limit',
      detail: { code: 'aboveMaximum', spot: 'plein-3', maximum: 2_000, total: 2_100 },
    });
    expect(check(options, cents(0), [], [chip({ kind: 'chance', chance: 'noir' }, 5_000)])).toBeUndefined();
    expect(check(options, cents(0), [], [chip({ kind: 'chance', chance: 'noir' }, 5_100)])).toEqual({
      code: 'limit',
      detail: { code: 'aboveMaximum', spot: 'noir', maximum: 5_000, total: 5_100 },
    });
  });

  it('each number has its own maximum: 20 € on 3 and 20 € on 4', () => {
    expect(check(options, cents(0), [chip(plein(3), 2_000)], [chip(plein(4), 2_000)])).toBeUndefined();
    expect(check(options, cents(0), [chip(plein(3), 2_000)], [chip(plein(3), 100)])).toMatchObject({
      detail: { code: 'aboveMaximum', spot: 'plein-3' },
    });
  });

  it('refuses a number or a chance the game does not have', () => {
    expect(check(options, cents(0), [], [chip(plein(10), 100)])).toEqual({
      code: 'illegalBet',
      detail: plein(10),
    });
    expect(check(options, cents(0), [], [chip({ kind: 'chance', chance: 'vert' as 'rouge' }, 100)])).toEqual({
      code: 'illegalBet',
      detail: { kind: 'chance', chance: 'vert' },
    });
  });

  it('reads the minimum and both multiples within the seed’s ranges', () => {
    const ranges = { plein: [10, 30] as const, chance: [20, 100] as const };
    expect(
      parsePleinChanceOptions('boule', options, ranges, { minimum: '200', pleinMax: '10', chanceMax: '100' }),
    ).toEqual({
      tableMinimum: 200,
      pleinMaxMultiple: 10,
      chanceMaxMultiple: 100,
    });
    expect(parsePleinChanceOptions('boule', options, ranges, { minimum: '1' }).tableMinimum).toBe(1);
    for (const [k, v, message] of [
      ['minimum', '0', 'minimum must be an integer from 1 to 1000000000'],
      ['pleinMax', '9', 'pleinMax must be an integer from 10 to 30'],
      ['pleinMax', '31', 'pleinMax must be an integer from 10 to 30'],
      ['chanceMax', '19', 'chanceMax must be an integer from 20 to 100'],
      ['chanceMax', '20.5', 'chanceMax must be an integer from 20 to 100'],
      ['colour', 'x', 'unknown boule option colour=x'],
    ] as const) {
      expect(() => parsePleinChanceOptions('boule', options, ranges, { [k]: v })).toThrow(
        new RangeError(message),
      );
    }
  });
});

describe('exact fractions of the reports', () => {
  it('reduces, keeps the denominator positive, and refuses a zero denominator', () => {
    expect(frac(6, 8)).toEqual({ num: 3n, den: 4n });
    expect(frac(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(frac(-3, -6)).toEqual({ num: 1n, den: 2n });
    expect(frac(0, 5)).toEqual({ num: 0n, den: 1n });
    expect(frac(7)).toEqual({ num: 7n, den: 1n });
    expect(() => frac(1, 0)).toThrow(new RangeError('zero denominator'));
  });

  it('adds, subtracts, multiplies and divides exactly: 8/9 of a boule, 36/37 of a roulette', () => {
    expect(fadd(frac(1, 9), frac(7, 9))).toEqual(frac(8, 9));
    expect(fsub(frac(1, 1), frac(1, 37))).toEqual(frac(36, 37));
    expect(fmul(frac(36, 1), frac(1, 37))).toEqual(frac(36, 37));
    expect(fdiv(frac(1, 2), frac(3, 4))).toEqual(frac(2, 3));
    expect(toNumber(frac(1, 4))).toBe(0.25);
  });

  it('agrees with cross-multiplication for any small fractions', () => {
    const f = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 50 }));
    fc.assert(
      fc.property(f, f, ([a, b], [c, d]) => {
        const sum = fadd(frac(a, b), frac(c, d));
        expect(sum.num * BigInt(b * d)).toBe(BigInt(a * d + c * b) * sum.den);
        const diff = fsub(frac(a, b), frac(c, d));
        expect(diff.num * BigInt(b * d)).toBe(BigInt(a * d - c * b) * diff.den);
        expect(sum.den > 0n && diff.den > 0n).toBe(true);
      }),
    );
  });
});
