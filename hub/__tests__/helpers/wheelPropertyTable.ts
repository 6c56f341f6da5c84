// The wheel tables' property tests' set-up: a table on a fresh store with a manual clock and a
// seeded draw, the terminals credited and the séance open; restarted (stopped, recovered from the
// store, séance reopened) as the hub does; command keys numbered in order.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { euros } from '../../../games/money.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { openDatabase } from '../../store/database.ts';
import type { TableContext } from '../../tables/wheel/wheelTable.ts';
import { type ManualClock, manualClock } from './manualClock.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';

/** What the set-up drives on a wheel table. */
interface PropertyTableLike {
  recover(): void;
  stop(): void;
  creditIn(terminalId: string, amount: ReturnType<typeof euros>, method: string, cashier: string): void;
  openSession(requestedBy: string, validatedBy: string): void;
}

/** A store, a clock and the way to start, restart and key commands at a table made by `create`. */
export interface WheelPropertyTable<T> {
  readonly db: DatabaseSync;
  readonly clock: ManualClock;
  /** The table recovered from the store, each terminal credited 500 €, the séance open. */
  start(): T;
  /** `table` stopped, then a new one recovered from the store with the séance reopened. */
  restart(table: T): T;
  /** A fresh command key for `terminalId`. */
  key(terminalId: string): { terminalId: string; commandId: string; fingerprint: string };
}

export function wheelPropertyTable<T extends PropertyTableLike>(
  prefix: string,
  seed: number,
  terminals: readonly string[],
  create: (ctx: TableContext) => T,
): WheelPropertyTable<T> {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), prefix)), 'hub.sqlite'), TEST_JOURNAL_KEY);
  const clock = manualClock();
  const rng = createRng(seededSource(seed));
  const make = (): T => {
    const t = create({ db, rng, clock, onChange: () => undefined });
    t.recover();
    return t;
  };
  let n = 0;
  return {
    db,
    clock,
    start() {
      const table = make();
      for (const id of terminals) table.creditIn(id, euros(500), 'test', 'cashier:test');
      table.openSession('comite:test', 'comite:test');
      return table;
    },
    restart(table) {
      table.stop();
      const next = make();
      next.openSession('comite:test', 'comite:test');
      return next;
    },
    key: (terminalId) => ({ terminalId, commandId: `c-${++n}`, fingerprint: String(n) }),
  };
}
