import { describe, expect, it } from 'vitest';
import { RESULT_HOLD_MS, winFigures } from '../resultHold.ts';

describe('the result on screen', () => {
  it('stays at least 4 s', () => {
    expect(RESULT_HOLD_MS).toBeGreaterThanOrEqual(4000);
  });

  it('10 € given back at zero on 22 € staked is no gain', () => {
    // 2 € plein lost, 20 € on rouge at zero, partage: 10 € back of 22 € staked.
    expect(winFigures({ staked: 2200, returned: 1000, won: 0, stakeReturned: 1000 })).toEqual({
      gain: 0,
      stakesBack: 1000,
      staked: 2200,
    });
  });

  it('a plein won: the gain is 35 times the stake, the stake shown apart; the jackpot adds to the gain', () => {
    expect(winFigures({ staked: 1000, returned: 36_000, won: 35_000, stakeReturned: 1000 })).toEqual({
      gain: 35_000,
      stakesBack: 1000,
      staked: 1000,
    });
    expect(
      winFigures({ staked: 100, returned: 3600, won: 3500, stakeReturned: 100, jackpot: 5000 }).gain,
    ).toBe(8500);
  });

  it('without the hub’s split, the gain is what came back beyond the stakes, never negative', () => {
    expect(winFigures({ staked: 1200, returned: 1000 })).toEqual({ gain: 0, stakesBack: 1000, staked: 1200 });
    expect(winFigures({ staked: 3000, returned: 4000 })).toEqual({
      gain: 1000,
      stakesBack: 3000,
      staked: 3000,
    });
  });
});
