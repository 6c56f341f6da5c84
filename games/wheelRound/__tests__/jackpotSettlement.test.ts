// The bonus-number jackpot at settlement (RULES.md A.2; seed 000 art. 67-5 2°): the pool takes its
// share of the new stakes; when the winning number is the bonus number, the pleins on it share the
// pool (option a pro rata to the global stakes), the bank pays the reset in, and every movement is
// a transfer. Figures worked out by hand; the per-player totals do not depend on the chips' order.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { rouletteRules } from '../../roulette/rules.ts';
import { settleSpin } from '../settlement.ts';
import type { CarriedChip, PlacedChip } from '../types.ts';

const withJackpot: RouletteOptions = {
  ...DEFAULT_ROULETTE_OPTIONS,
  zeroRule: 'prison',
  jackpot: { variant: 1, split: 'a', contributionBps: 100, resetAmount: cents(20_000) },
};
const plein = (n: number): RouletteSpot => ({ kind: 'plein', number: n });
const chip = (betId: string, seat: number, spot: RouletteSpot, stake: number): PlacedChip<RouletteSpot> => ({
  betId,
  seat,
  spot,
  stake: cents(stake),
});

// Seat 3: 10 € plein 17 and 30 € rouge (global 40 €); seat 1: 10 € plein 17 (global 10 €);
// seat 2: 50 € plein 5. New stakes 100 €, 1 % to the pool: 1 €.
const chips = [
  chip('b3', 3, plein(17), 1_000),
  chip('b4', 3, { kind: 'chance', chance: 'rouge' }, 3_000),
  chip('b1', 1, plein(17), 1_000),
  chip('b2', 2, plein(5), 5_000),
];

describe('the bonus-number jackpot at settlement', () => {
  it('17 comes out on a bonus 17: the 101 € pool is shared 4 to 1 by global stake, then reset to 200 €', () => {
    const s = settleSpin(rouletteRules, withJackpot, { no: 4, chips, bonusNumber: 17 }, [], cents(10_000), {
      pocket: 17,
    });
    // Pool 100 € + 1 € = 10 100 cents; seat 3 has 40 of the 50 € of global stakes: 8 080, seat 1: 2 020.
    expect(s.jackpot).toEqual({
      bonusNumber: 17,
      poolBefore: 10_000,
      contribution: 100,
      shares: [
        { seat: 3, amount: 8_080 },
        { seat: 1, amount: 2_020 },
      ],
      reset: 20_000,
      poolAfter: 20_000,
    });
    expect(s.players).toEqual([
      { seat: 1, staked: 1_000, returned: 36_000, held: 0, jackpot: 2_020 },
      { seat: 2, staked: 5_000, returned: 0, held: 0, jackpot: 0 },
      { seat: 3, staked: 4_000, returned: 36_000, held: 0, jackpot: 8_080 },
    ]);
    expect(s.transfers).toEqual([
      { from: 'table:bank', to: 'station:1', amount: 36_000, reason: 'payout' },
      { from: 'table:bank', to: 'station:3', amount: 36_000, reason: 'payout' },
      { from: 'table:bank', to: 'jackpot:pool', amount: 100, reason: 'jackpotContribution' },
      { from: 'jackpot:pool', to: 'station:3', amount: 8_080, reason: 'jackpotWin' },
      { from: 'jackpot:pool', to: 'station:1', amount: 2_020, reason: 'jackpotWin' },
      { from: 'table:bank', to: 'jackpot:pool', amount: 20_000, reason: 'jackpotReset' },
    ]);
    // 17 is black: seat 3's rouge loses. House: 100 € staked − 720 € returned − 1 € to the pool.
    expect(s.houseResult).toBe(10_000 - 72_000 - 100);
  });

  it('17 comes out on a bonus 5: no one wins the pool, which keeps growing', () => {
    const s = settleSpin(rouletteRules, withJackpot, { no: 4, chips, bonusNumber: 5 }, [], cents(10_000), {
      pocket: 17,
    });
    expect(s.jackpot).toMatchObject({ shares: [], reset: 0, poolAfter: 10_100 });
    expect(s.transfers.filter((t) => t.reason !== 'payout')).toEqual([
      { from: 'table:bank', to: 'jackpot:pool', amount: 100, reason: 'jackpotContribution' },
    ]);
  });

  it('the bonus number comes out with no plein on it: no share, no reset', () => {
    const s = settleSpin(rouletteRules, withJackpot, { no: 4, chips, bonusNumber: 5 }, [], cents(10_000), {
      pocket: 5,
    });
    // Seat 2's plein on 5 wins the jackpot alone: the whole 101 €.
    expect(s.jackpot?.shares).toEqual([{ seat: 2, amount: 10_100 }]);
    const none = settleSpin(rouletteRules, withJackpot, { no: 4, chips, bonusNumber: 9 }, [], cents(10_000), {
      pocket: 9,
    });
    expect(none.jackpot).toMatchObject({ shares: [], reset: 0, poolAfter: 10_100 });
  });

  it('a round without a bonus number never pays the pool, even on a plein’s number', () => {
    const s = settleSpin(rouletteRules, withJackpot, { no: 4, chips, bonusNumber: null }, [], cents(10_000), {
      pocket: 17,
    });
    expect(s.jackpot).toMatchObject({ bonusNumber: null, shares: [], poolAfter: 10_100 });
  });

  it('a table without a jackpot, or without a pool yet, has no jackpot section and no jackpot transfer', () => {
    for (const [options, pool] of [
      [DEFAULT_ROULETTE_OPTIONS, cents(10_000)],
      [withJackpot, null],
    ] as const) {
      const s = settleSpin(rouletteRules, options, { no: 4, chips, bonusNumber: 17 }, [], pool, {
        pocket: 17,
      });
      expect(s.jackpot).toBeNull();
      expect(s.transfers.every((t) => t.reason === 'payout')).toBe(true);
      expect(s.houseResult).toBe(10_000 - 72_000);
    }
  });

  it('a zero contribution and a zero share are not transfers', () => {
    const free: RouletteOptions = {
      ...withJackpot,
      jackpot: { ...withJackpot.jackpot!, contributionBps: 0, resetAmount: cents(0) },
    };
    const s = settleSpin(rouletteRules, free, { no: 4, chips, bonusNumber: 17 }, [], cents(0), {
      pocket: 17,
    });
    expect(s.jackpot).toMatchObject({ contribution: 0, reset: 0, poolAfter: 0 });
    expect(s.transfers.every((t) => t.reason === 'payout')).toBe(true);
  });

  it('a seat met again after another keeps one total: prisoner of seat 1, then seat 2, then seat 1', () => {
    const carried: CarriedChip<RouletteSpot>[] = [
      { betId: 'p1', seat: 1, spot: { kind: 'chance', chance: 'noir' }, stake: cents(2_000), level: 1 },
    ];
    const s = settleSpin(
      rouletteRules,
      withJackpot,
      { no: 5, chips: [chip('b2', 2, plein(5), 100), chip('b1', 1, plein(17), 300)], bonusNumber: null },
      carried,
      cents(0),
      { pocket: 17 },
    );
    // 17 is black: the prisoner is released (20 €), the plein pays 36 × 3 €.
    expect(s.players).toEqual([
      { seat: 1, staked: 300, returned: 2_000 + 10_800, held: 0, jackpot: 0 },
      { seat: 2, staked: 100, returned: 0, held: 0, jackpot: 0 },
    ]);
  });
});
