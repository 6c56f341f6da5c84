import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bouleStatistics } from '../../boule/statistics.ts';
import { BOULE_CHANCE_NUMBERS } from '../../boule/rules.ts';
import { VT_POCKETS } from '../../vingtTrois/rules.ts';
import { vingtTroisStatistics } from '../../vingtTrois/statistics.ts';
import { MAIN_WHEEL } from '../../wheelOfFortune/layout.ts';
import { wheelStatistics } from '../../wheelOfFortune/statistics.ts';
import { HOT_COLD_COUNT, STATISTICS_WINDOW, spinStatistics } from '../statistics.ts';

describe('spin statistics of boule, vingt-trois and the wheel of fortune', () => {
  it('counts boule numbers, chances and the 5 apart exactly, over the newest 100 spins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 160 }), (results) => {
        const s = bouleStatistics(results);
        const w = results.slice(0, STATISTICS_WINDOW);
        expect(s.spins).toBe(w.length);
        for (const { value, count } of s.counts) expect(count).toBe(w.filter((n) => n === value).length);
        expect(s.counts.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        for (const [chance, numbers] of Object.entries(BOULE_CHANCE_NUMBERS))
          expect(s.groups[chance as keyof typeof BOULE_CHANCE_NUMBERS]).toBe(
            w.filter((n) => numbers.includes(n)).length,
          );
        expect(s.groups.cinq).toBe(w.filter((n) => n === 5).length);
        // Every spin is in exactly one of rouge, noir, or the 5.
        expect(s.groups.rouge + s.groups.noir + s.groups.cinq).toBe(w.length);
      }),
    );
  });

  it('lists hot values by count (ties: seen most recently) and cold ones, never-seen first', () => {
    const s = bouleStatistics([3, 7, 3, 9, 7, 1]);
    expect(s.hot).toEqual([
      { value: 3, count: 2 },
      { value: 7, count: 2 },
      { value: 9, count: 1 },
    ]);
    expect(s.cold).toEqual([
      { value: 2, count: 0 },
      { value: 4, count: 0 },
      { value: 5, count: 0 },
    ]);
    expect(s.hot).toHaveLength(HOT_COLD_COUNT);
    expect(bouleStatistics([]).hot).toEqual([]);
  });

  it('reads vingt-trois pockets as numbers and counts colours per pocket, 13 white apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 26 }), { maxLength: 120 }), (pockets) => {
        const s = vingtTroisStatistics(pockets);
        const w = pockets.slice(0, STATISTICS_WINDOW);
        for (const { value, count } of s.counts)
          expect(count).toBe(w.filter((p) => VT_POCKETS[p]?.number === value).length);
        for (const c of ['rouge', 'noir', 'blanc'] as const)
          expect(s.groups[c]).toBe(w.filter((p) => VT_POCKETS[p]?.colour === c).length);
        expect(s.groups.rouge + s.groups.noir + s.groups.blanc).toBe(w.length);
      }),
    );
  });

  it('counts the wheel of fortune’s symbols from its segments', () => {
    const segments = [MAIN_WHEEL.indexOf('48'), MAIN_WHEEL.indexOf('bonus'), 0, 0];
    const s = wheelStatistics(segments);
    expect(Object.fromEntries(s.counts.map((c) => [c.value, c.count]))).toEqual({
      '2': 2,
      '4': 0,
      '6': 0,
      '16': 0,
      '24': 0,
      '48': 1,
      bonus: 1,
    });
    expect(s.hot[0]).toEqual({ value: '2', count: 2 });
  });

  it('refuses a result that is not one of the game’s', () => {
    expect(() => bouleStatistics([0])).toThrow(RangeError);
    expect(() => vingtTroisStatistics([27])).toThrow(RangeError);
    expect(() => wheelStatistics([52])).toThrow(RangeError);
  });
});

describe('spin statistics: the window, the cold list and what is refused, worked by hand', () => {
  it('reads the 100 newest spins and no older one', () => {
    const newest = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 3));
    const s = bouleStatistics([...newest, 9, 9, 9, 9, 9]);
    expect(s.spins).toBe(100);
    expect(s.counts.find((c) => c.value === 1)?.count).toBe(50);
    expect(s.counts.find((c) => c.value === 3)?.count).toBe(50);
    expect(s.counts.find((c) => c.value === 9)?.count).toBe(0);
    expect(s.groups.cinq).toBe(0);
  });

  it('the cold list: fewest first, and among equals the one seen longest ago', () => {
    // Newest first: 1 three times, 2 twice, then 3 to 9 once each, 9 the oldest spin.
    const s = bouleStatistics([1, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.cold).toEqual([
      { value: 9, count: 1 },
      { value: 8, count: 1 },
      { value: 7, count: 1 },
    ]);
    // Every number once: the oldest three, oldest first.
    expect(bouleStatistics([5, 6, 4, 7, 3, 8, 2, 9, 1]).cold.map((c) => c.value)).toEqual([1, 9, 2]);
  });

  it('refuses a result the game does not have, naming it, even where the value is missing', () => {
    expect(() => bouleStatistics([3, 10])).toThrow(new RangeError('not a result of this game: 10'));
    // A result that maps to no value is refused even by a domain that lists "no value".
    expect(() => spinStatistics([4], [undefined, 1], () => undefined, {})).toThrow(
      new RangeError('not a result of this game: 4'),
    );
  });
});
