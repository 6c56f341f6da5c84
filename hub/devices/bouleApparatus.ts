// The boule or vingt-trois apparatus (seed 002; RULES.md A.3), simulated: the croupier announces
// "rien ne va plus" before setting the cylinder in motion, turning it the opposite way each time;
// the ball's pocket (1–9 at boule, one of 27 at vingt-trois) is drawn from the hub's RNG.
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { DeviceListener, WheelDevice } from './device.ts';
import { OneTimer } from './simulatedTiming.ts';

/** The apparatus' timing. */
export interface ApparatusTiming {
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
  const timer = new OneTimer(clock);
  let listener: DeviceListener<O> | null = null;
  return {
    kind: 'bouleApparatus',
    attach: (l) => void (listener = l),
    closesAt: (now) => now + timing.bettingMs,
    // Seed 002: "il annonce 'Rien ne va plus' avant d'effectuer cette manœuvre".
    roundOpened: () => timer.after(timing.bettingMs, () => listener?.noMoreBets('timer')),
    launch: (direction) =>
      timer.after(timing.spinMs, () =>
        listener?.result({ outcome: draw(rng), direction, turns: 0, anomaly: false }),
      ),
    stop: () => timer.cancel(),
  };
}
