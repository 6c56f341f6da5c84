// Boule's statistics as players read them (display only): each number's count, the six chances,
// and the 5 counted apart because it belongs to no chance (seed 002). Counts by hand.
import { describe, expect, it } from 'vitest';
import { bouleStatistics } from '../statistics.ts';

describe('boule statistics', () => {
  it('counts each number, each chance and the 5 apart', () => {
    // Newest first: 5, 2, 2, 9, 1.
    const s = bouleStatistics([5, 2, 2, 9, 1]);
    expect(s.spins).toBe(5);
    expect(s.counts.map((c) => [c.value, c.count])).toEqual([
      [1, 1],
      [2, 2],
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 1],
    ]);
    expect(s.groups).toEqual({ rouge: 3, noir: 1, pair: 2, impair: 2, manque: 3, passe: 1, cinq: 1 });
    expect(s.hot).toEqual([
      { value: 2, count: 2 },
      { value: 5, count: 1 },
      { value: 9, count: 1 },
    ]);
  });

  it('refuses a result that is not a boule number', () => {
    expect(() => bouleStatistics([10])).toThrow(new RangeError('not a result of this game: 10'));
  });
});
