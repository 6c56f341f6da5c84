// A hub roulette table's configuration as the decider's options (RULES.md A.2).
import { cents } from '../../../games/money.ts';
import { ART_53_MAX_MULTIPLES } from '../../../games/roulette/limits.ts';
import type { RouletteOptions } from '../../../games/roulette/options.ts';
import type { RouletteTableConfig } from './tableConfig.ts';

/** Most pleins a random combination proposed by the device may draw (games/ default). */
const MAX_RANDOM_CHIPS = 8;

/**
 * The decider options of `config`: art. 53 maxima as multiples of the minimum, with the plein and
 * chance maxima the table was configured with; partage or prison; the bonus-number jackpot when
 * configured (RULES.md A.2), else none.
 */
export function rouletteOptionsOf(config: RouletteTableConfig): RouletteOptions {
  const multiple = (maximum: number): number => Math.floor(maximum / config.minimum);
  return {
    limits: {
      tableMinimum: cents(config.minimum),
      maxMultiples: {
        ...ART_53_MAX_MULTIPLES,
        plein: multiple(config.maxPlein),
        chance: multiple(config.maxChance),
      },
    },
    zeroRule: config.zeroRule,
    doublePrison: config.doublePrison,
    jackpot: config.jackpot ?? null,
    maxRandomChips: MAX_RANDOM_CHIPS,
  };
}
