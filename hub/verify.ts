// `npm run hub -- verify <dir>`: the store's integrity report (hub/store/integrity.ts), read-only.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { type IntegrityReport, integrityReport } from './store/integrity.ts';

/** The verification report of a hub's data folder. */
export type VerifyReport = IntegrityReport;

/** Verifies the hub store in `dataDir` read-only. */
export function verifyDataDir(dataDir: string): VerifyReport {
  const path = join(dataDir, 'hub.sqlite');
  if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    // One read transaction: every query sees the same commit, even while the hub writes.
    db.exec('BEGIN');
    return integrityReport(db);
  } finally {
    if (db.isTransaction) db.exec('COMMIT');
    db.close();
  }
}
