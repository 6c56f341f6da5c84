// The running table of a configuration, by its game (issue 5: roulette, boule, vingt-trois and the
// wheel of fortune on the same pipeline).
import { RouletteTable } from './rouletteTable.ts';
import type { HubTable } from './hubTable.ts';
import { bouleGame, vingtTroisGame } from './pleinChanceGames.ts';
import type { TableConfig } from './tableConfigs.ts';
import { wheelOfFortuneGame } from './wheelOfFortuneGame.ts';
import { type TableContext, WheelTable } from './wheelTable.ts';

/** A table running `config`'s game. */
export function createTable(config: TableConfig, ctx: TableContext): HubTable {
  switch (config.game) {
    case 'boule':
      return new WheelTable(config, bouleGame(config), ctx);
    case 'vingtTrois':
      return new WheelTable(config, vingtTroisGame(config), ctx);
    case 'wheelOfFortune':
      return new WheelTable(config, wheelOfFortuneGame(config), ctx);
    default:
      // Roulette, named or not (`game` is absent in configurations older than the other games).
      return new RouletteTable(config, ctx);
  }
}
