// `npm run --silent rules -- blackjack --json [--simulate N] [--option k=v]`: the table's rules
// and the return of the documented basic strategy (strategy.ts) measured through the decider.
import { frenchInteger, frenchPercent } from '../frenchNumbers.ts';
import { cents } from '../money.ts';
import type { ReportArgs, ReportBet, RulesReport } from '../report.ts';
import { createRng } from '../rng.ts';
import { DEFAULT_OPTIONS, HYPER_PAYS, type BlackjackOptions } from './options.ts';
import { simulate } from './simulate.ts';

/** One bet of the blackjack report (the shape every game shares, games/report.ts). */
export interface BlackjackBet extends ReportBet {
  /** Per amount staked, doubles and splits included (`rtp` is per original stake). */
  readonly returnPerAmountStaked?: number;
  /** Rounds the return was measured over. */
  readonly rounds?: number;
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
        payoutText: `1 contre 1 ; black jack 3 contre 2 (centime impair arrondi ${ROUNDING[options.blackjackRounding]})`,
        // Per original stake (doubles and splits counted in the result), as house edges are quoted.
        rtp: (sim.initial + sim.returned - sim.staked) / sim.initial,
        returnPerAmountStaked: sim.returned / sim.staked,
        rounds,
      },
      { bet: 'insurance', payoutText: '2 contre 1, jusqu’à la moitié de la mise, seulement contre un as' },
      ...Object.entries(HYPER_PAYS).map(([result, n]) => ({
        bet: `hyper ${result}`,
        payoutText: `${n} contre 1`,
      })),
    ],
    strategy:
      'Stratégie de base sans carte cachée (strategy.ts) : dur 17 et plus, rester ; 13–16, rester contre 2–6 ; 12, rester contre 4–6 ; ' +
      '10–11, doubler contre 2–9 ; 9, doubler contre 3–6 ; souple 19 et plus, rester ; souple 18, doubler contre 3–6, rester contre 2, 7, 8, ' +
      'tirer contre 9, 10, as ; souple 17, doubler contre 3–6 ; souple 15–16, doubler contre 4–6 ; souple 13–14, doubler contre 5–6 ; ' +
      'séparer les as contre 2–10, les 8 contre 2–9, les 9 contre 2–6 et 8–9, les 2, 3 et 7 contre 2–7, les 6 contre 2–6, les 4 contre 5–6 ; ' +
      'ne jamais séparer les 5 ni les 10 ; pas d’assurance.',
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
      `${label(b.bet).padEnd(28)} ${b.payoutText}${b.rtp === undefined ? '' : ` — retour ${frenchPercent(b.rtp, 2)} sur ${frenchInteger(b.rounds ?? 0)} coups`}`,
  );
  return [
    `Black jack — ${r.options.decks} jeux, banque reste sur tous les 17, sans carte cachée`,
    ...lines,
    r.strategy,
  ].join('\n');
}
