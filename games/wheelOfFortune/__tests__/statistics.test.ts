// The wheel of fortune's statistics as players read them (display only): each stored segment
// read as its symbol, counted per symbol in paytable order. Counts by hand from MAIN_WHEEL.
import { describe, expect, it } from 'vitest';
import { wheelStatistics } from '../statistics.ts';

describe('wheel of fortune statistics', () => {
  it('counts each symbol from the segments the wheel stopped on', () => {
    // Newest first: segment 26 (48), 13 (bonus), 0 (2), 2 (2).
    const s = wheelStatistics([26, 13, 0, 2]);
    expect(s.counts.map((c) => [c.value, c.count])).toEqual([
      ['2', 2],
      ['4', 0],
      ['6', 0],
      ['16', 0],
      ['24', 0],
      ['48', 1],
      ['bonus', 1],
    ]);
    expect(s.groups).toEqual({});
  });

  it('refuses a segment the wheel does not have', () => {
    expect(() => wheelStatistics([52])).toThrow(new RangeError('not a result of this game: 52'));
  });
});
