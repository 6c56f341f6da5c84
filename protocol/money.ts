// The wire form of money: a safe integer number of cents, branded on parse; never a float.
import { z } from 'zod';
import type { Cents } from '../games/money.ts';

/** Cents on the wire, at least `minimum` when given. */
function centsAtLeast(minimum?: number) {
  const base = z.number().int();
  return (minimum === undefined ? base : base.min(minimum))
    .refine((n) => Number.isSafeInteger(n), 'not a safe integer')
    .transform((n) => n as Cents);
}

/** Cents on the wire: a safe integer (a house result may be negative). */
export const CentsSchema = centsAtLeast();

/** A credit or total: zero or more cents. */
export const NonNegativeCents = centsAtLeast(0);

/** A stake or payment: at least one cent. */
export const PositiveCents = centsAtLeast(1);
