import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { createRng, seededSource } from '../../rng.ts';
import { type EquityResult, exactEquity, monteCarloEquity } from '../equity.ts';
import { referenceScore } from './referenceEvaluator.ts';

const hands = (names: string): [number, number][] => {
  const c = parseCards(names);
  return c.flatMap((_, i) => (i % 2 === 0 ? [[c[i]!, c[i + 1]!] as [number, number]] : []));
};
const ok = (r: EquityResult | { rejected: string }): EquityResult => {
  if ('rejected' in r) throw new Error(r.rejected);
  return r;
};

describe('exact equity', () => {
  it('enumerates all 1,712,304 boards heads-up pre-flop and shares sum to one', () => {
    const r = ok(exactEquity({ hands: hands('As Ah Kd Kc'), board: [] }));
    expect(r.boards).toBe(1_712_304);
    expect(r.wins[0]! + r.wins[1]! + r.ties[0]!).toBe(1_712_304);
    expect(r.equity[0]! + r.equity[1]!).toBeCloseTo(1, 12);
    expect(r.wins).toEqual([1_388_072, 317_694]);
  });

  it('matches a brute force with the reference evaluator from the flop', () => {
    const q = { hands: hands('As Kd 7h 7c 2s 3s'), board: parseCards('Qs Js 7d') };
    const r = ok(exactEquity(q));
    const used = new Set([...q.hands.flat(), ...q.board]);
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
    const wins = [0, 0, 0];
    for (let i = 0; i < rest.length; i++)
      for (let j = i + 1; j < rest.length; j++) {
        const board = [...q.board, rest[i]!, rest[j]!];
        const scores = q.hands.map((h) => referenceScore([...h, ...board]));
        const best = Math.max(...scores);
        if (scores.filter((s) => s === best).length === 1) wins[scores.indexOf(best)]!++;
      }
    expect(r.boards).toBe((rest.length * (rest.length - 1)) / 2);
    expect(r.wins).toEqual(wins);
  });

  it('agrees with a Monte Carlo estimate within sampling error', () => {
    const q = { hands: hands('As Ah Kd Kc Qs Js'), board: [] };
    const exact = ok(exactEquity(q));
    const mc = ok(monteCarloEquity(q, 200_000, createRng(seededSource(3))));
    // 5 standard errors of a proportion over 200,000 samples is below 0.6 %.
    exact.equity.forEach((e, p) => expect(Math.abs(e - mc.equity[p]!)).toBeLessThan(0.006));
  });

  it('rejects duplicate cards and bad counts', () => {
    expect(exactEquity({ hands: hands('As Ah As Kc'), board: [] })).toEqual({ rejected: 'duplicate-card' });
    expect(exactEquity({ hands: hands('As Ah'), board: [] })).toEqual({ rejected: 'bad-players' });
    expect(exactEquity({ hands: hands('As Ah Kd Kc'), board: parseCards('2c 3c') })).toEqual({
      rejected: 'bad-board',
    });
  });
});
