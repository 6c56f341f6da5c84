// The single-zero roulette felt as data (RULES.md A.2, Part B §5.2): the 0–36 grid, the lines and
// corners between numbers, the outer edge (transversales pleines, sixains, 0-1-2-3), the
// douzaines, the colonnes, deux douzaines and deux colonnes à cheval, and the chances simples.
// One touch target per legal spot (161, as combinations.ts counts them), generated from the grid.
import {
  type FeltLayout,
  type LayoutCell,
  type LayoutRect,
  type LayoutZone,
  rectCentre,
} from '../feltLayout.ts';
import { type Chance, type RouletteSpot, spotKey } from './bets.ts';
import { pocketColour } from './layout.ts';

/** Width of one strip of three numbers (a transversale: 1-2-3, 4-5-6 …), in layout units. */
export const CELL_W = 80;
/** Height of one number cell. */
export const CELL_H = 110;
/** Width of the zero, left of the grid. */
export const ZERO_W = 96;
/** Width of the "2 à 1" column boxes, right of the grid. */
export const COLUMN_W = 96;
/** Height of the douzaines row and of the chances row. */
export const BOX_H = 90;
/** Half the thickness of a line target (cheval, edge): a 28-unit band centred on the line. */
export const LINE = 14;
/** Half the side of a corner target (carré, sixain, trio with zero): a 36-unit square. */
export const CORNER = 18;

/** Left edge of the number grid (right edge of the zero). */
export const GRID_LEFT = ZERO_W;
/** Right edge of the number grid (left edge of the column boxes). */
export const GRID_RIGHT = ZERO_W + 12 * CELL_W;
/** The outer edge of the grid, along 1, 4, 7 … 34: where transversales and sixains are placed. */
export const GRID_BOTTOM = 3 * CELL_H;

/** Chances simples in their left-to-right order under the douzaines. */
export const CHANCE_ORDER: readonly Chance[] = ['manque', 'pair', 'rouge', 'noir', 'impair', 'passe'];

/** The x of the line left of strip `k` (0–12; 0 is the zero's line). */
const stripX = (k: number): number => GRID_LEFT + k * CELL_W;
/** The y of the line above row `r` (0–3; row 0 holds 3, 6 … 36, row 2 holds 1, 4 … 34). */
const rowY = (r: number): number => r * CELL_H;
/** The number in strip `k` (0–11), row `r` (0–2). */
const numberAt = (k: number, r: number): number => 3 * k + 3 - r;

/** The rectangle of number `n` on the felt (0 spans the three rows, left of the grid). */
export function numberRect(n: number): LayoutRect {
  if (n === 0) return { x: 0, y: 0, w: ZERO_W, h: GRID_BOTTOM };
  const k = Math.floor((n - 1) / 3);
  const r = 2 - ((n - 1) % 3);
  return { x: stripX(k), y: rowY(r), w: CELL_W, h: CELL_H };
}

/** The "2 à 1" box of colonne `c` (1–3): colonne 3 is the top row (3, 6 … 36). */
export function columnRect(c: number): LayoutRect {
  return { x: GRID_RIGHT, y: rowY(3 - c), w: COLUMN_W, h: CELL_H };
}

/** The box of douzaine `d` (1–3), under its twelve numbers. */
export function dozenRect(d: number): LayoutRect {
  return { x: stripX(4 * (d - 1)), y: GRID_BOTTOM, w: 4 * CELL_W, h: BOX_H };
}

/** The box of a chance simple, two strips wide, under the douzaines. */
export function chanceRect(chance: Chance): LayoutRect {
  const i = CHANCE_ORDER.indexOf(chance);
  return { x: stripX(2 * i), y: GRID_BOTTOM + BOX_H, w: 2 * CELL_W, h: BOX_H };
}

type Zone = LayoutZone<RouletteSpot>;

const zone = (spot: RouletteSpot, shape: Zone['shape'], hit: LayoutRect, chipAt = rectCentre(hit)): Zone => ({
  key: spotKey(spot),
  spot,
  shape,
  hit,
  chipAt,
});

/** A corner target centred on (x, y). */
const cornerAt = (spot: RouletteSpot, x: number, y: number): Zone =>
  zone(spot, 'corner', { x: x - CORNER, y: y - CORNER, w: 2 * CORNER, h: 2 * CORNER }, { x, y });

/** A vertical line target at x from y0 to y1, its chips at its middle. */
const vLine = (spot: RouletteSpot, x: number, y0: number, y1: number): Zone =>
  zone(spot, 'line', { x: x - LINE, y: y0, w: 2 * LINE, h: y1 - y0 }, { x, y: (y0 + y1) / 2 });

/** A horizontal line target at y from x0 to x1, its chips at its middle. */
const hLine = (spot: RouletteSpot, y: number, x0: number, x1: number): Zone =>
  zone(spot, 'line', { x: x0, y: y - LINE, w: x1 - x0, h: 2 * LINE }, { x: (x0 + x1) / 2, y });

const cheval = (a: number, b: number): RouletteSpot => ({ kind: 'cheval', numbers: [a, b] });

/** The cells: the pleins, from zero to 36. */
function pleinZones(): Zone[] {
  return Array.from({ length: 37 }, (_, n) => zone({ kind: 'plein', number: n }, 'cell', numberRect(n)));
}

/** The lines between numbers: 0-3, 0-2, 0-1 on the zero's line, then inside the grid. */
function chevalZones(): Zone[] {
  const out: Zone[] = [
    vLine(cheval(0, 3), GRID_LEFT, rowY(0), rowY(1) - CORNER),
    vLine(cheval(0, 2), GRID_LEFT, rowY(1) + CORNER, rowY(2) - CORNER),
    vLine(cheval(0, 1), GRID_LEFT, rowY(2) + CORNER, rowY(3) - CORNER),
  ];
  for (let k = 0; k < 12; k++) {
    // The last strip's lines run to the column boxes: no corner bet stands there.
    const right = k === 11 ? stripX(12) : stripX(k + 1) - CORNER;
    for (let r = 0; r < 2; r++) {
      out.push(hLine(cheval(numberAt(k, r + 1), numberAt(k, r)), rowY(r + 1), stripX(k) + CORNER, right));
    }
  }
  for (let k = 0; k < 11; k++) {
    for (let r = 0; r < 3; r++) {
      // The top edge has no bet: the line starts there; the bottom ends at the sixain's corner.
      const top = r === 0 ? rowY(0) : rowY(r) + CORNER;
      const n = numberAt(k, r);
      out.push(vLine(cheval(n, n + 3), stripX(k + 1), top, rowY(r + 1) - CORNER));
    }
  }
  return out;
}

/** The outer edge: a transversale pleine along each strip, a sixain where two strips meet. */
function edgeZones(): Zone[] {
  const out: Zone[] = [];
  for (let k = 0; k < 12; k++) {
    const right = k === 11 ? stripX(12) : stripX(k + 1) - CORNER;
    const numbers = [3 * k + 1, 3 * k + 2, 3 * k + 3];
    out.push(hLine({ kind: 'transversale', numbers }, GRID_BOTTOM, stripX(k) + CORNER, right));
  }
  for (let k = 1; k < 12; k++) {
    const numbers = Array.from({ length: 6 }, (_, i) => 3 * (k - 1) + 1 + i);
    out.push(cornerAt({ kind: 'sixain', numbers }, stripX(k), GRID_BOTTOM));
  }
  return out;
}

/** The corners: the three with zero (0-2-3, 0-1-2, les quatre premiers), then the 22 carrés. */
function cornerZones(): Zone[] {
  const out: Zone[] = [
    cornerAt({ kind: 'transversale', numbers: [0, 2, 3] }, GRID_LEFT, rowY(1)),
    cornerAt({ kind: 'transversale', numbers: [0, 1, 2] }, GRID_LEFT, rowY(2)),
    cornerAt({ kind: 'carre', numbers: [0, 1, 2, 3] }, GRID_LEFT, GRID_BOTTOM),
  ];
  for (let k = 0; k < 11; k++) {
    for (let r = 0; r < 2; r++) {
      const n = numberAt(k, r + 1);
      out.push(cornerAt({ kind: 'carre', numbers: [n, n + 1, n + 3, n + 4] }, stripX(k + 1), rowY(r + 1)));
    }
  }
  return out;
}

/** Douzaines, colonnes, the lines between them (deux douzaines / deux colonnes), the chances. */
function outsideZones(): Zone[] {
  const out: Zone[] = [];
  for (let d = 1; d <= 3; d++) out.push(zone({ kind: 'douzaine', dozen: d }, 'cell', dozenRect(d)));
  for (let c = 1; c <= 3; c++) out.push(zone({ kind: 'colonne', column: c }, 'cell', columnRect(c)));
  for (const first of [1, 2]) {
    // Below the sixain's corner on the edge, down the line between two douzaine boxes.
    out.push(
      vLine({ kind: 'deuxDouzaines', first }, stripX(4 * first), GRID_BOTTOM + CORNER, GRID_BOTTOM + BOX_H),
    );
    // The line between the boxes of colonnes `first` and `first + 1`.
    out.push(hLine({ kind: 'deuxColonnes', first }, rowY(3 - first), GRID_RIGHT, GRID_RIGHT + COLUMN_W));
  }
  for (const chance of CHANCE_ORDER) out.push(zone({ kind: 'chance', chance }, 'cell', chanceRect(chance)));
  return out;
}

/** What the felt paints: number cells in their colours, the boxes with their wording. */
function paintedCells(): LayoutCell[] {
  const cells: LayoutCell[] = Array.from({ length: 37 }, (_, n) => ({
    rect: numberRect(n),
    tone: pocketColour(n),
    text: String(n),
  }));
  for (let c = 1; c <= 3; c++) cells.push({ rect: columnRect(c), tone: 'felt', message: 'colonneBox' });
  for (let d = 1; d <= 3; d++) cells.push({ rect: dozenRect(d), tone: 'felt', message: `douzaine${d}` });
  for (const chance of CHANCE_ORDER) {
    const diamond = chance === 'rouge' || chance === 'noir' ? chance : undefined;
    cells.push(
      diamond
        ? { rect: chanceRect(chance), tone: 'felt', diamond }
        : { rect: chanceRect(chance), tone: 'felt', message: chance },
    );
  }
  return cells;
}

/** The roulette felt: every legal spot of the layout as one touch target, and what is painted. */
export const ROULETTE_FELT: FeltLayout<RouletteSpot> = {
  width: GRID_RIGHT + COLUMN_W,
  height: GRID_BOTTOM + 2 * BOX_H,
  cells: paintedCells(),
  zones: [...pleinZones(), ...outsideZones(), ...chevalZones(), ...edgeZones(), ...cornerZones()],
};
