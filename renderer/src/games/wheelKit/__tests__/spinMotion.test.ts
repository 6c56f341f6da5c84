import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREE_SPEED,
  LANDING_MIN_MS,
  angleAt,
  isAtRest,
  normalise,
  planLanding,
  speedAt,
  startFree,
} from '../spinMotion.ts';

const TAU = Math.PI * 2;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('wheel motion: turning at rien ne va plus, landing on the recorded pocket', () => {
  it('turns steadily before the result is known', () => {
    const m = startFree(1, 'clockwise', 1000);
    expect(angleAt(m, 1000)).toBe(1);
    expect(close(angleAt(m, 3000), 1 + 2000 * FREE_SPEED)).toBe(true);
    expect(angleAt(startFree(1, 'anticlockwise', 0), 2000)).toBeLessThan(1);
    expect(isAtRest(m, 1e9)).toBe(false);
  });

  it('lands exactly on the target, the way it turns, without a jolt, in at least the minimum time', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: TAU - 1e-9, noNaN: true }),
        fc.constantFrom('clockwise' as const, 'anticlockwise' as const),
        (start, freeMs, target, turn) => {
          const free = startFree(start, turn, 0);
          const landing = planLanding(free, freeMs, target, turn);
          expect(landing.kind).toBe('landing');
          if (landing.kind !== 'landing') return;
          // Continuous angle and speed at the hand-over.
          expect(angleAt(landing, freeMs)).toBeCloseTo(angleAt(free, freeMs), 9);
          expect(speedAt(landing, freeMs)).toBeCloseTo(speedAt(free, freeMs), 12);
          expect(landing.durationMs).toBeGreaterThanOrEqual(LANDING_MIN_MS);
          expect(landing.durationMs).toBeLessThan(LANDING_MIN_MS + (2 * TAU) / FREE_SPEED);
          // It stops on the target, never turning back: the angle is monotonic in the turn's direction.
          const end = freeMs + landing.durationMs;
          const off = normalise(angleAt(landing, end) - target);
          expect(Math.min(off, TAU - off)).toBeLessThan(1e-6);
          expect(isAtRest(landing, end)).toBe(true);
          expect(Math.abs(speedAt(landing, end))).toBe(0);
          const sign = turn === 'clockwise' ? 1 : -1;
          let prev = angleAt(landing, freeMs);
          for (let t = freeMs; t <= end; t += landing.durationMs / 50) {
            const a = angleAt(landing, t);
            expect(sign * (a - prev)).toBeGreaterThanOrEqual(-1e-9);
            prev = a;
          }
        },
      ),
    );
  });

  it('from standing still, lands the way it was told to turn', () => {
    const rest = { kind: 'rest' as const, angle: 0 };
    const cw = planLanding(rest, 0, 1, 'clockwise');
    const acw = planLanding(rest, 0, 1, 'anticlockwise');
    expect(cw.kind === 'landing' && cw.to > 0).toBe(true);
    expect(acw.kind === 'landing' && acw.to < 0).toBe(true);
  });
});
