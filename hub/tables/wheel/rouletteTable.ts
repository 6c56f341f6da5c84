// One electronic roulette table (RULES.md A.2, seed 000): the hub's generic wheel table
// (hub/tables/wheel/wheelTable.ts) running the roulette game (rouletteGame.ts) with an automatic
// launcher or a croupier cylinder whose detector failures put the table in manual mode.
import type { RouletteSpot } from '../../../games/roulette/bets.ts';
import type { RouletteOptions } from '../../../games/roulette/options.ts';
import type { RouletteBet, RouletteOutcome } from '../../../games/roulette/rules.ts';
import { type TableContext, WheelTable } from './wheelTable.ts';
import { rouletteGame } from './rouletteGame.ts';
import type { RouletteTableConfig } from './tableConfig.ts';

/** A running roulette table. */
export class RouletteTable extends WheelTable<
  RouletteSpot,
  RouletteBet,
  RouletteOutcome,
  RouletteOptions,
  RouletteTableConfig
> {
  constructor(config: RouletteTableConfig, ctx: TableContext) {
    super(config, rouletteGame(config), ctx);
  }
}
