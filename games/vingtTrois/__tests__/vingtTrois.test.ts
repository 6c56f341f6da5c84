import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import { comite, croupier, lastSettlement, run } from '../../wheelRound/__tests__/harness.ts';
import {
  DEFAULT_VT_OPTIONS,
  VT_POCKETS,
  type VtSpot,
  parseVtOptions,
  vingtTroisRules,
  vtPleinPayout,
} from '../rules.ts';

describe('vingt-trois (seed 002)', () => {
  it('has 27 pockets: 1–4 once, 5–11 twice, 12–14 three times; 12 red, 12 black, three white 13s', () => {
    const count = (n: number) => VT_POCKETS.filter((p) => p.number === n).length;
    for (let n = 1; n <= 14; n++) expect(count(n)).toBe(n <= 4 ? 1 : n <= 11 ? 2 : 3);
    expect(VT_POCKETS.filter((p) => p.colour === 'rouge')).toHaveLength(12);
    expect(VT_POCKETS.filter((p) => p.colour === 'noir')).toHaveLength(12);
    expect(VT_POCKETS.filter((p) => p.colour === 'blanc').every((p) => p.number === 13)).toBe(true);
    for (let n = 5; n <= 11; n++)
      expect(new Set(VT_POCKETS.filter((p) => p.number === n).map((p) => p.colour)).size).toBe(2);
    expect([1, 3].map((n) => VT_POCKETS.find((p) => p.number === n)?.colour)).toEqual(['rouge', 'rouge']);
    expect([2, 4].map((n) => VT_POCKETS.find((p) => p.number === n)?.colour)).toEqual(['noir', 'noir']);
  });

  it('settles every spot on every pocket exactly; every bet returns 24/27', () => {
    const spots: VtSpot[] = [
      ...Array.from({ length: 14 }, (_, i): VtSpot => ({ kind: 'plein', number: i + 1 })),
      { kind: 'chance', chance: 'rouge' },
      { kind: 'chance', chance: 'noir' },
    ];
    for (const spot of spots) {
      let total = 0;
      VT_POCKETS.forEach((p, pocket) => {
        const r = vingtTroisRules.settle(DEFAULT_VT_OPTIONS, { spot, stake: euros(1) }, { pocket });
        const wins = spot.kind === 'plein' ? spot.number === p.number : spot.chance === p.colour;
        expect(r.returned).toBe(
          wins ? 100 * (spot.kind === 'plein' ? vtPleinPayout(spot.number) + 1 : 2) : 0,
        );
        total += r.returned;
      });
      expect(total).toBe(2400);
    }
  });

  it('on 13, rouge and noir lose; the plein on 13 pays 7 to 1', () => {
    const pocket = VT_POCKETS.findIndex((p) => p.number === 13);
    for (const chance of ['rouge', 'noir'] as const) {
      expect(
        vingtTroisRules.settle(
          DEFAULT_VT_OPTIONS,
          { spot: { kind: 'chance', chance }, stake: euros(1) },
          { pocket },
        ).outcome,
      ).toBe('lost');
    }
    expect(
      vingtTroisRules.settle(
        DEFAULT_VT_OPTIONS,
        { spot: { kind: 'plein', number: 13 }, stake: euros(1) },
        { pocket },
      ).returned,
    ).toBe(800);
  });

  it('maxima within the seed ranges', () => {
    expect(parseVtOptions({ pleinMax: '50', chanceMax: '250' })).toMatchObject({
      pleinMaxMultiple: 50,
      chanceMaxMultiple: 250,
    });
    expect(() => parseVtOptions({ pleinMax: '19' })).toThrow(RangeError);
  });
});

describe('vingt-trois round (given/when/then)', () => {
  it('given rouge, noir and a plein on 13, when a 13 pocket comes out, then only the plein is paid', () => {
    const bet = (betId: string, spot: VtSpot, unit: number) =>
      ({ type: 'PlaceBet', betId, seat: 4, playerMinimum: cents(0), bet: spot, unit: cents(unit) }) as const;
    const pocket = VT_POCKETS.findIndex((p) => p.number === 13);
    const { events, state } = run(vingtTroisRules, DEFAULT_VT_OPTIONS, [
      { type: 'OpenSession', openedBy: croupier, validatedBy: comite },
      { type: 'OpenRound' },
      bet('r', { kind: 'chance', chance: 'rouge' }, 1000),
      bet('n', { kind: 'chance', chance: 'noir' }, 1000),
      bet('p', { kind: 'plein', number: 13 }, 200),
      // A.3: rien ne va plus is announced before the cylinder is set in motion.
      { type: 'CloseBets', trigger: 'detector' },
      { type: 'ReportResult', outcome: { pocket }, direction: 'anticlockwise', turns: 4, anomaly: false },
    ]);
    const s = lastSettlement(events);
    expect(s.bets.map((b) => [b.betId, b.outcome, b.returned])).toEqual([
      ['r', 'lost', 0],
      ['n', 'lost', 0],
      ['p', 'won', 1600],
    ]);
    expect(s.houseResult).toBe(2200 - 1600);
    expect(state.lastDirection).toBe('anticlockwise');
  });
});
