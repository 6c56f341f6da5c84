// The jackpot part of a station snapshot (protocol/stationSnapshot.ts `jackpot`), on its own so
// that the snapshot builder only calls it (RULES.md A.2: the bonus number and the options are shown).
import type { DatabaseSync } from 'node:sqlite';
import type { JackpotConfig } from '../../../games/roulette/jackpot.ts';
import type { StationJackpot } from '../../../protocol/stationSnapshot.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';

/** What a station shows of table `tableId`'s jackpot, or null when the table has none. */
export function stationJackpot(
  db: DatabaseSync,
  tableId: string,
  config: JackpotConfig | null,
  bonusNumber: number | null,
): StationJackpot | null {
  if (config === null) return null;
  return {
    variant: config.variant,
    split: config.split,
    contributionBps: config.contributionBps,
    bonusNumber,
    pool: balanceOf(db, accounts.jackpot(tableId)),
  };
}
