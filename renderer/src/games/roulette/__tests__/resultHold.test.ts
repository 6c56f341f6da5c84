import { describe, expect, it } from 'vitest';
import { RESULT_HOLD_MS, winFigures } from '../resultHold.ts';

describe('the result on screen', () => {
  it('stays at least 4 s', () => {
    expect(RESULT_HOLD_MS).toBeGreaterThanOrEqual(4000);
  });

  it('tells the net gain, with the return apart: 10 € back on 12 € staked is −2 €', () => {
    expect(winFigures({ staked: 1200, returned: 1000 })).toEqual({ net: -200, returned: 1000, staked: 1200 });
    expect(winFigures({ staked: 1000, returned: 36_000 })).toEqual({
      net: 35_000,
      returned: 36_000,
      staked: 1000,
    });
    expect(winFigures({ staked: 0, returned: 0 }).net).toBe(0);
  });
});
