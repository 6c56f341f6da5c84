// The boule felt as data (seed 002, art. 46; RULES.md A.3, Part B §2): the bowl's nine numbers
// with their colours, the nine pleins in a row with the 5 in the middle, and the six chances simples
// on either side as at a boule table (manque, impair, rouge above; noir, pair, passe below).
// Gutters lie between the targets: boule has no bet on a line, so a tap there stakes nothing.
import {
  type FeltLayout,
  type LayoutCell,
  type LayoutPoint,
  type LayoutRect,
  type LayoutTone,
  type LayoutZone,
  hitTest,
  rectCentre,
} from '../feltLayout.ts';
import type { WheelFacePocket } from '../wheelRound/wheelFace.ts';
import { BOULE_CHANCE_NUMBERS, type BouleChance, type BouleSpot } from './rules.ts';

/** The colour of boule number `n`: Part B §2, noir 1,3,6,8; rouge 2,4,7,9; the 5 yellow (in no chance). */
export function bouleTone(n: number): 'rouge' | 'noir' | 'jaune' {
  if (BOULE_CHANCE_NUMBERS.rouge.includes(n)) return 'rouge';
  if (BOULE_CHANCE_NUMBERS.noir.includes(n)) return 'noir';
  return 'jaune';
}

/**
 * The bowl's pockets in wheel order. [GAP] the regulation fixes nine numbers with probability 1/9
 * each (Part B §2), not their order: one pocket per number, 1 to 9, which alternates the colours.
 */
export const BOULE_BOWL: readonly WheelFacePocket[] = Array.from({ length: 9 }, (_, i) => ({
  text: String(i + 1),
  tone: bouleTone(i + 1),
}));

/** The bowl pocket of a boule result (the number 1–9 the ball rests on). */
export function boulePocketOf(number: number): number {
  return number - 1;
}

const CELL_W = 96;
const GAP = 8;
const ROW_GAP = 12;
const WIDTH = 9 * CELL_W + 8 * GAP;
const CHANCE_W = (WIDTH - 2 * GAP) / 3;
const CHANCE_H = 140;
const NUMBER_H = 200;
const NUMBER_Y = CHANCE_H + ROW_GAP;
const BOTTOM_Y = NUMBER_Y + NUMBER_H + ROW_GAP;
const TOP_ROW: readonly BouleChance[] = ['manque', 'impair', 'rouge'];
const BOTTOM_ROW: readonly BouleChance[] = ['noir', 'pair', 'passe'];

interface Target {
  readonly spot: BouleSpot;
  readonly rect: LayoutRect;
  readonly cell: LayoutCell;
}

function chanceTargets(row: readonly BouleChance[], y: number): Target[] {
  return row.map((chance, i) => {
    const rect = { x: i * (CHANCE_W + GAP), y, w: CHANCE_W, h: CHANCE_H };
    const diamond: LayoutTone | undefined = chance === 'rouge' || chance === 'noir' ? chance : undefined;
    const cell: LayoutCell = diamond
      ? { rect, tone: 'felt', diamond }
      : { rect, tone: 'felt', message: chance };
    return { spot: { kind: 'chance', chance }, rect, cell };
  });
}

const TARGETS: readonly Target[] = [
  ...chanceTargets(TOP_ROW, 0),
  ...Array.from({ length: 9 }, (_, i): Target => {
    const rect = { x: i * (CELL_W + GAP), y: NUMBER_Y, w: CELL_W, h: NUMBER_H };
    return {
      spot: { kind: 'plein', number: i + 1 },
      rect,
      cell: { rect, tone: bouleTone(i + 1), text: String(i + 1) },
    };
  }),
  ...chanceTargets(BOTTOM_ROW, BOTTOM_Y),
];

/** The key of a boule spot, as the hub keys it (games/wheelRound/pleinChanceTable.ts). */
export function bouleSpotKey(spot: BouleSpot): string {
  return spot.kind === 'plein' ? `plein-${spot.number}` : spot.chance;
}

/** The boule felt: fifteen targets, one per bet of the game, with gutters between them. */
export const BOULE_FELT: FeltLayout<BouleSpot> = {
  width: WIDTH,
  height: BOTTOM_Y + CHANCE_H,
  cells: TARGETS.map((t) => t.cell),
  zones: TARGETS.map((t): LayoutZone<BouleSpot> => ({
    key: bouleSpotKey(t.spot),
    spot: t.spot,
    shape: 'cell',
    hit: t.rect,
    // On a chance's box the chips stand right of its word or diamond, not over it.
    chipAt:
      t.spot.kind === 'plein'
        ? rectCentre(t.rect)
        : { x: t.rect.x + t.rect.w * 0.85, y: t.rect.y + t.rect.h / 2 },
  })),
};

/** The bet a touch at `p` (layout units) stakes, or null in a gutter or off the layout. */
export function bouleBetAt(p: LayoutPoint): BouleSpot | null {
  return hitTest(BOULE_FELT, p)?.spot ?? null;
}
