// Readiness for supervisors and load balancers: the database answers and every table is loaded.
import type { HubState } from '../hubState.ts';

/** The readiness verdict and its checks. */
export interface Readiness {
  readonly ready: boolean;
  readonly checks: { readonly database: string; readonly tables: number; readonly expectedTables: number };
}

/** Checks the store with a real read and counts the loaded tables. */
export function readiness(hub: HubState): Readiness {
  let database = 'ok';
  try {
    hub.db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM journal').get();
  } catch (error) {
    database = String(error);
  }
  const tables = hub.tables.size + hub.holdem.tables.size + hub.cards.tables.size;
  return {
    ready: database === 'ok' && tables > 0 && tables === hub.expectedTables,
    checks: { database, tables, expectedTables: hub.expectedTables },
  };
}
