// The jackpot part of a station snapshot (protocol/stationSnapshot.ts `jackpot`), on its own so
// that the snapshot builder only calls it (RULES.md A.2: the bonus number and the options are shown).
import type { DatabaseSync } from 'node:sqlite';
import type { StationJackpot } from '../../protocol/stationSnapshot.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import type { RouletteTable } from './rouletteTable.ts';

/** What a station shows of `table`'s jackpot, or null when the table has none. */
export function stationJackpot(db: DatabaseSync, table: RouletteTable): StationJackpot | null {
  const config = table.config.jackpot;
  if (config === undefined) return null;
  return {
    variant: config.variant,
    split: config.split,
    contributionBps: config.contributionBps,
    bonusNumber: table.memory.state.round?.bonusNumber ?? null,
    pool: balanceOf(db, accounts.jackpot(table.config.tableId)),
  };
}
