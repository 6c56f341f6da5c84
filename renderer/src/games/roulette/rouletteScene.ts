// The roulette felt on the wheel kit: the cylinder, the layout of games/roulette/feltLayout.ts
// and the racetrack of games/roulette/racetrack.ts, arranged on one cloth.
import { type LayoutZone } from '../../../../games/feltLayout.ts';
import { type RouletteSpot } from '../../../../games/roulette/bets.ts';
import { ROULETTE_FELT } from '../../../../games/roulette/feltLayout.ts';
import { WHEEL_ORDER, pocketColour } from '../../../../games/roulette/layout.ts';
import { RACETRACK, type RacetrackSpot } from '../../../../games/roulette/racetrack.ts';
import { LayoutView } from '../wheelKit/LayoutView.ts';
import { type Arrangement, type PlacedLayout, WheelScene } from '../wheelKit/WheelScene.ts';
import { WheelView } from '../wheelKit/WheelView.ts';
import { bundleOf } from '../../engine/bundles.ts';

/** Where everything lies on the roulette cloth, in cloth units. */
export const ROULETTE_ARRANGEMENT: Arrangement & {
  readonly radius: number;
  readonly layout: { x: number; y: number; scale: number };
  readonly racetrack: { x: number; y: number; scale: number };
} = {
  width: 1800,
  height: 860,
  wheel: { cx: 300, cy: 410 },
  radius: 280,
  layout: { x: 612, y: 40, scale: 1 },
  // The track and its finales band (4 cells high) under the layout, whose foot is at y 550.
  racetrack: { x: 612 + (1152 - 1216 * 0.95) / 2, y: 566, scale: 0.95 },
};

/** The cylinder's face: pockets in wheel order, coloured as the felt colours them. */
export const ROULETTE_FACE = {
  pockets: WHEEL_ORDER.map((n) => ({ text: String(n), tone: pocketColour(n) })),
};

/** What the roulette scene reports. */
export interface RouletteSceneHandlers {
  onLayoutTap(zone: LayoutZone<RouletteSpot>): void;
  onLayoutHold(zone: LayoutZone<RouletteSpot>): void;
  onTrackTap(zone: LayoutZone<RacetrackSpot>): void;
  onTrackHold(zone: LayoutZone<RacetrackSpot>): void;
}

/** Builds the roulette scene: ids "layout" and "racetrack" name its two layouts. */
export function createRouletteScene(handlers: RouletteSceneHandlers): WheelScene {
  const a = ROULETTE_ARRANGEMENT;
  const layout = new LayoutView(ROULETTE_FELT, {
    onTap: handlers.onLayoutTap,
    onHold: handlers.onLayoutHold,
  });
  const track = new LayoutView(RACETRACK, { onTap: handlers.onTrackTap, onHold: handlers.onTrackHold });
  const placed = new Map<string, PlacedLayout>([
    ['layout', { view: layout, ...a.layout }],
    ['racetrack', { view: track, ...a.racetrack }],
  ]);
  return new WheelScene(a, new WheelView(ROULETTE_FACE, a.radius), placed, bundleOf('roulette'));
}
