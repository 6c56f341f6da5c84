// The journal bench's stores (bench/journal.ts): real wheel tables driven in-process by a manual
// clock, every command through the tables' own code, so that each entry, transfer and projection
// row is what a hub writes and the store passes the start-up check. Built fast: one outer
// transaction per batch of rounds (the tables' commits become savepoints) and no fsync.
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { cents, euros } from '../games/money.ts';
import { createRng, seededSource } from '../games/rng.ts';
import { refreshCheckpoints } from '../hub/store/checkpointedReplay.ts';
import { openDatabase } from '../hub/store/database.ts';
import { RouletteTable } from '../hub/tables/wheel/rouletteTable.ts';
import { rouletteTable } from '../hub/tables/wheel/tableConfig.ts';
import type { TableConfig } from '../hub/tables/wheel/tableConfigs.ts';
import { manualClock } from '../testkit/manualClock.ts';

/** Wheel timings of the bench's tables. */
const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
const ROUND_MS = TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs;

/** The bench's tables: roulettes with the prison rule, one of them with the jackpot. */
export function benchTables(count: number): TableConfig[] {
  return Array.from({ length: count }, (_, i) =>
    rouletteTable(`roulette-${i + 1}`, `Roulette ${i + 1}`, euros(1), TIMING, {
      launcher: 'automatic',
      zeroRule: 'prison',
    }),
  );
}

/** A store being filled, copied at each size. */
export interface GrowingStore {
  /** Adds rounds until the journal holds at least `entries`. */
  grow(entries: number): void;
  /** The journal's length now. */
  entries(): number;
  /** Writes a consistent copy of the store to `path` (SQLite's VACUUM INTO), checkpointed as a clean stop leaves it. */
  snapshot(path: string): void;
  close(): void;
}

/** Opens a new store in `dir` with `tables` roulettes of `terminals` stations each, séances open. */
export function growingStore(dir: string, key: Buffer, tableCount: number, terminals: number): GrowingStore {
  const path = join(dir, 'hub.sqlite');
  const db: DatabaseSync = openDatabase(path, key);
  db.exec('PRAGMA synchronous = OFF');
  const clock = manualClock(Date.UTC(2026, 0, 5, 14, 0, 0));
  const rng = createRng(seededSource(7));
  const tables = benchTables(tableCount).map((config) => {
    const t = new RouletteTable(config as never, { db, rng, clock, onChange: () => undefined });
    t.recover();
    return { t, id: config.tableId };
  });
  const stations = tables.map(({ id }) => Array.from({ length: terminals }, (_, i) => `${id}-T${i + 1}`));
  for (const [i, { t }] of tables.entries()) {
    for (const s of stations[i] ?? []) t.creditIn(s, euros(100_000), 'cash', 'cashier:bench');
    t.openSession('comite:bench', 'comite:bench');
  }
  let n = 0;
  const count = (): number => (db.prepare('SELECT MAX(seq) AS s FROM journal').get() as { s: number }).s;
  return {
    entries: count,
    snapshot(to) {
      // As a clean stop leaves it: every table's checkpoint at the head.
      refreshCheckpoints(db, { force: true });
      db.prepare('VACUUM INTO ?').run(to);
    },
    grow(entries) {
      while (count() < entries) {
        db.exec('BEGIN IMMEDIATE');
        for (let r = 0; r < 20; r++) {
          for (const [i, { t }] of tables.entries()) {
            const roundId = t.memory.roundId ?? 0;
            for (const s of stations[i] ?? []) {
              n++;
              const key = { terminalId: s, commandId: `c-${n}`, fingerprint: String(n) };
              const spot =
                n % 3 === 0
                  ? { kind: 'plein', number: n % 37 }
                  : { kind: 'chance', chance: n % 2 ? 'rouge' : 'noir' };
              t.placeBet(key, roundId, spot, cents(100 * (1 + (n % 5))));
            }
          }
          clock.advance(ROUND_MS);
        }
        db.exec('COMMIT');
      }
    },
    close() {
      for (const { t } of tables) t.stop();
      db.close();
    },
  };
}
