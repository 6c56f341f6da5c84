import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RED_NUMBERS } from '../layout.ts';
import { HOT_COLD_COUNT, STATISTICS_WINDOW, rouletteStatistics } from '../statistics.ts';

const results = fc.array(fc.integer({ min: 0, max: 36 }), { maxLength: 160 });

describe('roulette statistics over the last 100 spins', () => {
  it('reads only the 100 newest spins', () => {
    const old = Array.from({ length: 50 }, () => 7);
    const recent = Array.from({ length: 100 }, (_, i) => i % 37);
    const s = rouletteStatistics([...recent, ...old]);
    expect(s.spins).toBe(STATISTICS_WINDOW);
    expect(s.counts[7]).toBe(3);
  });

  it('counts a worked example by hand', () => {
    // newest first: 17 noir impair manque d2; 0; 32 rouge pair passe d3; 17; 1 rouge impair manque d1
    const s = rouletteStatistics([17, 0, 32, 17, 1]);
    expect(s).toMatchObject({
      spins: 5,
      zero: 1,
      rouge: 2,
      noir: 2,
      pair: 1,
      impair: 3,
      manque: 3,
      passe: 1,
    });
    expect(s.dozens).toEqual([1, 2, 1]);
    expect(s.hot).toEqual([
      { number: 17, count: 2 },
      { number: 0, count: 1 },
      { number: 32, count: 1 },
      { number: 1, count: 1 },
    ]);
    // Unseen numbers are the coldest, lowest number first among them.
    expect(s.cold.map((c) => c.number)).toEqual([2, 3, 4, 5, 6]);
  });

  it('every side and the zero add up to the spins; counts match an independent tally', () => {
    fc.assert(
      fc.property(results, (rs) => {
        const s = rouletteStatistics(rs);
        const w = rs.slice(0, 100);
        expect(s.spins).toBe(w.length);
        expect(s.rouge + s.noir + s.zero).toBe(w.length);
        expect(s.pair + s.impair + s.zero).toBe(w.length);
        expect(s.manque + s.passe + s.zero).toBe(w.length);
        expect(s.dozens[0] + s.dozens[1] + s.dozens[2] + s.zero).toBe(w.length);
        expect(s.rouge).toBe(w.filter((n) => RED_NUMBERS.has(n)).length);
        expect(s.pair).toBe(w.filter((n) => n !== 0 && n % 2 === 0).length);
        for (let n = 0; n <= 36; n++) expect(s.counts[n]).toBe(w.filter((x) => x === n).length);
        expect(s.cold).toHaveLength(HOT_COLD_COUNT);
        expect(s.hot.length).toBe(Math.min(HOT_COLD_COUNT, new Set(w).size));
        // Hot are at least as frequent as any number left out; cold at most as frequent.
        const hotMin = Math.min(...s.hot.map((h) => h.count));
        const coldMax = Math.max(...s.cold.map((c) => c.count));
        for (let n = 0; n <= 36; n++) {
          if (!s.hot.some((h) => h.number === n)) expect(s.counts[n]!).toBeLessThanOrEqual(hotMin);
          if (!s.cold.some((c) => c.number === n)) expect(s.counts[n]!).toBeGreaterThanOrEqual(coldMax);
        }
      }),
    );
  });

  it('breaks ties: hot to the most recently seen, cold to the longest unseen', () => {
    const s = rouletteStatistics([5, 9, 5, 9, ...Array.from({ length: 37 }, (_, n) => n)]);
    expect(s.hot.slice(0, 2).map((h) => h.number)).toEqual([5, 9]);
    // Every other number came out once; among them 36 was seen longest ago.
    expect(s.cold[0]).toEqual({ number: 36, count: 1 });
  });

  it('a tie in the hot list goes to the number whose latest appearance is the newer one', () => {
    // newest first: 17 came out at spins 1 and 4 back, 32 at spins 2 and 3 back: 17 is the newer.
    const s = rouletteStatistics([0, 17, 32, 32, 17]);
    expect(s.hot).toEqual([
      { number: 17, count: 2 },
      { number: 32, count: 2 },
      { number: 0, count: 1 },
    ]);
  });

  it('numbers never seen are the coldest, lowest first', () => {
    // Five numbers in each list (HOT_COLD_COUNT).
    expect(rouletteStatistics([0, 5]).cold.map((c) => c.number)).toEqual([1, 2, 3, 4, 6]);
    expect(rouletteStatistics([1, 2, 3]).cold.map((c) => c.number)).toEqual([0, 4, 5, 6, 7]);
    expect(rouletteStatistics([1, 2, 3]).cold.map((c) => c.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a number off the wheel', () => {
    expect(() => rouletteStatistics([37])).toThrow(RangeError);
    expect(() => rouletteStatistics([3, -1])).toThrow(new RangeError('not a roulette number: -1'));
    expect(() => rouletteStatistics([1.5])).toThrow(new RangeError('not a roulette number: 1.5'));
  });
});
