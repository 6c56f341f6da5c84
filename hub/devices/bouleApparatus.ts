// The boule or vingt-trois apparatus (seed 002; RULES.md A.3), simulated: the croupier announces
// "rien ne va plus" before setting the cylinder in motion, turning it the opposite way each time;
// the ball's pocket (1–9 at boule, one of 27 at vingt-trois) is drawn from the hub's RNG.
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { WheelDevice } from './device.ts';
import { type DrawTiming, timedDrawDevice } from './timedDraw.ts';

/** The apparatus' timing. */
export interface ApparatusTiming extends DrawTiming {
  /** "Faites vos jeux" → the croupier's "rien ne va plus". */
  readonly bettingMs: number;
  /** The cylinder set in motion → the ball rests in a pocket. */
  readonly spinMs: number;
}

/** A simulated boule / vingt-trois apparatus drawing each outcome with `draw`. */
export function bouleApparatus<O>(
  timing: ApparatusTiming,
  clock: Clock,
  rng: Rng,
  draw: (rng: Rng) => O,
): WheelDevice<O> {
  // Seed 002: "il annonce 'Rien ne va plus' avant d'effectuer cette manœuvre": bets close first.
  return timedDrawDevice('bouleApparatus', timing, clock, rng, draw);
}
