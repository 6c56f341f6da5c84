// `npm run --silent rules -- vingt-trois` (issue 3 §8; seed 002; RULES.md A.3).
import { times } from '../money.ts';
import { frac } from '../wheelRound/exact.ts';
import {
  type BetDefinition,
  type ReportRequestLike,
  type WheelReport,
  buildWheelReport,
  formatWheelReport,
} from '../wheelRound/report.ts';
import { VT_POCKETS, type VtSpot, parseVtOptions, vingtTroisRules, vtPleinPayout } from './rules.ts';

/** The vingt-trois report. */
export function buildReport(request: ReportRequestLike): WheelReport {
  const o = parseVtOptions(request.options);
  const plein = (bet: string, n: number): BetDefinition<VtSpot> => ({
    bet,
    spot: { kind: 'plein', number: n },
    covers: VT_POCKETS.filter((p) => p.number === n).length,
    payout: vtPleinPayout(n),
    payoutText: `${vtPleinPayout(n)} contre 1`,
    maxStake: times(o.tableMinimum, o.pleinMaxMultiple),
  });
  const chance = (c: 'rouge' | 'noir'): BetDefinition<VtSpot> => ({
    bet: c,
    spot: { kind: 'chance', chance: c },
    covers: VT_POCKETS.filter((p) => p.colour === c).length,
    payout: 1,
    payoutText: '1 contre 1',
    maxStake: times(o.tableMinimum, o.chanceMaxMultiple),
  });
  const defs = [
    plein('plein-1-4', 1),
    plein('plein-5-11', 5),
    plein('plein-12-14', 12),
    chance('rouge'),
    chance('noir'),
  ];
  const outcomes = VT_POCKETS.map((_, pocket) => ({ outcome: { pocket }, p: frac(1, VT_POCKETS.length) }));
  const notes = ['Couvre : nombre de cases sur 27.', 'Sur le 13 (blanc), rouge et noir perdent (art. 46).'];
  return buildWheelReport(vingtTroisRules, o, defs, outcomes, request, notes);
}

/** The French paytable. */
export function formatReport(report: object): string {
  return formatWheelReport(report, 'Vingt-trois — tableau des paiements');
}
