// Exact integer arithmetic for the sums of the ledger and its rebuilds (issue 10 §6): SQLite keeps
// 64-bit integers and node:sqlite reads them as BigInt (`setReadBigInts`), sums are taken in
// BigInt, and only a result within the safe range becomes `Cents` (games/money.ts). A float sum
// past 2^53 rounds silently (−9 007 199 254 749 991 reads back as …992); here it cannot.
import { type Cents, cents } from '../../games/money.ts';

/** The largest magnitude a balance or a total may reach: Number.MAX_SAFE_INTEGER cents. */
export const SAFE_LIMIT = BigInt(Number.MAX_SAFE_INTEGER);

/** An exact amount outside the safe range: a typed refusal, never a rounded figure. */
export class AmountOverflowError extends RangeError {
  override readonly name = 'AmountOverflowError';
  /** The exact value that does not fit, as a decimal string (JSON has no BigInt). */
  readonly exact: string;
  constructor(what: string, exact: bigint) {
    super(`${what} would be ${exact} cents, beyond the exact range of ±${SAFE_LIMIT}`);
    this.exact = exact.toString();
  }
}

/** True when `value` fits the safe range. */
export function isSafeBig(value: bigint): boolean {
  return value <= SAFE_LIMIT && value >= -SAFE_LIMIT;
}

/** `value` as Cents, or AmountOverflowError naming `what`. */
export function safeCents(value: bigint, what: string): Cents {
  if (!isSafeBig(value)) throw new AmountOverflowError(what, value);
  return cents(Number(value));
}

/** A column read by a `setReadBigInts(true)` statement (or a plain number) as BigInt; NaN-free. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (value === null || value === undefined) return 0n;
  throw new TypeError(`not an integer amount: ${String(value)}`);
}
