// A wheel game's betting layout as data (DESIGN.md "arrows": the renderer reads layouts from
// games/ and draws them; it decides nothing). Each cell is one bet of the game, a rectangle in the
// felt's own units and how it is painted; the hit-test turns a touch into that bet or nothing.

/** A point in felt units. */
export interface FeltPoint {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in felt units: it covers [x, x + w) × [y, y + h). */
export interface FeltRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The colours a layout names; the renderer's theme maps each name to its paint. Boule's 5 is
 * `jaune` and vingt-trois's 13 `blanc` (RULES.md Part B §2, §3); `mixte` is a number whose pockets
 * are both red and black; the wheel of fortune's seven colours are seed 000's.
 */
export type FeltColour =
  | 'rouge'
  | 'noir'
  | 'jaune'
  | 'blanc'
  | 'mixte'
  | 'tapis'
  | 'vertFonce'
  | 'vertClair'
  | 'orange'
  | 'bleuCiel'
  | 'violet'
  | 'vert'
  | 'bleu';

/** One betting cell: the bet it stakes, its key (as the hub's spot key), where it lies and its paint. */
export interface FeltCell<S> {
  /** Stable key of the spot ("plein-7", "rouge", "symbol-16"): chips are drawn per key. */
  readonly key: string;
  /** The bet, as the hub's wire spot of the game. */
  readonly spot: S;
  /** Where it lies on the felt. */
  readonly rect: FeltRect;
  /** Its colour. */
  readonly colour: FeltColour;
  /** What is printed on it when it is a figure ("7", "16"); chances are worded by the renderer. */
  readonly figure: string | null;
}

/** A whole felt: its design size, the wheel's place, the caption lines' place and the cells. */
export interface FeltLayout<S> {
  readonly width: number;
  readonly height: number;
  /** The apparatus (bowl, plate or wheel): centre and outer radius. */
  readonly wheel: { readonly cx: number; readonly cy: number; readonly r: number };
  /** Where the title (top) and the rule and limits lines (under the cells) are centred. */
  readonly captions: {
    readonly x: number;
    readonly titleY: number;
    readonly ruleY: number;
    readonly limitsY: number;
  };
  readonly cells: readonly FeltCell<S>[];
}

/** True when `p` lies in `r` (half-open, so two touching cells never both contain a point). */
export function contains(r: FeltRect, p: FeltPoint): boolean {
  return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

/** The cell under `p`, or null in a gutter or off the layout: a tap between cells stakes nothing. */
export function hitCell<S>(layout: FeltLayout<S>, p: FeltPoint): FeltCell<S> | null {
  for (const cell of layout.cells) if (contains(cell.rect, p)) return cell;
  return null;
}

/** True when the two rectangles share any point. */
export function overlaps(a: FeltRect, b: FeltRect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The centre of a rectangle (where its chips are drawn). */
export function centreOf(r: FeltRect): FeltPoint {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** One pocket or segment of the apparatus, in wheel order: what it shows and its colour. */
export interface WheelPocket {
  readonly label: string;
  readonly colour: FeltColour;
}
