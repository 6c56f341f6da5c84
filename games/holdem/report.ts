// `npm run --silent rules -- holdem --json [--enumerate] [--option k=v]`: the betting structure,
// the rake rule and, with `--enumerate`, every seven-card hand counted by category (issue 4), in
// the shape every game's report shares (games/report.ts) and in French.
import { basisPointsPercent, frenchInteger } from '../frenchNumbers.ts';
import { cents, formatEuros } from '../money.ts';
import type { ReportArgs, RulesReport } from '../report.ts';
import { countSevenCardCategories } from '../poker/enumerate.ts';
import type { HandCategory } from '../poker/handValue.ts';
import { DEFAULT_OPTIONS, type HoldemOptions, checkOptions } from './options.ts';

/** The hold'em rules report. */
export interface HoldemReport extends RulesReport {
  readonly game: 'holdem';
  readonly options: HoldemOptions;
  /** The betting rules in force, one French sentence each. */
  readonly betting: readonly string[];
  /** The rake rule, in French (A.7, art. 67-19). */
  readonly rake: string;
  /** None: the players bet against each other; the house's only levy is the rake. */
  readonly bets: readonly [];
  /** `--enumerate`: every seven-card hand counted by category (keys as games/poker names them). */
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

const STRUCTURES = { noLimit: 'sans limite', potLimit: 'limite du pot', fixedLimit: 'limite fixe' } as const;

/** The hand categories in French (games/poker/handValue.ts `HAND_CATEGORIES`). */
const CATEGORIES: Readonly<Record<HandCategory, string>> = {
  'high-card': 'carte haute',
  pair: 'paire',
  'two-pair': 'double paire',
  'three-of-a-kind': 'brelan',
  straight: 'quinte',
  flush: 'couleur',
  'full-house': 'full',
  'four-of-a-kind': 'carré',
  'straight-flush': 'quinte flush',
};

/** Builds the report. */
export function buildReport(request: ReportArgs): HoldemReport {
  const o = optionsFrom(request.options);
  const eur = (c: number): string => formatEuros(cents(c));
  const report: HoldemReport = {
    game: 'holdem',
    options: o,
    betting: [
      `${STRUCTURES[o.structure]}, ${o.seats} places, blindes ${eur(o.smallBlind)} / ${eur(o.bigBlind)}, ante ${eur(o.ante)}`,
      'à deux joueurs, le bouton poste la petite blinde, parle le premier avant le flop et le dernier après',
      o.minRaise === 'increment'
        ? 'relance minimum : du montant de la dernière mise ou relance (A.7 `increment`)'
        : 'relance minimum : au double de la plus haute mise (A.7 `double`)',
      'un tapis inférieur à une relance complète ne rouvre pas les enchères à qui a déjà parlé',
      'limite du pot : relance au plus du pot après avoir suivi ; limite fixe : la grosse blinde avant le flop et au flop, ' +
        `le double au tournant et à la rivière, ${o.raiseCap} mises par tour`,
      'pots annexes du plus petit tapis vers le haut ; un pot à un seul prétendant lui revient ; quand un seul joueur peut ' +
        'encore parler et ne doit rien, les cartes restantes sont distribuées sans lui demander d’action',
      'abattage : le dernier à avoir misé ou relancé au dernier tour montre le premier, sinon la première place à gauche du bouton',
      'pot partagé : les centimes indivisibles un par un dans le sens des aiguilles d’une montre à partir du bouton',
      'temps écoulé : parole si possible, sinon la main est couchée, et le joueur est mis en retrait ; départ et recave entre deux mains seulement',
    ],
    rake:
      `${basisPointsPercent(o.rakeBasisPoints)} du montant effectif de chaque pot (pot principal et chaque pot annexe séparément ; ` +
      `une mise non suivie est d’abord rendue), arrondi par défaut à ${eur(o.rakeUnit)} ; une ligne du modèle 7 par pot ` +
      '(numéro, table, date et heure, pot, retenue)',
    bets: [],
  };
  return request.enumerate ? { ...report, handCategories: countSevenCardCategories() } : report;
}

/** The report as a readable French text. */
export function formatReport(report: object): string {
  const r = report as HoldemReport;
  const lines = ["Texas hold'em", ...r.betting.map((b) => `- ${b}`), `- retenue : ${r.rake}`];
  if (r.handCategories)
    for (const [k, v] of Object.entries(r.handCategories))
      lines.push(`${(CATEGORIES[k as HandCategory] ?? k).padEnd(16)} ${frenchInteger(v)}`);
  return lines.join('\n');
}
