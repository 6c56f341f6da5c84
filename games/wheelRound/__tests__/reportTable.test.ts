// The paytable the staff console shows (formatWheelReport): French headings, columns padded to
// their widest cell and two spaces apart, a rule under the headings, notes as bullets. The
// expected text is written out by hand.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { type BetLine, type WheelReport, formatWheelReport } from '../report.ts';

const line = (over: Partial<BetLine>): BetLine => ({
  bet: 'plein',
  covers: 1,
  payout: 35,
  payoutText: '35 à 1',
  probability: 0.25,
  rtp: 0.5,
  rtpExact: '1/2',
  maxStake: cents(500),
  ...over,
});

const report = (bets: BetLine[], notes: string[]): WheelReport =>
  ({ game: 'test', options: {}, bets, notes }) as unknown as WheelReport;

const NB = '\u00a0'; // the space before % in French
const NNB = '\u202f'; // the thousands separator

describe('the paytable as the console prints it', () => {
  it('pads every column to its widest cell, adds the simulated return when measured, lists the notes', () => {
    const text = formatWheelReport(
      report(
        [
          line({ simulated: { rounds: 10, rtp: 0.5, low: 0.25, high: 0.75 } }),
          line({
            bet: 'cheval',
            covers: 2,
            payoutText: '17 à 1',
            probability: 0.5,
            rtp: 1,
            maxStake: cents(100_000),
          }),
        ],
        ['Note une', 'Note deux'],
      ),
      'Titre',
    );
    expect(text.split('\n')).toEqual([
      'Titre',
      '',
      `Mise    Couvre  Paiement  Probabilité  Retour théorique  Maximum     Retour simulé (99${NB}%)`,
      [
        '─'.repeat(6),
        '─'.repeat(6),
        '─'.repeat(8),
        '─'.repeat(11),
        '─'.repeat(16),
        '─'.repeat(10),
        '─'.repeat(30),
      ].join('  '),
      `plein   1       35 à 1    25,000${NB}%     50,000${NB}%          5,00 €      50,000${NB}% [25,000${NB}% ; 75,000${NB}%]`,
      `cheval  2       17 à 1    50,000${NB}%     100,000${NB}%         1${NNB}000,00 €`,
      '',
      '• Note une',
      '• Note deux',
    ]);
  });

  it('an empty paytable: the headings without the simulated column, nothing after them', () => {
    expect(formatWheelReport(report([], []), 'Vide')).toBe(
      [
        'Vide',
        '',
        'Mise  Couvre  Paiement  Probabilité  Retour théorique  Maximum',
        ['─'.repeat(4), '─'.repeat(6), '─'.repeat(8), '─'.repeat(11), '─'.repeat(16), '─'.repeat(7)].join(
          '  ',
        ),
        '',
      ].join('\n'),
    );
  });
});
