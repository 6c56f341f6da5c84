// The Monte Carlo equity estimate that cross-checks the exact one: how many cards it draws and
// from which, what it does with the board it drew, and that its figures approach the exact ones.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { type Rng, createRng, seededSource } from '../../rng.ts';
import { type EquityQuestion, type EquityResult, exactEquity, monteCarloEquity } from '../equity.ts';
import { holes, tallyBoards, unseen } from './equityBrute.ts';

const ok = (r: EquityResult | { rejected: string }): EquityResult => {
  if ('rejected' in r) throw new Error(r.rejected);
  return r;
};

/** A seeded Rng that records the range of every draw. */
const recording = (seed: number): { rng: Rng; ranges: number[] } => {
  const inner = createRng(seededSource(seed));
  const ranges: number[] = [];
  return { ranges, rng: { int: (n) => (ranges.push(n), inner.int(n)) } };
};

describe('Monte Carlo equity', () => {
  it('draws each missing board card from the cards not yet in use, one range at a time', () => {
    const hands = holes('As Ah Kd Kc');
    const cases: [EquityQuestion, number[]][] = [
      [{ hands, board: [] }, [48, 47, 46, 45, 44]],
      [{ hands, board: parseCards('2c 3c 4c'), dead: parseCards('5c 6c') }, [43, 42]],
      [{ hands, board: parseCards('2c 3c 4c 7d') }, [44]],
      [{ hands, board: parseCards('2c 3c 4c 7d 8d') }, []],
    ];
    for (const [q, perSample] of cases) {
      const { rng, ranges } = recording(5);
      expect(ok(monteCarloEquity(q, 3, rng)).boards).toBe(3);
      expect(ranges).toEqual([...perSample, ...perSample, ...perSample]);
    }
  });

  it('completes the board with the drawn cards, the pool carried from one sample to the next', () => {
    // int(n) = n − 1 always: the first sample draws the highest unseen card then the lowest one,
    // which the first swap moved to the end; the second draws the second lowest, then the highest.
    const q = { hands: holes('Ah Kh Qs Qd 9c 8c'), board: parseCards('2h 7h Tc') };
    const seen = unseen(q);
    const [lowest, second, highest] = [seen[0]!, seen[1]!, seen.at(-1)!];
    const r = ok(monteCarloEquity(q, 2, { int: (n) => n - 1 }));
    const expected = tallyBoards(q, [
      [...q.board, highest, lowest],
      [...q.board, second, highest],
    ]);
    expect(r).toEqual(expected);
  });

  it('uses all five cards of a complete board', () => {
    // Both play the Q-high straight on the board: any board card replaced breaks it for the 2-3.
    const q = { hands: holes('2d 3d Ac Ad'), board: parseCards('8c 9d Th Js Qc') };
    const r = ok(monteCarloEquity(q, 4, createRng(seededSource(9))));
    expect(r).toEqual({ boards: 4, equity: [0.5, 0.5], wins: [0, 0], ties: [4, 4] });
  });

  it('approaches the exact figures on a three-way turn (42 rivers)', () => {
    const q = { hands: holes('Ah Qh Kc Kd 9s 9d'), board: parseCards('2h 7h Ks 9c') };
    const exact = ok(exactEquity(q));
    const r = ok(monteCarloEquity(q, 20_000, createRng(seededSource(11))));
    expect(r.boards).toBe(20_000);
    // Seven standard errors of a proportion over 20,000 samples are under 0.025.
    r.equity.forEach((e, p) => expect(Math.abs(e - exact.equity[p]!)).toBeLessThan(0.025));
    r.wins.forEach((w, p) =>
      expect(Math.abs(w / 20_000 - exact.wins[p]! / exact.boards)).toBeLessThan(0.025),
    );
  });

  it('refuses the questions that exact equity refuses', () => {
    const rng = createRng(seededSource(1));
    expect(monteCarloEquity({ hands: holes('As Ah'), board: [] }, 10, rng)).toEqual({
      rejected: 'bad-players',
    });
    expect(monteCarloEquity({ hands: holes('As Ah Kd Kc'), board: parseCards('2c') }, 10, rng)).toEqual({
      rejected: 'bad-board',
    });
    expect(monteCarloEquity({ hands: holes('As Ah As Kc'), board: [] }, 10, rng)).toEqual({
      rejected: 'duplicate-card',
    });
  });
});
