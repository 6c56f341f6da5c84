// The registers' sum of per-entry ledger movements (hub/registers/ledgerWindow.ts) is exact
// (issue 10 §6): a float running total would end a cent short after passing 2^53.
import { describe, expect, it } from 'vitest';
import { AmountOverflowError } from '../../store/exactSum.ts';
import { total } from '../ledgerWindow.ts';

describe('a register total', () => {
  it('sums per-entry movements exactly, and refuses a total beyond the exact range', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(
      total(
        new Map([
          [1, max],
          [2, 2],
          [3, -2],
        ]),
      ),
    ).toBe(max);
    expect(
      total(
        new Map([
          [1, 1_250],
          [2, -250],
        ]),
      ),
    ).toBe(1_000);
    expect(() =>
      total(
        new Map([
          [1, max],
          [2, 1],
        ]),
      ),
    ).toThrow(AmountOverflowError);
  });
});
