// The hub's hold'em tables (docs/holdem-room.md "Wiring"): built at start with the players
// service's room gate, recovered from the journal (crash rule), stopped at close; each committed
// change bumps the table's sequence and pushes every station of the table its own view.
import type { DatabaseSync } from 'node:sqlite';
import type { Rng } from '../../games/rng.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { HoldemTableConfig } from './holdemConfig.ts';
import { HoldemTable } from './holdemTable.ts';
import { playersRoomGate } from './roomGate.ts';

/** A connection the service pushes views to (hub/terminalConnection.ts). */
export interface ViewedStation {
  readonly tableId: string | null;
  readonly terminalId: string | null;
  sendSnapshot(): void;
}

/** What the service needs from the running hub. */
export interface HoldemServiceContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  readonly log: Logger;
  readonly stations: () => Iterable<ViewedStation>;
  /** Tells the staff consoles something changed. */
  readonly staffChanged: () => void;
}

/** The running hold'em tables of a hub. */
export interface HoldemService {
  readonly tables: ReadonlyMap<string, HoldemTable>;
  /** The table's change counter, carried by each `holdemView`. */
  sequence(tableId: string): number;
  /** A change at `tableId`: views are pushed now, or after the open transaction's commit. */
  changed(tableId: string): void;
  /** Pushes the views held back while a (staff) transaction was open; call after its commit. */
  flush(): void;
  /** Stops every table's timers (the hub is closing). */
  stop(): void;
}

/** Builds and recovers the tables of `configs` (none when the store failed its check). */
export function startHoldemService(
  ctx: HoldemServiceContext,
  configs: readonly HoldemTableConfig[],
): HoldemService {
  const tables = new Map<string, HoldemTable>();
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
        ctx.log('error', 'hold’em view not sent', { terminalId: station.terminalId, error: String(error) });
      }
    }
  };
  const service: HoldemService = {
    tables,
    sequence: (tableId) => sequences.get(tableId) ?? 0,
    changed(tableId) {
      ctx.staffChanged();
      // Inside a staff action's transaction nothing is committed yet: nobody is told before.
      if (ctx.db.isOpen && ctx.db.isTransaction) pending.add(tableId);
      else push(tableId);
    },
    flush() {
      const due = [...pending];
      pending.clear();
      for (const tableId of due) push(tableId);
    },
    stop() {
      for (const table of tables.values()) table.stop();
    },
  };
  for (const config of configs) {
    const table = new HoldemTable(config, {
      db: ctx.db,
      rng: ctx.rng,
      clock: ctx.clock,
      room: playersRoomGate(ctx.db, config.tableId),
      onChange: () => service.changed(config.tableId),
      onDisplayError: (error) => ctx.log('error', 'display message not sent', { error: String(error) }),
    });
    table.recover();
    tables.set(config.tableId, table);
  }
  return service;
}
