// The electronic wheel of fortune (seed 000; RULES.md A.4), simulated: a rotation sensor counts
// full turns and reports anomalies (fewer than two turns or an anomaly voids the spin and refunds
// every stake, which the decider does), a wireless buzzer launches the wheel in Live mode, and the
// key switch's Auto mode launches it by itself at "rien ne va plus".
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { DeviceListener, WheelDevice } from './device.ts';
import { OneTimer, happens } from './simulatedTiming.ts';

/** The wheel's mode, set by the key switch and journaled with the table options (A.4). */
export type WheelMode = 'live' | 'auto';

/** The simulated wheel's settings. */
export interface WheelSettings {
  readonly mode: WheelMode;
  /** "Faites vos jeux" → "rien ne va plus". */
  readonly bettingMs: number;
  /** Launch → the marker stops. */
  readonly spinMs: number;
  /** Full turns are drawn from `minTurns` to `maxTurns` inclusive. */
  readonly minTurns: number;
  readonly maxTurns: number;
  /** Chance per mille of a rotation anomaly. */
  readonly anomalyPerMille: number;
}

/** A wheel of fortune device with its buzzer. */
export interface WheelOfFortuneDevice<O> extends WheelDevice<O> {
  /** The buzzer was pressed (Live mode, after rien ne va plus): the wheel turns. */
  pressBuzzer(): boolean;
}

/** A simulated wheel of fortune drawing each segment with `draw` from the hub's RNG. */
export function wheelOfFortune<O>(
  settings: WheelSettings,
  clock: Clock,
  rng: Rng,
  draw: (rng: Rng) => O,
): WheelOfFortuneDevice<O> {
  const timer = new OneTimer(clock);
  let listener: DeviceListener<O> | null = null;
  let armed: (() => void) | null = null;
  const spin = (direction: 'clockwise' | 'anticlockwise') => () =>
    timer.after(settings.spinMs, () => {
      const turns = settings.minTurns + rng.int(settings.maxTurns - settings.minTurns + 1);
      const anomaly = happens(rng, settings.anomalyPerMille);
      listener?.result({ outcome: draw(rng), direction, turns, anomaly });
    });
  return {
    kind: 'wheelOfFortune',
    attach: (l) => void (listener = l),
    closesAt: (now) => now + settings.bettingMs,
    roundOpened: () => timer.after(settings.bettingMs, () => listener?.noMoreBets('timer')),
    launch(direction) {
      // Seed 000: in Live mode the buzzer launches the wheel "à l'annonce du rien ne va plus".
      armed = spin(direction);
      if (settings.mode === 'auto') this.pressBuzzer();
    },
    pressBuzzer() {
      if (armed === null) return false;
      const go = armed;
      armed = null;
      go();
      return true;
    },
    stop() {
      armed = null;
      timer.cancel();
    },
  };
}
