// Draws any wheel game's betting layout (a FeltLayout of games/) and turns a touch into the bet of
// the zone under it (games/feltLayout.ts `hitTest`: a line's bet on a line, never a neighbour's
// plein), or into a hold that asks for the spot's limits. It owns no bet: chips come from `setChips`.
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from 'pixi.js';
import { type FeltLayout, type LayoutZone, hitTest } from '../../../../games/feltLayout.ts';
import { ChipStack } from '../../widgets/ChipStack.ts';
import { COLOURS, FONTS } from '../../widgets/theme.ts';
import { type Press, HOLD_MS, pressDown, pressMove, pressTimer, pressUp } from './holdGesture.ts';
import { inkOn, toneColour } from './tones.ts';

/** The chips drawn on one spot: the total staked there, how many chips, faded while pending. */
export interface ChipShown {
  readonly total: number;
  readonly count: number;
  readonly pending: boolean;
  /** The total, worded short for the chip's face ("5", "1,5 k"). */
  readonly label: string;
}

/** What the layout reports: a tap (place a chip) or a hold (show the spot's limits). */
export interface LayoutHandlers<Spot> {
  onTap(zone: LayoutZone<Spot>): void;
  onHold(zone: LayoutZone<Spot>): void;
}

/** A wheel game's betting layout on the felt. */
export class LayoutView<Spot> extends Container {
  /** The painted cells and their words: static, drawn once into a texture (Canvas2D frame cost). */
  private readonly base = new Container();
  private readonly paintLayer = new Graphics();
  private readonly glowLayer = new Graphics();
  /** The spots of a combination the device proposes (not yet placed): dashed hollow chips. */
  private readonly proposalLayer = new Graphics();
  private readonly labels: { text: Text; message: string | undefined }[] = [];
  private readonly chipsLayer = new Container();
  private readonly stacks = new Map<string, ChipStack>();
  private readonly zonesByKey: ReadonlyMap<string, LayoutZone<Spot>>;
  private press: Press = { kind: 'idle' };
  private pressed: LayoutZone<Spot> | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | null = null;

  /** The layout drawn. */
  readonly layout: FeltLayout<Spot>;
  private readonly handlers: LayoutHandlers<Spot>;

  constructor(layout: FeltLayout<Spot>, handlers: LayoutHandlers<Spot>) {
    super();
    this.layout = layout;
    this.handlers = handlers;
    this.zonesByKey = new Map(layout.zones.map((z) => [z.key, z]));
    this.paint();
    this.chipsLayer.eventMode = 'none';
    this.base.addChild(this.paintLayer, ...this.labels.map((l) => l.text));
    this.addChild(this.base, this.glowLayer, this.chipsLayer, this.proposalLayer);
    this.base.cacheAsTexture(true);
    // One target for the whole layout: the zone is found by the pure hit-test, not by Pixi.
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.hitArea = new Rectangle(0, 0, layout.width, layout.height);
    this.on('pointerdown', (e) => this.down(e));
    this.on('pointermove', (e) => this.move(e));
    this.on('pointerup', () => this.up());
    this.on('pointerupoutside', () => this.cancel());
    this.on('pointercancel', () => this.cancel());
  }

  private paint(): void {
    const g = this.paintLayer;
    for (const cell of this.layout.cells) {
      const { x, y, w, h } = cell.rect;
      g.rect(x, y, w, h)
        .fill({ color: toneColour(cell.tone) })
        .stroke({ width: 3, color: COLOURS.line });
      if (cell.diamond !== undefined) {
        const cx = x + w / 2;
        const cy = y + h / 2;
        const dx = Math.min(46, w / 2 - 10);
        const dy = Math.min(30, h / 2 - 10);
        g.poly([cx - dx, cy, cx, cy - dy, cx + dx, cy, cx, cy + dy])
          .fill({ color: toneColour(cell.diamond) })
          .stroke({ width: 2, color: COLOURS.line });
      }
      if (cell.text === undefined && cell.message === undefined) continue;
      const text = new Text({
        text: cell.text ?? '',
        style: {
          fontFamily: FONTS.sans,
          fontWeight: 'bold',
          fontSize: Math.min(36, h * 0.36),
          fill: cell.text !== undefined || cell.tone !== 'felt' ? inkOn(cell.tone) : COLOURS.line,
          align: 'center',
        },
      });
      text.anchor.set(0.5);
      text.position.set(x + w / 2, y + h / 2);
      // Upright labels in tall narrow cells (the zero) stay upright; long words shrink to fit.
      this.labels.push({ text, message: cell.message });
    }
  }

  /** Words the message labels in the player's language, shrinking any that would overflow its cell. */
  word(wording: (message: string) => string): void {
    const cells = this.layout.cells.filter((c) => c.text !== undefined || c.message !== undefined);
    this.labels.forEach((l, i) => {
      if (l.message === undefined) return;
      l.text.text = wording(l.message);
      const cell = cells[i];
      if (!cell) return;
      const fit = Math.min(1, (cell.rect.w - 12) / Math.max(1, l.text.width / l.text.scale.x));
      l.text.scale.set(fit);
    });
    this.base.updateCacheTexture();
  }

  /** Draws the chips of `chips` (by spot key) and removes the others. */
  setChips(chips: ReadonlyMap<string, ChipShown>): void {
    for (const [key, stack] of this.stacks) {
      if (chips.has(key)) continue;
      this.chipsLayer.removeChild(stack);
      stack.destroy({ children: true });
      this.stacks.delete(key);
    }
    for (const [key, chip] of chips) {
      const zone = this.zonesByKey.get(key);
      if (!zone) continue;
      let stack = this.stacks.get(key);
      if (!stack) {
        stack = new ChipStack();
        this.stacks.set(key, stack);
        this.chipsLayer.addChild(stack);
      }
      stack.position.set(zone.chipAt.x, zone.chipAt.y);
      stack.show(chip.count, chip.total, chip.label, chip.pending);
    }
  }

  /** Rings the zones of `keys` in gold (the winning spots). */
  highlight(keys: ReadonlySet<string>): void {
    const g = this.glowLayer.clear();
    for (const key of keys) {
      const z = this.zonesByKey.get(key);
      if (z)
        g.rect(z.hit.x + 3, z.hit.y + 3, z.hit.w - 6, z.hit.h - 6).stroke({ width: 6, color: COLOURS.gold });
    }
  }

  /**
   * Marks the zones of `keys` as proposed (issue 11: a random combination the device proposes,
   * shown before the player places it): a hollow dashed chip, unlike a placed chip or a ring.
   */
  propose(keys: ReadonlySet<string>): void {
    const g = this.proposalLayer.clear();
    const r = 27;
    for (const key of keys) {
      const z = this.zonesByKey.get(key);
      if (!z) continue;
      const { x, y } = z.chipAt;
      g.circle(x, y, r).fill({ color: COLOURS.white, alpha: 0.28 });
      // Twelve dashes around the rim: the look of a chip not yet on the table.
      for (let k = 0; k < 12; k++) {
        const a = (k * Math.PI) / 6;
        g.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r)
          .arc(x, y, r, a, a + Math.PI / 10)
          .stroke({ width: 5, color: COLOURS.white });
      }
    }
  }

  /** The chip point of `key` in this view's units, or null for a key the layout does not have. */
  chipPoint(key: string): { x: number; y: number } | null {
    return this.zonesByKey.get(key)?.chipAt ?? null;
  }

  private down(e: FederatedPointerEvent): void {
    const local = e.getLocalPosition(this);
    this.pressed = hitTest(this.layout, local);
    if (!this.pressed) return;
    const now = performance.now();
    this.press = pressDown(e.global.x, e.global.y, now);
    this.clearTimer();
    this.holdTimer = setTimeout(() => {
      const step = pressTimer(this.press, performance.now());
      this.press = step.press;
      if (step.outcome === 'hold' && this.pressed) this.handlers.onHold(this.pressed);
    }, HOLD_MS);
  }

  private move(e: FederatedPointerEvent): void {
    const step = pressMove(this.press, e.global.x, e.global.y);
    this.press = step.press;
    if (step.outcome === 'cancel') this.cancel();
  }

  private up(): void {
    this.clearTimer();
    const step = pressUp(this.press, performance.now());
    this.press = step.press;
    const zone = this.pressed;
    this.pressed = null;
    if (!zone) return;
    if (step.outcome === 'tap') this.handlers.onTap(zone);
    else if (step.outcome === 'hold') this.handlers.onHold(zone);
  }

  private cancel(): void {
    this.clearTimer();
    this.press = { kind: 'idle' };
    this.pressed = null;
  }

  private clearTimer(): void {
    if (this.holdTimer !== null) clearTimeout(this.holdTimer);
    this.holdTimer = null;
  }

  /** Stops the hold timer and frees the view. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.clearTimer();
    super.destroy(options);
  }
}
