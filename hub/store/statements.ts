// Prepared statements kept per database handle: preparing the same SQL for every bet costs more
// than running it (node:sqlite compiles on each `prepare`).
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The prepared statement for `sql` on `db`, compiled once per handle. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
