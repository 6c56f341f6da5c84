// Exact rational arithmetic for the rules report: a theoretical return is a fraction such as
// 1350/1369, computed without a float and turned into a number only for display.

/** A fraction of two BigInts, denominator positive, always reduced. */
export interface Fraction {
  /** Numerator. */
  readonly num: bigint;
  /** Denominator, > 0. */
  readonly den: bigint;
}

// Only called by frac with its denominator already made positive: b > 0, so the result is ≥ 1.
const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num/den, reduced. */
export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let [n, d] = [BigInt(num), BigInt(den)];
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

/** a + b. */
export const fadd = (a: Fraction, b: Fraction): Fraction =>
  frac(a.num * b.den + b.num * a.den, a.den * b.den);
/** a − b. */
export const fsub = (a: Fraction, b: Fraction): Fraction =>
  frac(a.num * b.den - b.num * a.den, a.den * b.den);
/** a × b. */
export const fmul = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.num, a.den * b.den);
/** a ÷ b. */
export const fdiv = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den, a.den * b.num);
/** The nearest double, for display and JSON only. */
export const toNumber = (a: Fraction): number => Number(a.num) / Number(a.den);
