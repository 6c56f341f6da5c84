// The limit check of boule, vingt-trois and the wheel (RULES.md A.1, A.3, A.4): each chip at least
// the higher of the table's and the player's minimum, each spot's total per player per spin at most
// its maximum (chips already on it counted), the wheel's bonus at its one fixed stake once per spin,
// and a spot the game does not have refused. Refusals carry the limit (A.1: never reduced).
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../money.ts';
import { type SpotLimits, checkSpotChips } from '../limits.ts';
import type { Chip } from '../types.ts';

type Spot = { n: number } | { bonus: true };
const limits: SpotLimits<Spot> = {
  tableMinimum: cents(200),
  key: (s) => ('bonus' in s ? 'bonus' : `n-${s.n}`),
  isSpot: (s) => 'bonus' in s || (s.n >= 1 && s.n <= 9),
  maximum: (s) => ('bonus' in s ? cents(500) : cents(1_000)),
  fixedStake: (s) => ('bonus' in s ? cents(500) : undefined),
};
const chip = (spot: Spot, stake: number): Chip<Spot> => ({ spot, stake: cents(stake) });
const check = (existing: Chip<Spot>[], added: Chip<Spot>[], playerMinimum: Cents = cents(0)) =>
  checkSpotChips(limits, playerMinimum, existing, added);

describe('spot limits of the pleins-and-chances wheels', () => {
  it('accepts chips from the minimum up to the maximum on one spot', () => {
    expect(check([], [chip({ n: 3 }, 200)])).toBeUndefined();
    expect(check([], [chip({ n: 3 }, 1_000)])).toBeUndefined();
  });

  it('refuses a chip under the table minimum, or under a higher player minimum, with that minimum', () => {
    expect(check([], [chip({ n: 3 }, 199)])).toEqual({
      code: 'limit',
      detail: { code: 'belowMinimum', spot: 'n-3', minimum: 200 },
    });
    expect(check([], [chip({ n: 3 }, 400)], cents(500))).toEqual({
      code: 'limit',
      detail: { code: 'belowMinimum', spot: 'n-3', minimum: 500 },
    });
    expect(check([], [chip({ n: 3 }, 200)], cents(100))).toBeUndefined();
  });

  it('counts the chips already on the spot, and those added in the same bet', () => {
    expect(check([chip({ n: 3 }, 700)], [chip({ n: 3 }, 400)])).toEqual({
      code: 'limit',
      detail: { code: 'aboveMaximum', spot: 'n-3', maximum: 1_000, total: 1_100 },
    });
    expect(check([chip({ n: 3 }, 700)], [chip({ n: 4 }, 400)])).toBeUndefined();
    expect(check([], [chip({ n: 5 }, 600), chip({ n: 5 }, 600)])).toEqual({
      code: 'limit',
      detail: { code: 'aboveMaximum', spot: 'n-5', maximum: 1_000, total: 1_200 },
    });
  });

  it('refuses a spot the game does not have', () => {
    expect(check([], [chip({ n: 12 }, 200)])).toEqual({ code: 'illegalBet', detail: { n: 12 } });
  });

  it('takes the bonus at its fixed stake once per spin, even below the minimum rule', () => {
    expect(check([], [chip({ bonus: true }, 500)])).toBeUndefined();
    expect(check([], [chip({ bonus: true }, 400)])).toEqual({
      code: 'limit',
      detail: { code: 'fixedStake', spot: 'bonus', stake: 500 },
    });
    expect(check([chip({ bonus: true }, 500)], [chip({ bonus: true }, 500)])).toEqual({
      code: 'limit',
      detail: { code: 'fixedStake', spot: 'bonus', stake: 500 },
    });
    expect(check([], [chip({ bonus: true }, 500), chip({ bonus: true }, 500)])).toEqual({
      code: 'limit',
      detail: { code: 'fixedStake', spot: 'bonus', stake: 500 },
    });
  });
});
