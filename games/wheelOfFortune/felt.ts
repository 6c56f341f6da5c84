// The wheel of fortune's felt as data (seed 000, "roue de la chance électronique"; RULES.md A.4):
// the 52-segment main wheel and the 6-segment bonus wheel at its centre as drawn, and the layout of
// seven colour cells, one per bet, from dark green "2" to the purple fixed-stake "Bonus".
import { type FeltLayout, type LayoutPoint, type LayoutZone, hitTest, rectCentre } from '../feltLayout.ts';
import type { WheelFacePocket } from '../wheelRound/wheelFace.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST, type WheelSymbol } from './layout.ts';
import type { WheelSpot } from './rules.ts';

/** The tone of each symbol: seed 000's seven colours, named as WHEEL_SYMBOLS names them. */
export const SYMBOL_TONE: Readonly<Record<WheelSymbol, string>> = Object.fromEntries(
  WHEEL_SYMBOL_LIST.map((s) => [s, WHEEL_SYMBOLS[s].colour]),
) as Record<WheelSymbol, string>;

/**
 * The main wheel's 52 segments in wheel order (MAIN_WHEEL), as drawn: the figure, or "B" on the two
 * purple "Bonus" segments (the word does not fit a 52nd of the wheel on a screen; the colour says it).
 */
export const MAIN_SEGMENTS: readonly WheelFacePocket[] = MAIN_WHEEL.map((s) => ({
  text: s === 'bonus' ? 'B' : s,
  tone: SYMBOL_TONE[s],
}));

/** The bonus wheel's six segments in wheel order (BONUS_WHEEL), as drawn: the ratio in its colour (seed 000). */
export const BONUS_SEGMENTS: readonly WheelFacePocket[] = BONUS_WHEEL.map((b) => ({
  text: String(b.ratio),
  tone: b.colour,
}));

const CELL_W = 124;
const CELL_H = 300;
const GAP = 10;

/** The key of the cell of `symbol`. */
export function symbolKey(symbol: WheelSymbol): string {
  return `symbol-${symbol}`;
}

const rectOf = (i: number) => ({ x: i * (CELL_W + GAP), y: 0, w: CELL_W, h: CELL_H });

/** The wheel of fortune's felt: seven targets in paytable order, with gutters between them. */
export const WHEEL_FELT: FeltLayout<WheelSpot> = {
  width: WHEEL_SYMBOL_LIST.length * CELL_W + (WHEEL_SYMBOL_LIST.length - 1) * GAP,
  height: CELL_H,
  // Worded by the renderer: the figure, its "N pour 1" and the table's maximum (or the bonus's fixed stake).
  cells: WHEEL_SYMBOL_LIST.map((symbol, i) => ({
    rect: rectOf(i),
    tone: SYMBOL_TONE[symbol],
    message: symbolKey(symbol),
  })),
  zones: WHEEL_SYMBOL_LIST.map((symbol, i): LayoutZone<WheelSpot> => ({
    key: symbolKey(symbol),
    spot: { symbol },
    shape: 'cell',
    hit: rectOf(i),
    // Under the cell's figure, ratio and maximum, which stay readable.
    chipAt: { x: rectCentre(rectOf(i)).x, y: CELL_H * 0.82 },
  })),
};

/** The bet a touch at `p` (layout units) stakes, or null in a gutter or off the layout. */
export function wheelBetAt(p: LayoutPoint): WheelSpot | null {
  return hitTest(WHEEL_FELT, p)?.spot ?? null;
}
