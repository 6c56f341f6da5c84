// Any wheel game's wheel (roulette cylinder, boule and vingt-trois plates, wheel of fortune) drawn
// from its face as data: pockets in wheel order with their label and tone. It turns from rien ne
// va plus and lands on the hub's recorded pocket (spinMotion.ts); it never chooses one.
import { Container, Graphics, Text } from 'pixi.js';
import { COLOURS, FONTS } from '../../widgets/theme.ts';
import {
  type Motion,
  type Turn,
  angleAt,
  isAtRest,
  normalise,
  planLanding,
  startFree,
} from './spinMotion.ts';
import { inkOn, toneColour } from './tones.ts';

/** One pocket or segment of a wheel face. */
export interface WheelPocket {
  readonly text: string;
  readonly tone: string;
}

/** A wheel as data: its pockets clockwise from the one under the marker at rest angle 0. */
export interface WheelFace {
  readonly pockets: readonly WheelPocket[];
}

/** The rotation that brings pocket `index` of a face of `count` pockets under the top marker. */
export function restingAngle(index: number, count: number): number {
  return normalise((-index * Math.PI * 2) / count);
}

/** A turning wheel with a ball (or a pointer for the wheel of fortune). */
export class WheelView extends Container {
  private readonly head = new Container();
  private readonly ball = new Graphics();
  private motion: Motion = { kind: 'rest', angle: 0 };
  private turn: Turn = 'clockwise';
  private onLanded: (() => void) | null = null;
  private ballAngle = -Math.PI / 2;
  /** How far (radians) the ball still runs at the start of a landing, so that it does not jump. */
  private ballLeft = 0;
  private readonly step: number;
  private readonly rTrack: number;
  private readonly rPocket: number;

  /** The face drawn. */
  readonly face: WheelFace;
  /** The outer radius, in the cloth's units. */
  readonly radius: number;
  private readonly withBall: boolean;

  constructor(face: WheelFace, radius: number, withBall = true) {
    super();
    this.face = face;
    this.radius = radius;
    this.withBall = withBall;
    this.step = (Math.PI * 2) / face.pockets.length;
    this.rTrack = radius * 0.81;
    this.rPocket = radius * 0.56;
    const bowl = new Graphics()
      .circle(0, 0, radius)
      .fill({ color: COLOURS.woodDark })
      .circle(0, 0, radius * 0.955)
      .fill({ color: COLOURS.wood })
      .circle(0, 0, this.rTrack + radius * 0.045)
      .fill({ color: 0x2a1a10 })
      .stroke({ width: 4, color: COLOURS.gold });
    this.drawHead();
    const marker = new Graphics()
      .poly([-radius * 0.05, -radius + 4, radius * 0.05, -radius + 4, 0, -this.rTrack - 4])
      .fill({ color: COLOURS.gold });
    this.ball
      .circle(0, 0, Math.max(6, radius * 0.035))
      .fill({ color: 0xfafafa })
      .stroke({ width: 2, color: 0x999999 });
    this.ball.visible = false;
    this.addChild(bowl, this.head, this.ball, marker);
    // The bowl and the wheelhead never change: each is drawn once into a texture, so that a spin
    // on Canvas2D turns one image instead of redrawing 37 pockets and labels every frame.
    bowl.cacheAsTexture(true);
    this.head.cacheAsTexture(true);
    this.eventMode = 'none';
  }

  private drawHead(): void {
    const g = new Graphics();
    const rHead = this.radius * 0.73;
    const rCone = this.radius * 0.47;
    g.circle(0, 0, rHead).fill({ color: COLOURS.gold });
    this.face.pockets.forEach((pocket, i) => {
      const mid = -Math.PI / 2 + i * this.step;
      const a1 = mid - this.step / 2;
      const a2 = mid + this.step / 2;
      g.moveTo(Math.cos(a1) * rCone, Math.sin(a1) * rCone)
        .arc(0, 0, rHead - 4, a1, a2)
        .arc(0, 0, rCone, a2, a1, true)
        .closePath()
        .fill({ color: toneColour(pocket.tone) })
        .stroke({ width: 1.5, color: COLOURS.gold });
      const label = new Text({
        text: pocket.text,
        style: {
          fontFamily: FONTS.sans,
          fontSize: Math.max(12, Math.min(26, this.radius * 0.07)),
          fontWeight: 'bold',
          fill: inkOn(pocket.tone),
        },
      });
      label.anchor.set(0.5);
      const rText = rHead * 0.9;
      label.position.set(Math.cos(mid) * rText, Math.sin(mid) * rText);
      label.rotation = mid + Math.PI / 2;
      this.head.addChild(label);
    });
    g.circle(0, 0, rCone).fill({ color: 0x4a2a12 }).stroke({ width: 4, color: COLOURS.gold });
    g.circle(0, 0, rCone * 0.6).fill({ color: 0x6b3d1a });
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 2;
      g.moveTo(0, 0)
        .lineTo(Math.cos(a) * rCone * 0.55, Math.sin(a) * rCone * 0.55)
        .stroke({ width: 10, color: COLOURS.gold });
    }
    g.circle(0, 0, rCone * 0.15).fill({ color: COLOURS.gold });
    this.head.addChildAt(g, 0);
  }

  /** True while the wheel turns or lands. */
  get moving(): boolean {
    return this.motion.kind !== 'rest';
  }

  /** The pocket under the marker while the wheel rests, or null while it turns. */
  get restingPocket(): number | null {
    if (this.motion.kind !== 'rest') return null;
    const count = this.face.pockets.length;
    const step = (Math.PI * 2) / count;
    return Math.round(normalise(-this.motion.angle) / step) % count;
  }

  /** Shows pocket `index` under the marker at once, the ball in it (a view received after the spin). */
  show(index: number): void {
    this.motion = { kind: 'rest', angle: restingAngle(index, this.face.pockets.length) };
    this.onLanded = null;
    this.head.rotation = this.motion.angle;
    this.placeBall(-Math.PI / 2, this.rPocket);
  }

  /** Starts turning `turn` at `now` (rien ne va plus: the result is not known yet). */
  turnFree(turn: Turn, now: number): void {
    if (this.motion.kind === 'free') return;
    this.turn = turn;
    this.motion = startFree(this.head.rotation, turn, now);
  }

  /** Slows down onto pocket `index` (the hub's recorded result); `onLanded` fires when it stops. */
  landOn(index: number, turn: Turn, now: number, onLanded: () => void): void {
    if (this.motion.kind === 'rest') this.turn = turn;
    const target = restingAngle(index, this.face.pockets.length);
    this.motion = planLanding(this.motion, now, target, this.turn);
    const sign = this.turn === 'clockwise' ? 1 : -1;
    this.ballLeft = normalise(-sign * (this.ballAngle + Math.PI / 2)) + 3 * Math.PI * 2;
    this.onLanded = onLanded;
  }

  /** Advances to `now` (ms); true while something moved and must be drawn. */
  update(now: number): boolean {
    const m = this.motion;
    if (m.kind === 'rest') return false;
    this.head.rotation = angleAt(m, now);
    const sign = this.turn === 'clockwise' ? 1 : -1;
    if (m.kind === 'free') {
      // The ball runs the other way round the track, three times the wheel's pace.
      this.placeBall(-Math.PI / 2 - sign * 3 * (this.head.rotation - m.from), this.rTrack);
      return true;
    }
    const t = Math.min(1, (now - m.t0) / m.durationMs);
    // It closes on the marker as the wheel slows, and drops into the pocket over the last third.
    const left = (1 - t) ** 2 * this.ballLeft;
    const r = t < 0.66 ? this.rTrack : this.rTrack + ((this.rPocket - this.rTrack) * (t - 0.66)) / 0.34;
    this.placeBall(-Math.PI / 2 - sign * left, r);
    if (isAtRest(m, now)) {
      this.motion = { kind: 'rest', angle: m.to };
      this.head.rotation = m.to;
      const done = this.onLanded;
      this.onLanded = null;
      done?.();
    }
    return true;
  }

  private placeBall(angle: number, r: number): void {
    this.ballAngle = angle;
    this.ball.visible = this.withBall;
    this.ball.position.set(Math.cos(angle) * r, Math.sin(angle) * r);
  }
}
