import { describe, expect, it } from 'vitest';
import type { ReportModule } from '../../cli/rules.ts';
import * as reportModule from '../report.ts';
import { buildReport, optionsFrom } from '../report.ts';

const _contract: ReportModule = reportModule;
void _contract;

describe('blackjack rules report', () => {
  it('measures the basic strategy return through the decider', () => {
    const r = buildReport({ options: { surrender: 'true' }, simulate: 20_000 });
    expect(r.options.surrender).toBe(true);
    const main = r.bets[0]!;
    expect(main.rounds).toBe(20_000);
    // ENHC S17 basic strategy is about 99.4–99.6 %; 20,000 rounds carry about ±0.8 % noise.
    expect(main.rtp).toBeGreaterThan(0.97);
    expect(main.rtp).toBeLessThan(1.02);
    expect(reportModule.formatReport(r)).toContain('Black jack');
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
