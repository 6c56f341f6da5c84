// One betting spot of the layout: a touch target that reports taps, drawn as a felt cell.
// It holds no bet: chips on it are drawn by the scene from the hub's snapshot.
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { Rect } from '../felt/feltGeometry.ts';
import { COLOURS, FONTS } from './theme.ts';

/** How a spot is painted: its fill, its label and an optional diamond (rouge/noir). */
export interface SpotLook {
  readonly fill: number;
  readonly label: string;
  readonly fontSize: number;
  readonly diamond?: number;
  readonly sublabel?: string;
}

/** A tappable cell of the roulette layout. */
export class Spot extends Container {
  readonly key: string;
  readonly rect: Rect;
  private readonly bg = new Graphics();
  private readonly glow = new Graphics();
  private readonly text: Text;
  private readonly sub: Text;

  constructor(key: string, rect: Rect, look: SpotLook, onTap: (key: string) => void) {
    super();
    this.key = key;
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    this.text = new Text({
      text: '',
      style: { fontFamily: FONTS.sans, fontWeight: 'bold', fill: COLOURS.white },
    });
    this.sub = new Text({ text: '', style: { fontFamily: FONTS.sans, fontSize: 20, fill: COLOURS.line } });
    this.text.anchor.set(0.5);
    this.sub.anchor.set(0.5);
    this.addChild(this.bg, this.glow, this.text, this.sub);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.hitArea = new Rectangle(0, 0, rect.w, rect.h);
    this.on('pointertap', () => onTap(key));
    this.paint(look);
  }

  /** Repaints the cell (e.g. after a language change). */
  paint(look: SpotLook): void {
    const { w, h } = this.rect;
    this.bg.clear().rect(0, 0, w, h).fill({ color: look.fill }).stroke({ width: 3, color: COLOURS.line });
    if (look.diamond !== undefined) {
      const cx = w / 2;
      const cy = h / 2;
      this.bg
        .poly([cx - 46, cy, cx, cy - 30, cx + 46, cy, cx, cy + 30])
        .fill({ color: look.diamond })
        .stroke({ width: 2, color: COLOURS.line });
    }
    this.text.text = look.label;
    this.text.style.fontSize = look.fontSize;
    this.text.position.set(w / 2, look.sublabel ? h / 2 - 14 : h / 2);
    this.sub.text = look.sublabel ?? '';
    this.sub.position.set(w / 2, h / 2 + 24);
  }

  /** Rings the cell in gold (the winning number) or clears the ring. */
  highlight(on: boolean): void {
    this.glow.clear();
    if (on) this.glow.rect(3, 3, this.rect.w - 6, this.rect.h - 6).stroke({ width: 6, color: COLOURS.gold });
  }
}
