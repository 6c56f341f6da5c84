// `npm run hub -- verify <dir>`: checks the journal's hash chain and the conservation of money.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { verifyChain } from './store/journal.ts';
import { conservationReport } from './store/ledger.ts';

/** The verification report of a hub's data folder. */
export interface VerifyReport {
  readonly ok: boolean;
  readonly entries: number;
  readonly chainBrokenAt: number | null;
  readonly conservation: ReturnType<typeof conservationReport>;
}

/** Verifies the hub store in `dataDir` read-only. */
export function verifyDataDir(dataDir: string): VerifyReport {
  const path = join(dataDir, 'hub.sqlite');
  if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const entries = (db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
    const chainBrokenAt = verifyChain(db);
    const conservation = conservationReport(db);
    return { ok: chainBrokenAt === null && conservation.ok, entries, chainBrokenAt, conservation };
  } finally {
    db.close();
  }
}
