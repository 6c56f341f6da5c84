// The wheel of fortune's paytable (`npm run rules -- wheel`; seed 000, RULES.md A.4): each
// symbol's segments, payout words, exact return and maximum, under both readings of "N pour 1".
// Returns by hand: a symbol of ratio N on c of 52 segments returns c·N/52 ("pour") or c·(N+1)/52
// ("plus"); the bonus is 2/52 × the mean of 5, 20, 50, 100, 250 and 1 000 (237,5).
import { describe, expect, it } from 'vitest';
import type { WheelReport } from '../../wheelRound/report.ts';
import { buildReport, formatReport } from '../report.ts';

const P = '\u00a0%';
const rows = (r: WheelReport) => r.bets.map((b) => [b.bet, b.covers, b.payoutText, b.rtpExact, b.maxStake]);

describe('the wheel of fortune paytable', () => {
  it('"pour" reading: every colour returns 48/52, the bonus 475/52', () => {
    const r = buildReport({ options: {} });
    expect(r.game).toBe('wheel');
    expect(rows(r)).toEqual([
      ['2', 24, '2 pour 1', '12/13', 10_000],
      ['4', 12, '4 pour 1', '12/13', 5_000],
      ['6', 8, '6 pour 1', '12/13', 2_500],
      ['16', 3, '16 pour 1', '12/13', 1_200],
      ['24', 2, '24 pour 1', '12/13', 1_000],
      ['48', 1, '48 pour 1', '12/13', 500],
      ['bonus', 2, 'roue bonus (5/20/50/100/250/1000 pour 1)', '475/52', 100],
    ]);
    expect(r.bets.find((b) => b.bet === 'bonus')?.payout).toBe(237.5);
    expect(r.notes[0]).toBe(
      '« N pour 1 » : le gain comprend la mise (N × la mise rendue en tout), lecture par défaut (RULES.md A.4).',
    );
  });

  it('"plus" reading: N contre 1 plus the stake; maxima follow the minimum, the bonus its fixed stake', () => {
    const r = buildReport({ options: { reading: 'plus', minimum: '200', bonusStake: '500' } });
    expect(rows(r)).toEqual([
      ['2', 24, '2 contre 1', '18/13', 20_000],
      ['4', 12, '4 contre 1', '15/13', 10_000],
      ['6', 8, '6 contre 1', '14/13', 5_000],
      ['16', 3, '16 contre 1', '51/52', 2_400],
      ['24', 2, '24 contre 1', '25/26', 2_000],
      ['48', 1, '48 contre 1', '49/52', 1_000],
      ['bonus', 2, 'roue bonus (5/20/50/100/250/1000 contre 1)', '477/52', 500],
    ]);
    expect(r.notes[0]).toBe('« N pour 1 » lu comme N contre 1 plus la mise (option reading=plus).');
  });

  it('prints the French paytable with its title and notes', () => {
    const lines = formatReport(buildReport({ options: {} })).split('\n');
    expect(lines[0]).toBe('Roue de la chance électronique — tableau des paiements');
    expect(lines.at(-3)).toBe(
      '• « N pour 1 » : le gain comprend la mise (N × la mise rendue en tout), lecture par défaut (RULES.md A.4).',
    );
    expect(lines.at(-2)).toBe(
      `• Le pari violet (bonus) est une mise fixe ; son retour théorique dépasse 100${P} avec des segments bonus équiprobables.`,
    );
    expect(lines.at(-1)).toBe(
      '• Un lancer de moins de deux tours ou une anomalie de rotation annule le lancer : toutes les mises sont recréditées.',
    );
    expect(lines.find((l) => l.startsWith('bonus'))).toBe(
      `bonus  2       roue bonus (5/20/50/100/250/1000 pour 1)  3,846${P}      913,462${P}         1,00 €`,
    );
  });
});
