// The gaming day runs past midnight: 06:00 local by default, whatever the daylight-saving time.
import { describe, expect, it } from 'vitest';
import { gamingDayOf } from '../gamingDay.ts';

describe('gamingDayOf (Europe/Paris, 06:00)', () => {
  it('counts the small hours to the day that began the evening before', () => {
    // 29 Nov 2026 is winter time (UTC+1): 05:59 local = 04:59 UTC.
    expect(gamingDayOf(Date.UTC(2026, 10, 29, 4, 59))).toBe('2026-11-28');
    expect(gamingDayOf(Date.UTC(2026, 10, 29, 5, 0))).toBe('2026-11-29');
    expect(gamingDayOf(Date.UTC(2026, 10, 29, 22, 30))).toBe('2026-11-29');
    // 1 Jan 03:00 local belongs to 31 Dec.
    expect(gamingDayOf(Date.UTC(2027, 0, 1, 2, 0))).toBe('2026-12-31');
  });

  it('keeps the boundary at 06:00 local across daylight-saving changes', () => {
    // 29 Mar 2026: clocks go forward at 02:00; 06:00 local is 04:00 UTC (UTC+2).
    expect(gamingDayOf(Date.UTC(2026, 2, 29, 3, 59))).toBe('2026-03-28');
    expect(gamingDayOf(Date.UTC(2026, 2, 29, 4, 0))).toBe('2026-03-29');
    // 25 Oct 2026: clocks go back at 03:00; 06:00 local is 05:00 UTC (UTC+1).
    expect(gamingDayOf(Date.UTC(2026, 9, 25, 4, 59))).toBe('2026-10-24');
    expect(gamingDayOf(Date.UTC(2026, 9, 25, 5, 0))).toBe('2026-10-25');
  });

  it('takes another boundary and time zone as parameters', () => {
    const rule = { timeZone: 'UTC', startMinutes: 4 * 60 + 30 };
    expect(gamingDayOf(Date.UTC(2026, 5, 10, 4, 29), rule)).toBe('2026-06-09');
    expect(gamingDayOf(Date.UTC(2026, 5, 10, 4, 30), rule)).toBe('2026-06-10');
  });
});
