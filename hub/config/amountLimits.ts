// The hub's maxima for the amounts that enter it from a desk (issue 10 §6 "Amounts stay in
// range"): checked before anything is written and refused with AMOUNT_OVER_MAXIMUM, naming the
// maximum in cents and which limit it is. Configured in the hub file's `amounts` (docs/operations.md
// "Amount maxima"); none may exceed the protocol's bound (protocol/money.ts MAX_AMOUNT_CENTS).
import { type Cents, cents } from '../../games/money.ts';
import { AMOUNT_OVER_MAXIMUM, MAX_AMOUNT_CENTS } from '../../protocol/money.ts';
import { refuse, type Refusal } from '../staff/staffOutcome.ts';

/** The configurable maxima, in cents. */
export interface AmountLimits {
  /** One cashier credit-in (cash or card) to a station. */
  readonly creditInMaximum: Cents;
  /** A station's credit, or a hold'em player's account, after a credit-in or a cave. */
  readonly balanceMaximum: Cents;
  /** One cave sold at the cashier, and any cave limit the comité sets. */
  readonly caveMaximum: Cents;
  /** A bonus-number jackpot's seed (reset) amount, paid in by the table bank (RULES.md A.2). */
  readonly jackpotSeedMaximum: Cents;
}

/** Which maximum refused an amount (`params.limit` of AMOUNT_OVER_MAXIMUM). */
export type AmountLimitName = keyof AmountLimits | 'amount' | 'ledger';

/**
 * The defaults: 100 000 € per credit-in or cave (the figure), 1 000 000 € of credit on one
 * station or player account, 1 000 000 € of jackpot seed. Each is below MAX_AMOUNT_CENTS.
 */
export const DEFAULT_AMOUNT_LIMITS: AmountLimits = {
  creditInMaximum: cents(10_000_000),
  balanceMaximum: cents(100_000_000),
  caveMaximum: cents(10_000_000),
  jackpotSeedMaximum: cents(100_000_000),
};

/** Thrown at start-up when a configured amount is over its maximum (a configuration error). */
export class AmountLimitError extends RangeError {
  override readonly name = 'AmountLimitError';
  readonly maximum: number;
  readonly limit: AmountLimitName;
  constructor(what: string, limit: AmountLimitName, maximum: number) {
    super(`${what} is over the maximum of ${maximum} cents (${limit})`);
    this.limit = limit;
    this.maximum = maximum;
  }
}

/** The limits with `overrides` applied, each checked against the protocol's bound. */
export function amountLimits(overrides: Partial<AmountLimits> = {}): AmountLimits {
  const limits = { ...DEFAULT_AMOUNT_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits))
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_AMOUNT_CENTS)
      throw new AmountLimitError(`amounts.${name} (${value})`, 'amount', MAX_AMOUNT_CENTS);
  return limits;
}

/** The typed refusal of an amount over `maximum` (nothing has been written). */
export function overMaximum(what: string, limit: AmountLimitName, maximum: number): Refusal {
  return refuse(AMOUNT_OVER_MAXIMUM, `${what} is over the maximum of ${maximum} cents`, {
    maximum,
    limit,
  });
}
