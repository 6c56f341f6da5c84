// The single-zero cylinder: a static bowl, a turning wheelhead and the ball. It only ever shows
// the hub's recorded pocket; the motion is computed from it (felt/wheelMotion.ts), never drawn.
import { Container, Graphics, Text } from 'pixi.js';
import { WHEEL_ORDER, pocketColour } from '../../../games/roulette/layout.ts';
import { angleAt, easeOut, planSpin, POCKET_STEP, restingAngle, type SpinPlan } from '../felt/wheelMotion.ts';
import { COLOURS, FONTS } from './theme.ts';

const R_TRACK = 258;
const R_HEAD = 232;
const R_NUMBERS = 212;
const R_POCKET = 178;
const R_CONE = 150;

const FILL = { rouge: COLOURS.rouge, noir: COLOURS.noir, vert: COLOURS.vert } as const;

/** The roulette wheel widget. */
export class Wheel extends Container {
  private readonly head = new Container();
  private readonly ball = new Graphics();
  private plan: SpinPlan | null = null;
  private started = 0;
  private spinSign = 1;
  private onLanded: (() => void) | null = null;

  constructor(radius: number) {
    super();
    const bowl = new Graphics()
      .circle(0, 0, radius)
      .fill({ color: COLOURS.woodDark })
      .circle(0, 0, radius - 14)
      .fill({ color: COLOURS.wood })
      .circle(0, 0, R_TRACK + 14)
      .fill({ color: 0x2a1a10 })
      .stroke({ width: 4, color: COLOURS.gold });
    this.addChild(bowl, this.head, this.ball);
    this.drawHead();
    const marker = new Graphics()
      .poly([-16, -radius + 4, 16, -radius + 4, 0, -R_TRACK - 4])
      .fill({ color: COLOURS.gold });
    this.addChild(marker);
    this.ball.circle(0, 0, 11).fill({ color: 0xfafafa }).stroke({ width: 2, color: 0x999999 });
    this.ball.visible = false;
    this.eventMode = 'none';
  }

  private drawHead(): void {
    const g = new Graphics();
    g.circle(0, 0, R_HEAD).fill({ color: COLOURS.gold });
    WHEEL_ORDER.forEach((pocket, i) => {
      const mid = -Math.PI / 2 + i * POCKET_STEP;
      const a1 = mid - POCKET_STEP / 2;
      const a2 = mid + POCKET_STEP / 2;
      g.moveTo(Math.cos(a1) * R_CONE, Math.sin(a1) * R_CONE)
        .arc(0, 0, R_HEAD - 4, a1, a2)
        .arc(0, 0, R_CONE, a2, a1, true)
        .closePath()
        .fill({ color: FILL[pocketColour(pocket)] })
        .stroke({ width: 1.5, color: COLOURS.gold });
      const label = new Text({
        text: String(pocket),
        style: { fontFamily: FONTS.sans, fontSize: 22, fontWeight: 'bold', fill: COLOURS.white },
      });
      label.anchor.set(0.5);
      label.position.set(Math.cos(mid) * R_NUMBERS, Math.sin(mid) * R_NUMBERS);
      label.rotation = mid + Math.PI / 2;
      this.head.addChild(label);
    });
    g.circle(0, 0, R_POCKET - 14).stroke({ width: 2, color: COLOURS.gold });
    g.circle(0, 0, R_CONE).fill({ color: 0x4a2a12 }).stroke({ width: 4, color: COLOURS.gold });
    g.circle(0, 0, 90).fill({ color: 0x6b3d1a });
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 2;
      g.moveTo(0, 0)
        .lineTo(Math.cos(a) * 80, Math.sin(a) * 80)
        .stroke({ width: 10, color: COLOURS.gold });
    }
    g.circle(0, 0, 22).fill({ color: COLOURS.gold });
    this.head.addChildAt(g, 0);
  }

  /** Shows `pocket` under the marker at once, ball in it (a view received after the spin). */
  showPocket(pocket: number): void {
    this.plan = null;
    this.head.rotation = restingAngle(pocket);
    this.placeBall(-Math.PI / 2, R_POCKET);
  }

  /** Spins to the recorded `pocket` the recorded way; calls `onLanded` when it stops. */
  spinTo(pocket: number, direction: 'clockwise' | 'anticlockwise', now: number, onLanded: () => void): void {
    this.plan = planSpin(this.head.rotation, pocket, direction);
    this.spinSign = direction === 'clockwise' ? 1 : -1;
    this.started = now;
    this.onLanded = onLanded;
  }

  /** Advances the animation to time `now` (ms); true while the wheel moves. */
  update(now: number): boolean {
    if (!this.plan) return false;
    const elapsed = now - this.started;
    this.head.rotation = angleAt(this.plan, elapsed);
    const t = Math.min(1, elapsed / this.plan.durationMs);
    // The ball runs against the wheelhead and drops into the pocket under the marker.
    const remaining = (1 - easeOut(t)) * 5 * Math.PI * 2;
    const r = t < 0.7 ? R_TRACK : R_TRACK + ((R_POCKET - R_TRACK) * (t - 0.7)) / 0.3;
    this.placeBall(-Math.PI / 2 + this.spinSign * remaining, r);
    if (elapsed >= this.plan.durationMs) {
      this.plan = null;
      const done = this.onLanded;
      this.onLanded = null;
      done?.();
    }
    return true;
  }

  private placeBall(angle: number, r: number): void {
    this.ball.visible = true;
    this.ball.position.set(Math.cos(angle) * r, Math.sin(angle) * r);
  }
}
