// The table options of a roulette table (RULES.md A.2; docs/rules.md lists each with its default).
import { type Cents, cents } from '../money.ts';
import { SPOT_KINDS, type SpotKind } from './bets.ts';
import type { JackpotConfig } from './jackpot.ts';
import { ART_53_MAX_MULTIPLES, type RouletteLimits } from './limits.ts';
import type { ZeroRule } from './settle.ts';

/** Everything a roulette table opens with, fixed for the session (RULES.md A.1). */
export interface RouletteOptions {
  /** Table minimum and maxima. */
  readonly limits: RouletteLimits;
  /** Chances simples on zero: partage (default) or prison. */
  readonly zeroRule: ZeroRule;
  /** A second zero while in prison moves the stake to double prison instead of losing it (default off). */
  readonly doublePrison: boolean;
  /** The bonus-number jackpot, or null when the table has none (default none). */
  readonly jackpot: JackpotConfig | null;
  /** Most pleins a device-proposed random combination may draw (default 8). */
  readonly maxRandomChips: number;
}

/** The defaults: 1 € minimum, art. 53 maxima, partage, no double prison, no jackpot. */
export const DEFAULT_ROULETTE_OPTIONS: RouletteOptions = {
  limits: { tableMinimum: cents(100), maxMultiples: ART_53_MAX_MULTIPLES },
  zeroRule: 'partage',
  doublePrison: false,
  jackpot: null,
  maxRandomChips: 8,
};

const int = (key: string, value: string, min: number, max: number): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new RangeError(`${key} must be an integer from ${min} to ${max}`);
  return n;
};

/**
 * Reads `--option key=value` pairs: minimum (cents), zeroRule, doublePrison, max.<kind> (multiple),
 * jackpot (off|on), jackpotVariant (1|2), jackpotSplit (a|b), jackpotBps, jackpotReset (cents).
 */
export function parseRouletteOptions(raw: Readonly<Record<string, string>>): RouletteOptions {
  let o = DEFAULT_ROULETTE_OPTIONS;
  const multiples: Record<SpotKind, number> = { ...ART_53_MAX_MULTIPLES };
  let minimum: Cents = o.limits.tableMinimum;
  let jackpot: JackpotConfig = { variant: 1, split: 'a', contributionBps: 100, resetAmount: cents(100_000) };
  let jackpotOn = false;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'minimum') minimum = cents(int(key, value, 1, 10_000_000));
    else if (key === 'zeroRule' && (value === 'partage' || value === 'prison')) o = { ...o, zeroRule: value };
    else if (key === 'doublePrison' && (value === 'on' || value === 'off'))
      o = { ...o, doublePrison: value === 'on' };
    else if (key.startsWith('max.') && (SPOT_KINDS as readonly string[]).includes(key.slice(4))) {
      multiples[key.slice(4) as SpotKind] = int(key, value, 1, 100_000);
    } else if (key === 'jackpot' && (value === 'on' || value === 'off')) jackpotOn = value === 'on';
    else if (key === 'jackpotVariant' && (value === '1' || value === '2'))
      jackpot = { ...jackpot, variant: value === '1' ? 1 : 2 };
    else if (key === 'jackpotSplit' && (value === 'a' || value === 'b'))
      jackpot = { ...jackpot, split: value };
    else if (key === 'jackpotBps') jackpot = { ...jackpot, contributionBps: int(key, value, 0, 10_000) };
    else if (key === 'jackpotReset') jackpot = { ...jackpot, resetAmount: cents(int(key, value, 0, 1e12)) };
    else if (key === 'maxRandomChips') o = { ...o, maxRandomChips: int(key, value, 1, 37) };
    else throw new RangeError(`unknown roulette option ${key}=${value}`);
  }
  return {
    ...o,
    limits: { tableMinimum: minimum, maxMultiples: multiples },
    jackpot: jackpotOn ? jackpot : null,
  };
}
