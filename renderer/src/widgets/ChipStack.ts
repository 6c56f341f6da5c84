// The chips on one spot: a small stack whose top chip shows the total staked there. Drawn from
// the hub's accepted bets (solid) or from intents still waiting for the hub (faded).
import { Assets, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import { ART } from '../engine/bundles.ts';
import { chipColour } from '../felt/chips.ts';
import { COLOURS, FONTS } from './theme.ts';

const RADIUS = 30;

/** The top chip's edge inserts and inlay as strokes, where the chip face art is not loaded. */
function drawInserts(g: Graphics, top: number, ink: number): void {
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    g.moveTo(Math.cos(a) * (RADIUS - 8), top + Math.sin(a) * (RADIUS - 8))
      .lineTo(Math.cos(a) * RADIUS, top + Math.sin(a) * RADIUS)
      .stroke({ width: 6, color: COLOURS.white, alpha: 0.85 });
  }
  g.circle(0, top, RADIUS - 9).stroke({ width: 2, color: ink, alpha: 0.6 });
}

/** A stack of chips with its total. */
export class ChipStack extends Container {
  private readonly disc = new Graphics();
  /** The chip's face (assets/art/chip-face.svg) when loaded; else its inserts are drawn as strokes. */
  private readonly face: Sprite | null = Assets.cache.has(ART.chipFace)
    ? new Sprite(Assets.get<Texture>(ART.chipFace))
    : null;
  private readonly valueText = new Text({
    text: '',
    style: { fontFamily: FONTS.sans, fontSize: 22, fontWeight: 'bold', fill: COLOURS.white },
  });

  constructor() {
    super();
    this.valueText.anchor.set(0.5);
    this.addChild(this.disc);
    if (this.face) {
      this.face.anchor.set(0.5);
      this.face.width = 2 * RADIUS;
      this.face.height = 2 * RADIUS;
      this.addChild(this.face);
    }
    this.addChild(this.valueText);
    // Chips never take taps: a tap on a chip is a tap on the spot under it.
    this.eventMode = 'none';
  }

  /** Shows `count` chips totalling `text`, coloured for `topValue`; faded while `pending`. */
  show(count: number, topValue: number, text: string, pending: boolean): void {
    const g = this.disc.clear();
    const layers = Math.min(count, 4);
    const colour = chipColour(topValue);
    const ink = colour === 0xf2f2f2 ? 0x222222 : COLOURS.white;
    for (let i = 0; i < layers; i++) {
      const y = -i * 5;
      g.circle(0, y, RADIUS).fill({ color: colour }).stroke({ width: 2, color: 0x000000, alpha: 0.5 });
    }
    const top = -(layers - 1) * 5;
    if (this.face) {
      this.face.position.set(0, top);
      // White inserts vanish on the white chip: there they take the ink's colour, as on the rack.
      this.face.tint = colour === 0xf2f2f2 ? 0x5a5a5a : 0xffffff;
    } else drawInserts(g, top, ink);
    this.valueText.text = text;
    this.valueText.style.fill = ink;
    this.valueText.style.fontSize = text.length > 4 ? 15 : 20;
    this.valueText.position.set(0, top);
    this.alpha = pending ? 0.55 : 1;
  }
}
