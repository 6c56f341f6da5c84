// The crash tests' audits of a data folder: the integrity report first, then the store read in one
// read-only transaction (every query sees the same commit); the first break throws.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { verifyDataDir } from '../../verify.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';

/** Throws the break `what`, with its `detail`. */
export function fail(what: string, detail: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(detail)}`);
}

/** Checks `dir`'s integrity report, then runs `audit` on its store in one read transaction. */
export function auditStore<T>(dir: string, audit: (db: DatabaseSync) => T): T {
  const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
  if (!report.ok || report.chainBrokenAt !== null || report.conservation.total !== 0)
    fail('integrity report', {
      problems: report.problems,
      chain: report.chainBrokenAt,
      conservation: report.conservation,
    });
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
  db.exec('BEGIN');
  try {
    return audit(db);
  } finally {
    db.exec('COMMIT');
    db.close();
  }
}
