// `npm run --silent rules -- boule` (issue 3 §8; seed 002; RULES.md A.3).
import { times } from '../money.ts';
import { frac } from '../wheelRound/exact.ts';
import {
  type BetDefinition,
  type ReportRequestLike,
  type WheelReport,
  buildWheelReport,
  formatWheelReport,
} from '../wheelRound/report.ts';
import {
  BOULE_CHANCES,
  BOULE_CHANCE_NUMBERS,
  BOULE_PAYOUT,
  type BouleSpot,
  bouleRules,
  parseBouleOptions,
} from './rules.ts';

/** The boule report. */
export function buildReport(request: ReportRequestLike): WheelReport {
  const o = parseBouleOptions(request.options);
  const defs: BetDefinition<BouleSpot>[] = [
    {
      bet: 'plein',
      spot: { kind: 'plein', number: 3 },
      covers: 1,
      payout: BOULE_PAYOUT.plein,
      payoutText: '7 contre 1',
      maxStake: times(o.tableMinimum, o.pleinMaxMultiple),
    },
    ...BOULE_CHANCES.map((chance): BetDefinition<BouleSpot> => ({
      bet: chance,
      spot: { kind: 'chance', chance },
      covers: BOULE_CHANCE_NUMBERS[chance].length,
      payout: BOULE_PAYOUT.chance,
      payoutText: '1 contre 1',
      maxStake: times(o.tableMinimum, o.chanceMaxMultiple),
    })),
  ];
  const outcomes = Array.from({ length: 9 }, (_, i) => ({ outcome: { number: i + 1 }, p: frac(1, 9) }));
  const notes = [
    'Sur le 5, toutes les chances simples perdent (art. 46).',
    'Maxima fixés à l’ouverture, inchangés jusqu’à la séance du lendemain.',
  ];
  return buildWheelReport(bouleRules, o, defs, outcomes, request, notes);
}

/** The French paytable. */
export function formatReport(report: object): string {
  return formatWheelReport(report, 'Boule — tableau des paiements');
}
