// A hold'em table as it opens (RULES.md A.7, B §8.2): no limit unless chosen otherwise, the
// minimum raise as the last increment, 4 % of each pot to the cent, the small blind half the big,
// no ante; and an empty table waiting for its first hand.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options.ts';
import { initialState } from '../state.ts';

describe('a table as it opens', () => {
  it('has A.7’s defaults', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({
      seats: 10,
      structure: 'noLimit',
      minRaise: 'increment',
      rakeBasisPoints: 400,
      rakeUnit: 1,
      ante: 0,
    });
    expect(DEFAULT_OPTIONS.smallBlind * 2).toBe(DEFAULT_OPTIONS.bigBlind);
  });

  it('is empty and waiting, with no button, no hand dealt, no rake and no chips brought', () => {
    expect(initialState(DEFAULT_OPTIONS)).toEqual({
      phase: 'waiting',
      options: DEFAULT_OPTIONS,
      seats: {},
      handNo: 0,
      button: null,
      rakeSerial: 0,
      rakeTotal: 0,
      netBrought: 0,
    });
  });
});
