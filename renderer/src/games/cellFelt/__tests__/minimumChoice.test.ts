import { describe, expect, it } from 'vitest';
import { CHIP_VALUES } from '../../../felt/chips.ts';
import { nextMinimum, OWN_MINIMUM_CAP } from '../minimumChoice.ts';

describe('the own minimum a touch proposes', () => {
  it('steps through the chips from the table’s minimum up to 20 €, then back to the table’s', () => {
    const seen: (number | null)[] = [];
    let own: number | null = null;
    for (let i = 0; i < 6; i++) {
      own = nextMinimum(100, own);
      seen.push(own);
    }
    expect(seen).toEqual([200, 500, 1000, 2000, null, 200]);
  });

  it('never proposes below the table’s minimum or above the cap, for every table minimum and current one', () => {
    for (const table of CHIP_VALUES)
      for (const own of [null, ...CHIP_VALUES.filter((c) => c >= table)]) {
        const next = nextMinimum(table, own);
        if (next === null)
          expect(CHIP_VALUES.some((c) => c > (own ?? table) && c <= OWN_MINIMUM_CAP)).toBe(false);
        else {
          expect(next).toBeGreaterThan(own ?? table);
          expect(next).toBeLessThanOrEqual(OWN_MINIMUM_CAP);
          expect(CHIP_VALUES).toContain(next);
          expect(CHIP_VALUES.some((c) => c > (own ?? table) && c < next)).toBe(false);
        }
      }
  });
});
