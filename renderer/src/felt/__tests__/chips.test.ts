import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { CHIP_VALUES, chipsFor, effectiveChip } from '../chips.ts';

describe('chips', () => {
  it('offers 1 to 100 € and none below the table minimum', () => {
    expect(CHIP_VALUES).toEqual([100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(chipsFor(null)).toHaveLength(7);
    expect(chipsFor(100)).toHaveLength(7);
    expect(chipsFor(500)).toEqual([500, 1000, 2000, 5000, 10000]);
    expect(chipsFor(300)).toEqual([500, 1000, 2000, 5000, 10000]);
  });

  it('keeps the selected chip only while the table offers it', () => {
    const offered = chipsFor(500);
    expect(effectiveChip(cents(1000), offered)).toBe(1000);
    expect(effectiveChip(cents(100), offered)).toBe(500);
    expect(effectiveChip(null, offered)).toBe(500);
    expect(effectiveChip(null, [])).toBeNull();
  });
});
