// The wire form of money: a non-negative safe integer number of cents, branded on parse.
import { z } from 'zod';
import type { Cents } from '../games/money.ts';

/** Cents on the wire: a safe integer, never a float; parsing brands it. */
export const CentsSchema = z
  .number()
  .int()
  .refine((n) => Number.isSafeInteger(n), 'not a safe integer')
  .transform((n) => n as Cents);

/** A stake or credit: cents, zero or more. */
export const NonNegativeCents = z
  .number()
  .int()
  .nonnegative()
  .refine((n) => Number.isSafeInteger(n), 'not a safe integer')
  .transform((n) => n as Cents);

/** A stake: at least one cent. */
export const PositiveCents = z
  .number()
  .int()
  .positive()
  .refine((n) => Number.isSafeInteger(n), 'not a safe integer')
  .transform((n) => n as Cents);
