// The hub's snapshot of a roulette table for one station (protocol/stationSnapshot.ts).
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../games/money.ts';
import type { RouletteSpotWire } from '../../protocol/roulette.ts';
import type { StationSnapshot } from '../../protocol/stationSnapshot.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import { currentRound, lastResults } from './rounds.ts';
import type { RouletteTable } from './rouletteTable.ts';

const RESULTS_SHOWN = 12;

/** Everything station `terminalId` may see of `table`, read from the committed store. */
export function stationSnapshot(db: DatabaseSync, table: RouletteTable, terminalId: string): StationSnapshot {
  const { config } = table;
  const round = currentRound(db, config.tableId);
  const bets =
    round === null
      ? []
      : (
          db
            .prepare(
              'SELECT bet_id, spot, stake FROM bets WHERE round_id = ? AND terminal_id = ? ORDER BY rowid',
            )
            .all(round.round_id, terminalId) as { bet_id: string; spot: string; stake: number }[]
        ).map((b) => ({
          betId: b.bet_id,
          spot: JSON.parse(b.spot) as RouletteSpotWire,
          stake: cents(b.stake),
        }));
  const settled = db
    .prepare(
      `SELECT r.round_id, r.pocket, SUM(b.stake) AS staked, SUM(b.returned) AS returned FROM rounds r
       JOIN bets b ON b.round_id = r.round_id AND b.terminal_id = ?
       WHERE r.table_id = ? AND r.phase = 'settled' GROUP BY r.round_id ORDER BY r.round_id DESC LIMIT 1`,
    )
    .get(terminalId, config.tableId) as
    { round_id: number; pocket: number; staked: number; returned: number } | undefined;
  return {
    tableId: config.tableId,
    tableName: config.tableName,
    game: 'roulette',
    limits: {
      minimum: config.minimum,
      maxPlein: config.maxPlein,
      maxChance: config.maxChance,
      zeroRule: config.zeroRule,
    },
    session: table.sessionOpen ? 'open' : 'closed',
    round:
      round === null || round.phase === 'voided'
        ? null
        : {
            roundId: round.round_id,
            phase: round.phase,
            closesAt: round.closes_at,
            result:
              round.pocket === null || round.direction === null
                ? null
                : { pocket: round.pocket, direction: round.direction },
          },
    credit: balanceOf(db, accounts.station(terminalId)),
    bets,
    lastResults: lastResults(db, config.tableId, RESULTS_SHOWN),
    lastSettlement:
      settled === undefined
        ? null
        : {
            roundId: settled.round_id,
            pocket: settled.pocket,
            staked: cents(settled.staked),
            returned: cents(settled.returned),
          },
  };
}
