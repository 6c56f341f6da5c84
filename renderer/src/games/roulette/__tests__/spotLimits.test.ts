import { describe, expect, it } from 'vitest';
import { spotLimits } from '../spotLimits.ts';

const limits = { minimum: 100, maxPlein: 3000, maxChance: 100_000 };
const bets = [
  { spot: { kind: 'cheval' as const, numbers: [1, 2] }, stake: 500 },
  { spot: { kind: 'cheval' as const, numbers: [1, 2] }, stake: 200 },
  { spot: { kind: 'plein' as const, number: 1 }, stake: 100 },
];

describe('a spot’s limits on press-and-hold', () => {
  it('reads the plein and chance maxima, and what the player already staked on that spot only', () => {
    expect(spotLimits(limits, null, { kind: 'plein', number: 1 }, bets)).toEqual({
      key: 'plein-1',
      kind: 'plein',
      minimum: 100,
      maximum: 3000,
      staked: 100,
    });
    expect(spotLimits(limits, null, { kind: 'chance', chance: 'rouge' }, bets).maximum).toBe(100_000);
  });

  it('takes per-kind maxima from the snapshot when it has them, else says it does not know', () => {
    const cheval = { kind: 'cheval' as const, numbers: [1, 2] };
    expect(spotLimits(limits, null, cheval, bets)).toMatchObject({ maximum: null, staked: 700 });
    expect(spotLimits({ ...limits, maxima: { cheval: 6000 } }, null, cheval, bets).maximum).toBe(6000);
  });

  it('shows the player’s chosen minimum when above the table’s', () => {
    expect(spotLimits(limits, 500, { kind: 'plein', number: 2 }, bets).minimum).toBe(500);
    expect(spotLimits(limits, 50, { kind: 'plein', number: 2 }, bets).minimum).toBe(100);
  });
});
