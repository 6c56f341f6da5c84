// The wheel of fortune in the shared lifecycle (seed 000; RULES.md A.4): bets on a colour, the
// purple fixed-stake bonus bet paid by the automatic bonus spin, at least two turns per spin.
import { type Cents, ZERO, cents, times } from '../money.ts';
import { checkSpotChips } from '../wheelRound/limits.ts';
import type { WheelRules } from '../wheelRound/types.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST, type WheelSymbol } from './layout.ts';

/** A wheel bet: one symbol (colour) of the main wheel. */
export interface WheelSpot {
  /** The symbol staked on. */
  readonly symbol: WheelSymbol;
}

/** Where the marker stopped: a main segment (0–51) and, on purple, the bonus segment (0–5). */
export interface WheelOutcome {
  /** Main-wheel segment index. */
  readonly segment: number;
  /** Bonus-wheel segment index when the main wheel stopped on purple, else null. */
  readonly bonusSegment: number | null;
}

/** "pour": N × stake returned in all (A.4 default); "plus": N × stake plus the stake. */
export type PayoutReading = 'pour' | 'plus';

/** Table options (A.4). */
export interface WheelOptions {
  /** Table minimum per chip. */
  readonly tableMinimum: Cents;
  /** The purple bonus bet's fixed stake, set by the casino. */
  readonly bonusStake: Cents;
  /** How "N pour 1" is read; shown on the paytable. */
  readonly reading: PayoutReading;
  /** Live (a croupier's wireless buzzer launches the wheel) or Auto (key switch): recorded, no effect on the rules (A.4). */
  readonly mode: 'live' | 'auto';
}

/** Defaults: 1 € minimum, 1 € bonus stake, "pour" reading, Auto mode. */
export const DEFAULT_WHEEL_OPTIONS: WheelOptions = {
  mode: 'auto',
  tableMinimum: cents(100),
  bonusStake: cents(100),
  reading: 'pour',
};

/** What a winning stake returns at ratio N under the table's reading. */
export function wheelReturn(reading: PayoutReading, stake: Cents, ratio: number): Cents {
  return times(stake, reading === 'pour' ? ratio : ratio + 1);
}

const isIndex = (i: number | null, n: number): boolean =>
  i !== null && Number.isInteger(i) && i >= 0 && i < n;

/** The wheel of fortune's rules. */
export const wheelRules: WheelRules<WheelSpot, WheelSpot, WheelOutcome, WheelOptions> = {
  game: 'wheel',
  // A.4: "la roue doit effectuer au moins deux tours pour que le résultat soit réputé valide".
  minTurns: 2,
  expand: (_o, spot, unit) => [{ spot, stake: unit }],
  checkChips: (o, playerMinimum, existing, added) =>
    checkSpotChips(
      {
        tableMinimum: o.tableMinimum,
        key: (s) => s.symbol,
        isSpot: (s) => WHEEL_SYMBOL_LIST.includes(s.symbol),
        maximum: (s) =>
          s.symbol === 'bonus' ? o.bonusStake : times(o.tableMinimum, WHEEL_SYMBOLS[s.symbol].maxMultiple),
        fixedStake: (s) => (s.symbol === 'bonus' ? o.bonusStake : undefined),
      },
      playerMinimum,
      existing,
      added,
    ),
  // The bonus wheel turns automatically exactly when the main wheel stops on purple.
  isOutcome: (_o, out) =>
    isIndex(out.segment, MAIN_WHEEL.length) &&
    (MAIN_WHEEL[out.segment] === 'bonus'
      ? isIndex(out.bonusSegment, BONUS_WHEEL.length)
      : out.bonusSegment === null),
  settle(o, chip, out) {
    const landed = MAIN_WHEEL[out.segment];
    if (landed !== chip.spot.symbol) return { outcome: 'lost', returned: ZERO };
    const ratio =
      landed === 'bonus' ? (BONUS_WHEEL[out.bonusSegment ?? -1]?.ratio ?? 0) : WHEEL_SYMBOLS[landed].ratio;
    return { outcome: 'won', returned: wheelReturn(o.reading, chip.stake, ratio) };
  },
  jackpot: () => null,
  pleinOn: () => undefined,
  winningNumber: (o) => o.segment,
  draw(_o, rng) {
    const segment = rng.int(MAIN_WHEEL.length);
    return { segment, bonusSegment: MAIN_WHEEL[segment] === 'bonus' ? rng.int(BONUS_WHEEL.length) : null };
  },
};

/** Parses `--option` pairs: minimum (cents), bonusStake (cents), reading (pour|plus), mode (live|auto). */
export function parseWheelOptions(raw: Readonly<Record<string, string>>): WheelOptions {
  let o = DEFAULT_WHEEL_OPTIONS;
  for (const [k, v] of Object.entries(raw)) {
    const n = Number(v);
    if ((k === 'minimum' || k === 'bonusStake') && (!Number.isSafeInteger(n) || n < 1))
      throw new RangeError(`${k} must be a positive number of cents`);
    if (k === 'minimum') o = { ...o, tableMinimum: cents(n) };
    else if (k === 'bonusStake') o = { ...o, bonusStake: cents(n) };
    else if (k === 'reading' && (v === 'pour' || v === 'plus')) o = { ...o, reading: v };
    else if (k === 'mode' && (v === 'live' || v === 'auto')) o = { ...o, mode: v };
    else throw new RangeError(`unknown wheel option ${k}=${v}`);
  }
  return o;
}
