// The betting layout of a wheel game as plain data (DESIGN.md: games/ owns the layouts; the
// renderer's wheel kit draws it and hit-tests a tap with `hitTest`). Units are the layout's own;
// the scene scales them to the screen. Nothing here decides a bet: the hub does.

/** An axis-aligned rectangle in layout units (x, y of the top-left corner). */
export interface LayoutRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A point in layout units. */
export interface LayoutPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Which kind of touch target a zone is. Lines and corners are thin targets laid over cells and
 * boxes: where they overlap, the thinner one wins, so that a tap on a line places the line's bet
 * and never a plein on a neighbour (issue 11 §2).
 */
export type ZoneShape = 'cell' | 'line' | 'corner';

/** The precedence of each zone shape in `hitTest`: higher wins where targets overlap. */
export const ZONE_PRECEDENCE: Readonly<Record<ZoneShape, number>> = { cell: 0, line: 1, corner: 2 };

/** One touch target: the bet it places, where it can be touched, and where its chips are drawn. */
export interface LayoutZone<Spot> {
  /** The spot's stable key (the game's `spotKey`), used to draw the stakes the hub accepted. */
  readonly key: string;
  /** The bet this target places. */
  readonly spot: Spot;
  /** Cell, line or corner. */
  readonly shape: ZoneShape;
  /** The touch target, half-open: [x, x + w) × [y, y + h). */
  readonly hit: LayoutRect;
  /** The centre of the chips drawn for this spot. */
  readonly chipAt: LayoutPoint;
}

/** A colour of the felt, by name; the renderer's theme maps names to pixels. */
export type LayoutTone = string;

/** A painted area of the felt: a number cell, a box, a caption. Painting only, never a target. */
export interface LayoutCell {
  /** The area. */
  readonly rect: LayoutRect;
  /** Its fill, by name ("rouge", "noir", "vert", "felt", …). */
  readonly tone: LayoutTone;
  /** A literal label ("17"), drawn as is. */
  readonly text?: string;
  /** A message key ("douzaine1", "manque"), worded by the renderer in the player's language. */
  readonly message?: string;
  /** A diamond of that tone in the middle (rouge / noir on a roulette felt). */
  readonly diamond?: LayoutTone;
}

/** A whole betting layout: its size, what is painted and what can be touched. */
export interface FeltLayout<Spot> {
  /** The layout's width in its units. */
  readonly width: number;
  /** The layout's height in its units. */
  readonly height: number;
  /** What is painted, back to front. */
  readonly cells: readonly LayoutCell[];
  /** Every touch target: one per spot of the game. */
  readonly zones: readonly LayoutZone<Spot>[];
}

/** True when `p` lies in the half-open rectangle `r`. */
export function inRect(r: LayoutRect, p: LayoutPoint): boolean {
  return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

/** The zone a tap at `p` touches: the thinnest target under it (corner, then line, then cell), or null. */
export function hitTest<Spot>(layout: FeltLayout<Spot>, p: LayoutPoint): LayoutZone<Spot> | null {
  let best: LayoutZone<Spot> | null = null;
  for (const zone of layout.zones) {
    if (!inRect(zone.hit, p)) continue;
    if (best === null || ZONE_PRECEDENCE[zone.shape] > ZONE_PRECEDENCE[best.shape]) best = zone;
  }
  return best;
}

/** The centre of a rectangle. */
export function rectCentre(r: LayoutRect): LayoutPoint {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}
