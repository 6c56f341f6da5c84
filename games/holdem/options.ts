// Texas hold'em table options (RULES.md A.7, B §8.2 conventional defaults; seed 000).
import { type Cents, cents } from '../money.ts';

/** Betting structure, chosen at the start of each session (B §8.1, 57-4). */
export type Structure = 'noLimit' | 'potLimit' | 'fixedLimit';

/** A hold'em table's configuration. */
export interface HoldemOptions {
  /** Table number printed on the modèle 7 rake lines. */
  readonly tableId: string;
  /** Seats, 2 to 10 (seed 000). */
  readonly seats: number;
  readonly structure: Structure;
  readonly smallBlind: Cents;
  readonly bigBlind: Cents;
  /** Ante per player per hand, 0 for none (A.7 option). */
  readonly ante: Cents;
  /** Minimum raise (A.7): `increment` = at least the last bet or raise; `double` = to twice the highest bet. */
  readonly minRaise: 'increment' | 'double';
  /** Fixed limit: bets and raises per street, the bet included ([GAP]; conventional 4). */
  readonly raiseCap: number;
  /** Rake rate in basis points: 400 = 4 % of the effective amount of each pot (art. 67-19, A.7). */
  readonly rakeBasisPoints: number;
  /** The rake is rounded down to a multiple of this (A.7: a table option; 1 = to the cent). */
  readonly rakeUnit: Cents;
  /** Minimum cave to sit down (A.7). */
  readonly caveMinimum: Cents;
  /** Maximum single recave (A.7 option). */
  readonly recaveMaximum: Cents;
  /** Time to act; on timeout the player checks if possible, else folds, and is sat out. */
  readonly turnMs: number;
}

/** A 1/2 € no-limit table with A.7's defaults. */
export const DEFAULT_OPTIONS: HoldemOptions = {
  tableId: 'T1',
  seats: 10,
  structure: 'noLimit',
  smallBlind: cents(100),
  bigBlind: cents(200),
  ante: cents(0),
  minRaise: 'increment',
  raiseCap: 4,
  rakeBasisPoints: 400,
  rakeUnit: cents(1),
  caveMinimum: cents(4_000),
  recaveMaximum: cents(40_000),
  turnMs: 30_000,
};

/** Problems with a configuration, empty when valid. */
export function checkOptions(o: HoldemOptions): string[] {
  const out: string[] = [];
  if (!Number.isInteger(o.seats) || o.seats < 2 || o.seats > 10) out.push('2 to 10 seats');
  if (o.smallBlind <= 0 || o.bigBlind < o.smallBlind) out.push('blinds: 0 < small ≤ big');
  if (o.ante < 0) out.push('ante ≥ 0');
  if (o.rakeUnit <= 0) out.push('rake unit > 0');
  return out;
}
