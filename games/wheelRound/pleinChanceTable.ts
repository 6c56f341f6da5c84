// What boule and vingt-trois share (seed 002; RULES.md A.3): only pleins and chances simples,
// maxima as multiples of the table minimum chosen at opening within the seed's ranges.
import { type Cents, cents, times } from '../money.ts';
import { checkSpotChips } from './limits.ts';
import type { WheelRules } from './types.ts';

/** A plein or a chance simple. */
export type PleinChanceSpot<C extends string> =
  { kind: 'plein'; number: number } | { kind: 'chance'; chance: C };

/** Options of a plein-and-chances table, fixed at opening until the next day's session. */
export interface PleinChanceOptions {
  /** Table minimum per chip. */
  readonly tableMinimum: Cents;
  /** Plein maximum as a multiple of the minimum. */
  readonly pleinMaxMultiple: number;
  /** Chance simple maximum as a multiple of the minimum. */
  readonly chanceMaxMultiple: number;
}

/** Seed 002's allowed ranges of the two multiples. */
export interface PleinChanceRanges {
  readonly plein: readonly [number, number];
  readonly chance: readonly [number, number];
}

/** The limit check of a table whose numbers and chances are recognised by the two predicates. */
export function pleinChanceChecker<C extends string, O extends PleinChanceOptions>(
  isNumber: (n: number) => boolean,
  isChance: (c: string) => boolean,
): WheelRules<PleinChanceSpot<C>, PleinChanceSpot<C>, unknown, O>['checkChips'] {
  const key = (s: PleinChanceSpot<C>): string => (s.kind === 'plein' ? `plein-${s.number}` : s.chance);
  return (o, playerMinimum, existing, added) =>
    checkSpotChips(
      {
        tableMinimum: o.tableMinimum,
        key,
        isSpot: (s) => (s.kind === 'plein' ? isNumber(s.number) : isChance(s.chance)),
        maximum: (s) => times(o.tableMinimum, s.kind === 'plein' ? o.pleinMaxMultiple : o.chanceMaxMultiple),
      },
      playerMinimum,
      existing,
      added,
    );
}

/** Parses `--option` pairs minimum (cents), pleinMax and chanceMax within `ranges`. */
export function parsePleinChanceOptions<O extends PleinChanceOptions>(
  game: string,
  defaults: O,
  ranges: PleinChanceRanges,
  raw: Readonly<Record<string, string>>,
): O {
  let o = defaults;
  for (const [k, v] of Object.entries(raw)) {
    const n = Number(v);
    const inRange = (lo: number, hi: number): number => {
      if (!Number.isSafeInteger(n) || n < lo || n > hi)
        throw new RangeError(`${k} must be an integer from ${lo} to ${hi}`);
      return n;
    };
    if (k === 'minimum') o = { ...o, tableMinimum: cents(inRange(1, 1e9)) };
    else if (k === 'pleinMax') o = { ...o, pleinMaxMultiple: inRange(...ranges.plein) };
    else if (k === 'chanceMax') o = { ...o, chanceMaxMultiple: inRange(...ranges.chance) };
    else throw new RangeError(`unknown ${game} option ${k}=${v}`);
  }
  return o;
}
