// `npm run hub -- verify <dir> [--anchor SEQ:DIGEST]...`: the store's integrity report
// (hub/store/integrity.ts), read-only, under the journal key and against the given anchors.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { ChainAnchor } from './store/anchors.ts';
import { attachJournalKey } from './store/chainKey.ts';
import { type IntegrityReport, integrityReport } from './store/integrity.ts';

/** The verification report of a hub's data folder. */
export type VerifyReport = IntegrityReport;

/** Verifies the hub store in `dataDir` read-only, its chain under `journalKey`, holding each of `anchors`. */
export function verifyDataDir(
  dataDir: string,
  journalKey: Buffer,
  anchors: readonly ChainAnchor[] = [],
): VerifyReport {
  const path = join(dataDir, 'hub.sqlite');
  if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    attachJournalKey(db, journalKey);
    // One read transaction: every query sees the same commit, even while the hub writes.
    db.exec('BEGIN');
    return integrityReport(db, anchors);
  } finally {
    if (db.isTransaction) db.exec('COMMIT');
    db.close();
  }
}
