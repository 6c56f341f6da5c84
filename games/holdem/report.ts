// `npm run --silent rules -- holdem --json [--enumerate] [--option k=v]`: the betting structure,
// the rake rule and, with `--enumerate`, every seven-card hand counted by category (issue 4).
import type { ReportArgs } from '../cards/report.ts';
import { cents } from '../money.ts';
import { countSevenCardCategories } from '../poker/enumerate.ts';
import type { HandCategory } from '../poker/handValue.ts';
import { DEFAULT_OPTIONS, type HoldemOptions, checkOptions } from './options.ts';

/** The hold'em rules report. */
export interface HoldemReport {
  readonly game: 'holdem';
  readonly options: HoldemOptions;
  readonly betting: readonly string[];
  readonly rake: string;
  readonly bets: readonly [];
  readonly handCategories?: Record<HandCategory, number>;
}

/** Table options from `--option key=value`. */
export function optionsFrom(args: Readonly<Record<string, string>>): HoldemOptions {
  let o: HoldemOptions = DEFAULT_OPTIONS;
  for (const [key, value] of Object.entries(args)) {
    if (key === 'structure' && (value === 'noLimit' || value === 'potLimit' || value === 'fixedLimit'))
      o = { ...o, structure: value };
    else if (key === 'minRaise' && (value === 'increment' || value === 'double'))
      o = { ...o, minRaise: value };
    else if (
      ['smallBlind', 'bigBlind', 'ante', 'rakeUnit', 'caveMinimum', 'recaveMaximum'].includes(key) &&
      /^\d+$/.test(value)
    )
      o = { ...o, [key]: cents(Number(value)) };
    else if (['seats', 'raiseCap', 'rakeBasisPoints', 'turnMs'].includes(key) && /^\d+$/.test(value))
      o = { ...o, [key]: Number(value) };
    else if (key === 'tableId' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) o = { ...o, tableId: value };
    else throw new Error(`unknown holdem option ${key}=${value}`);
  }
  const problems = checkOptions(o);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return o;
}

const STRUCTURES = { noLimit: 'no-limit', potLimit: 'pot-limit', fixedLimit: 'fixed-limit' } as const;

/** Builds the report. */
export function buildReport(request: ReportArgs): HoldemReport {
  const o = optionsFrom(request.options);
  const report: HoldemReport = {
    game: 'holdem',
    options: o,
    betting: [
      `${STRUCTURES[o.structure]}, ${o.seats} seats, blinds ${o.smallBlind}/${o.bigBlind} cents, ante ${o.ante} cents`,
      'heads-up: the button posts the small blind, acts first pre-flop and last after the flop',
      o.minRaise === 'increment'
        ? 'minimum raise: the size of the last bet or raise (A.7 `increment`)'
        : 'minimum raise: to twice the highest bet (A.7 `double`)',
      'an all-in short raise does not reopen the action for players who already acted',
      'pot limit: raise at most the pot after the call; fixed limit: big blind pre-flop and flop, twice it on turn and river, ' +
        `${o.raiseCap} bets a street`,
      'side pots from the smallest all-in upward; showdown: last aggressor of the last street, else first seat left of the button',
      'split pots: odd cents one by one clockwise from the button',
      'timeout: check if possible, else fold; the player is then sat out; leaving and recave between hands only',
    ],
    rake:
      `${o.rakeBasisPoints / 100} % of the effective amount of each pot (main and each side pot separately; an uncalled bet ` +
      `is returned first), rounded down to ${o.rakeUnit} cent(s); one modèle 7 line per pot (serial, table, date and time, pot, rake)`,
    bets: [],
  };
  return request.enumerate ? { ...report, handCategories: countSevenCardCategories() } : report;
}

/** The report as text. */
export function formatReport(report: object): string {
  const r = report as HoldemReport;
  const lines = ["Texas hold'em", ...r.betting.map((b) => `- ${b}`), `- retenue: ${r.rake}`];
  if (r.handCategories)
    for (const [k, v] of Object.entries(r.handCategories)) lines.push(`${k.padEnd(16)} ${v}`);
  return lines.join('\n');
}
