// The cell felt's scene on the wheel kit: the game's wheel (and, for the wheel of fortune, the bonus
// wheel at its centre, seed 000 "une roue intermédiaire de plus petite taille positionnée en son
// centre") and its one layout. It draws what it is handed; it owns no bet, credit or result.
import type { LayoutZone } from '../../../../games/feltLayout.ts';
import { LayoutView } from '../wheelKit/LayoutView.ts';
import type { Turn } from '../wheelKit/spinMotion.ts';
import { type PlacedLayout, WheelScene } from '../wheelKit/WheelScene.ts';
import { WheelView } from '../wheelKit/WheelView.ts';
import { bundleOf } from '../../engine/bundles.ts';
import { CELL_CLOTH, type CellGame, arrange } from './cellGame.ts';

/** The id of the one layout of a cell felt. */
export const LAYOUT_ID = 'layout';

/** What the scene reports. */
export interface CellSceneHandlers<Spot> {
  onTap(zone: LayoutZone<Spot>): void;
  onHold(zone: LayoutZone<Spot>): void;
}

/** A cell game's scene: the kit's scene plus, when the game has one, its bonus wheel. */
export class CellScene extends WheelScene {
  private readonly bonus: WheelView | null;

  private constructor(parts: ConstructorParameters<typeof WheelScene>, bonus: WheelView | null) {
    super(...parts);
    this.bonus = bonus;
  }

  /** Builds the scene of `game`. */
  static create<Spot>(game: CellGame<Spot>, handlers: CellSceneHandlers<Spot>): CellScene {
    const a = arrange(game.layout);
    const wheel = new WheelView(game.face, CELL_CLOTH.radius, game.withBall);
    let bonus: WheelView | null = null;
    if (game.bonus) {
      bonus = new WheelView(game.bonus.face, CELL_CLOTH.radius * game.bonus.share, false);
      // A child of the wheel, not of its turning head: the bonus wheel turns on its own.
      wheel.addChild(bonus);
      bonus.show(0);
    }
    const view = new LayoutView(game.layout, handlers);
    const placed = new Map<string, PlacedLayout>([[LAYOUT_ID, { view, ...a.layout }]]);
    // The game's own bundle: the display font, the cloth's weave, the chip face and its chimes.
    return new CellScene([a, wheel, placed, bundleOf(game.game)], bonus);
  }

  /** Turns the bonus wheel onto segment `index`; `onLanded` fires when it stops (at once without one). */
  landBonus(index: number, turn: Turn, onLanded: () => void): void {
    if (!this.bonus) return onLanded();
    const now = performance.now();
    this.bonus.turnFree(turn, now);
    this.bonus.landOn(index, turn, now, onLanded);
  }

  /** Shows bonus segment `index` at once. */
  showBonus(index: number): void {
    this.bonus?.show(index);
  }

  /** The bonus wheel's state for the test hook: turning, or the segment it rests on; null without one. */
  bonusState(): { moving: boolean; segment: number | null } | null {
    if (!this.bonus) return null;
    return { moving: this.bonus.moving, segment: this.bonus.restingPocket };
  }

  /** True while the main or the bonus wheel turns. */
  override get spinning(): boolean {
    return super.spinning || (this.bonus?.moving ?? false);
  }

  /** Advances both wheels; true when something must be rendered. */
  override update(now: number): boolean {
    const main = super.update(now);
    const bonus = this.bonus?.update(now) ?? false;
    return main || bonus;
  }
}
