// The hub's hold'em tables (docs/holdem-room.md "Wiring"): built at start with the players
// service's room gate, recovered from the journal (crash rule), stopped at close; each committed
// change bumps the table's sequence and pushes every station of the table its own view.
import type { Rng } from '../../../games/rng.ts';
import type { Clock } from '../../clock.ts';
import { type TableViewPushesContext, tableViewPushes } from '../../tableViewPushes.ts';
import type { HoldemTableConfig } from './holdemConfig.ts';
import { HoldemTable } from './holdemTable.ts';
import { playersRoomGate } from './roomGate.ts';
import type { RegisteredTable } from '../tableRegistry.ts';

export type { ViewedStation } from '../../tableViewPushes.ts';

/** What the service needs from the running hub. */
export interface HoldemServiceContext extends TableViewPushesContext {
  readonly rng: Rng;
  readonly clock: Clock;
  /** Adds a built table to the hub's one registry (hub/tables/tableRegistry.ts). */
  readonly register: (entry: RegisteredTable) => void;
}

/** The running hold'em tables of a hub. */
export interface HoldemService {
  /** The table's change counter, carried by each `holdemView`. */
  sequence(tableId: string): number;
  /** A change at `tableId`: views are pushed now, or after the open transaction's commit. */
  changed(tableId: string): void;
  /** Pushes the views and display feeds held back while a transaction was open; call after its commit. */
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
  const views = tableViewPushes(ctx, 'hold’em view not sent');
  const service: HoldemService = {
    sequence: views.sequence,
    changed: views.changed,
    flush() {
      views.flush();
      // The central displays' feed waits for the same commit as the stations' views.
      for (const table of tables.values()) table.flushDisplay();
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
    ctx.register({ kind: 'holdem', table });
  }
  return service;
}
