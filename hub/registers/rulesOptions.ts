// A table's journaled configuration as the `--option key=value` strings of its game's rules report
// (games/cli/rules.ts; docs/rules.md, docs/rules-cards.md list the keys), so that the staff's
// rules report is exactly `npm run rules -- <game> --option ...` for the table as it opened.
import type { HoldemTableConfig } from '../tables/holdem/holdemConfig.ts';
import type { PartieSettings } from '../tables/holdem/holdemMemory.ts';
import type { CardTableConfig } from '../tables/cards/cardConfig.ts';
import { ART_53_MAX_MULTIPLES } from '../../games/roulette/limits.ts';
import type { SpotKind } from '../../games/roulette/bets.ts';
import type { RouletteTableConfig } from '../tables/wheel/tableConfig.ts';
import { rouletteOptionsOf } from '../tables/wheel/wheelOptions.ts';
import type { PleinChanceTableConfig, WheelOfFortuneTableConfig } from '../tables/wheel/tableConfigs.ts';

/** The game names `npm run rules -- <game>` takes. */
export const RULES_GAMES = [
  'roulette',
  'boule',
  'vingt-trois',
  'wheel',
  'blackjack',
  'punto-banco',
  'holdem',
] as const;

/** A game of the rules report. */
export type RulesGame = (typeof RULES_GAMES)[number];

/** Any table configuration a `SessionOpened` entry carries. */
export type JournaledTableConfig =
  | RouletteTableConfig
  | PleinChanceTableConfig
  | WheelOfFortuneTableConfig
  | CardTableConfig
  | HoldemTableConfig;

/** A game's report options for a table. */
export interface ReportOptions {
  readonly game: RulesGame;
  readonly options: Readonly<Record<string, string>>;
}

const str = (n: number): string => String(n);

/**
 * Roulette (RULES.md A.2): the decider's options of the table (hub/tables/wheel/wheelOptions.ts, so the
 * report and the table apply the same multiples), as minimum, max.<kind> (plein and chance always,
 * the other art. 53 maxima when they differ), zeroRule, doublePrison, and the jackpot when configured.
 */
export function rouletteReportOptions(config: RouletteTableConfig): Record<string, string> {
  const o = rouletteOptionsOf(config);
  const out: Record<string, string> = {
    minimum: str(o.limits.tableMinimum),
    zeroRule: o.zeroRule,
    doublePrison: o.doublePrison ? 'on' : 'off',
  };
  for (const [kind, multiple] of Object.entries(o.limits.maxMultiples)) {
    if (kind === 'plein' || kind === 'chance' || multiple !== ART_53_MAX_MULTIPLES[kind as SpotKind])
      out[`max.${kind}`] = str(multiple);
  }
  out['jackpot'] = o.jackpot === null ? 'off' : 'on';
  if (o.jackpot !== null) {
    out['jackpotVariant'] = str(o.jackpot.variant);
    out['jackpotSplit'] = o.jackpot.split;
    out['jackpotBps'] = str(o.jackpot.contributionBps);
    out['jackpotReset'] = str(o.jackpot.resetAmount);
  }
  return out;
}

/** Boule and vingt-trois (seed 002): the minimum and the two maxima chosen at opening. */
export function pleinChanceReportOptions(config: PleinChanceTableConfig): Record<string, string> {
  return {
    minimum: str(config.minimum),
    pleinMax: str(config.pleinMaxMultiple),
    chanceMax: str(config.chanceMaxMultiple),
  };
}

/** Wheel of fortune (seed 000, A.4): minimum, the bonus bet's fixed stake, the reading and the mode. */
export function wheelReportOptions(config: WheelOfFortuneTableConfig): Record<string, string> {
  return {
    minimum: str(config.minimum),
    bonusStake: str(config.bonusStake),
    reading: config.reading,
    mode: config.mode,
  };
}

/** Every field of an engine's options as a string: its report takes each key as the engine names it. */
function everyOption(options: object): Record<string, string> {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
}

/** Blackjack (A.5) and punto banco (A.6): the engine's options the table opened with, every key. */
export function cardReportOptions(config: CardTableConfig): Record<string, string> {
  if (config.game === 'blackjack') return everyOption(config.options);
  const o = config.options;
  // The punto banco report names the engine's `stakeStep` the same; all six keys are rules or limits.
  return everyOption({
    decks: o.decks,
    paytable: o.paytable,
    minimum: o.minimum,
    maxMultiple: o.maxMultiple,
    stakeStep: o.stakeStep,
    cutRemaining: o.cutRemaining,
  });
}

/**
 * Hold'em (A.7): the engine's options, with the blinds, ante and cave minimum of the partie in
 * progress when one started after the opening (seed 000: the direction sets them per partie).
 */
export function holdemReportOptions(
  config: Pick<HoldemTableConfig, 'options'>,
  partie: PartieSettings | null = null,
): Record<string, string> {
  return everyOption(partie === null ? config.options : { ...config.options, ...partie });
}

/** The report game and options of a journaled configuration, or null when it is no known table's. */
export function reportOptionsOf(
  config: JournaledTableConfig,
  partie: PartieSettings | null = null,
): ReportOptions | null {
  // Hold'em first: its configuration has no `game` today, and may be given one later.
  if ('options' in config && 'structure' in config.options)
    return { game: 'holdem', options: holdemReportOptions(config as HoldemTableConfig, partie) };
  if ('game' in config) {
    switch (config.game) {
      case undefined:
      case 'roulette':
        return { game: 'roulette', options: rouletteReportOptions(config) };
      case 'boule':
        return { game: 'boule', options: pleinChanceReportOptions(config) };
      case 'vingtTrois':
        return { game: 'vingt-trois', options: pleinChanceReportOptions(config) };
      case 'wheelOfFortune':
        return { game: 'wheel', options: wheelReportOptions(config) };
      case 'blackjack':
        return { game: 'blackjack', options: cardReportOptions(config) };
      case 'puntoBanco':
        return { game: 'punto-banco', options: cardReportOptions(config) };
      default:
        return null;
    }
  }
  // Roulette configurations written before the other wheel games carry no `game`.
  if ('maxPlein' in config) return { game: 'roulette', options: rouletteReportOptions(config) };
  return null;
}
