import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import { comite, croupier, lastSettlement, run } from '../../wheelRound/__tests__/harness.ts';
import {
  BOULE_CHANCES,
  BOULE_CHANCE_NUMBERS,
  type BouleSpot,
  DEFAULT_BOULE_OPTIONS,
  bouleRules,
  parseBouleOptions,
} from '../rules.ts';

const spots: BouleSpot[] = [
  ...Array.from({ length: 9 }, (_, i): BouleSpot => ({ kind: 'plein', number: i + 1 })),
  ...BOULE_CHANCES.map((chance): BouleSpot => ({ kind: 'chance', chance })),
];

describe('boule (seed 002)', () => {
  it('settles every spot on every number exactly', () => {
    for (const spot of spots) {
      for (let n = 1; n <= 9; n++) {
        const r = bouleRules.settle(DEFAULT_BOULE_OPTIONS, { spot, stake: euros(1) }, { number: n });
        const wins =
          spot.kind === 'plein' ? spot.number === n : BOULE_CHANCE_NUMBERS[spot.chance].includes(n);
        expect(r.returned).toBe(wins ? (spot.kind === 'plein' ? 800 : 200) : 0);
      }
    }
  });

  it('on 5, every chance simple loses and the plein on 5 pays 7 to 1', () => {
    for (const chance of BOULE_CHANCES) {
      expect(
        bouleRules.settle(
          DEFAULT_BOULE_OPTIONS,
          { spot: { kind: 'chance', chance }, stake: euros(1) },
          { number: 5 },
        ),
      ).toEqual({ outcome: 'lost', returned: 0 });
    }
    expect(
      bouleRules.settle(
        DEFAULT_BOULE_OPTIONS,
        { spot: { kind: 'plein', number: 5 }, stake: euros(1) },
        { number: 5 },
      ).returned,
    ).toBe(800);
  });

  it('each chance has four numbers and none has 5', () => {
    for (const c of BOULE_CHANCES) expect(BOULE_CHANCE_NUMBERS[c].filter((n) => n !== 5)).toHaveLength(4);
  });

  it('maxima are chosen within the seed ranges at opening', () => {
    expect(parseBouleOptions({ pleinMax: '100', chanceMax: '500' })).toMatchObject({
      pleinMaxMultiple: 100,
      chanceMaxMultiple: 500,
    });
    expect(() => parseBouleOptions({ pleinMax: '101' })).toThrow(RangeError);
    expect(() => parseBouleOptions({ chanceMax: '199' })).toThrow(RangeError);
  });

  it('given a round, a plein over 40 × min is refused; a whole round settles', () => {
    const open = [
      { type: 'OpenSession', openedBy: croupier, validatedBy: comite },
      { type: 'OpenRound' },
    ] as const;
    const bet = (betId: string, spot: BouleSpot, unit: number) =>
      ({ type: 'PlaceBet', betId, seat: 1, playerMinimum: cents(0), bet: spot, unit: cents(unit) }) as const;
    expect(() =>
      run(bouleRules, DEFAULT_BOULE_OPTIONS, [...open, bet('a', { kind: 'plein', number: 3 }, 4001)]),
    ).toThrow(/aboveMaximum/);
    const { events } = run(bouleRules, DEFAULT_BOULE_OPTIONS, [
      ...open,
      bet('a', { kind: 'plein', number: 5 }, 100),
      bet('b', { kind: 'chance', chance: 'impair' }, 1000),
      { type: 'CloseBets', trigger: 'timer' },
      { type: 'ReportResult', outcome: { number: 5 }, direction: 'clockwise', turns: 3, anomaly: false },
    ]);
    expect(lastSettlement(events)).toMatchObject({ stakes: 1100, returned: 800, houseResult: 300 });
  });
});
