// Punto banco table options (RULES.md A.6, B §7.3–7.4; seed 000): set at table opening.
import { type Cents, cents } from '../money.ts';

/** Which paytable the table displays (A.6): 5 % commission, or banco-6-pays-half. */
export type Paytable = 'standard' | 'alternative';

/** A punto banco table's configuration. */
export interface PuntoBancoOptions {
  /** 6 or 8 decks (A.6). */
  readonly decks: 6 | 8;
  /** Paytable (A.6), shown on the felt. */
  readonly paytable: Paytable;
  /** Table minimum per bet, ≥ 1 € (seed 000), a multiple of the stake step (B §7.4). */
  readonly minimum: Cents;
  /** Maximum per bet = this × minimum: 50, 100 or 200 (seed 000). */
  readonly maxMultiple: 50 | 100 | 200;
  /** Every stake is a multiple of this (A.6: default 20 cents so that 5 % is whole cents). */
  readonly stakeStep: Cents;
  /** Cards left behind the cut card; the coup that brings it out is finished, then a new shoe. */
  readonly cutRemaining: number;
}

/** The defaults: 8 decks, standard paytable, 1 € minimum, 100 × maximum, 20-cent step. */
export const DEFAULT_OPTIONS: PuntoBancoOptions = {
  decks: 8,
  paytable: 'standard',
  minimum: cents(100),
  maxMultiple: 100,
  stakeStep: cents(20),
  cutRemaining: 16,
};

/** Problems with a configuration, empty when it is valid. */
export function checkOptions(o: PuntoBancoOptions): string[] {
  const problems: string[] = [];
  if (o.decks !== 6 && o.decks !== 8) problems.push('decks must be 6 or 8');
  if (o.minimum < 100) problems.push('minimum must be at least 1 € (seed 000)');
  if (o.stakeStep <= 0 || o.minimum % o.stakeStep !== 0)
    problems.push('minimum must be a multiple of the stake step');
  if (![50, 100, 200].includes(o.maxMultiple)) problems.push('maximum must be 50, 100 or 200 × the minimum');
  if (!Number.isInteger(o.cutRemaining) || o.cutRemaining < 6)
    problems.push('cut card must leave at least 6 cards');
  return problems;
}

/** Maximum stake per bet. */
export function maximum(o: PuntoBancoOptions): Cents {
  return cents(o.minimum * o.maxMultiple);
}
