// The racetrack (notes/ui-conventions.md; Part B §5.4, art. 67-5): the cylinder's 37 pockets in
// wheel order around an oval, and inside it the four announced sectors. A pocket places the
// neighbours bet N±k (k chosen by the player, 2 by default); a sector places its annonce. Laid out
// as cells on a 19 × 3 grid so that the generic hit-test of games/feltLayout.ts serves it.
import {
  type FeltLayout,
  type LayoutCell,
  type LayoutRect,
  type LayoutZone,
  rectCentre,
} from '../feltLayout.ts';
import { type Annonce } from './annonces.ts';
import { WHEEL_ORDER, pocketColour } from './layout.ts';

/** The announced sectors drawn inside the racetrack. */
export type RacetrackSector = 'tiers' | 'orphelins' | 'voisinsDuZero' | 'jeuZero';

/** What a racetrack target places: a pocket's neighbours, or a sector's annonce. */
export type RacetrackSpot =
  | { readonly kind: 'neighbours'; readonly number: number }
  | { readonly kind: 'sector'; readonly sector: RacetrackSector };

/** Side of one racetrack cell, in layout units. */
export const TRACK_CELL = 64;
/** Cells along the top and the bottom runs. */
const RUN = 17;
/** The default neighbours on each side (notes/ui-conventions.md: "a number ± 2 by default"). */
export const DEFAULT_NEIGHBOURS = 2;

/**
 * Where pocket `WHEEL_ORDER[i]` lies, clockwise: zero and 32 in the right end, the bottom run from
 * 15 to 10 right to left, 5 alone in the left end, then the top run from 24 to 26 left to right.
 */
export function trackRect(i: number): LayoutRect {
  const c = TRACK_CELL;
  if (i === 0 || i === 1) return { x: (RUN + 1) * c, y: i === 0 ? 0 : 1.5 * c, w: c, h: 1.5 * c };
  if (i <= RUN + 1) return { x: (RUN + 1 - (i - 1)) * c, y: 2 * c, w: c, h: c };
  if (i === RUN + 2) return { x: 0, y: 0, w: c, h: 3 * c };
  return { x: (i - (RUN + 2)) * c, y: 0, w: c, h: c };
}

/** The sectors inside the track, left to right, with how many cells of the middle row each spans. */
const SECTORS: readonly { sector: RacetrackSector; cells: number }[] = [
  { sector: 'tiers', cells: 5 },
  { sector: 'orphelins', cells: 4 },
  { sector: 'voisinsDuZero', cells: 6 },
  { sector: 'jeuZero', cells: 2 },
];

/** The rectangle of a sector in the middle row. */
export function sectorRect(sector: RacetrackSector): LayoutRect {
  let x = 1;
  for (const s of SECTORS) {
    if (s.sector === sector)
      return { x: x * TRACK_CELL, y: TRACK_CELL, w: s.cells * TRACK_CELL, h: TRACK_CELL };
    x += s.cells;
  }
  throw new RangeError(`no sector ${String(sector)}`);
}

/** The stable key of a racetrack target ("race-17", "race-tiers"). */
export function racetrackKey(spot: RacetrackSpot): string {
  return spot.kind === 'neighbours' ? `race-${spot.number}` : `race-${spot.sector}`;
}

/** The annonce a racetrack target places, with `k` neighbours for a pocket (1–18). */
export function racetrackAnnonce(spot: RacetrackSpot, k: number = DEFAULT_NEIGHBOURS): Annonce {
  if (spot.kind === 'neighbours') return { kind: 'voisins', number: spot.number, k };
  return { kind: spot.sector };
}

const zone = (spot: RacetrackSpot, hit: LayoutRect): LayoutZone<RacetrackSpot> => ({
  key: racetrackKey(spot),
  spot,
  shape: 'cell',
  hit,
  chipAt: rectCentre(hit),
});

/** The racetrack: 37 pocket targets and the four sectors, each painted and touchable. */
export const RACETRACK: FeltLayout<RacetrackSpot> = {
  width: (RUN + 2) * TRACK_CELL,
  height: 3 * TRACK_CELL,
  cells: [
    ...WHEEL_ORDER.map((n, i): LayoutCell => ({
      rect: trackRect(i),
      tone: pocketColour(n),
      text: String(n),
    })),
    ...SECTORS.map(({ sector }): LayoutCell => ({ rect: sectorRect(sector), tone: 'felt', message: sector })),
  ],
  zones: [
    ...WHEEL_ORDER.map((number, i) => zone({ kind: 'neighbours', number }, trackRect(i))),
    ...SECTORS.map(({ sector }) => zone({ kind: 'sector', sector }, sectorRect(sector))),
  ],
};
