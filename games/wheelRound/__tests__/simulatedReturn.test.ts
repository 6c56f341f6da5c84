// The measured return of the rules report (simulateBet) over scripted spins, each figure worked by
// hand: a plein pays 35 to 1 (36 units back), a chance simple in prison is released without gain
// on a win and lost on a third zero in double prison (RULES.md A.2, Part B §5.3), and the 99 %
// interval is mean ± 2.5758 × sd / √rounds.
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../rng.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { rouletteRules } from '../../roulette/rules.ts';
import { simulateBet } from '../analysis.ts';

/** An RNG that answers the given pockets in order and fails when asked for one more. */
function scripted(pockets: number[]): Rng & { left: () => number } {
  const queue = [...pockets];
  return {
    int(n: number) {
      const v = queue.shift();
      if (v === undefined) throw new Error('no scripted draw left');
      if (v >= n) throw new Error(`scripted ${v} is not below ${n}`);
      return v;
    },
    left: () => queue.length,
  };
}

const plein17: RouletteSpot = { kind: 'plein', number: 17 };
const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };
const prison: RouletteOptions = { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' };

describe('simulated return of one bet over scripted spins', () => {
  it('plays exactly the rounds asked: one winning plein is 36 units back, no spread', () => {
    const rng = scripted([17]);
    expect(simulateBet(rouletteRules, DEFAULT_ROULETTE_OPTIONS, plein17, 1, rng)).toEqual({
      rounds: 1,
      rtp: 36,
      low: 36,
      high: 36,
    });
    expect(rng.left()).toBe(0);
  });

  it('one win and one loss: mean 18, standard deviation 18, interval 18 ± 2.5758 × 18 / √2', () => {
    // Returns 36 and 0: mean 18; mean of squares 1296 / 2 = 648; variance 648 − 324 = 324.
    const s = simulateBet(rouletteRules, DEFAULT_ROULETTE_OPTIONS, plein17, 2, scripted([17, 5]));
    const half = 46.3644 / Math.SQRT2; // 2.5758 × 18 = 46.3644
    expect(s.rounds).toBe(2);
    expect(s.rtp).toBe(18);
    expect(s.low).toBeCloseTo(18 - half, 9);
    expect(s.high).toBeCloseTo(18 + half, 9);
    expect(s.low).toBeCloseTo(-14.7845, 3);
  });

  it('follows a chance simple into prison: released without gain when its colour comes next', () => {
    // 0 sends rouge to prison; 1 (rouge) releases it: 1 unit back.
    const rng = scripted([0, 1]);
    expect(simulateBet(rouletteRules, prison, rouge, 1, rng)).toMatchObject({ rounds: 1, rtp: 1 });
    expect(rng.left()).toBe(0);
  });

  it('in double prison, a third zero loses the stake', () => {
    // 0: prison; 0: double prison; 0: lost. The fourth pocket is never drawn.
    const rng = scripted([0, 0, 0, 1]);
    const doubled: RouletteOptions = { ...prison, doublePrison: true };
    expect(simulateBet(rouletteRules, doubled, rouge, 1, rng)).toMatchObject({ rounds: 1, rtp: 0 });
    expect(rng.left()).toBe(1);
  });
});
