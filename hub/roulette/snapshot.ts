// The hub's snapshot of a wheel table for one station (protocol/stationSnapshot.ts): the common
// part read here, the game's limits, spots and result added by the table's game.
import { statement } from '../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../games/money.ts';
import type { StationSnapshot } from '../../protocol/stationSnapshot.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import { currentRound, lastResults } from './rounds.ts';
import { latestSession } from '../sessions/sessionStore.ts';
import type { HubTable } from '../wheel/hubTable.ts';

const RESULTS_SHOWN = 12;

/** Everything station `terminalId` may see of `table`, read from the committed store. */
export function stationSnapshot(
  db: DatabaseSync,
  table: HubTable,
  terminalId: string,
  now: number,
): StationSnapshot {
  const { config } = table;
  const round = currentRound(db, config.tableId);
  // The decider's chips of this station (an annonce shows as its expanded chips, one bet id).
  const bets = table.stationChips(terminalId).map((c) => ({
    betId: c.betId,
    spot: c.spot,
    stake: cents(c.stake),
  }));
  const settled = statement(
    db,
    `SELECT r.round_id, r.pocket, COALESCE(SUM(b.stake), 0) AS staked, COALESCE(SUM(b.returned), 0) AS returned
       FROM rounds r LEFT JOIN bets b ON b.round_id = r.round_id AND b.terminal_id = ?
       WHERE r.round_id = (SELECT MAX(round_id) FROM rounds WHERE table_id = ? AND phase = 'settled')
       GROUP BY r.round_id`,
  ).get(terminalId, config.tableId) as
    { round_id: number; pocket: number; staked: number; returned: number } | undefined;
  return table.describe({
    tableId: config.tableId,
    tableName: config.tableName,
    session: table.sessionOpen ? 'open' : 'closed',
    lastRoundsRemaining: openSessionRemaining(db, config.tableId),
    hubTime: now,
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
  });
}

// RULES.md A.1: after the "three last" announcement the screen says how many rounds remain.
function openSessionRemaining(db: DatabaseSync, tableId: string): number | null {
  const session = latestSession(db, tableId);
  return session?.phase === 'open' ? session.last_rounds_remaining : null;
}
