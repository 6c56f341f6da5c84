// The simulated devices behind the one device interface (docs/devices.md): what each tells its
// table, when, and from which draws.
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../games/rng.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { automaticLauncher } from '../automaticLauncher.ts';
import { bouleApparatus } from '../bouleApparatus.ts';
import { croupierCylinder } from '../croupierCylinder.ts';
import type { DeviceListener, WheelDevice } from '../device.ts';
import { wheelOfFortune } from '../wheelOfFortune.ts';

/** Every draw returns the next scripted value (reduced into range). */
const scripted = (values: number[]): Rng => ({ int: (n) => (values.shift() ?? 0) % n });

function record<O>(device: WheelDevice<O>): unknown[] {
  const seen: unknown[] = [];
  const listener: DeviceListener<O> = {
    noMoreBets: (trigger) => seen.push(['noMoreBets', trigger]),
    result: (report) => seen.push(['result', report]),
    fault: (fault) => seen.push(['fault', fault]),
  };
  device.attach(listener);
  return seen;
}

const pocket = (rng: Rng) => ({ pocket: rng.int(37) });

describe('simulated devices', () => {
  it('automatic launcher: bets close after the betting time, the ball lands after the spin time', () => {
    const clock = manualClock();
    const device = automaticLauncher({ bettingMs: 1_000, spinMs: 500 }, clock, scripted([17]), pocket);
    const seen = record(device);
    expect(device.closesAt(clock.now())).toBe(clock.now() + 1_000);
    device.roundOpened();
    clock.advance(999);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual([['noMoreBets', 'timer']]);
    device.launch('anticlockwise');
    clock.advance(500);
    expect(seen[1]).toEqual([
      'result',
      { outcome: { pocket: 17 }, direction: 'anticlockwise', turns: 0, anomaly: false },
    ]);
  });

  it('croupier cylinder: the detector reports, or misses each step at its failure rate', () => {
    const clock = manualClock();
    const settings = { bettingMs: 1_000, spinMs: 500, missNoMoreBetsPerMille: 10, missResultPerMille: 10 };
    // Draws: 9 (< 10: missed) for rien ne va plus; then 10 (detected) and pocket 5 for the number.
    const device = croupierCylinder(settings, clock, scripted([9, 10, 5]), pocket);
    const seen = record(device);
    expect(device.closesAt(clock.now())).toBe(null);
    device.roundOpened();
    clock.advance(1_000);
    device.launch('clockwise');
    clock.advance(500);
    expect(seen).toEqual([
      ['fault', 'noMoreBetsNotDetected'],
      ['result', { outcome: { pocket: 5 }, direction: 'clockwise', turns: 0, anomaly: false }],
    ]);
    device.roundOpened();
    device.stop();
    clock.advance(5_000);
    expect(seen).toHaveLength(2);
  });

  it('wheel of fortune: Live mode waits for the buzzer; the sensor counts turns and flags anomalies', () => {
    const clock = manualClock();
    const settings = {
      mode: 'live' as const,
      bettingMs: 1_000,
      spinMs: 500,
      minTurns: 2,
      maxTurns: 5,
      anomalyPerMille: 1,
    };
    // Draws: turns 2 + (3 % 4) = 5; anomaly draw 0 (< 1: anomaly); segment 40.
    const device = wheelOfFortune(settings, clock, scripted([3, 0, 40]), (rng) => rng.int(52));
    const seen = record(device);
    expect(device.pressBuzzer()).toBe(false);
    device.roundOpened();
    clock.advance(1_000);
    device.launch('clockwise');
    clock.advance(5_000);
    expect(seen).toEqual([['noMoreBets', 'timer']]);
    expect(device.pressBuzzer()).toBe(true);
    clock.advance(500);
    expect(seen[1]).toEqual(['result', { outcome: 40, direction: 'clockwise', turns: 5, anomaly: true }]);
    const auto = wheelOfFortune({ ...settings, mode: 'auto' }, clock, scripted([0, 1, 7]), (rng) =>
      rng.int(52),
    );
    const autoSeen = record(auto);
    auto.launch('anticlockwise');
    clock.advance(500);
    expect(autoSeen).toEqual([
      ['result', { outcome: 7, direction: 'anticlockwise', turns: 2, anomaly: false }],
    ]);
  });

  it('boule apparatus: rien ne va plus before the cylinder turns, then the ball’s pocket', () => {
    const clock = manualClock();
    const device = bouleApparatus(
      { bettingMs: 1_000, spinMs: 500 },
      clock,
      scripted([4]),
      (rng) => 1 + rng.int(9),
    );
    const seen = record(device);
    device.roundOpened();
    clock.advance(1_000);
    device.launch('anticlockwise');
    clock.advance(500);
    expect(seen).toEqual([
      ['noMoreBets', 'timer'],
      ['result', { outcome: 5, direction: 'anticlockwise', turns: 0, anomaly: false }],
    ]);
  });
});
