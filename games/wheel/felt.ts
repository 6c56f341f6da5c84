// The wheel of fortune's felt as data (seed 000, "roue de la chance électronique"; RULES.md A.4):
// the 52-segment main wheel and the 6-segment bonus wheel at its centre as drawn, and the layout of
// seven colour cells, one per bet, from dark green "2" to the purple fixed-stake "Bonus".
import {
  type FeltCell,
  type FeltColour,
  type FeltLayout,
  type FeltPoint,
  type WheelPocket,
  hitCell,
} from '../wheelRound/feltCells.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST, type WheelSymbol } from './layout.ts';
import type { WheelSpot } from './rules.ts';

/** The paint of each symbol: seed 000's seven colours. */
export const SYMBOL_COLOUR: Readonly<Record<WheelSymbol, FeltColour>> = {
  '2': 'vertFonce',
  '4': 'vertClair',
  '6': 'jaune',
  '16': 'rouge',
  '24': 'orange',
  '48': 'bleuCiel',
  bonus: 'violet',
};

/** The paint of each bonus-wheel colour (seed 000: vert, rouge, bleu, orange, jaune, violet). */
const BONUS_COLOUR: Readonly<Record<string, FeltColour>> = {
  vert: 'vert',
  rouge: 'rouge',
  bleu: 'bleu',
  orange: 'orange',
  jaune: 'jaune',
  violet: 'violet',
};

/** The main wheel's 52 segments in wheel order (MAIN_WHEEL), as drawn: the figure, or "Bonus". */
export const MAIN_SEGMENTS: readonly WheelPocket[] = MAIN_WHEEL.map((s) => ({
  label: s === 'bonus' ? 'BONUS' : s,
  colour: SYMBOL_COLOUR[s],
}));

/** The bonus wheel's six segments in wheel order (BONUS_WHEEL), as drawn: the ratio. */
export const BONUS_SEGMENTS: readonly WheelPocket[] = BONUS_WHEEL.map((b) => ({
  label: String(b.ratio),
  colour: BONUS_COLOUR[b.colour] ?? 'tapis',
}));

/** The bonus wheel's radius on the felt: the "roue intermédiaire de plus petite taille" (seed 000). */
export const BONUS_WHEEL_RADIUS = 128;

const LEFT = 712;
const CELL_W = 124;
const GAP = 10;
const ROW_W = WHEEL_SYMBOL_LIST.length * CELL_W + (WHEEL_SYMBOL_LIST.length - 1) * GAP;

/** The key of the cell of `symbol`. */
export function symbolKey(symbol: WheelSymbol): string {
  return `symbol-${symbol}`;
}

/** The wheel of fortune's felt: 1720 × 700 units, the wheel on the left, seven cells in paytable order. */
export const WHEEL_FELT: FeltLayout<WheelSpot> = {
  width: 1720,
  height: 700,
  wheel: { cx: 330, cy: 350, r: 318 },
  captions: { x: LEFT + ROW_W / 2, titleY: 52, ruleY: 628, limitsY: 668 },
  cells: WHEEL_SYMBOL_LIST.map((symbol, i): FeltCell<WheelSpot> => ({
    key: symbolKey(symbol),
    spot: { symbol },
    rect: { x: LEFT + i * (CELL_W + GAP), y: 100, w: CELL_W, h: 330 },
    colour: SYMBOL_COLOUR[symbol],
    figure: symbol === 'bonus' ? null : String(WHEEL_SYMBOLS[symbol].ratio),
  })),
};

/** Where the bonus wheel's paytable strip lies under the cells (information only, not a bet). */
export const BONUS_STRIP = { x: LEFT, y: 456, w: ROW_W, h: 120 } as const;

/** The bet a touch at `p` (felt units) stakes, or null in a gutter or off the cells. */
export function wheelBetAt(p: FeltPoint): WheelSpot | null {
  return hitCell(WHEEL_FELT, p)?.spot ?? null;
}
