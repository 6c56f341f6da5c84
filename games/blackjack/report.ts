// `npm run --silent rules -- blackjack --json [--simulate N] [--option k=v]`: the table's rules
// and the return of the documented basic strategy (strategy.ts) measured through the decider.
import type { ReportArgs } from '../cards/report.ts';
import { cents } from '../money.ts';
import { createRng } from '../rng.ts';
import { DEFAULT_OPTIONS, HYPER_PAYS, type BlackjackOptions } from './options.ts';
import { simulate } from './simulate.ts';

/** The blackjack rules report. */
export interface BlackjackReport {
  readonly game: 'blackjack';
  readonly options: BlackjackOptions;
  readonly bets: readonly {
    readonly bet: string;
    readonly pays: string;
    readonly return?: number;
    readonly returnPerAmountStaked?: number;
    readonly rounds?: number;
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

/** Builds the report (`return` is per original stake, doubles and splits counted in the result); `--simulate N` (default 100,000) rounds of one box with the CSPRNG. */
export function buildReport(request: ReportArgs): BlackjackReport {
  const options = optionsFrom(request.options);
  const rounds = request.simulate ?? 100_000;
  const sim = simulate(options, rounds, { rng: createRng(), now: 0 });
  return {
    game: 'blackjack',
    options,
    bets: [
      {
        bet: 'main',
        pays: `1 to 1; blackjack 3 to 2 (odd cent rounded ${options.blackjackRounding})`,
        // Per original stake (doubles and splits counted in the result), as house edges are quoted.
        return: (sim.initial + sim.returned - sim.staked) / sim.initial,
        returnPerAmountStaked: sim.returned / sim.staked,
        rounds,
      },
      { bet: 'insurance', pays: '2 to 1, up to half the stake, only against an ace' },
      ...Object.entries(HYPER_PAYS).map(([result, n]) => ({ bet: `hyper ${result}`, pays: `${n} to 1` })),
    ],
    strategy:
      'ENHC basic strategy, strategy.ts: hard 17+ stand; 13–16 stand v 2–6; 12 stand v 4–6; 10–11 double v 2–9; 9 double v 3–6; ' +
      'soft 19+ stand; soft 18 double v 3–6, stand v 2,7,8, hit v 9,10,A; soft 17 double v 3–6; soft 15–16 double v 4–6; soft 13–14 double v 5–6; ' +
      'split A v 2–10, 8 v 2–9, 9 v 2–6 and 8–9, 2/3/7 v 2–7, 6 v 2–6, 4 v 5–6; never split 5 or 10; no insurance.',
  };
}

/** The report as text. */
export function formatReport(report: object): string {
  const r = report as BlackjackReport;
  const lines = r.bets.map(
    (b) =>
      `${b.bet.padEnd(14)} ${b.pays}${b.return === undefined ? '' : ` — retour ${(b.return * 100).toFixed(2)} % sur ${b.rounds} coups`}`,
  );
  return [
    `Black jack — ${r.options.decks} jeux, banque reste sur tous les 17, sans carte cachée`,
    ...lines,
    r.strategy,
  ].join('\n');
}
