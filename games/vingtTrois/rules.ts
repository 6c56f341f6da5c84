// Le vingt-trois (seed 002, art. 46; RULES.md A.3, Part B §3): 14 numbers on 27 pockets, pleins pay
// 23, 11 or 7 by how many pockets the number has, rouge/noir pay 1, and on 13 both lose.
import { ZERO, cents, times } from '../money.ts';
import {
  type PleinChanceOptions,
  parsePleinChanceOptions,
  pleinChanceChecker,
} from '../wheelRound/pleinChanceTable.ts';
import type { WheelRules } from '../wheelRound/types.ts';

/** A pocket's colour: 13 is white (Part B §3). */
export type VtColour = 'rouge' | 'noir' | 'blanc';

/**
 * The 27 pockets of the plate as data, in plate order. 1–4 once, 5–11 twice (one red, one black),
 * 12–14 three times; 13 white. [GAP] the red/black split of the 12 and 14 pockets: 12 R-N-R, 14 N-R-N.
 */
export const VT_POCKETS: readonly { readonly number: number; readonly colour: VtColour }[] = [
  { number: 1, colour: 'rouge' },
  { number: 5, colour: 'noir' },
  { number: 12, colour: 'rouge' },
  { number: 6, colour: 'rouge' },
  { number: 13, colour: 'blanc' },
  { number: 7, colour: 'noir' },
  { number: 2, colour: 'noir' },
  { number: 8, colour: 'rouge' },
  { number: 14, colour: 'noir' },
  { number: 9, colour: 'noir' },
  { number: 10, colour: 'rouge' },
  { number: 12, colour: 'noir' },
  { number: 11, colour: 'noir' },
  { number: 3, colour: 'rouge' },
  { number: 5, colour: 'rouge' },
  { number: 13, colour: 'blanc' },
  { number: 6, colour: 'noir' },
  { number: 14, colour: 'rouge' },
  { number: 7, colour: 'rouge' },
  { number: 4, colour: 'noir' },
  { number: 8, colour: 'noir' },
  { number: 12, colour: 'rouge' },
  { number: 9, colour: 'rouge' },
  { number: 13, colour: 'blanc' },
  { number: 10, colour: 'noir' },
  { number: 14, colour: 'noir' },
  { number: 11, colour: 'rouge' },
];

/** A vingt-trois spot. */
export type VtSpot = { kind: 'plein'; number: number } | { kind: 'chance'; chance: 'rouge' | 'noir' };

/** The pocket the ball stopped in (0–26, an index into VT_POCKETS). */
export interface VtOutcome {
  /** Pocket index. */
  readonly pocket: number;
}

/** Table options, fixed at opening until the next day's session (seed 002): maxima within VT_MAX_RANGES. */
export type VtOptions = PleinChanceOptions;

/** Seed 002's ranges for the maxima. */
export const VT_MAX_RANGES = { plein: [20, 50], chance: [100, 250] } as const;

/** Defaults: 1 € minimum, the lowest maxima the seed allows. */
export const DEFAULT_VT_OPTIONS: VtOptions = {
  tableMinimum: cents(100),
  pleinMaxMultiple: 20,
  chanceMaxMultiple: 100,
};

/** Net payout of a plein "N to 1" (seed 002): 1–4 → 23, 5–11 → 11, 12–14 → 7. */
export function vtPleinPayout(n: number): number {
  return n <= 4 ? 23 : n <= 11 ? 11 : 7;
}

const isNumber = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 14;

/** Vingt-trois in the shared lifecycle. */
export const vingtTroisRules: WheelRules<VtSpot, VtSpot, VtOutcome, VtOptions> = {
  game: 'vingt-trois',
  minTurns: 0,
  expand: (_o, spot, unit) => [{ spot, stake: unit }],
  checkChips: pleinChanceChecker(isNumber, (c) => c === 'rouge' || c === 'noir'),
  isOutcome: (_o, out) => Number.isInteger(out.pocket) && out.pocket >= 0 && out.pocket < VT_POCKETS.length,
  settle(_o, chip, out) {
    const pocket = VT_POCKETS[out.pocket];
    const s = chip.spot;
    if (pocket === undefined) return { outcome: 'lost', returned: ZERO };
    if (s.kind === 'plein') {
      return s.number === pocket.number
        ? { outcome: 'won', returned: times(chip.stake, vtPleinPayout(s.number) + 1) }
        : { outcome: 'lost', returned: ZERO };
    }
    // Seed 002: on 13 (white) every chance simple loses.
    return s.chance === pocket.colour
      ? { outcome: 'won', returned: times(chip.stake, 2) }
      : { outcome: 'lost', returned: ZERO };
  },
  jackpot: () => null,
  pleinOn: (s) => (s.kind === 'plein' ? s.number : undefined),
  winningNumber: (o) => VT_POCKETS[o.pocket]?.number ?? -1,
  draw: (_o, rng) => ({ pocket: rng.int(VT_POCKETS.length) }),
};

/** Parses `--option` pairs: minimum (cents), pleinMax (20–50), chanceMax (100–250). */
export function parseVtOptions(raw: Readonly<Record<string, string>>): VtOptions {
  return parsePleinChanceOptions('vingt-trois', DEFAULT_VT_OPTIONS, VT_MAX_RANGES, raw);
}
