// The adult check (hub/players/adultCheck.ts): 18 on the casino's (Paris) date, 29 February
// births, and the calendar check of a date of birth.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adultOn, casinoDate, isAdult, isRealDate } from '../adultCheck.ts';

describe('the adult check', () => {
  it('is an adult from the 18th birthday on, not the day before', () => {
    expect(adultOn('2008-11-29')).toBe('2026-11-29');
    expect(isAdult('2008-11-29', '2026-11-29')).toBe(true);
    expect(isAdult('2008-11-30', '2026-11-29')).toBe(false);
  });

  it('makes someone born on 29 February an adult on 1 March of a common year', () => {
    expect(adultOn('2008-02-29')).toBe('2026-03-01');
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(adultOn('2006-02-28')).toBe('2024-02-28');
  });

  it('takes the date in Paris, not in UTC', () => {
    // 29 November 2026 23:30 UTC is already 30 November in Paris (UTC+1 in winter).
    expect(casinoDate(Date.UTC(2026, 10, 29, 23, 30))).toBe('2026-11-30');
    expect(casinoDate(Date.UTC(2026, 10, 29, 22, 59))).toBe('2026-11-29');
    // Summer time: UTC+2.
    expect(casinoDate(Date.UTC(2026, 6, 14, 22, 0))).toBe('2026-07-15');
  });

  it('refuses days that do not exist', () => {
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1900-02-29')).toBe(false);
    expect(isRealDate('2001-04-31')).toBe(false);
  });

  it('agrees with counting whole years for any birth date and day', () => {
    const day = fc.date({ min: new Date('1920-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const b = birth.toISOString().slice(0, 10);
        const t = today.toISOString().slice(0, 10);
        const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
        const [ty, tm, td] = t.split('-').map(Number) as [number, number, number];
        // Whole years, with a 29 February birthday counted on 1 March in a common year.
        const leapBirthday = bm === 2 && bd === 29 && !isRealDate(`${ty}-02-29`);
        const [em, ed] = leapBirthday ? [3, 1] : [bm, bd];
        const age = ty - by - (tm < em || (tm === em && td < ed) ? 1 : 0);
        expect(isAdult(b, t)).toBe(age >= 18);
      }),
      { numRuns: 500 },
    );
  });
});
