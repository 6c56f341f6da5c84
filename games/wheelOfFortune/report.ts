// `npm run --silent rules -- wheel` (issue 3 §8; seed 000; RULES.md A.4).
import { times } from '../money.ts';
import { frac, fmul } from '../wheelRound/exact.ts';
import {
  type BetDefinition,
  type ReportRequestLike,
  type WheelReport,
  buildWheelReport,
  formatWheelReport,
} from '../wheelRound/report.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST } from './layout.ts';
import { type WheelOutcome, type WheelSpot, parseWheelOptions, wheelRules } from './rules.ts';
import type { WeightedOutcome } from '../wheelRound/analysis.ts';

/** The wheel of fortune report; the bonus bet's return is shown as it is, far above 100 % (A.4). */
export function buildReport(request: ReportRequestLike): WheelReport {
  const o = parseWheelOptions(request.options);
  const reading = o.reading === 'pour' ? 'pour 1' : 'contre 1';
  const defs = WHEEL_SYMBOL_LIST.map((symbol): BetDefinition<WheelSpot> => {
    const s = WHEEL_SYMBOLS[symbol];
    return symbol === 'bonus'
      ? {
          bet: 'bonus',
          spot: { symbol },
          covers: s.count,
          // The bonus wheel's mean ratio (its six segments are equally likely); the text lists them.
          payout: BONUS_WHEEL.reduce((t, b) => t + b.ratio, 0) / BONUS_WHEEL.length,
          payoutText: `roue bonus (${BONUS_WHEEL.map((b) => b.ratio).join('/')} ${reading})`,
          maxStake: o.bonusStake,
        }
      : {
          bet: symbol,
          spot: { symbol },
          covers: s.count,
          payout: s.ratio,
          payoutText: `${s.ratio} ${reading}`,
          maxStake: times(o.tableMinimum, s.maxMultiple),
        };
  });
  // Every main segment 1/52; on purple each bonus segment 1/6 of that.
  const outcomes = MAIN_WHEEL.flatMap((symbol, segment): WeightedOutcome<WheelOutcome>[] =>
    symbol === 'bonus'
      ? BONUS_WHEEL.map((_, bonusSegment) => ({
          outcome: { segment, bonusSegment },
          p: fmul(frac(1, 52), frac(1, 6)),
        }))
      : [{ outcome: { segment, bonusSegment: null }, p: frac(1, 52) }],
  );
  const notes = [
    o.reading === 'pour'
      ? '« N pour 1 » : le gain comprend la mise (N × la mise rendue en tout), lecture par défaut (RULES.md A.4).'
      : '« N pour 1 » lu comme N contre 1 plus la mise (option reading=plus).',
    'Le pari violet (bonus) est une mise fixe ; son retour théorique dépasse 100\u00a0% avec des segments bonus équiprobables.',
    'Un lancer de moins de deux tours ou une anomalie de rotation annule le lancer : toutes les mises sont recréditées.',
  ];
  return buildWheelReport(wheelRules, o, defs, outcomes, request, notes);
}

/** The French paytable. */
export function formatReport(report: object): string {
  return formatWheelReport(report, 'Roue de la chance électronique — tableau des paiements');
}
