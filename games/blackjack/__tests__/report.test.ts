import { describe, expect, it } from 'vitest';
import type { ReportModule } from '../../cli/rules.ts';
import * as reportModule from '../report.ts';
import { expectationOf } from '../expectation.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { buildReport, optionsFrom } from '../report.ts';

const _contract: ReportModule = reportModule;
void _contract;

describe('blackjack rules report', () => {
  it('prints the computed return of the basic strategy: the same figure at every build (issue 10 §7)', () => {
    const main = buildReport({ options: {} }).bets[0]!;
    expect(main).toMatchObject({ rtpMethod: 'combinatorial' });
    expect(main.rtp).toBe(expectationOf(DEFAULT_OPTIONS).rtp);
    expect(buildReport({ options: {} }).bets[0]!.rtp).toBe(main.rtp);
    // ENHC, S17, DAS, all stakes lost to a dealer blackjack: about 0.5 % below the peek game's 0.40.
    expect(main.rtp).toBeGreaterThan(0.994);
    expect(main.rtp).toBeLessThan(0.996);
    expect('return' in main).toBe(false);
    expect(reportModule.formatReport(buildReport({ options: {} }))).toContain('Black jack');
  });

  it('prints a surrender table 0.25 ± 0.03 point higher, its strategy giving up 15 and 16 against a 10', () => {
    const plain = buildReport({ options: {} });
    const surrender = buildReport({ options: { surrender: 'true' } });
    expect(surrender.options.surrender).toBe(true);
    const gain = (surrender.bets[0]!.rtp! - plain.bets[0]!.rtp!) * 100;
    expect(gain).toBeGreaterThan(0.22);
    expect(gain).toBeLessThan(0.28);
    // Columns: the dealer's 2 … 10, A (A = abandonner).
    expect(surrender.strategy.split('\n')).toContain('dur 16    R R R R R T T A A T');
    expect(surrender.strategy.split('\n')).toContain('dur 15    R R R R R T T T A T');
    expect(plain.strategy.split('\n')).toContain('dur 16    R R R R R T T T T T');
  });

  it('adds, with --simulate N, N rounds through the decider with their 95 % interval', () => {
    const main = buildReport({ options: {}, simulate: 20_000 }).bets[0]!;
    const sim = main.simulation!;
    expect(main.rtp).toBe(expectationOf(DEFAULT_OPTIONS).rtp);
    expect(sim.rounds).toBe(20_000);
    expect(sim.rtpInterval.level).toBe(0.95);
    expect(sim.rtpInterval.low).toBeLessThan(sim.rtp);
    expect(sim.rtpInterval.high).toBeGreaterThan(sim.rtp);
    // A round's result has a standard deviation of about 1.15 stakes: ± 1.96 × 1.15 / √N.
    const half = (sim.rtpInterval.high - sim.rtpInterval.low) / 2;
    expect(half).toBeGreaterThan(0.012);
    expect(half).toBeLessThan(0.02);
  });

  it('refuses unknown options', () => {
    expect(() => optionsFrom({ soft17: 'hit' })).toThrow();
    expect(optionsFrom({ doubleOn: 'nineToEleven', dealerBlackjackTakes: 'original' })).toMatchObject({
      doubleOn: 'nineToEleven',
      dealerBlackjackTakes: 'original',
    });
  });
});

describe('blackjack options', () => {
  it('accepts the defaults and names what is wrong', async () => {
    const { checkOptions, DEFAULT_OPTIONS } = await import('../options.ts');
    expect(checkOptions(DEFAULT_OPTIONS)).toEqual([]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, boxes: 8 })).toEqual(['1 to 7 boxes']);
  });
});
