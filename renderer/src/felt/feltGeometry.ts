// Where everything lies on the roulette felt, in the felt's own units (FELT_SIZE), as pure data:
// the scene draws from it, the test hook reads it, and unit tests check it.
import { CHANCES, type Chance, spotKey } from '../../../games/roulette/bets.ts';
import type { RouletteSpotWire } from '../../../protocol/roulette.ts';

/** A rectangle in felt units. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The felt's design size; the scene scales it uniformly to the canvas. */
export const FELT_SIZE = { width: 1720, height: 700 } as const;

/** The wheel's centre and outer radius. */
export const WHEEL_BOX = { cx: 330, cy: 350, r: 318 } as const;

const LEFT = 672;
const TOP = 90;
const ZERO_W = 100;
const CELL_W = 76;
const CELL_H = 135;
const CHANCE_H = 120;
const GAP = 10;

/** The horizontal centre of the betting layout, for titles and captions. */
export const LAYOUT_CENTRE_X = LEFT + (ZERO_W + 12 * CELL_W) / 2;

/** The vertical position of the limits caption under the layout. */
export const CAPTION_Y = TOP + 3 * CELL_H + GAP + CHANCE_H + 38;

/** Chances simples in their left-to-right order under the numbers (English layout). */
export const CHANCE_ORDER: readonly Chance[] = ['manque', 'pair', 'rouge', 'noir', 'impair', 'passe'];

/** The rectangle of number `n` (0 spans the three rows on the left). */
export function numberRect(n: number): Rect {
  if (n === 0) return { x: LEFT, y: TOP, w: ZERO_W, h: CELL_H * 3 };
  const col = Math.floor((n - 1) / 3);
  const row = 2 - ((n - 1) % 3); // 3, 6, … 36 on the top row
  return { x: LEFT + ZERO_W + col * CELL_W, y: TOP + row * CELL_H, w: CELL_W, h: CELL_H };
}

/** The rectangle of a chance simple: two columns wide, under the numbers. */
export function chanceRect(chance: Chance): Rect {
  const i = CHANCE_ORDER.indexOf(chance);
  return { x: LEFT + ZERO_W + i * 2 * CELL_W, y: TOP + 3 * CELL_H + GAP, w: 2 * CELL_W, h: CHANCE_H };
}

/** Every spot of the layout with its key and rectangle: 37 pleins then the six chances. */
export function layoutSpots(): { key: string; spot: RouletteSpotWire; rect: Rect }[] {
  const out: { key: string; spot: RouletteSpotWire; rect: Rect }[] = [];
  for (let n = 0; n <= 36; n++) {
    const spot: RouletteSpotWire = { kind: 'plein', number: n };
    out.push({ key: spotKey(spot), spot, rect: numberRect(n) });
  }
  for (const chance of CHANCES) {
    const spot: RouletteSpotWire = { kind: 'chance', chance };
    out.push({ key: spotKey(spot), spot, rect: chanceRect(chance) });
  }
  return out;
}

const byKey = new Map(layoutSpots().map((s) => [s.key, s]));

/** The spot named by `key` ("plein-17", "rouge"), or null. */
export function spotForKey(key: string): RouletteSpotWire | null {
  return byKey.get(key)?.spot ?? null;
}

/** The centre of spot `key` in felt units, or null for an unknown key. */
export function spotCentreLocal(key: string): { x: number; y: number } | null {
  const r = byKey.get(key)?.rect;
  return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
}

/** The uniform scale and offset that fit the felt into a `width` × `height` canvas, centred. */
export function fitFelt(width: number, height: number): { scale: number; x: number; y: number } {
  const scale = Math.max(0.01, Math.min(width / FELT_SIZE.width, height / FELT_SIZE.height));
  return {
    scale,
    x: (width - FELT_SIZE.width * scale) / 2,
    y: (height - FELT_SIZE.height * scale) / 2,
  };
}
