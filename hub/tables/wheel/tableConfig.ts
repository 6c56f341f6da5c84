// A roulette table's configuration, recorded in the journal when its session opens (RULES.md:
// every table option is journaled and shown on the permanent display).
import { type Cents, cents, times } from '../../../games/money.ts';
import type { JackpotConfig } from '../../../games/roulette/jackpot.ts';

/** One roulette table as configured at opening. */
export interface RouletteTableConfig {
  /** Roulette (absent in the configurations written before the other wheel games). */
  readonly game?: 'roulette';
  /** Stable id, e.g. "roulette-1". */
  readonly tableId: string;
  /** Name shown to players and staff. */
  readonly tableName: string;
  /** Table minimum stake. */
  readonly minimum: Cents;
  /** Maximum on one plein, per player per spin (art. 53: 30 × minimum). */
  readonly maxPlein: Cents;
  /** Maximum on one chance simple, per player per spin (art. 53: 1 000 × minimum). */
  readonly maxChance: Cents;
  /** Automatic launcher: betting time before "rien ne va plus". */
  readonly bettingMs: number;
  /** Automatic launcher: time from "rien ne va plus" to the ball landing. */
  readonly spinMs: number;
  /** Time the result stays on screen before the next "faites vos jeux". */
  readonly resultMs: number;
  /**
   * The outcome device (hub/devices, docs/devices.md): an automatic launcher, or a cylinder the
   * croupier operates with its detector. Seed 000: with an automatic launcher the comité member acts.
   */
  readonly launcher: 'automatic' | 'croupier';
  /** The simulated detector's failure rates per mille (croupier cylinder; 0 when absent). */
  readonly detector?: { readonly missNoMoreBetsPerMille: number; readonly missResultPerMille: number };
  /** RULES.md A.2: chances simples on zero, partage (default) or prison. */
  readonly zeroRule: 'partage' | 'prison';
  /** RULES.md A.2: under prison, a second zero moves the stake to double prison (default off). */
  readonly doublePrison: boolean;
  /** RULES.md A.2: the bonus-number jackpot; absent when the table has none (the default). */
  readonly jackpot?: JackpotConfig;
}

/** The jackpot as a configuration file gives it (amounts as plain integers of cents). */
export interface JackpotOption {
  readonly variant: 1 | 2;
  readonly split: 'a' | 'b';
  readonly contributionBps: number;
  readonly resetAmount: number;
}

/** A table's options as configured. */
export type RouletteOptions = Pick<RouletteTableConfig, 'launcher' | 'zeroRule'> & {
  readonly doublePrison?: boolean;
  readonly detector?: RouletteTableConfig['detector'];
  readonly jackpot?: JackpotOption | null;
};

/** A table with art. 53's maxima as multiples of `minimum` (RULES.md A.2, Part B §5.2). */
export function rouletteTable(
  tableId: string,
  tableName: string,
  minimum: Cents,
  timing: Pick<RouletteTableConfig, 'bettingMs' | 'spinMs' | 'resultMs'>,
  options: RouletteOptions = { launcher: 'automatic', zeroRule: 'partage' },
): RouletteTableConfig {
  return {
    tableId,
    tableName,
    minimum,
    maxPlein: times(minimum, 30),
    maxChance: times(minimum, 1000),
    bettingMs: timing.bettingMs,
    spinMs: timing.spinMs,
    resultMs: timing.resultMs,
    launcher: options.launcher,
    zeroRule: options.zeroRule,
    doublePrison: options.doublePrison ?? false,
    ...(options.detector === undefined ? {} : { detector: options.detector }),
    ...(options.jackpot === undefined || options.jackpot === null
      ? {}
      : { jackpot: { ...options.jackpot, resetAmount: cents(options.jackpot.resetAmount) } }),
  };
}
