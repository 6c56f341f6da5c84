// The wheel's motion as pure functions of time (DESIGN.md "Randomness": the animation is derived
// from the recorded result and never draws). The wheel starts turning at rien ne va plus at a
// steady speed, before any result exists; once the hub's pocket is known it slows down without a
// jolt (the speed is continuous) and stops with that pocket under the marker.
const TAU = Math.PI * 2;

/** An angle brought into [0, 2π). */
export function normalise(angle: number): number {
  const a = angle % TAU;
  return a < 0 ? a + TAU : a + 0; // + 0 turns -0 into 0
}

/** Clockwise (+1) or anticlockwise (−1) on screen. */
export type Turn = 'clockwise' | 'anticlockwise';

/** The steady turning speed before the result is known, in radians per millisecond (≈ 0.5 turn/s). */
export const FREE_SPEED = TAU / 2000;

/** The shortest landing, in ms: long enough to follow (at FREE_SPEED a landing takes 3–7 s). */
export const LANDING_MIN_MS = 3000;

/** The wheel's motion: turning freely since `t0`, or landing on `to` over `durationMs` from `t0`. */
export type Motion =
  | { readonly kind: 'rest'; readonly angle: number }
  | { readonly kind: 'free'; readonly from: number; readonly t0: number; readonly speed: number }
  | {
      readonly kind: 'landing';
      readonly from: number;
      readonly to: number;
      readonly t0: number;
      readonly speed: number;
      readonly durationMs: number;
    };

/** Starts turning freely in `turn` from `angle` at `now`. */
export function startFree(angle: number, turn: Turn, now: number): Motion {
  return { kind: 'free', from: angle, t0: now, speed: turn === 'clockwise' ? FREE_SPEED : -FREE_SPEED };
}

/** The angle of `motion` at `now`; exactly `to` once a landing is over. */
export function angleAt(motion: Motion, now: number): number {
  switch (motion.kind) {
    case 'rest':
      return motion.angle;
    case 'free':
      return motion.from + motion.speed * (now - motion.t0);
    case 'landing': {
      if (now >= motion.t0 + motion.durationMs) return motion.to;
      const t = Math.max(now - motion.t0, 0);
      // Constant deceleration: speed falls linearly from `speed` to 0 over the landing.
      return motion.from + motion.speed * t - (motion.speed / (2 * motion.durationMs)) * t * t;
    }
  }
}

/** The angular speed of `motion` at `now` (radians per ms). */
export function speedAt(motion: Motion, now: number): number {
  switch (motion.kind) {
    case 'rest':
      return 0;
    case 'free':
      return motion.speed;
    case 'landing': {
      if (now >= motion.t0 + motion.durationMs) return 0;
      return motion.speed * (1 - Math.max(now - motion.t0, 0) / motion.durationMs);
    }
  }
}

/** True once `motion` stands still at `now`. */
export function isAtRest(motion: Motion, now: number): boolean {
  return motion.kind === 'rest' || (motion.kind === 'landing' && now >= motion.t0 + motion.durationMs);
}

/**
 * Plans the landing from `motion` at `now` onto `target` (the resting angle of the recorded
 * pocket), in the way the wheel already turns (`turn` when it stood still). The distance is
 * the way to the target plus whole turns, the fewest for a steady deceleration from the current
 * speed to last at least LANDING_MIN_MS; the speed is continuous at the hand-over.
 */
export function planLanding(motion: Motion, now: number, target: number, turn: Turn): Motion {
  const from = angleAt(motion, now);
  let speed = speedAt(motion, now);
  if (speed === 0) speed = turn === 'clockwise' ? FREE_SPEED : -FREE_SPEED;
  const sign = Math.sign(speed);
  const ahead = sign > 0 ? normalise(target - from) : normalise(from - target);
  // Distance d covered by a steady stop from speed v in time D is v·D/2: D = 2d/|v|.
  const rate = Math.abs(speed);
  let distance = ahead;
  while ((2 * distance) / rate < LANDING_MIN_MS) distance += TAU;
  return {
    kind: 'landing',
    from,
    to: from + sign * distance,
    t0: now,
    speed,
    durationMs: (2 * distance) / rate,
  };
}
