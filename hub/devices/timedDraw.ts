// A simulated device on fixed timing: bets close after the betting time, the outcome is drawn
// from the hub's RNG once the spin time has passed. The automatic launcher and the boule /
// vingt-trois apparatus behave this way; they differ in what they are, not in how they time.
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { DeviceListener, WheelDevice } from './device.ts';
import { OneTimer } from './simulatedTiming.ts';

/** Fixed timing of a simulated device. */
export interface DrawTiming {
  /** "Faites vos jeux" → "rien ne va plus". */
  readonly bettingMs: number;
  /** "Rien ne va plus" → the outcome. */
  readonly spinMs: number;
}

/** A device of kind `kind` that closes bets on a timer and draws each outcome with `draw`. */
export function timedDrawDevice<O>(
  kind: WheelDevice<O>['kind'],
  timing: DrawTiming,
  clock: Clock,
  rng: Rng,
  draw: (rng: Rng) => O,
): WheelDevice<O> {
  const timer = new OneTimer(clock);
  let listener: DeviceListener<O> | null = null;
  return {
    kind,
    attach: (l) => void (listener = l),
    closesAt: (now) => now + timing.bettingMs,
    roundOpened: () => timer.after(timing.bettingMs, () => listener?.noMoreBets('timer')),
    launch(direction) {
      // DESIGN.md "Randomness": drawn once; the table writes it into the event before any animation.
      timer.after(timing.spinMs, () =>
        listener?.result({ outcome: draw(rng), direction, turns: 0, anomaly: false }),
      );
    },
    stop: () => timer.cancel(),
  };
}
