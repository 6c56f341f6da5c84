// The wheel's angles, derived only from the hub's recorded pocket and direction (DESIGN.md
// "Randomness": the animation never draws). Angles are radians, clockwise on screen.
import { WHEEL_ORDER } from '../../../games/roulette/layout.ts';

const TAU = Math.PI * 2;

/** The angle between two neighbouring pockets. */
export const POCKET_STEP = TAU / WHEEL_ORDER.length;

/** An angle brought into [0, 2π). */
export function normalise(angle: number): number {
  const a = angle % TAU;
  return a < 0 ? a + TAU : a + 0; // + 0 turns -0 into 0
}

/** The wheel rotation that brings `pocket` under the marker at the top, in [0, 2π). */
export function restingAngle(pocket: number): number {
  const i = WHEEL_ORDER.indexOf(pocket);
  if (i < 0) throw new RangeError(`no such pocket: ${pocket}`);
  return normalise(-i * POCKET_STEP);
}

/** The pocket under the top marker when the wheel is rotated by `angle`. */
export function pocketAt(angle: number): number {
  const i = Math.round(normalise(-angle) / POCKET_STEP) % WHEEL_ORDER.length;
  return WHEEL_ORDER[i] ?? 0;
}

/** A planned spin: from `from` to `to` (`to` ≡ restingAngle(pocket)), over `durationMs`. */
export interface SpinPlan {
  readonly from: number;
  readonly to: number;
  readonly durationMs: number;
}

/** Plans a spin that turns `turns` full times in `direction` and stops on `pocket`. */
export function planSpin(
  from: number,
  pocket: number,
  direction: 'clockwise' | 'anticlockwise',
  turns = 3,
  durationMs = 5000,
): SpinPlan {
  const rest = restingAngle(pocket);
  const delta =
    direction === 'clockwise'
      ? normalise(rest - from) + turns * TAU
      : -(normalise(from - rest) + turns * TAU);
  return { from, to: from + delta, durationMs };
}

/** Cubic ease-out: fast start, gentle stop. */
export function easeOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** The wheel angle `elapsedMs` into `plan`; exactly `plan.to` once the plan is over. */
export function angleAt(plan: SpinPlan, elapsedMs: number): number {
  if (elapsedMs >= plan.durationMs) return plan.to;
  return plan.from + (plan.to - plan.from) * easeOut(elapsedMs / plan.durationMs);
}
