// The roulette felt scene: the wheel and the layout of the 37 numbers and six chances simples.
// It draws a model handed to it and reports taps; it owns no bet, credit or result.
import { Container, Graphics, Text } from 'pixi.js';
import type { Screen } from '../engine/Engine.ts';
import {
  FELT_SIZE,
  fitFelt,
  CAPTION_Y,
  LAYOUT_CENTRE_X,
  layoutSpots,
  spotCentreLocal,
  WHEEL_BOX,
} from '../felt/feltGeometry.ts';
import type { Language } from '../i18n/language.ts';
import { formatShort } from '../format/euros.ts';
import { ChipStack } from '../widgets/ChipStack.ts';
import { Spot } from '../widgets/Spot.ts';
import { COLOURS, FONTS } from '../widgets/theme.ts';
import { Wheel } from '../widgets/Wheel.ts';
import { spotLook } from './spotLooks.ts';

/** What the felt shows: stakes per spot key, the language, and whether bets look closed. */
export interface FeltModel {
  readonly language: Language;
  readonly stakes: ReadonlyMap<string, { total: number; count: number; pending: boolean }>;
  readonly closed: boolean;
  readonly winning: number | null;
  /** The table limits line, already worded. */
  readonly limits: string;
}

/** The roulette felt. */
export class RouletteFelt implements Screen {
  readonly root = new Container();
  readonly bundle = {};
  private readonly content = new Container();
  private readonly layout = new Container();
  private readonly chipsLayer = new Container();
  private readonly spots = new Map<string, Spot>();
  private readonly stacks = new Map<string, ChipStack>();
  private readonly wheel = new Wheel(WHEEL_BOX.r);
  private readonly title = new Text({
    text: '',
    style: { fontFamily: FONTS.serif, fontSize: 34, fill: COLOURS.gold, letterSpacing: 4 },
  });
  private readonly limits = new Text({
    text: '',
    style: { fontFamily: FONTS.sans, fontSize: 22, fill: COLOURS.line },
  });
  private language: Language = 'fr';
  private changed = true;

  constructor(onSpotTap: (key: string) => void) {
    const cloth = new Graphics()
      .roundRect(0, 0, FELT_SIZE.width, FELT_SIZE.height, 36)
      .fill({ color: COLOURS.felt })
      .stroke({ width: 6, color: COLOURS.feltDark });
    this.wheel.position.set(WHEEL_BOX.cx, WHEEL_BOX.cy);
    this.title.anchor.set(0.5, 0.5);
    this.title.position.set(LAYOUT_CENTRE_X, 48);
    this.limits.anchor.set(0.5, 0.5);
    this.limits.position.set(LAYOUT_CENTRE_X, CAPTION_Y);
    for (const { key, rect } of layoutSpots()) {
      const spot = new Spot(key, rect, spotLook(key, 'fr'), onSpotTap);
      this.spots.set(key, spot);
      this.layout.addChild(spot);
    }
    this.chipsLayer.eventMode = 'none';
    this.content.addChild(cloth, this.wheel, this.title, this.limits, this.layout, this.chipsLayer);
    this.root.addChild(this.content);
  }

  /** Scales the felt to fit the canvas, centred. */
  resize(width: number, height: number): void {
    const fit = fitFelt(width, height);
    this.content.scale.set(fit.scale);
    this.content.position.set(fit.x, fit.y);
    this.changed = true;
  }

  /** Draws `model`: labels, chips, the closed look and the winning number's ring. */
  draw(model: FeltModel): void {
    this.changed = true;
    if (model.language !== this.language) {
      this.language = model.language;
      for (const [key, spot] of this.spots) spot.paint(spotLook(key, model.language));
    }
    this.title.text = model.language === 'fr' ? 'ROULETTE ANGLAISE' : 'ENGLISH ROULETTE';
    this.limits.text = model.limits;
    // At rien ne va plus the layout looks read-only, yet taps still go to the hub (it decides).
    this.layout.alpha = model.closed ? 0.72 : 1;
    for (const [key, spot] of this.spots)
      spot.highlight(model.winning !== null && key === `plein-${model.winning}`);
    for (const [key, stack] of this.stacks) {
      if (!model.stakes.has(key)) {
        this.chipsLayer.removeChild(stack);
        stack.destroy({ children: true });
        this.stacks.delete(key);
      }
    }
    for (const [key, s] of model.stakes) {
      const at = spotCentreLocal(key);
      if (!at) continue;
      let stack = this.stacks.get(key);
      if (!stack) {
        stack = new ChipStack();
        this.stacks.set(key, stack);
        this.chipsLayer.addChild(stack);
      }
      stack.position.set(at.x, at.y);
      stack.show(s.count, s.total, formatShort(s.total, model.language), s.pending);
    }
  }

  /** Spins the wheel to the recorded result; `onLanded` fires when it stops. */
  spinTo(pocket: number, direction: 'clockwise' | 'anticlockwise', onLanded: () => void): void {
    this.wheel.spinTo(pocket, direction, performance.now(), onLanded);
  }

  /** Shows `pocket` at once (after a reload, or the first view). */
  showPocket(pocket: number): void {
    this.changed = true;
    this.wheel.showPocket(pocket);
  }

  /** The centre of spot `key` in canvas CSS pixels, or null. */
  spotCentreOnCanvas(key: string): { x: number; y: number } | null {
    const local = spotCentreLocal(key);
    if (!local) return null;
    const p = this.content.toGlobal(local);
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
