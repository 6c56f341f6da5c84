// Readiness for supervisors and load balancers: the database answers and every table is loaded.
import type { DatabaseSync } from 'node:sqlite';
import type { TableIds } from '../tables/tableRegistry.ts';

/** What readiness reads of the running hub. */
export interface ReadinessContext {
  readonly db: DatabaseSync;
  /** Every table loaded, of any kind. */
  readonly tables: Pick<TableIds, 'size'>;
  /** How many tables the hub was started with. */
  readonly expectedTables: number;
}

/** The readiness verdict and its checks. */
export interface Readiness {
  readonly ready: boolean;
  readonly checks: { readonly database: string; readonly tables: number; readonly expectedTables: number };
}

/** Checks the store with a real read and counts the loaded tables. */
export function readiness(hub: ReadinessContext): Readiness {
  let database = 'ok';
  try {
    hub.db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM journal').get();
  } catch (error) {
    database = String(error);
  }
  const tables = hub.tables.size;
  return {
    ready: database === 'ok' && tables > 0 && tables === hub.expectedTables,
    checks: { database, tables, expectedTables: hub.expectedTables },
  };
}
