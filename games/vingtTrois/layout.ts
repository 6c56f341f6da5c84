// The vingt-trois felt as data (seed 002, art. 46; RULES.md A.3, Part B §3): the plate's 27
// pockets of 14 numbers, and the layout of the fourteen pleins in three rows by payout (1–4 pay 23,
// 5–11 pay 11, 12–14 pay 7) above rouge and noir. Gutters lie between the targets: vingt-trois has
// no bet on a line, so a tap there stakes nothing.
import {
  type FeltLayout,
  type LayoutCell,
  type LayoutPoint,
  type LayoutRect,
  type LayoutZone,
  hitTest,
  rectCentre,
} from '../feltLayout.ts';
import type { WheelFacePocket } from '../wheelRound/wheelFace.ts';
import { VT_POCKETS, type VtSpot } from './rules.ts';

/**
 * The colour printed on number `n`'s cell: the colour of its pockets when they all share one
 * (1 and 3 red, 2 and 4 black, 13 white), else the felt (5–12 and 14 have red and black pockets).
 */
export function vtNumberTone(n: number): 'rouge' | 'noir' | 'blanc' | 'felt' {
  const colours = new Set(VT_POCKETS.filter((p) => p.number === n).map((p) => p.colour));
  const [only] = colours;
  return colours.size === 1 && only !== undefined ? only : 'felt';
}

/** The plate's 27 pockets in plate order (games/vingtTrois/rules.ts VT_POCKETS), as drawn. */
export const VT_PLATE: readonly WheelFacePocket[] = VT_POCKETS.map((p) => ({
  text: String(p.number),
  tone: p.colour,
}));

/** The rows of pleins, by payout (seed 002): 23 to 1, 11 to 1, 7 to 1. */
export const VT_ROWS: readonly (readonly number[])[] = [
  [1, 2, 3, 4],
  [5, 6, 7, 8, 9, 10, 11],
  [12, 13, 14],
];

const CELL_W = 112;
const CELL_H = 118;
const GAP = 8;
const ROW_GAP = 10;
const WIDTH = 7 * CELL_W + 6 * GAP;
const CHANCE_W = (WIDTH - GAP) / 2;
const CHANCE_H = 112;
const CHANCE_Y = 3 * (CELL_H + ROW_GAP);

interface Target {
  readonly spot: VtSpot;
  readonly rect: LayoutRect;
  readonly cell: LayoutCell;
}

function pleinTargets(): Target[] {
  return VT_ROWS.flatMap((row, r) => {
    const x0 = (WIDTH - (row.length * CELL_W + (row.length - 1) * GAP)) / 2;
    return row.map((n, i): Target => {
      const rect = { x: x0 + i * (CELL_W + GAP), y: r * (CELL_H + ROW_GAP), w: CELL_W, h: CELL_H };
      return {
        spot: { kind: 'plein', number: n },
        rect,
        cell: { rect, tone: vtNumberTone(n), text: String(n) },
      };
    });
  });
}

const TARGETS: readonly Target[] = [
  ...pleinTargets(),
  ...(['rouge', 'noir'] as const).map((chance, i): Target => {
    const rect = { x: i * (CHANCE_W + GAP), y: CHANCE_Y, w: CHANCE_W, h: CHANCE_H };
    return { spot: { kind: 'chance', chance }, rect, cell: { rect, tone: 'felt', diamond: chance } };
  }),
];

/** The key of a vingt-trois spot, as the hub keys it (games/wheelRound/pleinChanceTable.ts). */
export function vtSpotKey(spot: VtSpot): string {
  return spot.kind === 'plein' ? `plein-${spot.number}` : spot.chance;
}

/** The vingt-trois felt: sixteen targets, one per bet of the game, with gutters between them. */
export const VT_FELT: FeltLayout<VtSpot> = {
  width: WIDTH,
  height: CHANCE_Y + CHANCE_H,
  cells: TARGETS.map((t) => t.cell),
  zones: TARGETS.map((t): LayoutZone<VtSpot> => ({
    key: vtSpotKey(t.spot),
    spot: t.spot,
    shape: 'cell',
    hit: t.rect,
    // On rouge and noir the chips stand right of the diamond, not over it.
    chipAt:
      t.spot.kind === 'plein'
        ? rectCentre(t.rect)
        : { x: t.rect.x + t.rect.w * 0.8, y: t.rect.y + t.rect.h / 2 },
  })),
};

/** The bet a touch at `p` (layout units) stakes, or null in a gutter or off the layout. */
export function vtBetAt(p: LayoutPoint): VtSpot | null {
  return hitTest(VT_FELT, p)?.spot ?? null;
}
