import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, euros, sum } from '../../money.ts';
import { ART_53_MAX_MULTIPLES, checkRouletteChips, maxStake } from '../limits.ts';
import { type JackpotConfig, jackpotContribution, splitJackpot } from '../jackpot.ts';
import { settlePrisoner } from '../prison.ts';

const limits = { tableMinimum: euros(5), maxMultiples: ART_53_MAX_MULTIPLES };

describe('roulette limits (art. 53, A.1)', () => {
  it('maxima are multiples of the table minimum', () => {
    expect(maxStake(limits, 'plein')).toBe(15_000);
    expect(maxStake(limits, 'chance')).toBe(500_000);
    expect(maxStake(limits, 'deuxDouzaines')).toBe(1_000_000);
  });

  it('refuses below the minimum, the player minimum, above the maximum per spin, odd 1-to-2 stakes', () => {
    const plein17 = { kind: 'plein', number: 17 } as const;
    expect(checkRouletteChips(limits, euros(0), [], [{ spot: plein17, stake: euros(4) }])).toEqual({
      code: 'belowMinimum',
      spot: 'plein-17',
      minimum: 500,
    });
    expect(checkRouletteChips(limits, euros(10), [], [{ spot: plein17, stake: euros(5) }])?.code).toBe(
      'belowMinimum',
    );
    expect(checkRouletteChips(limits, euros(0), [], [{ spot: plein17, stake: euros(150) }])).toBeUndefined();
    // Per player per spin: what is already on the spot counts.
    expect(
      checkRouletteChips(
        limits,
        euros(0),
        [{ spot: plein17, stake: euros(100) }],
        [{ spot: plein17, stake: euros(51) }],
      ),
    ).toEqual({
      code: 'aboveMaximum',
      spot: 'plein-17',
      maximum: 15_000,
      total: 15_100,
    });
    expect(
      checkRouletteChips(
        limits,
        euros(0),
        [],
        [{ spot: { kind: 'deuxColonnes', first: 1 }, stake: cents(501) }],
      )?.code,
    ).toBe('oddStake');
    expect(
      checkRouletteChips(
        limits,
        euros(0),
        [],
        [{ spot: { kind: 'cheval', numbers: [1, 5] }, stake: euros(5) }],
      )?.code,
    ).toBe('illegalSpot');
  });

  it('the same chips in any split never pass a total above the maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 500, max: 20_000 }), { minLength: 1, maxLength: 10 }),
        (stakes) => {
          const chips = stakes.map((s) => ({ spot: { kind: 'plein', number: 3 } as const, stake: cents(s) }));
          const refused = checkRouletteChips(limits, euros(0), [], chips);
          expect(refused === undefined).toBe(sum(chips.map((c) => c.stake)) <= 15_000);
        },
      ),
    );
  });
});

describe('prison (A.2)', () => {
  it('zero with prison then a win releases the stake without gain', () => {
    expect(settlePrisoner('rouge', euros(10), 1, 3, false)).toEqual({ outcome: 'released', returned: 1000 });
  });
  it('then a loss loses it', () => {
    expect(settlePrisoner('rouge', euros(10), 1, 2, false)).toEqual({ outcome: 'lost', returned: 0 });
  });
  it('then another zero loses it, or moves it to double prison with the option', () => {
    expect(settlePrisoner('rouge', euros(10), 1, 0, false)).toEqual({ outcome: 'lost', returned: 0 });
    expect(settlePrisoner('rouge', euros(10), 1, 0, true)).toEqual({
      outcome: 'prison',
      level: 2,
      returned: 0,
    });
    expect(settlePrisoner('rouge', euros(10), 2, 0, true)).toEqual({ outcome: 'lost', returned: 0 });
    expect(settlePrisoner('rouge', euros(10), 2, 1, true)).toEqual({
      outcome: 'prison',
      level: 1,
      returned: 0,
    });
  });
});

describe('bonus-number jackpot (A.2)', () => {
  const config = (split: 'a' | 'b'): JackpotConfig => ({
    variant: 1,
    split,
    contributionBps: 150,
    resetAmount: euros(1000),
  });

  it('contribution is the rate of the spin total, rounded down', () => {
    expect(jackpotContribution(config('a'), cents(10_099))).toBe(151);
  });

  it('0 winners: nothing paid', () => {
    expect(splitJackpot(cents(100_001), [], 'a')).toEqual([]);
    expect(splitJackpot(cents(100_001), [], 'b')).toEqual([]);
  });

  it('1 winner takes the whole pool under a and b', () => {
    for (const s of ['a', 'b'] as const)
      expect(splitJackpot(cents(100_001), [{ seat: 4, globalStake: euros(3) }], s)).toEqual([
        { seat: 4, amount: 100_001 },
      ]);
  });

  it('3 winners under a: pro rata to global stakes, the remainder cent to the largest stake', () => {
    const claims = [
      { seat: 1, globalStake: euros(10) },
      { seat: 2, globalStake: euros(20) },
      { seat: 3, globalStake: euros(10) },
    ];
    // 100 001 × 10/40 = 25 000.25, × 20/40 = 50 000.5: floors sum to 100 000, one cent left → seat 2.
    expect(splitJackpot(cents(100_001), claims, 'a')).toEqual([
      { seat: 2, amount: 50_001 },
      { seat: 1, amount: 25_000 },
      { seat: 3, amount: 25_000 },
    ]);
  });

  it('3 winners under b: all to the largest global stake; a tie shares equally, remainder by seat', () => {
    const claims = [
      { seat: 5, globalStake: euros(20) },
      { seat: 2, globalStake: euros(20) },
      { seat: 3, globalStake: euros(10) },
    ];
    expect(splitJackpot(cents(100_001), claims, 'b')).toEqual([
      { seat: 2, amount: 50_001 },
      { seat: 5, amount: 50_000 },
    ]);
  });

  it('shares always sum to the pool (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 8, maxLength: 8 }),
        fc.constantFrom('a' as const, 'b' as const),
        (pool, seats, stakes, split) => {
          const claims = seats.map((seat, i) => ({ seat, globalStake: cents(stakes[i] ?? 1) }));
          expect(sum(splitJackpot(cents(pool), claims, split).map((s) => s.amount))).toBe(pool);
        },
      ),
    );
  });
});
