// The wheel kit's screen: a wheel and one or more betting layouts (the layout, the racetrack)
// placed on a cloth by an arrangement given as data by the game's module. It draws the model it
// is handed and forwards taps and holds; it owns no bet, credit or result (DESIGN.md "Renderer").
import { Assets, Container, FillPattern, Graphics, type Texture } from 'pixi.js';
import { ART, type ScreenBundle } from '../../engine/bundles.ts';
import type { Screen } from '../../engine/Engine.ts';
import { COLOURS } from '../../widgets/theme.ts';
import type { ChipShown } from './LayoutView.ts';
import type { Turn } from './spinMotion.ts';
import type { WheelView } from './WheelView.ts';

/** What the scene needs of a layout view (LayoutView<Spot> for any Spot). */
export interface PlacedLayout {
  readonly view: Container & {
    setChips(chips: ReadonlyMap<string, ChipShown>): void;
    highlight(keys: ReadonlySet<string>): void;
    propose(keys: ReadonlySet<string>): void;
    word(wording: (message: string) => string): void;
    chipPoint(key: string): { x: number; y: number } | null;
  };
  /** Where the layout's origin lies on the cloth, and its scale there. */
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** The cloth's size and where the wheel sits on it. */
export interface Arrangement {
  readonly width: number;
  readonly height: number;
  readonly wheel: { readonly cx: number; readonly cy: number };
}

/** What the scene draws: chips and highlights per layout id, the wording, and the closed look. */
export interface WheelSceneModel {
  readonly wording: (message: string) => string;
  readonly chips: ReadonlyMap<string, ReadonlyMap<string, ChipShown>>;
  readonly highlight: ReadonlyMap<string, ReadonlySet<string>>;
  /** Spots proposed to the player but not placed (roulette's random combination), per layout id. */
  readonly proposed?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Bets are closed (rien ne va plus, settled, offline): the layouts look read-only. */
  readonly closed: boolean;
}

const NONE = new Map<string, ChipShown>();
const NO_KEYS: ReadonlySet<string> = new Set();

/** The uniform scale and offset that fit a `w` × `h` cloth into a `width` × `height` canvas, centred. */
export function fitCloth(
  w: number,
  h: number,
  width: number,
  height: number,
): { scale: number; x: number; y: number } {
  const scale = Math.max(0.01, Math.min(width / w, height / h));
  return { scale, x: (width - w * scale) / 2, y: (height - h * scale) / 2 };
}

/** A wheel game's felt: cloth, wheel, layouts. */
export class WheelScene implements Screen {
  readonly root = new Container();
  /** The screen's assets (engine/bundles.ts), loaded by the engine before it shows (font, art, sounds). */
  readonly bundle: ScreenBundle;
  private readonly content = new Container();
  private changed = true;
  private wording: ((message: string) => string) | null = null;

  private readonly arrangement: Arrangement;
  private readonly wheel: WheelView;
  private readonly layouts: ReadonlyMap<string, PlacedLayout>;

  constructor(
    arrangement: Arrangement,
    wheel: WheelView,
    layouts: ReadonlyMap<string, PlacedLayout>,
    bundle: ScreenBundle = {},
  ) {
    this.bundle = bundle;
    this.arrangement = arrangement;
    this.wheel = wheel;
    this.layouts = layouts;
    const cloth = new Graphics()
      .roundRect(0, 0, arrangement.width, arrangement.height, 36)
      .fill({ color: COLOURS.felt })
      .stroke({ width: 6, color: COLOURS.feltDark });
    wheel.position.set(arrangement.wheel.cx, arrangement.wheel.cy);
    this.content.addChild(cloth, wheel);
    for (const placed of layouts.values()) {
      placed.view.position.set(placed.x, placed.y);
      placed.view.scale.set(placed.scale);
      this.content.addChild(placed.view);
    }
    this.root.addChild(this.content);
  }

  /** Lays the cloth's weave (assets/art/felt-weave.svg) over the felt when the bundle brought it. */
  assetsLoaded(): void {
    if (!Assets.cache.has(ART.feltWeave)) return;
    const texture = Assets.get<Texture>(ART.feltWeave);
    const { width, height } = this.arrangement;
    const weave = new Graphics()
      .roundRect(0, 0, width, height, 36)
      .fill(new FillPattern({ texture, repetition: 'repeat' }));
    weave.eventMode = 'none';
    // A texture to feel, not a pattern to read: the tile is faint and laid fainter still.
    weave.alpha = 0.6;
    // Over the cloth, under the wheel and the layouts.
    this.content.addChildAt(weave, 1);
    this.changed = true;
  }

  /** Scales the cloth to fit the canvas, centred. */
  resize(width: number, height: number): void {
    const fit = fitCloth(this.arrangement.width, this.arrangement.height, width, height);
    this.content.scale.set(fit.scale);
    this.content.position.set(fit.x, fit.y);
    this.changed = true;
  }

  /** Draws `model`. */
  draw(model: WheelSceneModel): void {
    this.changed = true;
    for (const [id, placed] of this.layouts) {
      if (model.wording !== this.wording) placed.view.word(model.wording);
      placed.view.setChips(model.chips.get(id) ?? NONE);
      placed.view.highlight(model.highlight.get(id) ?? NO_KEYS);
      placed.view.propose(model.proposed?.get(id) ?? NO_KEYS);
      // At rien ne va plus the layout looks read-only; a tap still goes to the hub, which decides.
      placed.view.alpha = model.closed ? 0.72 : 1;
    }
    this.wording = model.wording;
  }

  /** Rien ne va plus: the wheel starts turning before the result exists. */
  turnFree(turn: Turn): void {
    this.wheel.turnFree(turn, performance.now());
  }

  /** The recorded result: the wheel lands on pocket `index`; `onLanded` fires when it stops. */
  landOn(index: number, turn: Turn, onLanded: () => void): void {
    this.wheel.landOn(index, turn, performance.now(), onLanded);
  }

  /** Shows pocket `index` at once (the first view, a reload). */
  show(index: number): void {
    this.changed = true;
    this.wheel.show(index);
  }

  /** True while the wheel turns. */
  get spinning(): boolean {
    return this.wheel.moving;
  }

  /** The chip point of `key` on layout `id`, in canvas CSS pixels, or null. */
  pointOnCanvas(id: string, key: string): { x: number; y: number } | null {
    const placed = this.layouts.get(id);
    const local = placed?.view.chipPoint(key);
    if (!placed || !local) return null;
    const p = placed.view.toGlobal(local);
    return { x: p.x, y: p.y };
  }

  /** Advances the wheel; true when something must be rendered. */
  update(now: number): boolean {
    const moving = this.wheel.update(now);
    const changed = this.changed;
    this.changed = false;
    return moving || changed;
  }

  /** Frees the scene's display objects. */
  destroy(): void {
    this.root.destroy({ children: true });
  }
}
