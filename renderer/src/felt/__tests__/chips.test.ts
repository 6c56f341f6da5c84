import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { CHIP_VALUES, chipsFor, effectiveChip } from '../chips.ts';
import { stakesBySpot } from '../stakes.ts';

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

describe('stakesBySpot', () => {
  it('sums accepted bets and pending intents per spot, pending marked', () => {
    const map = stakesBySpot(
      [
        { spot: { kind: 'plein', number: 17 }, stake: 1000 },
        { spot: { kind: 'plein', number: 17 }, stake: 500 },
        { spot: { kind: 'chance', chance: 'rouge' }, stake: 2000 },
      ],
      [{ spotKey: 'rouge', stake: 100 }],
    );
    expect(map.get('plein-17')).toEqual({ total: 1500, count: 2, pending: false });
    expect(map.get('rouge')).toEqual({ total: 2100, count: 2, pending: true });
    expect(map.size).toBe(2);
  });
});
