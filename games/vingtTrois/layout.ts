// The vingt-trois felt as data (seed 002, art. 46; RULES.md A.3, Part B §3): the plate's 27
// pockets of 14 numbers, and the layout of the fourteen pleins in three rows by payout (1–4 pay 23,
// 5–11 pay 11, 12–14 pay 7) above rouge and noir.
import {
  type FeltCell,
  type FeltColour,
  type FeltLayout,
  type FeltPoint,
  type WheelPocket,
  hitCell,
} from '../wheelRound/feltCells.ts';
import { VT_POCKETS, type VtSpot, vtPleinPayout } from './rules.ts';

/**
 * The colour printed on number `n`'s cell: the colour of its pockets when they all share one
 * (1 and 3 red, 2 and 4 black, 13 white), else `mixte` (5–12 and 14 have red and black pockets).
 */
export function vtNumberColour(n: number): FeltColour {
  const colours = new Set(VT_POCKETS.filter((p) => p.number === n).map((p) => p.colour));
  const [only] = colours;
  return colours.size === 1 && only !== undefined ? only : 'mixte';
}

/** The plate's 27 pockets in plate order (games/vingtTrois/rules.ts VT_POCKETS), as drawn. */
export const VT_PLATE: readonly WheelPocket[] = VT_POCKETS.map((p) => ({
  label: String(p.number),
  colour: p.colour,
}));

/** The rows of pleins, by payout (seed 002): 23 to 1, 11 to 1, 7 to 1. */
export const VT_ROWS: readonly (readonly number[])[] = [
  [1, 2, 3, 4],
  [5, 6, 7, 8, 9, 10, 11],
  [12, 13, 14],
];

const LEFT = 760;
const CELL_W = 112;
const CELL_H = 118;
const GAP = 8;
const WIDEST = 7 * CELL_W + 6 * GAP;
const ROW_Y = [96, 222, 348] as const;

function pleinCells(): FeltCell<VtSpot>[] {
  return VT_ROWS.flatMap((row, r) => {
    const rowW = row.length * CELL_W + (row.length - 1) * GAP;
    const x0 = LEFT + (WIDEST - rowW) / 2;
    return row.map((n, i): FeltCell<VtSpot> => ({
      key: `plein-${n}`,
      spot: { kind: 'plein', number: n },
      rect: { x: x0 + i * (CELL_W + GAP), y: ROW_Y[r] ?? 0, w: CELL_W, h: CELL_H },
      colour: vtNumberColour(n),
      figure: String(n),
    }));
  });
}

const CHANCE_W = (WIDEST - GAP) / 2;

/** The vingt-trois felt: 1720 × 700 units, the plate on the left, sixteen cells with gutters. */
export const VT_FELT: FeltLayout<VtSpot> = {
  width: 1720,
  height: 700,
  wheel: { cx: 330, cy: 350, r: 318 },
  captions: { x: LEFT + WIDEST / 2, titleY: 52, ruleY: 628, limitsY: 668 },
  cells: [
    ...pleinCells(),
    ...(['rouge', 'noir'] as const).map((chance, i): FeltCell<VtSpot> => ({
      key: chance,
      spot: { kind: 'chance', chance },
      rect: { x: LEFT + i * (CHANCE_W + GAP), y: 478, w: CHANCE_W, h: 112 },
      colour: chance,
      figure: null,
    })),
  ],
};

/** The net payout printed on a plein's cell ("23", "11", "7"), from the rules. */
export function vtPayoutLabel(n: number): string {
  return String(vtPleinPayout(n));
}

/** The bet a touch at `p` (felt units) stakes, or null in a gutter or off the cells. */
export function vtBetAt(p: FeltPoint): VtSpot | null {
  return hitCell(VT_FELT, p)?.spot ?? null;
}
