// The hub's card tables (docs/card-tables.md "Wiring"): blackjack and punto banco tables built at
// start with the hub's store, CSPRNG and clock (and a shoe device per table when the hub is given
// one), recovered from the journal (crash rule: a hand in progress is voided and refunded),
// stopped at close; each committed change bumps the table's sequence and pushes every station of
// the table its own `cardView`.
import type { Rng } from '../../../games/rng.ts';
import type { Clock } from '../../clock.ts';
import type { ShoeDevice } from '../../devices/shoe.ts';
import { type TableViewPushesContext, tableViewPushes } from '../../tableViewPushes.ts';
import { type BlackjackTable, createBlackjackTable } from './blackjackTable.ts';
import type { CardTableConfig } from './cardConfig.ts';
import { type PuntoBancoTable, createPuntoBancoTable } from './puntoBancoTable.ts';
import type { RegisteredTable } from '../tableRegistry.ts';

/** A running card table of either game. */
export type AnyCardTable = BlackjackTable | PuntoBancoTable;

/** What the service needs from the running hub. */
export interface CardServiceContext extends TableViewPushesContext {
  readonly rng: Rng;
  readonly clock: Clock;
  /** The shoe device of a table (a hardware adapter); the simulated CSPRNG shoe when undefined. */
  readonly shoeOf?: (tableId: string) => ShoeDevice | undefined;
  /** The player logged in by card at a station, or null (issue 12 §3). */
  readonly playerAt?: (terminalId: string) => string | null;
  /** Adds a built table to the hub's one registry (hub/tables/tableRegistry.ts). */
  readonly register: (entry: RegisteredTable) => void;
}

/** The running card tables of a hub. */
export interface CardService {
  /** The table's change counter, carried by each `cardView`. */
  sequence(tableId: string): number;
  /** Pushes the views held back while a (staff) transaction was open; call after its commit. */
  flush(): void;
  /** Stops every table's timers (the hub is closing). */
  stop(): void;
}

/** Builds and recovers the tables of `configs` (none when the store failed its check). */
export function startCardService(ctx: CardServiceContext, configs: readonly CardTableConfig[]): CardService {
  const tables = new Map<string, AnyCardTable>();
  const views = tableViewPushes(ctx, 'card view not sent');
  // A.1: one station per player across the hub's card tables.
  const seatedElsewhere = (self: string) => (terminalId: string) => {
    for (const t of tables.values())
      if (t.config.tableId !== self && Object.values(t.memory.seats).some((o) => o.terminalId === terminalId))
        return t.config.tableId;
    return null;
  };
  for (const config of configs) {
    const shoe = ctx.shoeOf?.(config.tableId);
    const tableCtx = {
      db: ctx.db,
      rng: ctx.rng,
      clock: ctx.clock,
      onChange: () => views.changed(config.tableId),
      seatedElsewhere: seatedElsewhere(config.tableId),
      ...(ctx.playerAt === undefined ? {} : { playerAt: ctx.playerAt }),
      ...(shoe === undefined ? {} : { shoe }),
    };
    const table =
      config.game === 'blackjack'
        ? createBlackjackTable(config, tableCtx)
        : createPuntoBancoTable(config, tableCtx);
    tables.set(config.tableId, table);
    ctx.register({ kind: 'cards', table });
  }
  // After every table exists, so that the crash rule's refunds see the whole registry.
  for (const table of tables.values()) table.recover();
  return {
    sequence: views.sequence,
    flush: views.flush,
    stop() {
      for (const table of tables.values()) table.stop();
    },
  };
}
