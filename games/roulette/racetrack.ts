// The racetrack (notes/ui-conventions.md; Part B §5.4, art. 67-5; issue 11 "the racetrack beside
// the layout: voisins du zéro, tiers, orphelins, jeu zéro, finales en plein and à cheval,
// neighbours N±k"): the cylinder's 37 pockets in wheel order around an oval, inside it the four
// announced sectors, and under it a band of the finales. A pocket places the neighbours bet N±k
// (k chosen by the player, 2 by default); a sector its annonce; a finale its finale. Laid out as
// cells on a 19 × 4 grid so that the generic hit-test of games/feltLayout.ts serves it.
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

/** What a racetrack target places: a pocket's neighbours, a sector's annonce, or a finale. */
export type RacetrackSpot =
  | { readonly kind: 'neighbours'; readonly number: number }
  | { readonly kind: 'sector'; readonly sector: RacetrackSector }
  /** Finale en plein: every number ending in `digit` (Part B §5.4). */
  | { readonly kind: 'finalePlein'; readonly digit: number }
  /** Finale à cheval `low`/`low + 3`: the chevaux of the numbers ending in either (Part B §5.4). */
  | { readonly kind: 'finaleCheval'; readonly low: number };

/** The two finale spots of the band under the track. */
type FinaleSpot = Extract<RacetrackSpot, { kind: 'finalePlein' | 'finaleCheval' }>;

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

/** The finales band under the track: one row, its label over the first two cells. */
const FINALES_Y = 3 * TRACK_CELL;
/** Cells of the band's label ("Finales") before the targets. */
const FINALES_LABEL = 2;

/** The rectangle of finale target `index`: 0–9 en plein (F0 … F9), then 10–16 à cheval (0/3 … 6/9). */
export function finaleRect(index: number): LayoutRect {
  return { x: (FINALES_LABEL + index) * TRACK_CELL, y: FINALES_Y, w: TRACK_CELL, h: TRACK_CELL };
}

/** The finales of the band, in its order: en plein 0–9, then à cheval 0/3 … 6/9. */
export const FINALES: readonly FinaleSpot[] = [
  ...Array.from({ length: 10 }, (_, digit) => ({ kind: 'finalePlein' as const, digit })),
  ...Array.from({ length: 7 }, (_, low) => ({ kind: 'finaleCheval' as const, low })),
];

/** The stable key of a racetrack target ("race-17", "race-tiers", "race-finale-7", "race-finale-0-3"). */
export function racetrackKey(spot: RacetrackSpot): string {
  switch (spot.kind) {
    case 'neighbours':
      return `race-${spot.number}`;
    case 'sector':
      return `race-${spot.sector}`;
    case 'finalePlein':
      return `race-finale-${spot.digit}`;
    case 'finaleCheval':
      return `race-finale-${spot.low}-${spot.low + 3}`;
  }
}

/** The annonce a racetrack target places, with `k` neighbours for a pocket (1–18). */
export function racetrackAnnonce(spot: RacetrackSpot, k: number = DEFAULT_NEIGHBOURS): Annonce {
  switch (spot.kind) {
    case 'neighbours':
      return { kind: 'voisins', number: spot.number, k };
    case 'sector':
      return { kind: spot.sector };
    case 'finalePlein':
      return { kind: 'finalePlein', digit: spot.digit };
    case 'finaleCheval':
      return { kind: 'finaleCheval', low: spot.low };
  }
}

/** The short name a finale target shows: "F7", "0/3". */
function finaleText(spot: FinaleSpot): string {
  return spot.kind === 'finalePlein' ? `F${spot.digit}` : `${spot.low}/${spot.low + 3}`;
}

const zone = (spot: RacetrackSpot, hit: LayoutRect): LayoutZone<RacetrackSpot> => ({
  key: racetrackKey(spot),
  spot,
  shape: 'cell',
  hit,
  chipAt: rectCentre(hit),
});

/** The racetrack: 37 pocket targets, the four sectors and the 17 finales, each painted and touchable. */
export const RACETRACK: FeltLayout<RacetrackSpot> = {
  width: (RUN + 2) * TRACK_CELL,
  height: FINALES_Y + TRACK_CELL,
  cells: [
    ...WHEEL_ORDER.map((n, i): LayoutCell => ({
      rect: trackRect(i),
      tone: pocketColour(n),
      text: String(n),
    })),
    ...SECTORS.map(({ sector }): LayoutCell => ({ rect: sectorRect(sector), tone: 'felt', message: sector })),
    {
      rect: { x: 0, y: FINALES_Y, w: FINALES_LABEL * TRACK_CELL, h: TRACK_CELL },
      tone: 'felt',
      message: 'finales',
    },
    ...FINALES.map((spot, i): LayoutCell => ({ rect: finaleRect(i), tone: 'felt', text: finaleText(spot) })),
  ],
  zones: [
    ...WHEEL_ORDER.map((number, i) => zone({ kind: 'neighbours', number }, trackRect(i))),
    ...SECTORS.map(({ sector }) => zone({ kind: 'sector', sector }, sectorRect(sector))),
    ...FINALES.map((spot, i) => zone(spot, finaleRect(i))),
  ],
};
