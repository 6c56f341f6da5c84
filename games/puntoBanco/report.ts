// `npm run --silent rules -- punto-banco --json [--option decks=6|8] [--option
// paytable=standard|alternative]`: the exact return of each bet, by enumeration (issue 4).
import { frenchPercent } from '../frenchNumbers.ts';
import { cents, formatEuros } from '../money.ts';
import type { ReportArgs, ReportBet, RulesReport } from '../report.ts';
import { DEFAULT_OPTIONS, type Paytable } from './options.ts';
import { type CoupCounts, countCoups } from './odds.ts';

/** One bet's line of the report (the shape every game shares, games/report.ts). */
export interface BetReport extends ReportBet {
  /** `punto`, `banco` or `egalite`. */
  readonly bet: string;
  /** The payout as the felt words it, in French. */
  readonly payoutText: string;
  /** Expected amount returned per unit staked, stake included. */
  readonly rtp: number;
  /** The same return as an exact fraction of integers. */
  readonly rtpExact: string;
  /** 1 − rtp. */
  readonly houseEdge: number;
}

/** The punto banco rules report. */
export interface PuntoBancoReport extends RulesReport<BetReport> {
  readonly game: 'punto-banco';
  readonly options: {
    readonly decks: 6 | 8;
    readonly paytable: Paytable;
    readonly stakeStepCents: number;
    /** Table minimum per bet (cents). */
    readonly minimum: number;
    /** Maximum per bet as a multiple of the minimum. */
    readonly maxMultiple: number;
    /** Cards left behind the cut card. */
    readonly cutRemaining: number;
  };
  readonly probabilities: { readonly punto: number; readonly banco: number; readonly egalite: number };
  readonly bets: readonly BetReport[];
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function line(bet: string, payoutText: string, num: bigint, den: bigint): BetReport {
  const g = gcd(num, den);
  // 12 significant digits are exact enough for a float view; the fraction is the truth.
  const rtp = Number((num * 10n ** 15n) / den) / 1e15;
  return { bet, payoutText, rtp, rtpExact: `${num / g}/${den / g}`, houseEdge: 1 - rtp };
}

/** Returns of the three bets under a paytable, from exact counts (RULES.md A.6, B §7.3). */
export function betReturns(c: CoupCounts, paytable: Paytable): BetReport[] {
  const banco = c.bancoSix + c.bancoOther;
  return [
    line('punto', '1 contre 1', 2n * c.punto + c.egalite, c.total),
    paytable === 'standard'
      ? line(
          'banco',
          '1 contre 1, moins 5\u00a0% de commission',
          195n * banco + 100n * c.egalite,
          100n * c.total,
        )
      : line(
          'banco',
          '1 contre 1 ; 1 contre 2 quand banco gagne avec 6, sans commission',
          4n * c.bancoOther + 3n * c.bancoSix + 2n * c.egalite,
          2n * c.total,
        ),
    line('egalite', '8 contre 1', 9n * c.egalite, c.total),
  ];
}

/** A whole number option, or its default when absent. */
function count(options: Readonly<Record<string, string>>, key: string, fallback: number): number {
  const value = options[key];
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${key} must be a whole number`);
  return Number(value);
}

const KEYS = ['decks', 'paytable', 'minimum', 'maxMultiple', 'stakeStep', 'cutRemaining'];

/**
 * Builds the report for `--option decks=6|8`, `paytable=standard|alternative` and the table's
 * limits `minimum`, `maxMultiple` (50|100|200), `stakeStep` (cents) and `cutRemaining` (cards).
 */
export function buildReport(request: ReportArgs): PuntoBancoReport {
  const unknown = Object.keys(request.options).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) throw new Error(`unknown punto banco option ${unknown.join(', ')}`);
  const minimum = count(request.options, 'minimum', DEFAULT_OPTIONS.minimum);
  const maxMultiple = count(request.options, 'maxMultiple', DEFAULT_OPTIONS.maxMultiple);
  if (![50, 100, 200].includes(maxMultiple)) throw new Error('maxMultiple must be 50, 100 or 200');
  const stakeStepCents = count(request.options, 'stakeStep', DEFAULT_OPTIONS.stakeStep);
  const cutRemaining = count(request.options, 'cutRemaining', DEFAULT_OPTIONS.cutRemaining);
  const decks =
    request.options['decks'] === undefined ? DEFAULT_OPTIONS.decks : Number(request.options['decks']);
  if (decks !== 6 && decks !== 8) throw new Error('decks must be 6 or 8');
  const paytable = request.options['paytable'] ?? DEFAULT_OPTIONS.paytable;
  if (paytable !== 'standard' && paytable !== 'alternative')
    throw new Error('paytable must be standard or alternative');
  const counts = countCoups(decks);
  const p = (x: bigint): number => Number((x * 10n ** 15n) / counts.total) / 1e15;
  return {
    game: 'punto-banco',
    options: { decks, paytable, stakeStepCents, minimum, maxMultiple, cutRemaining },
    probabilities: {
      punto: p(counts.punto),
      banco: p(counts.bancoSix + counts.bancoOther),
      egalite: p(counts.egalite),
    },
    bets: betReturns(counts, paytable),
  };
}

/** The bets as the felt names them. */
const LABELS: Readonly<Record<string, string>> = { punto: 'Punto', banco: 'Banco', egalite: 'Égalité' };

/** The report as a readable French table: one line per bet, return and house edge to 4 decimals. */
export function formatReport(report: object): string {
  const r = report as PuntoBancoReport;
  const width = Math.max(...r.bets.map((b) => b.payoutText.length));
  const rows = r.bets.map(
    (b) =>
      `${(LABELS[b.bet] ?? b.bet).padEnd(8)} ${b.payoutText.padEnd(width)}  retour ${frenchPercent(b.rtp, 4)}  avantage ${frenchPercent(b.houseEdge, 4)}`,
  );
  const eur = (c: number): string => formatEuros(cents(c));
  const limits = `Mise minimum ${eur(r.options.minimum)}, maximum ${eur(r.options.minimum * r.options.maxMultiple)} par pari, par pas de ${eur(r.options.stakeStepCents)}`;
  const table = r.options.paytable === 'standard' ? 'tableau standard' : 'tableau alternatif';
  return [`Punto banco — ${r.options.decks} jeux, ${table}`, limits, ...rows].join('\n');
}
