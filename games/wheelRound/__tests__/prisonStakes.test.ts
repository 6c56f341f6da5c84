// A chance simple in prison (RULES.md A.2 zeroRule prison) was staked in an earlier spin: at the
// next settlement it is carried in, never a new stake of this spin. Kills issue 14's survivor
// "prison stakes counted again as new stakes"; every figure is worked out by hand.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { rouletteRules } from '../../roulette/rules.ts';
import { settleSpin } from '../settlement.ts';
import type { CarriedChip, PlacedChip } from '../types.ts';

const prison: RouletteOptions = {
  ...DEFAULT_ROULETTE_OPTIONS,
  zeroRule: 'prison',
  jackpot: { variant: 1, split: 'a', contributionBps: 1_000, resetAmount: cents(0) },
};
const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };

/** Seat 1's 10 € on rouge, imprisoned by the last spin's zero. */
const carried: CarriedChip<RouletteSpot> = {
  betId: 'b0',
  seat: 1,
  spot: rouge,
  stake: cents(1_000),
  level: 1,
};
/** Seat 1's new 5 € plein on 17 and seat 2's new 20 € on rouge this spin. */
const chips: PlacedChip<RouletteSpot>[] = [
  { betId: 'b1', seat: 1, spot: { kind: 'plein', number: 17 }, stake: cents(500) },
  { betId: 'b2', seat: 2, spot: rouge, stake: cents(2_000) },
];

describe('wheel round settlement: a prison stake is carried, not staked again', () => {
  it('when 3 (rouge) comes out, the prisoner is released: 10 € back, no gain, and no new stake', () => {
    const s = settleSpin(rouletteRules, prison, { no: 2, chips, bonusNumber: null }, [carried], cents(0), {
      pocket: 3,
    });
    // New stakes are the 5 € plein and the 20 € rouge only; the 10 € prisoner is carried in.
    expect(s.stakes).toBe(2_500);
    expect(s.carriedIn).toBe(1_000);
    expect(s.players.map((p) => [p.seat, p.staked, p.returned, p.held])).toEqual([
      [1, 500, 1_000, 0],
      [2, 2_000, 4_000, 0],
    ]);
    expect(s.bets.map((b) => [b.betId, b.carried, b.outcome, b.returned])).toEqual([
      ['b0', true, 'released', 1_000],
      ['b1', false, 'lost', 0],
      ['b2', false, 'won', 4_000],
    ]);
    // The jackpot takes 10 % of the new stakes only: 250, not 350.
    expect(s.jackpot?.contribution).toBe(250);
    // House: 25 € staked + 10 € carried − 50 € returned − 2,50 € to the pool.
    expect(s.houseResult).toBe(-1_750);
    expect(s.returned).toBe(5_000);
    expect(s.held).toBe(0);
  });

  it('when zero comes out again, the prisoner is lost and the new rouge goes to prison', () => {
    const s = settleSpin(rouletteRules, prison, { no: 2, chips, bonusNumber: null }, [carried], cents(0), {
      pocket: 0,
    });
    expect([s.stakes, s.carriedIn, s.returned, s.held]).toEqual([2_500, 1_000, 0, 2_000]);
    expect(s.players.map((p) => [p.seat, p.staked, p.held])).toEqual([
      [1, 500, 0],
      [2, 2_000, 2_000],
    ]);
    expect(s.bets.map((b) => [b.betId, b.outcome, b.held, b.level])).toEqual([
      ['b0', 'lost', 0, null],
      ['b1', 'lost', 0, null],
      ['b2', 'prison', 2_000, 1],
    ]);
    expect(s.houseResult).toBe(2_500 + 1_000 - 2_000 - 250);
  });

  it('a spin with only the prisoner stakes nothing new and feeds the jackpot nothing', () => {
    const s = settleSpin(
      rouletteRules,
      prison,
      { no: 2, chips: [], bonusNumber: null },
      [carried],
      cents(0),
      {
        pocket: 8,
      },
    );
    expect([s.stakes, s.carriedIn, s.returned, s.houseResult]).toEqual([0, 1_000, 0, 1_000]);
    expect(s.players).toEqual([{ seat: 1, staked: 0, returned: 0, held: 0, jackpot: 0 }]);
    expect(s.jackpot?.contribution).toBe(0);
    expect(s.transfers).toEqual([]);
  });
});
