// The roulette paytable the staff console shows permanently (issue 3 §8; RULES.md A.2, art. 53):
// every bet's cover, payout, exact return and maximum, against figures worked out by hand — a
// single-zero bet returns 36/37 of its stake, a chance simple under partage 73/74.
import { describe, expect, it } from 'vitest';
import { buildReport, formatReport } from '../report.ts';

const rows = (options: Record<string, string> = {}) =>
  buildReport({ options }).bets.map((b) => [b.bet, b.covers, b.payoutText, b.rtpExact, b.maxStake]);

describe('the roulette paytable', () => {
  it('lists every bet with its cover, its payout, its exact return and its maximum at a 1 € minimum', () => {
    expect(rows()).toEqual([
      ['plein', 1, '35 contre 1', '36/37', 3_000],
      ['cheval', 2, '17 contre 1', '36/37', 6_000],
      ['transversale', 3, '11 contre 1', '36/37', 10_000],
      ['carre', 4, '8 contre 1', '36/37', 12_000],
      ['sixain', 6, '5 contre 1', '36/37', 20_000],
      ['douzaine', 12, '2 contre 1', '36/37', 50_000],
      ['colonne', 12, '2 contre 1', '36/37', 50_000],
      ['deux-douzaines', 24, '1 contre 2', '36/37', 200_000],
      ['deux-colonnes', 24, '1 contre 2', '36/37', 200_000],
      // Partage: 18 wins of 2 and one zero returning half: (36 + 1/2)/37 = 73/74.
      ...['rouge', 'noir', 'pair', 'impair', 'manque', 'passe'].map((c) => [
        c,
        18,
        '1 contre 1',
        '73/74',
        100_000,
      ]),
    ]);
  });

  it('gives the probabilities of winning outright and the returns as numbers', () => {
    const bets = buildReport({ options: {} }).bets;
    expect(bets[0]).toMatchObject({ payout: 35, probability: 1 / 37, rtp: 36 / 37 });
    expect(bets.find((b) => b.bet === 'deux-douzaines')).toMatchObject({ payout: 0.5, probability: 24 / 37 });
    expect(bets.find((b) => b.bet === 'rouge')).toMatchObject({
      payout: 1,
      probability: 18 / 37,
      rtp: 73 / 74,
    });
  });

  it('follows the options: a 5 € minimum multiplies the maxima, prison changes the note', () => {
    const report = buildReport({ options: { minimum: '500', zeroRule: 'prison', doublePrison: 'on' } });
    expect(report.bets[0]?.maxStake).toBe(15_000);
    expect(report.game).toBe('roulette');
    expect(report.notes).toEqual([
      'Roulette à un zéro (roulette anglaise électronique, RULES.md A.2).',
      'Zéro : les chances simples vont en prison (double prison) ; le retour suit la mise jusqu’à sa libération ou sa perte.',
      'Maximum par joueur et par coup, en multiple du minimum de la table (art. 53).',
      'Pas de jackpot numéro bonus.',
    ]);
    expect(buildReport({ options: { zeroRule: 'prison' } }).notes[1]).toBe(
      'Zéro : les chances simples vont en prison ; le retour suit la mise jusqu’à sa libération ou sa perte.',
    );
  });

  it('notes the partage rule and a jackpot with its variant, split and share', () => {
    const notes = buildReport({
      options: { jackpot: 'on', jackpotVariant: '2', jackpotSplit: 'b', jackpotBps: '150' },
    }).notes;
    expect(notes[1]).toBe(
      'Zéro : les chances simples perdent la moitié de la mise (partage, arrondi au centime en faveur du joueur).',
    );
    expect(notes[3]).toMatch(
      /^Jackpot numéro bonus : variante 2, répartition b, 1,5\s?% des mises ; non compris/,
    );
  });

  it('prints a French table under its title', () => {
    const text = formatReport(buildReport({ options: {} }));
    expect(text.split('\n')[0]).toBe('Roulette électronique — tableau des paiements');
    expect(text).toContain('35 contre 1');
    expect(text).toContain('30,00 €');
  });
});
