// The hub's snapshot of a wheel table for one station (protocol/stationSnapshot.ts), in two parts
// (docs/protocol.md "Snapshots"): the table's part, read once per broadcast and shaped by the
// table's game (limits, result, jackpot), and each station's own part (credit, chips, its share
// of the last settlement).
import { statement } from '../../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';
import { ZERO, cents } from '../../../games/money.ts';
import {
  type AnyAcceptedBet,
  HISTORY_LENGTH,
  type StationSnapshot,
} from '../../../protocol/stationSnapshot.ts';
import type { AnyWheelSpotWire } from '../../../protocol/wheelGames.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import { currentRound, lastResults } from './rounds.ts';
import { latestSession } from '../../sessions/sessionStore.ts';
import type { HubTable } from './hubTable.ts';

const RESULTS_SHOWN = 12;

/** The fields that differ from one station to the next. */
type StationField = 'credit' | 'bets' | 'lastSettlement' | 'playerMinimum' | 'favourites' | 'lastVoided';

/** The part of a snapshot that every station of the table shares (any wheel game's). */
export type TableSnapshotState = StationSnapshot extends infer S
  ? S extends unknown
    ? Omit<S, StationField>
    : never
  : never;

/** What only one station sees. */
export type StationSnapshotOwn = Pick<StationSnapshot, StationField>;

/**
 * The table's shared part, read once per broadcast (hub.ts fans it out to K stations), with the
 * latest settled round that every station's `lastSettlement` refers to.
 */
export interface TableSnapshotPart {
  readonly state: TableSnapshotState;
  readonly settled: { readonly roundId: number; readonly pocket: number } | null;
}

/** Everything station `terminalId` may see of `table`, read from the committed store. */
export function stationSnapshot(
  db: DatabaseSync,
  table: HubTable,
  terminalId: string,
  now: number,
): StationSnapshot {
  const part = tableSnapshotPart(db, table, now);
  return { ...part.state, ...stationSnapshotPart(db, table, part, terminalId) } as StationSnapshot;
}

/** What every station of `table` sees alike, shaped by the table's game. */
export function tableSnapshotPart(db: DatabaseSync, table: HubTable, now: number): TableSnapshotPart {
  const { config } = table;
  const round = currentRound(db, config.tableId);
  const settled = statement(
    db,
    "SELECT round_id, pocket FROM rounds WHERE table_id = ? AND phase = 'settled' ORDER BY round_id DESC LIMIT 1",
  ).get(config.tableId) as { round_id: number; pocket: number } | undefined;
  // The game shapes the whole snapshot; the station's fields are filled per station afterwards.
  const shaped = table.describe({
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
    credit: ZERO,
    bets: [],
    lastResults: lastResults(db, config.tableId, RESULTS_SHOWN),
    lastSettlement: null,
  });
  const { credit: _credit, bets: _bets, lastSettlement: _settlement, ...state } = shaped;
  // Issue 11: the last 100 results for statistics, and the table's state as the screens draw it.
  const history = lastResults(db, config.tableId, HISTORY_LENGTH).map((r) => r.pocket);
  const seanceOpen = latestSession(db, config.tableId)?.phase === 'open';
  const status = table.tableStatus(shaped.lastRoundsRemaining, seanceOpen);
  return {
    settled: settled === undefined ? null : { roundId: settled.round_id, pocket: settled.pocket },
    state: { ...state, history, ...status } as TableSnapshotState,
  };
}

/**
 * What only station `terminalId` sees: its credit, its chips, its part of the last settlement
 * (from the table's memory: a bet withdrawn before rien ne va plus was never staked in the round),
 * its chosen minimum and its favourites.
 */
export function stationSnapshotPart(
  db: DatabaseSync,
  table: HubTable,
  _part: TableSnapshotPart,
  terminalId: string,
): StationSnapshotOwn {
  const extras = table.stationExtras(terminalId);
  return {
    credit: balanceOf(db, accounts.station(terminalId)),
    bets: stationBets(table, terminalId),
    lastSettlement: extras.lastSettlement,
    playerMinimum: extras.playerMinimum,
    favourites: extras.favourites,
    lastVoided: extras.lastVoided,
  } as StationSnapshotOwn;
}

/**
 * Station `terminalId`'s chips on `table` as the wire lists them (an annonce shows as its expanded
 * chips, one bet id): the snapshot's `bets`, and an accepted bet's reply (hub/connections/terminalConnection.ts).
 */
export function stationBets(table: HubTable, terminalId: string): AnyAcceptedBet[] {
  return table.stationChips(terminalId).map((c) => ({
    betId: c.betId,
    spot: c.spot as AnyWheelSpotWire,
    stake: cents(c.stake),
    ...(c.annonce === undefined ? {} : { annonce: c.annonce }),
  }));
}

// RULES.md A.1: after the "three last" announcement the screen says how many rounds remain.
function openSessionRemaining(db: DatabaseSync, tableId: string): number | null {
  const session = latestSession(db, tableId);
  return session?.phase === 'open' ? session.last_rounds_remaining : null;
}
