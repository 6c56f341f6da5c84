// La boule beyond its payouts (seed 002; RULES.md A.3, Part B §2): how the simulated bowl draws,
// each settled chip's outcome word, the options' refusals, what the shared lifecycle reads of
// the game, and the paytable: plein 1/9 × 8 and each chance 4/9 × 2 both return 8/9.
import { describe, expect, it } from 'vitest';
import { euros } from '../../money.ts';
import type { WheelReport } from '../../wheelRound/report.ts';
import { buildReport, formatReport } from '../report.ts';
import { DEFAULT_BOULE_OPTIONS, bouleRules, parseBouleOptions } from '../rules.ts';

const o = DEFAULT_BOULE_OPTIONS;
const P = '\u00a0%';

describe('boule: the simulated bowl', () => {
  it('draws one of nine equally likely numbers, 1 to 9', () => {
    for (let k = 0; k < 9; k++) {
      const asked: number[] = [];
      const rng = { int: (n: number) => (asked.push(n), k) };
      expect(bouleRules.draw(o, rng)).toEqual({ number: k + 1 });
      expect(asked).toEqual([9]);
    }
  });
});

describe('boule: settling a chip', () => {
  it('says won with the amount returned, or lost', () => {
    const plein = { spot: { kind: 'plein', number: 3 } as const, stake: euros(1) };
    expect(bouleRules.settle(o, plein, { number: 3 })).toEqual({ outcome: 'won', returned: 800 });
    expect(bouleRules.settle(o, plein, { number: 4 })).toEqual({ outcome: 'lost', returned: 0 });
  });
});

describe('boule: options', () => {
  it('refuses an unknown option naming the game, and a multiple outside the seed’s range with the range', () => {
    expect(() => parseBouleOptions({ zero: '1' })).toThrow(new RangeError('unknown boule option zero=1'));
    expect(() => parseBouleOptions({ pleinMax: '39' })).toThrow(
      new RangeError('pleinMax must be an integer from 40 to 100'),
    );
  });
});

describe('boule in the shared lifecycle', () => {
  it('is named "boule", has no jackpot; a plein holds its number and the winning number is the one drawn', () => {
    expect(bouleRules.game).toBe('boule');
    expect(bouleRules.jackpot(o)).toBeNull();
    expect(bouleRules.pleinOn({ kind: 'plein', number: 7 })).toBe(7);
    expect(bouleRules.pleinOn({ kind: 'chance', chance: 'rouge' })).toBeUndefined();
    expect(bouleRules.winningNumber({ number: 6 })).toBe(6);
  });
});

describe('the boule paytable', () => {
  it('lists the plein and the six chances with their numbers, payout, exact return and maximum', () => {
    const r = buildReport({ options: { minimum: '200', pleinMax: '100', chanceMax: '500' } }) as WheelReport;
    expect(r.game).toBe('boule');
    expect(r.bets.map((b) => [b.bet, b.covers, b.payoutText, b.probability, b.rtpExact, b.maxStake])).toEqual(
      [
        ['plein', 1, '7 contre 1', 1 / 9, '8/9', 20_000],
        ['rouge', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
        ['noir', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
        ['pair', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
        ['impair', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
        ['manque', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
        ['passe', 4, '1 contre 1', 4 / 9, '8/9', 100_000],
      ],
    );
  });

  it('prints the French paytable', () => {
    expect(formatReport(buildReport({ options: {} })).split('\n')).toEqual([
      'Boule — tableau des paiements',
      '',
      'Mise    Couvre  Paiement    Probabilité  Retour théorique  Maximum',
      '──────  ──────  ──────────  ───────────  ────────────────  ────────',
      `plein   1       7 contre 1  11,111${P}     88,889${P}          40,00 €`,
      `rouge   4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      `noir    4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      `pair    4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      `impair  4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      `manque  4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      `passe   4       1 contre 1  44,444${P}     88,889${P}          200,00 €`,
      '',
      '• Sur le 5, toutes les chances simples perdent (art. 46).',
      '• Maxima fixés à l’ouverture, inchangés jusqu’à la séance du lendemain.',
    ]);
  });
});
