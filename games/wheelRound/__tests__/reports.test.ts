// The rules reports' theoretical returns equal the exact values (issue 3 "Done when").
import { describe, expect, it } from 'vitest';
import * as roulette from '../../roulette/report.ts';
import * as boule from '../../boule/report.ts';
import * as vingtTrois from '../../vingtTrois/report.ts';
import * as wheel from '../../wheelOfFortune/report.ts';
import type { WheelReport } from '../report.ts';
import type { ReportModule } from '../../cli/rules.ts';

// The CLI's module contract holds for the four wheel reports (checked by the tests' typecheck).
const modules: ReportModule[] = [roulette, boule, vingtTrois, wheel];

const exact = (r: object) => Object.fromEntries((r as WheelReport).bets.map((b) => [b.bet, b.rtpExact]));
const keys = (r: object) => (r as WheelReport).bets.map((b) => b.bet);

describe('rules reports', () => {
  it('roulette: every bet 36/37; chances 73/74 under partage, 1350/1369 in prison, 49302/49987 with double prison', () => {
    const r = roulette.buildReport({ options: {} });
    expect(keys(r)).toEqual(
      'plein cheval transversale carre sixain douzaine colonne deux-douzaines deux-colonnes rouge noir pair impair manque passe'.split(
        ' ',
      ),
    );
    const e = exact(r);
    for (const k of keys(r).slice(0, 9)) expect(e[k]).toBe('36/37');
    for (const k of keys(r).slice(9)) expect(e[k]).toBe('73/74');
    expect(exact(roulette.buildReport({ options: { zeroRule: 'prison' } })).rouge).toBe('1350/1369');
    expect(exact(roulette.buildReport({ options: { zeroRule: 'prison', doublePrison: 'on' } })).passe).toBe(
      '49302/49987',
    );
    expect((r as WheelReport).bets.map((b) => b.covers)).toEqual([
      1, 2, 3, 4, 6, 12, 12, 24, 24, 18, 18, 18, 18, 18, 18,
    ]);
    expect((r as WheelReport).bets[0]).toMatchObject({
      payout: 35,
      probability: 1 / 37,
      rtp: 36 / 37,
      maxStake: 3000,
    });
    expect(roulette.formatReport(r)).toContain('Retour théorique');
  });

  it('boule: every bet 8/9', () => {
    const r = boule.buildReport({ options: { pleinMax: '100' } });
    expect(keys(r)).toEqual(['plein', 'rouge', 'noir', 'pair', 'impair', 'manque', 'passe']);
    expect(Object.values(exact(r))).toEqual(Array(7).fill('8/9'));
    expect((r as WheelReport).bets[0]?.maxStake).toBe(10_000);
  });

  it('vingt-trois: every bet 8/9', () => {
    const r = vingtTrois.buildReport({ options: {} });
    expect(keys(r)).toEqual(['plein-1-4', 'plein-5-11', 'plein-12-14', 'rouge', 'noir']);
    expect(Object.values(exact(r))).toEqual(Array(5).fill('8/9'));
  });

  it('wheel: main bets 48/52 = 12/13 under "pour"; the bonus bet 2/52 × 1425/6 shown as it is', () => {
    const r = wheel.buildReport({ options: {} });
    expect(keys(r)).toEqual(['2', '4', '6', '16', '24', '48', 'bonus']);
    const e = exact(r);
    for (const k of ['2', '4', '6', '16', '24', '48']) expect(e[k]).toBe('12/13');
    expect(e.bonus).toBe('475/52');
    expect((r as WheelReport).bets.at(-1)).toMatchObject({
      payout: 237.5,
      probability: 2 / 52,
      maxStake: 100,
    });
    // The literal "net N plus stake" reading: 2 → 72/52 = 18/13 (138 %, A.4).
    expect(exact(wheel.buildReport({ options: { reading: 'plus' } }))['2']).toBe('18/13');
  });

  it('--simulate adds a measured return whose 99 % interval holds the exact value', () => {
    const r = boule.buildReport({ options: {}, simulate: 20_000 }) as WheelReport;
    for (const b of r.bets) expect(b.simulated?.rounds).toBe(20_000);
    expect(
      r.bets.filter((b) => b.simulated && b.simulated.low <= 8 / 9 && 8 / 9 <= b.simulated.high).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('every module has the CLI contract', () => {
    expect(
      modules.every((m) => typeof m.buildReport === 'function' && typeof m.formatReport === 'function'),
    ).toBe(true);
  });

  it('refuses an unknown option rather than ignoring it', () => {
    expect(() => roulette.buildReport({ options: { zeroRule: 'lose' } })).toThrow(RangeError);
    expect(() => vingtTrois.buildReport({ options: { chanceMax: '300' } })).toThrow(RangeError);
  });
});
