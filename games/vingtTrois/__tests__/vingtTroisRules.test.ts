// Le vingt-trois beyond its payouts (seed 002; RULES.md A.3, Part B §3): which pockets a device
// may report, how the simulated plate draws, that only rouge and noir are chances, each chip's
// outcome word, what the shared lifecycle reads of the game, and the paytable: each plein
// (c pockets of 27, paid 24/c) and each colour (12 of 27, paid 2) returns 24/27 = 8/9.
import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import type { WheelReport } from '../../wheelRound/report.ts';
import { buildReport, formatReport } from '../report.ts';
import { DEFAULT_VT_OPTIONS, VT_POCKETS, type VtSpot, parseVtOptions, vingtTroisRules } from '../rules.ts';

const o = DEFAULT_VT_OPTIONS;
const P = '\u00a0%';

describe('vingt-trois: the results a device may report', () => {
  it('accepts each of the 27 pockets', () => {
    for (let pocket = 0; pocket < 27; pocket++) expect(vingtTroisRules.isOutcome(o, { pocket })).toBe(true);
  });

  it.each([-1, 27, 0.5, Number.NaN])('refuses pocket %s', (pocket) => {
    expect(vingtTroisRules.isOutcome(o, { pocket })).toBe(false);
  });
});

describe('vingt-trois: the simulated plate', () => {
  it('draws one of 27 equally likely pockets', () => {
    for (let k = 0; k < 27; k++) {
      const asked: number[] = [];
      const rng = { int: (n: number) => (asked.push(n), k) };
      expect(vingtTroisRules.draw(o, rng)).toEqual({ pocket: k });
      expect(asked).toEqual([27]);
    }
  });
});

describe('vingt-trois: settling a chip', () => {
  it('says won with the amount returned, or lost; a pocket that does not exist pays nothing', () => {
    const chip = (spot: VtSpot) => ({ spot, stake: euros(1) });
    // Pocket 0 is the red 1.
    expect(vingtTroisRules.settle(o, chip({ kind: 'plein', number: 1 }), { pocket: 0 })).toEqual({
      outcome: 'won',
      returned: 2_400,
    });
    expect(vingtTroisRules.settle(o, chip({ kind: 'plein', number: 2 }), { pocket: 0 })).toEqual({
      outcome: 'lost',
      returned: 0,
    });
    expect(vingtTroisRules.settle(o, chip({ kind: 'chance', chance: 'noir' }), { pocket: 0 })).toEqual({
      outcome: 'lost',
      returned: 0,
    });
    for (const spot of [{ kind: 'plein', number: 1 } as const, { kind: 'chance', chance: 'rouge' } as const])
      expect(vingtTroisRules.settle(o, chip(spot), { pocket: 27 })).toEqual({ outcome: 'lost', returned: 0 });
  });
});

describe('vingt-trois: the spots', () => {
  it('only rouge and noir are chances: the white of 13 is not a bet', () => {
    const check = (chance: string) =>
      vingtTroisRules.checkChips(
        o,
        cents(0),
        [],
        [{ spot: { kind: 'chance', chance } as VtSpot, stake: cents(100) }],
      );
    expect(check('rouge')).toBeUndefined();
    expect(check('noir')).toBeUndefined();
    expect(check('blanc')).toEqual({ code: 'illegalBet', detail: { kind: 'chance', chance: 'blanc' } });
  });

  it('refuses an unknown option naming the game', () => {
    expect(() => parseVtOptions({ zero: '1' })).toThrow(new RangeError('unknown vingt-trois option zero=1'));
  });
});

describe('vingt-trois in the shared lifecycle', () => {
  it('is named "vingt-trois", has no jackpot; a plein holds its number and a pocket wins its number', () => {
    expect(vingtTroisRules.game).toBe('vingt-trois');
    expect(vingtTroisRules.jackpot(o)).toBeNull();
    expect(vingtTroisRules.pleinOn({ kind: 'plein', number: 12 })).toBe(12);
    expect(vingtTroisRules.pleinOn({ kind: 'chance', chance: 'rouge' })).toBeUndefined();
    VT_POCKETS.forEach((p, pocket) => expect(vingtTroisRules.winningNumber({ pocket })).toBe(p.number));
    expect(vingtTroisRules.winningNumber({ pocket: 27 })).toBe(-1);
  });
});

describe('the vingt-trois paytable', () => {
  it('lists the three kinds of plein and the two colours with their pockets, payout, exact return and maximum', () => {
    const r = buildReport({ options: { minimum: '200', pleinMax: '50', chanceMax: '250' } }) as WheelReport;
    expect(r.game).toBe('vingt-trois');
    expect(r.bets.map((b) => [b.bet, b.covers, b.payoutText, b.probability, b.rtpExact, b.maxStake])).toEqual(
      [
        ['plein-1-4', 1, '23 contre 1', 1 / 27, '8/9', 10_000],
        ['plein-5-11', 2, '11 contre 1', 2 / 27, '8/9', 10_000],
        ['plein-12-14', 3, '7 contre 1', 3 / 27, '8/9', 10_000],
        ['rouge', 12, '1 contre 1', 12 / 27, '8/9', 50_000],
        ['noir', 12, '1 contre 1', 12 / 27, '8/9', 50_000],
      ],
    );
  });

  it('prints the French paytable', () => {
    expect(formatReport(buildReport({ options: {} })).split('\n')).toEqual([
      'Vingt-trois — tableau des paiements',
      '',
      'Mise         Couvre  Paiement     Probabilité  Retour théorique  Maximum',
      '───────────  ──────  ───────────  ───────────  ────────────────  ────────',
      `plein-1-4    1       23 contre 1  3,704${P}      88,889${P}          20,00 €`,
      `plein-5-11   2       11 contre 1  7,407${P}      88,889${P}          20,00 €`,
      `plein-12-14  3       7 contre 1   11,111${P}     88,889${P}          20,00 €`,
      `rouge        12      1 contre 1   44,444${P}     88,889${P}          100,00 €`,
      `noir         12      1 contre 1   44,444${P}     88,889${P}          100,00 €`,
      '',
      '• Couvre : nombre de cases sur 27.',
      '• Sur le 13 (blanc), rouge et noir perdent (art. 46).',
    ]);
  });
});
