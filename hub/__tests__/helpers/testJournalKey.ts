// The journal key of the tests' stores (issue 10 §5): one fixed test key, derived from a label so
// that no test can pass it off as a production key, and a 0600 key file holding it for the hubs
// the tests run as child processes.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The key every in-process test store is chained with. */
export const TEST_JOURNAL_KEY: Buffer = createHash('sha256').update('tapis test journal key').digest();

/** A fresh 0600 file holding TEST_JOURNAL_KEY, in a folder of its own (outside any data folder). */
export function testJournalKeyFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tapis-test-key-')), 'journal-key');
  writeFileSync(file, `${TEST_JOURNAL_KEY.toString('hex')}\n`, { mode: 0o600 });
  return file;
}
