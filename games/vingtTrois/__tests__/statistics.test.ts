// Vingt-trois's statistics as players read them (display only): the pockets read as their
// numbers 1–14, and the colour counted by pocket, not by number — 5 to 12 and 14 are on both
// colours (seed 002), the 13 white. Counts by hand from VT_POCKETS.
import { describe, expect, it } from 'vitest';
import { vingtTroisStatistics } from '../statistics.ts';

describe('vingt-trois statistics', () => {
  it('counts each number and the colour of each pocket', () => {
    // Newest first: pocket 1 (black 5), 14 (red 5), 4 (white 13), 0 (red 1).
    const s = vingtTroisStatistics([1, 14, 4, 0]);
    expect(s.spins).toBe(4);
    expect(s.counts.map((c) => c.count)).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(s.counts.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(s.groups).toEqual({ rouge: 2, noir: 1, blanc: 1 });
  });

  it('refuses a pocket the plate does not have', () => {
    expect(() => vingtTroisStatistics([27])).toThrow(new RangeError('not a result of this game: 27'));
  });
});
