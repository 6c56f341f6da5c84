// The boule felt as data (seed 002, art. 46; RULES.md A.3, Part B §2): the bowl's nine numbers
// with their colours, the nine pleins in a row with the 5 in the middle, and the six chances simples
// on either side as at a boule table (manque, impair, rouge above; noir, pair, passe below).
import {
  type FeltCell,
  type FeltColour,
  type FeltLayout,
  type FeltPoint,
  type WheelPocket,
  hitCell,
} from '../wheelRound/feltCells.ts';
import { BOULE_CHANCE_NUMBERS, type BouleChance, type BouleSpot } from './rules.ts';

/** The colour of boule number `n`: Part B §2, noir 1,3,6,8; rouge 2,4,7,9; the 5 yellow (in no chance). */
export function bouleColour(n: number): FeltColour {
  if (BOULE_CHANCE_NUMBERS.rouge.includes(n)) return 'rouge';
  if (BOULE_CHANCE_NUMBERS.noir.includes(n)) return 'noir';
  return 'jaune';
}

/**
 * The bowl's pockets in wheel order. [GAP] the regulation fixes nine numbers with probability 1/9
 * each (Part B §2), not their order: one pocket per number, 1 to 9, which alternates the colours.
 */
export const BOULE_BOWL: readonly WheelPocket[] = Array.from({ length: 9 }, (_, i) => ({
  label: String(i + 1),
  colour: bouleColour(i + 1),
}));

/** The bowl pocket of a boule result (the number 1–9 the ball rests on). */
export function boulePocketOf(number: number): number {
  return number - 1;
}

const LEFT = 720;
const CELL_W = 96;
const GAP = 8;
const ROW_W = 9 * CELL_W + 8 * GAP;
const CHANCE_W = (ROW_W - 2 * GAP) / 3;
const TOP_ROW: readonly BouleChance[] = ['manque', 'impair', 'rouge'];
const BOTTOM_ROW: readonly BouleChance[] = ['noir', 'pair', 'passe'];
const CHANCE_COLOUR: Readonly<Partial<Record<BouleChance, FeltColour>>> = { rouge: 'rouge', noir: 'noir' };

function chanceCells(row: readonly BouleChance[], y: number): FeltCell<BouleSpot>[] {
  return row.map((chance, i) => ({
    key: chance,
    spot: { kind: 'chance', chance },
    rect: { x: LEFT + i * (CHANCE_W + GAP), y, w: CHANCE_W, h: 140 },
    colour: CHANCE_COLOUR[chance] ?? 'tapis',
    figure: null,
  }));
}

/** The boule felt: 1720 × 700 units, the bowl on the left, fifteen cells with gutters between them. */
export const BOULE_FELT: FeltLayout<BouleSpot> = {
  width: 1720,
  height: 700,
  wheel: { cx: 330, cy: 350, r: 318 },
  captions: { x: LEFT + ROW_W / 2, titleY: 52, ruleY: 628, limitsY: 668 },
  cells: [
    ...chanceCells(TOP_ROW, 96),
    ...Array.from({ length: 9 }, (_, i): FeltCell<BouleSpot> => ({
      key: `plein-${i + 1}`,
      spot: { kind: 'plein', number: i + 1 },
      rect: { x: LEFT + i * (CELL_W + GAP), y: 244, w: CELL_W, h: 200 },
      colour: bouleColour(i + 1),
      figure: String(i + 1),
    })),
    ...chanceCells(BOTTOM_ROW, 452),
  ],
};

/** The bet a touch at `p` (felt units) stakes, or null in a gutter or off the cells. */
export function bouleBetAt(p: FeltPoint): BouleSpot | null {
  return hitCell(BOULE_FELT, p)?.spot ?? null;
}
