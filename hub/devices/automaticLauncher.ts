// The automatic launcher of an electronic roulette (seed 000; RULES.md A.2), simulated: bets close
// at the end of a configurable betting time, the ball lands on a pocket drawn from the hub's
// CSPRNG after `spinMs`, in the direction the table asked (the opposite of the previous spin).
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { WheelDevice } from './device.ts';
import { type DrawTiming, timedDrawDevice } from './timedDraw.ts';

/** The launcher's timing. */
export interface LauncherTiming extends DrawTiming {
  /** "Faites vos jeux" → "rien ne va plus". */
  readonly bettingMs: number;
  /** "Rien ne va plus" → the ball lands. */
  readonly spinMs: number;
}

/** A simulated automatic launcher drawing each outcome with `draw` from the hub's RNG. */
export function automaticLauncher<O>(
  timing: LauncherTiming,
  clock: Clock,
  rng: Rng,
  draw: (rng: Rng) => O,
): WheelDevice<O> {
  return timedDrawDevice('automaticLauncher', timing, clock, rng, draw);
}
