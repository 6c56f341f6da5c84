// A croupier-operated roulette cylinder with its detector (seed 000), simulated: the detector
// announces "rien ne va plus" when the ball slows and reads the number where it stops, and may
// fail at either step (rates per mille, drawn from the hub's RNG) so that manual mode can be
// exercised: "en cas de non-détection du 'rien ne va plus' [ou] du numéro, le croupier passe en
// mode manuel", validated by a comité member who relaunches the game.
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { DeviceListener, WheelDevice } from './device.ts';
import { OneTimer, happens } from './simulatedTiming.ts';

/** The simulated cylinder's timing and detector failure rates. */
export interface CylinderSettings {
  /** "Faites vos jeux" → the ball slows (the detector's rien ne va plus). */
  readonly bettingMs: number;
  /** Rien ne va plus → the ball stops in a pocket. */
  readonly spinMs: number;
  /** Chance per mille that the slowing ball is not detected. */
  readonly missNoMoreBetsPerMille: number;
  /** Chance per mille that the number is not detected. */
  readonly missResultPerMille: number;
}

/** A simulated croupier cylinder and detector drawing each outcome with `draw`. */
export function croupierCylinder<O>(
  settings: CylinderSettings,
  clock: Clock,
  rng: Rng,
  draw: (rng: Rng) => O,
): WheelDevice<O> {
  const timer = new OneTimer(clock);
  let listener: DeviceListener<O> | null = null;
  return {
    kind: 'croupierCylinder',
    attach: (l) => void (listener = l),
    // The detector decides when bets close: no countdown is promised to the stations.
    closesAt: () => null,
    roundOpened: () =>
      timer.after(settings.bettingMs, () =>
        happens(rng, settings.missNoMoreBetsPerMille)
          ? listener?.fault('noMoreBetsNotDetected')
          : listener?.noMoreBets('detector'),
      ),
    launch(direction) {
      // Seed 000: the croupier turns the plate the opposite way each time; the detector reports it.
      timer.after(settings.spinMs, () =>
        happens(rng, settings.missResultPerMille)
          ? listener?.fault('resultNotDetected')
          : listener?.result({ outcome: draw(rng), direction, turns: 0, anomaly: false }),
      );
    },
    stop: () => timer.cancel(),
  };
}
