import { describe, expect, it } from 'vitest';
import type { ReportModule } from '../../cli/rules.ts';
import * as reportModule from '../report.ts';
import { buildReport } from '../report.ts';

// The module satisfies the dispatcher's contract.
const _contract: ReportModule = reportModule;
void _contract;

// Exact house edges by complete enumeration of the shoe (published values to 4 decimals agree).
describe('punto banco exact returns', () => {
  const edge = (decks: string, paytable: string, bet: string): number =>
    buildReport({ options: { decks, paytable } }).bets.find((b) => b.bet === bet)!.houseEdge;

  it('8 decks, standard paytable', () => {
    expect(edge('8', 'standard', 'banco')).toBeCloseTo(0.010579, 6);
    expect(edge('8', 'standard', 'punto')).toBeCloseTo(0.012351, 6);
    expect(edge('8', 'standard', 'egalite')).toBeCloseTo(0.143596, 6);
  });

  it('6 decks, standard paytable', () => {
    expect(edge('6', 'standard', 'banco')).toBeCloseTo(0.010558, 6);
    expect(edge('6', 'standard', 'punto')).toBeCloseTo(0.012374, 6);
    expect(edge('6', 'standard', 'egalite')).toBeCloseTo(0.144382, 6);
  });

  it('alternative paytable changes only the banco bet', () => {
    expect(edge('8', 'alternative', 'banco')).toBeCloseTo(0.014581, 6);
    expect(edge('6', 'alternative', 'banco')).toBeCloseTo(0.014548, 6);
    expect(edge('8', 'alternative', 'punto')).toBe(edge('8', 'standard', 'punto'));
  });

  it('gives exact fractions and shares that sum to one', () => {
    const r = buildReport({ options: { decks: '8' } });
    expect(r.bets[0]!.rtpExact).toBe('19283843717413/19524993263685');
    expect(r.probabilities.punto + r.probabilities.banco + r.probabilities.egalite).toBeCloseTo(1, 12);
  });

  it('refuses options it does not know', () => {
    expect(() => buildReport({ options: { decks: '7' } })).toThrow();
    expect(() => buildReport({ options: { paytable: 'x' } })).toThrow();
  });
});
