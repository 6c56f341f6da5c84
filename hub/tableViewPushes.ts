// Fresh views for the stations of a table after each committed change (docs/card-tables.md,
// docs/holdem-room.md "Wiring"): the table's change counter is bumped and every station of the
// table is sent its own view; a change inside an open transaction is held back until its commit.
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from './logger.ts';

/** A connection views are pushed to (hub/connections/terminalConnection.ts). */
export interface ViewedStation {
  readonly tableId: string | null;
  readonly terminalId: string | null;
  sendSnapshot(): void;
}

/** What the pushes need from the running hub. */
export interface TableViewPushesContext {
  readonly db: DatabaseSync;
  readonly log: Logger;
  readonly stations: () => Iterable<ViewedStation>;
  /** Tells the staff consoles something changed. */
  readonly staffChanged: () => void;
}

/** The view pushes of a family of tables. */
export interface TableViewPushes {
  /** The table's change counter, carried by each view. */
  sequence(tableId: string): number;
  /** A change at `tableId`: views are pushed now, or after the open transaction's commit. */
  changed(tableId: string): void;
  /** Pushes the views held back while a (staff) transaction was open; call after its commit. */
  flush(): void;
}

/** The pushes of tables whose failed sends are logged as `notSent` ('card view not sent'). */
export function tableViewPushes(ctx: TableViewPushesContext, notSent: string): TableViewPushes {
  const sequences = new Map<string, number>();
  const pending = new Set<string>();
  const push = (tableId: string): void => {
    sequences.set(tableId, (sequences.get(tableId) ?? 0) + 1);
    // After a commit: one connection's failure must not stop the others.
    for (const station of ctx.stations()) {
      if (station.tableId !== tableId) continue;
      try {
        station.sendSnapshot();
      } catch (error) {
        ctx.log('error', notSent, { terminalId: station.terminalId, error: String(error) });
      }
    }
  };
  return {
    sequence: (tableId) => sequences.get(tableId) ?? 0,
    changed(tableId) {
      ctx.staffChanged();
      // Inside a transaction (a staff action, a group commit) nothing is committed yet: nobody is told.
      if (ctx.db.isOpen && ctx.db.isTransaction) pending.add(tableId);
      else push(tableId);
    },
    flush() {
      const due = [...pending];
      pending.clear();
      for (const tableId of due) push(tableId);
    },
  };
}
