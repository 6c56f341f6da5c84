// What a player may ask the roulette for besides a single spot (RULES.md A.2; Part B §5.4): a
// random combination of pleins drawn by the device, an annonce within its parameters, and on the
// layout only legal spots with stakes the payout can pay (1 to 2 bets on even stakes). Expected
// results worked out from the layout and the rules, not from the code.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { Rng } from '../../rng.ts';
import { type Annonce, expandAnnonce, isLegalAnnonce } from '../annonces.ts';
import type { RouletteSpot } from '../bets.ts';
import { isLegalSpot } from '../combinations.ts';
import { checkRouletteChips } from '../limits.ts';
import { DEFAULT_ROULETTE_OPTIONS } from '../options.ts';
import { rouletteRules } from '../rules.ts';

/** An RNG that answers the largest value of every range it is asked for. */
const highest: Rng = { int: (n) => n - 1 };
const unit = cents(100);

describe('random combinations of pleins drawn by the device', () => {
  const expand = (count: number) =>
    rouletteRules.expand(DEFAULT_ROULETTE_OPTIONS, { kind: 'random', count }, unit, highest);

  it('draws the asked number of distinct pleins and lists them in ascending order', () => {
    // Fisher–Yates on 0…36 always taking the last slot draws 36 (0 moves there), then 0 (1 moves
    // there), then 1: listed 0, 1, 36.
    expect(expand(3)).toEqual([0, 1, 36].map((number) => ({ spot: { kind: 'plein', number }, stake: 100 })));
  });

  it('takes 1 to the table’s maximum (8 by default), and refuses 0, 9, fractions', () => {
    expect(expand(1)).toHaveLength(1);
    expect(expand(8)).toHaveLength(8);
    for (const count of [0, -1, 9, 2.5]) {
      expect(expand(count)).toEqual({ code: 'illegalBet', detail: { count, max: 8 } });
    }
  });

  it('refuses a bet kind it does not know', () => {
    const bet = { kind: 'everything' } as never;
    expect(rouletteRules.expand(DEFAULT_ROULETTE_OPTIONS, bet, unit, highest)).toEqual({
      code: 'illegalBet',
      detail: bet,
    });
  });
});

describe('annonces and their parameters', () => {
  it.each<[Annonce, boolean]>([
    [{ kind: 'finalePlein', digit: 0 }, true],
    [{ kind: 'finalePlein', digit: 9 }, true],
    [{ kind: 'finalePlein', digit: 10 }, false],
    [{ kind: 'finalePlein', digit: -1 }, false],
    [{ kind: 'finalePlein', digit: 1.5 }, false],
    [{ kind: 'finaleCheval', low: 0 }, true],
    [{ kind: 'finaleCheval', low: 6 }, true],
    [{ kind: 'finaleCheval', low: 7 }, false],
    [{ kind: 'finaleCheval', low: -1 }, false],
    [{ kind: 'voisins', number: 36, k: 18 }, true],
    [{ kind: 'voisins', number: 37, k: 2 }, false],
    [{ kind: 'voisins', number: 0, k: 0 }, false],
    [{ kind: 'voisins', number: 0, k: 19 }, false],
    [{ kind: 'voisinsDuZero' }, true],
    [{ kind: 'tiers' }, true],
    [{ kind: 'orphelins' }, true],
    [{ kind: 'jeuZero' }, true],
    [{ kind: 'finale' } as never, false],
  ])('%j is legal: %s', (annonce, legal) => {
    expect(isLegalAnnonce(annonce)).toBe(legal);
  });

  it('an illegal annonce is refused as a bet, never expanded', () => {
    const bet = { kind: 'annonce', annonce: { kind: 'finalePlein', digit: 10 } } as const;
    expect(rouletteRules.expand(DEFAULT_ROULETTE_OPTIONS, bet, unit, highest)).toEqual({
      code: 'illegalBet',
      detail: { kind: 'finalePlein', digit: 10 },
    });
  });

  it('finale à cheval 3: 3/6, 13/16, 23/26, 33/36 — and 6 stops at 26/29, 36 has no partner', () => {
    const numbers = (low: number) =>
      expandAnnonce({ kind: 'finaleCheval', low }).map((c) =>
        c.spot.kind === 'cheval' ? c.spot.numbers : [],
      );
    expect(numbers(3)).toEqual([
      [3, 6],
      [13, 16],
      [23, 26],
      [33, 36],
    ]);
    expect(numbers(6)).toEqual([
      [6, 9],
      [16, 19],
      [26, 29],
    ]);
  });

  it('finale en plein 7: 7, 17, 27 — each one unit', () => {
    expect(expandAnnonce({ kind: 'finalePlein', digit: 7 })).toEqual(
      [7, 17, 27].map((number) => ({ spot: { kind: 'plein', number }, units: 1 })),
    );
  });
});

describe('spots from the wire', () => {
  it.each([
    ['a string', 'plein'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 17],
    ['an unknown kind', { kind: 'zero' }],
    ['a number given as text', { kind: 'cheval', numbers: [17, '20'] }],
    ['numbers that are not a list', { kind: 'cheval', numbers: '17-20' }],
    ['a forged chance', { kind: 'chance', chance: 'plein-17' }],
    ['numbers not adjacent', { kind: 'cheval', numbers: [17, 21] }],
  ])('refuses %s', (_what, spot) => {
    expect(isLegalSpot(spot as unknown as RouletteSpot)).toBe(false);
  });

  it('takes the layout’s own spots', () => {
    expect(isLegalSpot({ kind: 'cheval', numbers: [17, 20] })).toBe(true);
    expect(isLegalSpot({ kind: 'chance', chance: 'noir' })).toBe(true);
  });
});

describe('stakes the payout can pay', () => {
  const limits = DEFAULT_ROULETTE_OPTIONS.limits;
  const chip = (spot: RouletteSpot, stake: number) => ({ spot, stake: cents(stake) });

  it('a 1 to 2 bet takes an even stake only: 2 € on deux douzaines, not 2,01 €', () => {
    const two: RouletteSpot = { kind: 'deuxDouzaines', first: 1 };
    expect(checkRouletteChips(limits, cents(0), [], [chip(two, 200)])).toBeUndefined();
    expect(checkRouletteChips(limits, cents(0), [], [chip(two, 201)])).toEqual({
      code: 'oddStake',
      spot: 'deux-douzaines-1-2',
    });
  });

  it('a 35 to 1 plein takes any stake from the minimum: 1,01 €', () => {
    expect(
      checkRouletteChips(limits, cents(0), [], [chip({ kind: 'plein', number: 17 }, 101)]),
    ).toBeUndefined();
  });
});

describe('settling through the lifecycle', () => {
  const settle = (spot: RouletteSpot, pocket: number, level?: 1 | 2) =>
    rouletteRules.settle(
      { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' },
      { spot, stake: cents(1_000) },
      { pocket },
      level,
    );

  it('a plein carried with a prison level is settled as a plein, not as a prisoner', () => {
    expect(settle({ kind: 'plein', number: 17 }, 17, 1)).toEqual({ outcome: 'won', returned: 36_000 });
  });

  it('a chance simple on zero goes to prison at level 1; a losing chance is not imprisoned', () => {
    expect(settle({ kind: 'chance', chance: 'rouge' }, 0)).toEqual({
      outcome: 'prison',
      returned: 0,
      level: 1,
    });
    expect(settle({ kind: 'chance', chance: 'rouge' }, 2)).toEqual({ outcome: 'lost', returned: 0 });
  });

  it('only a plein counts for the jackpot’s bonus number', () => {
    expect(rouletteRules.pleinOn({ kind: 'plein', number: 17 })).toBe(17);
    expect(rouletteRules.pleinOn({ kind: 'cheval', numbers: [17, 20] })).toBeUndefined();
    expect(rouletteRules.winningNumber({ pocket: 23 })).toBe(23);
    expect(rouletteRules.jackpot(DEFAULT_ROULETTE_OPTIONS)).toBeNull();
  });
});
