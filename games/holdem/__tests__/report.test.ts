import { describe, expect, it } from 'vitest';
import type { ReportModule } from '../../cli/rules.ts';
import { formatHistory, handEvents } from '../history.ts';
import * as reportModule from '../report.ts';
import { buildReport } from '../report.ts';
import { run, table } from './helpers.ts';

const _contract: ReportModule = reportModule;
void _contract;

describe("hold'em report and history", () => {
  it('states the structure and rake, and counts every seven-card hand with --enumerate', () => {
    const plain = buildReport({ options: { structure: 'potLimit' } });
    expect(plain.handCategories).toBeUndefined();
    expect(plain.rake).toContain('4\u00a0% du montant effectif de chaque pot');
    const full = buildReport({ options: {}, enumerate: true });
    expect(Object.values(full.handCategories ?? {}).reduce((a, b) => a + b, 0)).toBe(133_784_560);
    expect(full.handCategories?.['straight-flush']).toBe(41_584);
    expect(() => buildReport({ options: { structure: 'spread' } })).toThrow();
  });

  it('writes a complete hand history', () => {
    const { events } = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [
      { type: 'StartHand' },
      { type: 'Act', seat: 1, action: { kind: 'fold' } },
      { type: 'Act', seat: 2, action: { kind: 'fold' } },
    ]);
    const lines = formatHistory(handEvents(events, 1));
    expect(lines[0]).toContain('Main n° 1');
    expect(lines.some((l) => l.includes('retenue'))).toBe(true);
    expect(lines[lines.length - 1]).toBe('fin de la main n° 1');
  });
});
