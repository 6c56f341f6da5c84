// `npm run --silent rules -- blackjack --json [--simulate N] [--option k=v]`: the table's rules
// and the return of the basic strategy of its options, computed over the shoe (expectation.ts).
import { frenchInteger, frenchPercent } from '../frenchNumbers.ts';
import { cents } from '../money.ts';
import type { ReportArgs, ReportBet, RulesReport } from '../report.ts';
import { createRng } from '../rng.ts';
import { expectationOf } from './expectation.ts';
import { DEFAULT_OPTIONS, HYPER_PAYS, type BlackjackOptions } from './options.ts';
import { type MeasuredReturn, measuredReturn, simulate } from './simulate.ts';
import { describeChart } from './strategy.ts';

/** One bet of the blackjack report (the shape every game shares, games/report.ts). */
export interface BlackjackBet extends ReportBet {
  /** How `rtp` is obtained: exact off a full shoe but for splits (docs/rules-cards.md). */
  readonly rtpMethod?: 'combinatorial';
  /** Probability of a round with a split, the approximated part of `rtp`. */
  readonly splitShare?: number;
  /** `--simulate N`: the same strategy played N rounds through the decider, with its 95 % interval. */
  readonly simulation?: MeasuredReturn & { readonly rounds: number };
}

/** The blackjack rules report. */
export interface BlackjackReport extends RulesReport<BlackjackBet> {
  readonly game: 'blackjack';
  readonly options: BlackjackOptions;
  readonly strategy: string;
}

/** How the odd cent of a 3 to 2 is rounded, in French. */
const ROUNDING = {
  down: 'au centime inférieur',
  up: 'au centime supérieur',
  halfUp: 'au plus proche',
} as const;

const BOOLEAN_OPTIONS = ['surrender', 'resplit', 'doubleAfterSplit', 'splitTensByValue', 'hyper'] as const;
// Every other key of BlackjackOptions, so that a hub table's whole configuration can be reported.
const CENTS_OPTIONS = ['minimum', 'maximum', 'hyperMinimum', 'hyperMaximum'] as const;
const COUNT_OPTIONS = ['burn', 'cutRemaining', 'boxes', 'maxBoxesPerPlayer', 'maxHands', 'turnMs'] as const;

/** Table options from `--option key=value` (unknown keys and values are refused). */
export function optionsFrom(args: Readonly<Record<string, string>>): BlackjackOptions {
  let o: BlackjackOptions = DEFAULT_OPTIONS;
  for (const [key, value] of Object.entries(args)) {
    if (key === 'decks' && /^[1-8]$/.test(value)) o = { ...o, decks: Number(value) };
    else if (key === 'doubleOn' && (value === 'any' || value === 'nineToEleven'))
      o = { ...o, doubleOn: value };
    else if (key === 'dealerBlackjackTakes' && (value === 'all' || value === 'original'))
      o = { ...o, dealerBlackjackTakes: value };
    else if (
      (BOOLEAN_OPTIONS as readonly string[]).includes(key) &&
      (value === 'true' || value === 'false')
    ) {
      o = { ...o, [key]: value === 'true' };
    } else if ((CENTS_OPTIONS as readonly string[]).includes(key) && /^\d+$/.test(value))
      o = { ...o, [key]: cents(Number(value)) };
    else if ((COUNT_OPTIONS as readonly string[]).includes(key) && /^\d+$/.test(value))
      o = { ...o, [key]: Number(value) };
    else if (key === 'blackjackRounding' && (value === 'down' || value === 'up' || value === 'halfUp'))
      o = { ...o, blackjackRounding: value };
    else throw new Error(`unknown blackjack option ${key}=${value}`);
  }
  return o;
}

/** Builds the report: the return of the table's basic strategy computed over the shoe; `--simulate N` adds N CSPRNG rounds through the decider. */
export function buildReport(request: ReportArgs): BlackjackReport {
  const options = optionsFrom(request.options);
  // Issue 10 §7: computed, not sampled, so the printed return carries no sampling error.
  const exact = expectationOf(options);
  const rounds = request.simulate;
  const simulation =
    rounds === undefined
      ? {}
      : {
          simulation: {
            ...measuredReturn(simulate(options, rounds, { rng: createRng(), now: 0 }, exact.chart)),
            rounds,
          },
        };
  return {
    game: 'blackjack',
    options,
    bets: [
      {
        bet: 'main',
        payoutText: `1 contre 1 ; black jack 3 contre 2 (centime impair arrondi ${ROUNDING[options.blackjackRounding]})`,
        // Per original stake (doubles and splits counted in the result), as house edges are quoted.
        rtp: exact.rtp,
        rtpMethod: 'combinatorial',
        splitShare: exact.splitChance,
        ...simulation,
      },
      { bet: 'insurance', payoutText: '2 contre 1, jusqu’à la moitié de la mise, seulement contre un as' },
      ...Object.entries(HYPER_PAYS).map(([result, n]) => ({
        bet: `hyper ${result}`,
        payoutText: `${n} contre 1`,
      })),
    ],
    strategy: describeChart(exact.chart).join('\n'),
  };
}

/** The bets as the French paytable names them (the JSON keeps the engine's keys). */
function label(bet: string): string {
  if (bet === 'main') return 'mise principale';
  if (bet === 'insurance') return 'assurance';
  if (bet === 'hyper blackjack') return 'hyper black jack';
  if (bet === 'hyper bust') return 'hyper croupier à plus de 21';
  return bet;
}

/** The report as a readable French table. */
export function formatReport(report: object): string {
  const r = report as BlackjackReport;
  const lines = r.bets.map(
    (b) =>
      `${label(b.bet).padEnd(28)} ${b.payoutText}${b.rtp === undefined ? '' : ` — retour ${frenchPercent(b.rtp, 3)} (analyse combinatoire)`}${
        b.simulation === undefined
          ? ''
          : `, simulé ${frenchPercent(b.simulation.rtp, 2)} [${frenchPercent(b.simulation.rtpInterval.low, 2)} ; ${frenchPercent(b.simulation.rtpInterval.high, 2)}] à 95 % sur ${frenchInteger(b.simulation.rounds)} coups`
      }`,
  );
  return [
    `Black jack — ${r.options.decks} jeux, banque reste sur tous les 17, sans carte cachée`,
    ...lines,
    r.strategy,
  ].join('\n');
}
