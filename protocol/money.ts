// The wire form of money: a safe integer number of cents, branded on parse; never a float.
import { z } from 'zod';
import type { Cents } from '../games/money.ts';

/**
 * The largest amount any message may carry into the hub, in cents: 1 000 000 000 (10 000 000 €),
 * a hundred times the default credit-in maximum (hub/config/amountLimits.ts) and far above any
 * table maximum (art. 53: a few thousand euros). Why this bound keeps every sum exact (issue 10
 * §6): a JS number is exact up to 2^53 − 1 ≈ 9.007 × 10^15 cents, so 9 007 199 amounts at this
 * bound sum exactly; at the default per-operation maximum (10^7 cents) it takes 9 × 10^8
 * operations, i.e. a desk crediting 10 000 stations a day at 100 000 € each for 246 years, before
 * a gross total could leave the exact range. Every sum of the ledger and its rebuilds is also
 * computed in BigInt and converted with a check (hub/store/exactSum.ts), so that if it ever did,
 * the result is a typed refusal, never a cent lost.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** The `code` of the issue an amount over MAX_AMOUNT_CENTS raises (hub/connections/edgeParse.ts reads it). */
export const AMOUNT_OVER_MAXIMUM = 'AMOUNT_OVER_MAXIMUM';

/** Cents on the wire, at least `minimum` when given, at most `maximum` when given. */
function centsWithin(minimum?: number, maximum?: number) {
  const base = z.number().int();
  const floored = minimum === undefined ? base : base.min(minimum);
  const safe = floored.refine((n) => Number.isSafeInteger(n), 'not a safe integer');
  const bounded =
    maximum === undefined
      ? safe
      : // Only a safe integer can be over the bound: anything else is MALFORMED above.
        safe.refine((n) => !Number.isSafeInteger(n) || n <= maximum, {
          message: `amount over the maximum of ${maximum} cents`,
          params: { code: AMOUNT_OVER_MAXIMUM, maximum },
        });
  return bounded.transform((n) => n as Cents);
}

/** Cents on the wire: a safe integer (a house result may be negative). */
export const CentsSchema = centsWithin();

/** A credit or total: zero or more cents. */
export const NonNegativeCents = centsWithin(0);

/** A stake or payment: at least one cent. */
export const PositiveCents = centsWithin(1);

/** An amount a client sends (a stake, a credit-in, a cave, a limit): 1 cent to MAX_AMOUNT_CENTS. */
export const AmountIn = centsWithin(1, MAX_AMOUNT_CENTS);

/** An amount a client sends that may be zero (an ante, an insurance of nothing): 0 to MAX_AMOUNT_CENTS. */
export const AmountInOrZero = centsWithin(0, MAX_AMOUNT_CENTS);
