import { describe, expect, it } from 'vitest';
import { WHEEL_ORDER } from '../../../../games/roulette/layout.ts';
import { angleAt, normalise, planSpin, pocketAt, POCKET_STEP, restingAngle } from '../wheelMotion.ts';

const TAU = Math.PI * 2;

describe('wheel angles', () => {
  it('gives each pocket its own resting angle, one step apart in wheel order', () => {
    const angles = WHEEL_ORDER.map((p) => restingAngle(p));
    expect(new Set(angles.map((a) => a.toFixed(9))).size).toBe(37);
    WHEEL_ORDER.forEach((pocket, i) => {
      const a = restingAngle(pocket);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(TAU);
      expect(a).toBeCloseTo(normalise(-i * POCKET_STEP), 12);
      expect(pocketAt(a)).toBe(pocket);
    });
    expect(restingAngle(0)).toBe(0);
  });

  it('refuses a pocket that does not exist', () => {
    expect(() => restingAngle(37)).toThrow(RangeError);
  });

  it('plans spins that land on the recorded pocket, the recorded way, after full turns', () => {
    for (const pocket of WHEEL_ORDER) {
      for (const from of [0, 1.234, -7.5, 40]) {
        const cw = planSpin(from, pocket, 'clockwise', 3);
        expect(cw.to - cw.from).toBeGreaterThanOrEqual(3 * TAU);
        expect(cw.to - cw.from).toBeLessThan(4 * TAU);
        expect(pocketAt(cw.to)).toBe(pocket);
        const acw = planSpin(from, pocket, 'anticlockwise', 3);
        expect(acw.from - acw.to).toBeGreaterThanOrEqual(3 * TAU);
        expect(pocketAt(acw.to)).toBe(pocket);
      }
    }
  });

  it('moves monotonically and ends exactly on the target', () => {
    const plan = planSpin(0, 17, 'clockwise', 3, 4000);
    let prev = angleAt(plan, 0);
    expect(prev).toBe(0);
    for (let t = 100; t <= 4000; t += 100) {
      const a = angleAt(plan, t);
      expect(a).toBeGreaterThanOrEqual(prev);
      prev = a;
    }
    expect(angleAt(plan, 4000)).toBe(plan.to);
    expect(angleAt(plan, 99_999)).toBe(plan.to);
    expect(pocketAt(angleAt(plan, 4000))).toBe(17);
  });
});
