// `npm run --silent rules -- punto-banco --json [--option decks=6|8] [--option
// paytable=standard|alternative]`: the exact return of each bet, by enumeration (issue 4).
import type { ReportArgs } from '../cards/report.ts';
import { DEFAULT_OPTIONS, type Paytable } from './options.ts';
import { type CoupCounts, countCoups } from './odds.ts';

/** One bet's line of the report. */
export interface BetReport {
  /** `punto`, `banco` or `egalite`. */
  readonly bet: string;
  /** The payout as displayed. */
  readonly pays: string;
  /** Expected amount returned per unit staked, stake included. */
  readonly return: number;
  /** 1 − return. */
  readonly houseEdge: number;
  /** The same return as an exact fraction of integers. */
  readonly exactReturn: string;
}

/** The punto banco rules report. */
export interface PuntoBancoReport {
  readonly game: 'punto-banco';
  readonly options: { readonly decks: 6 | 8; readonly paytable: Paytable; readonly stakeStepCents: number };
  readonly probabilities: { readonly punto: number; readonly banco: number; readonly egalite: number };
  readonly bets: readonly BetReport[];
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function line(bet: string, pays: string, num: bigint, den: bigint): BetReport {
  const g = gcd(num, den);
  // 12 significant digits are exact enough for a float view; the fraction is the truth.
  const ret = Number((num * 10n ** 15n) / den) / 1e15;
  return { bet, pays, return: ret, houseEdge: 1 - ret, exactReturn: `${num / g}/${den / g}` };
}

/** Returns of the three bets under a paytable, from exact counts. */
export function betReturns(c: CoupCounts, paytable: Paytable): BetReport[] {
  const banco = c.bancoSix + c.bancoOther;
  return [
    line('punto', '1 to 1', 2n * c.punto + c.egalite, c.total),
    paytable === 'standard'
      ? line('banco', '1 to 1 less 5 % commission', 195n * banco + 100n * c.egalite, 100n * c.total)
      : line(
          'banco',
          '1 to 1; 1 to 2 when banco wins with 6',
          4n * c.bancoOther + 3n * c.bancoSix + 2n * c.egalite,
          2n * c.total,
        ),
    line('egalite', '8 to 1', 9n * c.egalite, c.total),
  ];
}

/** Builds the report for `--option decks=6|8` and `--option paytable=standard|alternative`. */
export function buildReport(request: ReportArgs): PuntoBancoReport {
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
    options: { decks, paytable, stakeStepCents: DEFAULT_OPTIONS.stakeStep },
    probabilities: {
      punto: p(counts.punto),
      banco: p(counts.bancoSix + counts.bancoOther),
      egalite: p(counts.egalite),
    },
    bets: betReturns(counts, paytable),
  };
}

/** The report as a readable table (French felt names). */
export function formatReport(report: object): string {
  const r = report as PuntoBancoReport;
  const rows = r.bets.map(
    (b) =>
      `${b.bet.padEnd(8)} ${b.pays.padEnd(40)} retour ${(b.return * 100).toFixed(4)} %  avantage ${(b.houseEdge * 100).toFixed(4)} %`,
  );
  return [`Punto banco — ${r.options.decks} jeux, table ${r.options.paytable}`, ...rows].join('\n');
}
