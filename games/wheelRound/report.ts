// The rules report shared by the four wheel games (issue 3 §8): one JSON object of the shape every
// game shares (games/report.ts), { game, options, bets: [{ bet, payoutText, rtp, rtpExact, covers,
// payout, probability, maxStake }] }, and its French table.
import { frenchPercent } from '../frenchNumbers.ts';
import { type Cents, formatEuros } from '../money.ts';
import type { ReportArgs, ReportBet, RulesReport } from '../report.ts';
import { createRng, cryptoSource } from '../rng.ts';
import { type Simulated, type WeightedOutcome, analyseBet, simulateBet } from './analysis.ts';
import { toNumber } from './exact.ts';
import type { WheelRules } from './types.ts';

/** The request games/cli/rules.ts passes (games/report.ts `ReportArgs`). */
export type ReportRequestLike = ReportArgs;

/** One line of the paytable. */
export interface BetLine extends ReportBet {
  /** Bet key (issue 3 §8). */
  readonly bet: string;
  /** Numbers, pockets or segments covered. */
  readonly covers: number;
  /** Net payout "N to 1" (roulette, boule, vingt-trois) or "N pour 1" ratio (wheel, see `payoutText`). */
  readonly payout: number;
  /** How the payout reads on the felt. */
  readonly payoutText: string;
  /** Probability of winning outright. */
  readonly probability: number;
  /** Expected return per unit staked, stake included, from the engine's own settlement. */
  readonly rtp: number;
  /** The same, as an exact fraction. */
  readonly rtpExact: string;
  /** Maximum stake per player per spin, in cents. */
  readonly maxStake: Cents;
  /** `--simulate N`: the return measured over N CSPRNG rounds with its 99 % interval. */
  readonly simulated?: Simulated;
}

/** A wheel game's report. */
export interface WheelReport extends RulesReport<BetLine> {
  /** Game key. */
  readonly game: string;
  /** The table options in force. */
  readonly options: object;
  /** One line per bet. */
  readonly bets: readonly BetLine[];
  /** Notes shown under the table (reading, jackpot, [GAP] choices). */
  readonly notes: readonly string[];
}

/** One bet of the paytable and the representative spot its figures are computed on. */
export interface BetDefinition<S> {
  /** Bet key. */
  readonly bet: string;
  /** Representative spot. */
  readonly spot: S;
  /** Covered count. */
  readonly covers: number;
  /** Payout figure. */
  readonly payout: number;
  /** Payout as printed. */
  readonly payoutText: string;
  /** Maximum stake. */
  readonly maxStake: Cents;
}

/** Builds the report: exact figures for every bet, plus a simulation when asked. */
export function buildWheelReport<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  options: P,
  defs: readonly BetDefinition<S>[],
  outcomes: readonly WeightedOutcome<O>[],
  request: ReportRequestLike,
  notes: readonly string[],
): WheelReport {
  const rng = createRng(cryptoSource);
  const bets = defs.map((d): BetLine => {
    const a = analyseBet(rules, options, d.spot, outcomes);
    const line: BetLine = {
      bet: d.bet,
      covers: d.covers,
      payout: d.payout,
      payoutText: d.payoutText,
      probability: toNumber(a.probability),
      rtp: toNumber(a.rtp),
      rtpExact: `${a.rtp.num}/${a.rtp.den}`,
      maxStake: d.maxStake,
    };
    return request.simulate === undefined
      ? line
      : { ...line, simulated: simulateBet(rules, options, d.spot, request.simulate, rng) };
  });
  return { game: rules.game, options: options as object, bets, notes };
}

const pct = (x: number): string => frenchPercent(x, 3);

/** The report as a French table: the permanent paytable the staff console shows. */
export function formatWheelReport(report: object, title: string): string {
  const r = report as WheelReport;
  const rows = r.bets.map((b) => [
    b.bet,
    String(b.covers),
    b.payoutText,
    pct(b.probability),
    pct(b.rtp),
    formatEuros(b.maxStake),
    b.simulated ? `${pct(b.simulated.rtp)} [${pct(b.simulated.low)} ; ${pct(b.simulated.high)}]` : '',
  ]);
  const head = [
    'Mise',
    'Couvre',
    'Paiement',
    'Probabilité',
    'Retour théorique',
    'Maximum',
    r.bets[0]?.simulated ? 'Retour simulé (99\u00a0%)' : '',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    title,
    '',
    line(head),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map(line),
    '',
    ...r.notes.map((n) => `• ${n}`),
  ].join('\n');
}
