// La boule (seed 002, art. 46; RULES.md A.3, Part B §2): nine numbers, plein pays 7, chances simples
// pay 1, and on 5 every chance simple loses.
import { ZERO, cents, times } from '../money.ts';
import {
  type PleinChanceOptions,
  parsePleinChanceOptions,
  pleinChanceChecker,
} from '../wheelRound/pleinChanceTable.ts';
import type { WheelRules } from '../wheelRound/types.ts';

/** The boule chances simples. */
export const BOULE_CHANCES = ['rouge', 'noir', 'pair', 'impair', 'manque', 'passe'] as const;

/** A boule chance simple. */
export type BouleChance = (typeof BOULE_CHANCES)[number];

/** Membership of each chance as data (Part B §2): 5 belongs to none. */
export const BOULE_CHANCE_NUMBERS: Readonly<Record<BouleChance, readonly number[]>> = {
  noir: [1, 3, 6, 8],
  rouge: [2, 4, 7, 9],
  impair: [1, 3, 7, 9],
  pair: [2, 4, 6, 8],
  manque: [1, 2, 3, 4],
  passe: [6, 7, 8, 9],
};

/** A boule spot. */
export type BouleSpot = { kind: 'plein'; number: number } | { kind: 'chance'; chance: BouleChance };

/** The number the ball stopped on, 1–9 (the bowl may repeat numbers; each has probability 1/9). */
export interface BouleOutcome {
  /** 1–9. */
  readonly number: number;
}

/** Table options, fixed at opening until the next day's session (seed 002): maxima within BOULE_MAX_RANGES. */
export type BouleOptions = PleinChanceOptions;

/** Seed 002's ranges for the maxima. */
export const BOULE_MAX_RANGES = { plein: [40, 100], chance: [200, 500] } as const;

/** Defaults: 1 € minimum, the lowest maxima the seed allows. */
export const DEFAULT_BOULE_OPTIONS: BouleOptions = {
  tableMinimum: cents(100),
  pleinMaxMultiple: 40,
  chanceMaxMultiple: 200,
};

/** Net payouts "N to 1" (seed 002: plein "sept fois la mise", chance "une fois"). */
export const BOULE_PAYOUT = { plein: 7, chance: 1 } as const;

const isNumber = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 9;

/** Boule in the shared lifecycle. */
export const bouleRules: WheelRules<BouleSpot, BouleSpot, BouleOutcome, BouleOptions> = {
  game: 'boule',
  minTurns: 0,
  expand: (_o, spot, unit) => [{ spot, stake: unit }],
  checkChips: pleinChanceChecker(isNumber, (c) => (BOULE_CHANCES as readonly string[]).includes(c)),
  isOutcome: (_o, out) => isNumber(out.number),
  settle(_o, chip, out) {
    const s = chip.spot;
    const won =
      s.kind === 'plein' ? s.number === out.number : BOULE_CHANCE_NUMBERS[s.chance].includes(out.number);
    // Seed 002: "lorsque le numéro 5 est sortant, la totalité des mises sur les chances simples est perdante" — 5 is in no chance.
    if (!won) return { outcome: 'lost', returned: ZERO };
    return { outcome: 'won', returned: times(chip.stake, BOULE_PAYOUT[s.kind] + 1) };
  },
  jackpot: () => null,
  pleinOn: (s) => (s.kind === 'plein' ? s.number : undefined),
  winningNumber: (o) => o.number,
  draw: (_o, rng) => ({ number: 1 + rng.int(9) }),
};

/** Parses `--option` pairs: minimum (cents), pleinMax (40–100), chanceMax (200–500). */
export function parseBouleOptions(raw: Readonly<Record<string, string>>): BouleOptions {
  return parsePleinChanceOptions('boule', DEFAULT_BOULE_OPTIONS, BOULE_MAX_RANGES, raw);
}
