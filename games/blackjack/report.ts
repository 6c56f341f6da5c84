// `npm run --silent rules -- blackjack --json [--simulate N] [--option k=v]`: the table's rules
// and the return of the basic strategy of its options, computed over the shoe (expectation.ts).
import type { ReportArgs } from '../cards/report.ts';
import { cents } from '../money.ts';
import { createRng } from '../rng.ts';
import { expectationOf } from './expectation.ts';
import { DEFAULT_OPTIONS, HYPER_PAYS, type BlackjackOptions } from './options.ts';
import { type MeasuredReturn, measuredReturn, simulate } from './simulate.ts';
import { describeChart } from './strategy.ts';

/** The blackjack rules report. */
export interface BlackjackReport {
  readonly game: 'blackjack';
  readonly options: BlackjackOptions;
  readonly bets: readonly {
    readonly bet: string;
    readonly pays: string;
    /** Return per original stake of the basic strategy, by combinatorial analysis (expectation.ts). */
    readonly rtp?: number;
    /** How `rtp` is obtained: exact off a full shoe but for splits (docs/rules-cards.md). */
    readonly rtpMethod?: 'combinatorial';
    /** Probability of a round with a split, the approximated part of `rtp`. */
    readonly splitShare?: number;
    /** `--simulate N`: the same strategy played N rounds through the decider, with its 95 % interval. */
    readonly simulation?: MeasuredReturn & { readonly rounds: number };
  }[];
  readonly strategy: string;
}

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
        pays: `1 to 1; blackjack 3 to 2 (odd cent rounded ${options.blackjackRounding})`,
        // Per original stake (doubles and splits counted in the result), as house edges are quoted.
        rtp: exact.rtp,
        rtpMethod: 'combinatorial',
        splitShare: exact.splitChance,
        ...simulation,
      },
      { bet: 'insurance', pays: '2 to 1, up to half the stake, only against an ace' },
      ...Object.entries(HYPER_PAYS).map(([result, n]) => ({ bet: `hyper ${result}`, pays: `${n} to 1` })),
    ],
    strategy: describeChart(exact.chart).join('\n'),
  };
}

/** The report as text. */
export function formatReport(report: object): string {
  const r = report as BlackjackReport;
  const lines = r.bets.map(
    (b) =>
      `${b.bet.padEnd(14)} ${b.pays}${b.rtp === undefined ? '' : ` — retour ${(b.rtp * 100).toFixed(3)} % (analyse combinatoire)`}${
        b.simulation === undefined
          ? ''
          : `, simulé ${(b.simulation.rtp * 100).toFixed(2)} % [${(b.simulation.rtpInterval.low * 100).toFixed(2)} ; ${(b.simulation.rtpInterval.high * 100).toFixed(2)}] à 95 % sur ${b.simulation.rounds} coups`
      }`,
  );
  return [
    `Black jack — ${r.options.decks} jeux, banque reste sur tous les 17, sans carte cachée`,
    ...lines,
    r.strategy,
  ].join('\n');
}
