import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondsToClose } from '../hubCountdown.ts';

describe('secondsToClose', () => {
  it('reads closesAt on the hub clock: page time plus the offset measured at connection', () => {
    // The hub runs an hour ahead: 30 s before its closesAt, the page reads 30 s.
    const hubAhead = 3_600_000;
    const closesAt = 1_000_000 + hubAhead + 30_000;
    expect(secondsToClose(closesAt, 1_000_000, hubAhead)).toBe(30);
    expect(secondsToClose(closesAt, 1_000_000 + 29_001, hubAhead)).toBe(1);
    expect(secondsToClose(closesAt, 1_000_000 + 30_000, hubAhead)).toBe(0);
    expect(secondsToClose(closesAt, 1_000_000 + 99_000, hubAhead)).toBe(0);
    expect(secondsToClose(null, 0, hubAhead)).toBeNull();
  });

  it('never goes back up as the page clock runs, whatever views arrive meanwhile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: -(10 ** 8), max: 10 ** 8 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 2, maxLength: 40 }),
        (closesAt, offset, steps) => {
          let now = closesAt - offset - 60_000;
          let previous = Number.POSITIVE_INFINITY;
          for (const step of steps) {
            now += step;
            const left = secondsToClose(closesAt, now, offset);
            if (left === null || left > previous || left < 0) return false;
            previous = left;
          }
          return true;
        },
      ),
    );
  });
});
