// What staff see of each table: its session (phase, who, three-last countdown), its round, and
// its terminals' connection and credit.
import type { TableStaffView } from '../../protocol/staffMessages.ts';
import type { ReaderState } from '../../protocol/readerState.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { WheelTables } from '../tables/tableRegistry.ts';
import { currentRound } from '../tables/wheel/rounds.ts';
import { latestSession } from '../sessions/sessionStore.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import { terminalsOfTable } from '../terminals.ts';

/** A connection as the staff views see it: its terminal and its reader (gameTablesView.ts). */
export interface SeenConnection {
  readonly terminalId: string | null;
  readonly reader: { readonly state: ReaderState; readonly since: number } | null;
}

/** What the staff views read of the running hub. */
export interface TablesViewContext {
  readonly db: DatabaseSync;
  readonly tables: WheelTables;
  readonly connections: Iterable<SeenConnection>;
}

/** Every wheel table of the hub as staff see it, read from the committed store. */
export function tablesView(hub: TablesViewContext): TableStaffView[] {
  const connected = new Set([...hub.connections].map((c) => c.terminalId));
  return hub.tables.wheels().map((table) => {
    const { tableId } = table.config;
    const s = latestSession(hub.db, tableId);
    const round = currentRound(hub.db, tableId);
    return {
      tableId,
      tableName: table.config.tableName,
      launcher: table.config.launcher,
      session:
        s === null
          ? null
          : {
              sessionId: s.session_id,
              phase: s.phase,
              requestedBy: s.requested_by,
              openedBy: s.opened_by,
              inService: table.sessionOpen,
              lastRoundsRemaining: s.last_rounds_remaining,
              counted: s.counted_by !== null,
            },
      round:
        round === null ? null : { roundId: round.round_id, phase: round.phase, closesAt: round.closes_at },
      manual: table.manualMode,
      terminals: terminalsOfTable(hub.db, tableId).map((terminalId) => ({
        terminalId,
        connected: connected.has(terminalId),
        credit: balanceOf(hub.db, accounts.station(terminalId)),
      })),
    };
  });
}
