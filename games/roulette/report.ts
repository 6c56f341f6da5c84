// `npm run --silent rules -- roulette [--json] [--option k=v] [--simulate N]` (issue 3 §8; RULES.md A.2).
import { basisPointsPercent } from '../frenchNumbers.ts';
import { frac } from '../wheelRound/exact.ts';
import {
  type BetDefinition,
  type ReportRequestLike,
  type WheelReport,
  buildWheelReport,
  formatWheelReport,
} from '../wheelRound/report.ts';
import { type RouletteSpot, spotCovers } from './bets.ts';
import { maxStake } from './limits.ts';
import { parseRouletteOptions } from './options.ts';
import { rouletteRules } from './rules.ts';
import { PAYOUT } from './settle.ts';

const REPRESENTATIVES: readonly [string, RouletteSpot][] = [
  ['plein', { kind: 'plein', number: 17 }],
  ['cheval', { kind: 'cheval', numbers: [17, 20] }],
  ['transversale', { kind: 'transversale', numbers: [16, 17, 18] }],
  ['carre', { kind: 'carre', numbers: [17, 18, 20, 21] }],
  ['sixain', { kind: 'sixain', numbers: [13, 14, 15, 16, 17, 18] }],
  ['douzaine', { kind: 'douzaine', dozen: 2 }],
  ['colonne', { kind: 'colonne', column: 2 }],
  ['deux-douzaines', { kind: 'deuxDouzaines', first: 1 }],
  ['deux-colonnes', { kind: 'deuxColonnes', first: 1 }],
  ['rouge', { kind: 'chance', chance: 'rouge' }],
  ['noir', { kind: 'chance', chance: 'noir' }],
  ['pair', { kind: 'chance', chance: 'pair' }],
  ['impair', { kind: 'chance', chance: 'impair' }],
  ['manque', { kind: 'chance', chance: 'manque' }],
  ['passe', { kind: 'chance', chance: 'passe' }],
];

/** The roulette report: every bet's exact return through the engine's settlement. */
export function buildReport(request: ReportRequestLike): WheelReport {
  const options = parseRouletteOptions(request.options);
  const defs = REPRESENTATIVES.map(([bet, spot]): BetDefinition<RouletteSpot> => {
    const { win, per } = PAYOUT[spot.kind];
    return {
      bet,
      spot,
      covers: spotCovers(spot).length,
      payout: win / per,
      payoutText: per === 1 ? `${win} contre 1` : `${win} contre ${per}`,
      maxStake: maxStake(options.limits, spot.kind),
    };
  });
  const outcomes = Array.from({ length: 37 }, (_, pocket) => ({ outcome: { pocket }, p: frac(1, 37) }));
  const notes = [
    'Roulette à un zéro (roulette anglaise électronique, RULES.md A.2).',
    options.zeroRule === 'partage'
      ? 'Zéro : les chances simples perdent la moitié de la mise (partage, arrondi au centime en faveur du joueur).'
      : `Zéro : les chances simples vont en prison${options.doublePrison ? ' (double prison)' : ''} ; le retour suit la mise jusqu’à sa libération ou sa perte.`,
    'Maximum par joueur et par coup, en multiple du minimum de la table (art. 53).',
    options.jackpot === null
      ? 'Pas de jackpot numéro bonus.'
      : `Jackpot numéro bonus : variante ${options.jackpot.variant}, répartition ${options.jackpot.split}, ${basisPointsPercent(options.jackpot.contributionBps)} des mises ; non compris dans le retour théorique.`,
  ];
  return buildWheelReport(rouletteRules, options, defs, outcomes, request, notes);
}

/** The French paytable. */
export function formatReport(report: object): string {
  return formatWheelReport(report, 'Roulette électronique — tableau des paiements');
}
