// Money is an integer number of euro cents in a branded type (DESIGN.md "Money"): no float ever
// touches an amount, every division names its rounding, every split gives its remainder away.

declare const centsBrand: unique symbol;

/** An amount of money in integer euro cents; only this module's functions make one. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** How a division that does not fall on a whole cent is rounded. */
export type Rounding = 'down' | 'up' | 'halfUp';

/** Thrown when an amount is not a safe integer number of cents: a bug, never player input. */
export class MoneyError extends RangeError {
  override readonly name = 'MoneyError';
}

/** Makes a `Cents` from an integer, refusing fractions, NaN, infinities and unsafe integers. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`not a safe integer number of cents: ${value}`);
  return value as Cents;
}

/** Zero euros. */
export const ZERO: Cents = cents(0);

/** Euros and cents to `Cents`: `euros(12, 50)` is 12,50 €. */
export function euros(whole: number, centsPart = 0): Cents {
  return cents(whole * 100 + centsPart);
}

/** a + b. */
export function add(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

/** a − b (may be negative: a house result, a debit). */
export function subtract(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/**
 * The sum of a list of amounts, exact: added in BigInt, so that a running total past 2^53 is never
 * rounded (issue 10 §6); a total outside the safe range throws MoneyError.
 */
export function sum(amounts: Iterable<Cents>): Cents {
  let total = 0n;
  for (const a of amounts) total += BigInt(cents(a));
  if (total > BigInt(Number.MAX_SAFE_INTEGER) || total < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new MoneyError(`the sum ${total} is not a safe integer number of cents`);
  return cents(Number(total));
}

/** −a. */
export function negate(a: Cents): Cents {
  return cents(-a);
}

/** An amount times a whole number (a count of chips, a payout of "N to 1"). */
export function times(a: Cents, factor: number): Cents {
  if (!Number.isSafeInteger(factor)) throw new MoneyError(`not an integer factor: ${factor}`);
  return cents(a * factor);
}

/**
 * a × numerator / denominator, rounded as named. Exact for any safe inputs: the product is
 * computed in BigInt, so 3-to-2 payouts, 5 % commissions and 4 % rakes never meet a float.
 */
export function ratio(a: Cents, numerator: number, denominator: number, rounding: Rounding): Cents {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyError(`bad ratio ${numerator}/${denominator}`);
  }
  const product = BigInt(a) * BigInt(numerator);
  const d = BigInt(denominator);
  const floor = product >= 0n ? product / d : -((-product + d - 1n) / d);
  const remainder = product - floor * d;
  let result = floor;
  if (remainder !== 0n) {
    if (rounding === 'up') result = floor + 1n;
    else if (rounding === 'halfUp' && remainder * 2n >= d) result = floor + 1n;
  }
  return cents(Number(result));
}

/**
 * Splits `total` in proportion to non-negative integer `weights`. Each part is first rounded
 * down; the cents left over then go one by one to the parts in the order the weights are given
 * (callers order them by the rule they apply: clockwise from the button, descending stake…), so
 * the parts always sum to the total. A zero weight never receives a remainder cent.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (total < 0) throw new MoneyError(`cannot allocate a negative amount: ${total}`);
  let weightSum = 0n;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new MoneyError(`bad weight: ${w}`);
    weightSum += BigInt(w);
  }
  if (weightSum === 0n) throw new MoneyError('cannot allocate over zero weights');
  const big = BigInt(total);
  const parts = weights.map((w) => (big * BigInt(w)) / weightSum);
  let left = big - parts.reduce((s, p) => s + p, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % parts.length) {
    if (weights[i] === 0) continue;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => cents(Number(p)));
}

/** True when a value is a safe integer, i.e. could be `Cents` (for schema refinements). */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** −1, 0 or 1 as a is below, equal to or above b (for sorting by stake). */
export function compare(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The larger of two amounts. */
export function max(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

/** The smaller of two amounts. */
export function min(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

/** True when `a` is a whole multiple of `step` (a stake step, an even stake for a 1-to-2 payout). */
export function isMultipleOf(a: Cents, step: Cents): boolean {
  if (step <= 0) throw new MoneyError(`bad step: ${step}`);
  return a % step === 0;
}

/** French display of an amount: `formatEuros(cents(123456))` is "1 234,56 €" (for reports only). */
export function formatEuros(a: Cents): string {
  const sign = a < 0 ? '−' : '';
  const abs = Math.abs(a);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/** The grouping spaces an amount may be typed with: space, no-break space, narrow no-break space. */
const GROUP = '[ \u00a0\u202f]';
const TYPED_EUROS = new RegExp(`^(\\d{1,3}(?:${GROUP}\\d{3})+|\\d+)(?:[,.](\\d{1,2}))?(?:${GROUP}?€)?$`);

/**
 * An amount typed in euros, to cents, without a float (DESIGN.md "Money"): "150", "150,5",
 * "1 234,50", "1234.50 €". Digits may be grouped by three with spaces; at most two decimals, after
 * a comma or a point; no sign. Null for anything else, and beyond 13 digits of euros (whose cents
 * would leave the safe integers' range). The whole and cent parts are read as integers and
 * combined in integers, so 0,29 € is 29 cents exactly (0.29 × 100 in floats is 28.999…).
 */
export function parseEuros(text: string): Cents | null {
  const match = TYPED_EUROS.exec(text.trim());
  if (match === null) return null;
  const whole = (match[1] ?? '').replace(new RegExp(GROUP, 'g'), '');
  if (whole.length > 13) return null;
  const part = (match[2] ?? '').padEnd(2, '0');
  return cents(Number(whole) * 100 + Number(part));
}
