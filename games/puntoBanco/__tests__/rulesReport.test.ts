// The punto banco rules report (`npm run rules -- punto-banco`; RULES.md A.6, B §7.3–7.4): the
// options it takes and the ones it refuses, with why; the payouts in the felt's French words; the
// readable report line by line. Returns are those of returns.test.ts (published house edges).
import { describe, expect, it } from 'vitest';
import { buildReport, formatReport } from '../report.ts';

const N = '\u202f';
const P = '\u00a0%';
const report = (options: Record<string, string>) => buildReport({ options });

describe('the punto banco report’s options', () => {
  it('without options: 8 decks, the standard paytable, 1 € minimum, 100 × maximum, 20-cent step, cut 16 cards from the end', () => {
    const r = report({});
    expect(r.game).toBe('punto-banco');
    expect(r.options).toEqual({
      decks: 8,
      paytable: 'standard',
      stakeStepCents: 20,
      minimum: 100,
      maxMultiple: 100,
      cutRemaining: 16,
    });
  });

  it('takes every option of the table', () => {
    expect(
      report({
        decks: '6',
        paytable: 'alternative',
        minimum: '500',
        maxMultiple: '200',
        stakeStep: '100',
        cutRemaining: '20',
      }).options,
    ).toEqual({
      decks: 6,
      paytable: 'alternative',
      stakeStepCents: 100,
      minimum: 500,
      maxMultiple: 200,
      cutRemaining: 20,
    });
    for (const maxMultiple of ['50', '100', '200'])
      expect(report({ maxMultiple }).options.maxMultiple).toBe(Number(maxMultiple));
  });

  it('refuses an option it does not know, naming every one', () => {
    expect(() => report({ commission: '5' })).toThrow(new Error('unknown punto banco option commission'));
    expect(() => report({ commission: '5', minimum: '100', side: 'x' })).toThrow(
      new Error('unknown punto banco option commission, side'),
    );
  });

  it('refuses a limit that is not a whole number of cents, in digits only', () => {
    for (const key of ['minimum', 'maxMultiple', 'stakeStep', 'cutRemaining'])
      for (const value of ['1,5', '-100', 'x100', '100x', ''])
        expect(() => report({ [key]: value })).toThrow(new Error(`${key} must be a whole number`));
  });

  it('refuses a maximum other than 50, 100 or 200 × the minimum (art. 55-15)', () => {
    for (const maxMultiple of ['0', '49', '70', '150', '201'])
      expect(() => report({ maxMultiple })).toThrow(new Error('maxMultiple must be 50, 100 or 200'));
  });

  it('refuses a shoe other than 6 or 8 decks and a paytable other than the two of A.6', () => {
    for (const decks of ['7', '0', 'huit', ''])
      expect(() => report({ decks })).toThrow(new Error('decks must be 6 or 8'));
    expect(() => report({ paytable: 'x' })).toThrow(new Error('paytable must be standard or alternative'));
  });
});

describe('the punto banco report’s payouts', () => {
  it('words each payout as the felt does, for each paytable', () => {
    expect(report({}).bets.map((b) => [b.bet, b.payoutText])).toEqual([
      ['punto', '1 contre 1'],
      ['banco', `1 contre 1, moins 5${P} de commission`],
      ['egalite', '8 contre 1'],
    ]);
    expect(report({ paytable: 'alternative' }).bets.map((b) => [b.bet, b.payoutText])).toEqual([
      ['punto', '1 contre 1'],
      ['banco', '1 contre 1 ; 1 contre 2 quand banco gagne avec 6, sans commission'],
      ['egalite', '8 contre 1'],
    ]);
  });
});

describe('the readable punto banco report', () => {
  it('prints the shoe, the paytable, the limits in euros and one aligned line per bet', () => {
    const text = formatReport(
      report({
        decks: '6',
        paytable: 'alternative',
        minimum: '500',
        maxMultiple: '200',
        stakeStep: '100',
      }),
    );
    // 6 decks: punto 1,2374 %, égalité 14,4382 %, banco-6-pays-half 1,4548 % of house edge.
    const pad = ' '.repeat('1 contre 1 ; 1 contre 2 quand banco gagne avec 6, sans commission'.length - 10);
    expect(text.split('\n')).toEqual([
      'Punto banco — 6 jeux, tableau alternatif',
      `Mise minimum 5,00 €, maximum 1${N}000,00 € par pari, par pas de 1,00 €`,
      `Punto    1 contre 1${pad}  retour 98,7626${P}  avantage 1,2374${P}`,
      `Banco    1 contre 1 ; 1 contre 2 quand banco gagne avec 6, sans commission  retour 98,5452${P}  avantage 1,4548${P}`,
      `Égalité  8 contre 1${pad}  retour 85,5618${P}  avantage 14,4382${P}`,
    ]);
  });

  it('names the standard paytable and the table’s limits', () => {
    const lines = formatReport(report({ minimum: '200', maxMultiple: '50', stakeStep: '20' })).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Punto banco — 8 jeux, tableau standard',
      'Mise minimum 2,00 €, maximum 100,00 € par pari, par pas de 0,20 €',
    ]);
  });
});
