// The gaming day boundary: 06:00 local by default, across midnight and daylight-saving changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamingDayOf, gamingDayWindow, isDay, localDateTime, nextDay } from '../gamingDay.ts';

describe('gaming day', () => {
  it('runs from 06:00 to 06:00 Paris time, winter and summer', () => {
    expect(gamingDayWindow('2026-11-29')).toEqual({
      day: '2026-11-29',
      fromIso: '2026-11-29T05:00:00.000Z',
      toIso: '2026-11-30T05:00:00.000Z',
    });
    expect(gamingDayWindow('2026-07-14')).toEqual({
      day: '2026-07-14',
      fromIso: '2026-07-14T04:00:00.000Z',
      toIso: '2026-07-15T04:00:00.000Z',
    });
  });

  it('is 23 hours long on the spring change and 25 on the autumn one', () => {
    // Clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    const spring = gamingDayWindow('2026-03-28');
    expect([spring.fromIso, spring.toIso]).toEqual(['2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z']);
    const autumn = gamingDayWindow('2026-10-24');
    expect([autumn.fromIso, autumn.toIso]).toEqual(['2026-10-24T04:00:00.000Z', '2026-10-25T05:00:00.000Z']);
  });

  it('puts the small hours on the previous day', () => {
    expect(gamingDayOf('2026-11-30T04:59:59.999Z')).toBe('2026-11-29');
    expect(gamingDayOf('2026-11-30T05:00:00.000Z')).toBe('2026-11-30');
    expect(gamingDayOf('2026-01-01T02:00:00.000Z')).toBe('2025-12-31');
    expect(gamingDayOf('2026-11-29T23:00:00.000Z', { startHour: 0, timeZone: 'UTC' })).toBe('2026-11-29');
    expect(localDateTime('2026-11-29T23:30:05.000Z', 'Europe/Paris')).toEqual({
      date: '30/11/2026',
      time: '00:30:05',
    });
  });

  it('places every instant inside the window of its own day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 0, max: 23 }),
        (ms, startHour) => {
          const iso = new Date(ms).toISOString();
          const options = { startHour, timeZone: 'Europe/Paris' };
          const w = gamingDayWindow(gamingDayOf(iso, options), options);
          expect(w.fromIso <= iso && iso < w.toIso).toBe(true);
          expect(gamingDayWindow(nextDay(w.day), options).fromIso).toBe(w.toIso);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('knows a real date from a malformed one', () => {
    expect(['2026-02-28', '2024-02-29'].map(isDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-01'].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(() => gamingDayWindow('2026-02-30')).toThrow(RangeError);
  });
});
