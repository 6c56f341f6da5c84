// What staff see of the card tables and the hold'em tables, beside the wheel tables of
// tablesView.ts, so a console sees every table the hub serves (docs/protocol.md "Staff API").
import type { StaffHubMessage } from '../../protocol/staffMessages.ts';
import type { CardTableStaffView, HoldemTableStaffView } from '../../protocol/staffTableViews.ts';
import type { CardTables, HoldemTables } from '../tables/tableRegistry.ts';
import type { ReaderState } from '../../protocol/readerState.ts';
import { handIdOf } from '../tables/holdem/holdemMemory.ts';
import { latestSession } from '../sessions/sessionStore.ts';
import { type TablesViewContext, tablesView } from './tablesView.ts';
import { openCalls } from '../attendance/attendantCalls.ts';
import { holdemAwayOf } from '../tables/holdem/holdemAbsence.ts';

/** What the staff views of every kind of table read of the running hub. */
export interface TablesMessageContext extends TablesViewContext, HoldemAwayContext {
  readonly tables: TablesViewContext['tables'] & CardTables & HoldemTables;
}

type HoldemAwayContext = Parameters<typeof holdemAwayOf>[0];

/** The stations connected now. */
function connectedTerminals(hub: Pick<TablesViewContext, 'connections'>): Set<string | null> {
  return new Set([...hub.connections].map((c) => c.terminalId));
}

/** Every blackjack and punto banco table: séance, seats with their absence flags, consignments. */
export function cardTablesView(hub: TablesMessageContext): CardTableStaffView[] {
  const connected = connectedTerminals(hub);
  return hub.tables.cardTables().map((table) => {
    const v = table.staffView();
    const s = latestSession(hub.db, v.tableId);
    return {
      tableId: v.tableId,
      tableName: table.config.tableName,
      game: v.game,
      session:
        s === null
          ? null
          : {
              sessionId: s.session_id,
              phase: s.phase,
              requestedBy: s.requested_by,
              openedBy: s.opened_by,
              counted: s.counted_by !== null,
            },
      inService: v.inService,
      lastHandsRemaining: v.lastHandsRemaining,
      handInProgress: v.handInProgress,
      seats: v.seats.map((seat) => ({ ...seat, connected: connected.has(seat.terminalId) })),
      consignments: v.consignments.map((c) => ({ ...c })),
    };
  });
}

/** Every hold'em table: its blinds, its partie, its hand and the players seated with their stacks. */
export function holdemTablesView(hub: TablesMessageContext): HoldemTableStaffView[] {
  const connected = connectedTerminals(hub);
  return hub.tables.holdemTables().map((table) => {
    const m = table.memory;
    const o = m.state.options;
    return {
      tableId: table.config.tableId,
      seats: o.seats,
      structure: o.structure,
      smallBlind: o.smallBlind,
      bigBlind: o.bigBlind,
      ante: o.ante,
      caveMinimum: o.caveMinimum,
      partie: { no: m.partie.no, open: m.partie.open, pots: m.partie.pots, rake: m.partie.rake },
      handId: m.state.phase === 'inHand' ? handIdOf(table.config.tableId, m.state.hand.no) : null,
      players: Object.entries(m.state.seats)
        .map(([n, seat]) => {
          const terminalId = m.terminalOfSeat.get(Number(n)) ?? null;
          const away = holdemAwayOf(hub, table, seat.player);
          return {
            seat: Number(n),
            playerId: seat.player,
            terminalId,
            connected: terminalId !== null && connected.has(terminalId),
            stack: seat.stack,
            sittingOut: seat.sittingOut,
            ...(away === null ? {} : { away }),
          };
        })
        .sort((a, b) => a.seat - b.seat),
    };
  });
}

/** The reader state each connected station reported last (issue 12 §1), by terminal id. */
function readersView(
  hub: Pick<TablesViewContext, 'connections'>,
): { terminalId: string; state: ReaderState; since: number }[] {
  return [...hub.connections]
    .flatMap((c) =>
      c.terminalId === null || c.reader === null ? [] : [{ terminalId: c.terminalId, ...c.reader }],
    )
    .sort((a, b) => a.terminalId.localeCompare(b.terminalId));
}

/** The `tables` message: the wheel tables, the card tables and the hold'em tables of the hub. */
export function tablesMessage(hub: TablesMessageContext): Extract<StaffHubMessage, { type: 'tables' }> {
  return {
    type: 'tables',
    tables: tablesView(hub),
    cardTables: cardTablesView(hub),
    holdemTables: holdemTablesView(hub),
    attendantCalls: openCalls(hub.db),
    readers: readersView(hub),
  };
}
