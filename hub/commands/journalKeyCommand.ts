// `hub journal-key new FILE` and `hub journal-key rechain <dir> [--journal-key FILE]` (issue 10 §5,
// docs/operations.md "The journal key and its anchors"): create a key (mode 0600, never
// printed), and re-chain a store written before the keyed chain under it.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { openStore } from '../store/database.ts';
import { createJournalKeyFile, JournalKeyError } from '../store/journalKey.ts';
import { formatAnchor } from '../store/anchors.ts';
import { rechainJournal } from '../store/rechain.ts';
import { anchorFileFor, type JournalArgs, journalKeyFor } from './journalKeySource.ts';

const USAGE = `usage:
  hub journal-key new <file>
  hub journal-key rechain <dir> [--journal-key FILE]`;

/**
 * Re-chaining is for a store no keyed hub ever served. A keyed store says so (store/chainKey.ts,
 * checked by rechainJournal); one whose hub kept a high-water mark was served keyed too, even if
 * its key row was removed to make it look older: re-chaining it would hide a rewrite (issue 10 §5).
 */
function refuseKeyedBefore(dir: string, journal: JournalArgs): void {
  let mark: string | undefined;
  try {
    mark = anchorFileFor(journal, dir);
  } catch {
    mark = undefined;
  }
  if (mark !== undefined && existsSync(mark))
    throw new JournalKeyError(
      `a keyed hub kept a high-water mark for this store (${mark}): it is not re-chained`,
    );
}

/** Runs `journal-key …`; throws with the usage on wrong arguments. */
export function runJournalKeyCommand(args: readonly string[], journal: JournalArgs): void {
  const [verb, target] = args;
  if (verb === 'new' && target !== undefined && !target.startsWith('--')) {
    createJournalKeyFile(target);
    process.stdout.write(`${JSON.stringify({ event: 'journalKeyCreated', file: target })}\n`);
    return;
  }
  if (verb === 'rechain' && target !== undefined && !target.startsWith('--')) {
    const path = join(target, 'hub.sqlite');
    if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
    const key = journalKeyFor(journal, target);
    refuseKeyedBefore(target, journal);
    const db = openStore(path);
    try {
      const result = rechainJournal(db, key, new Date().toISOString(), 'operator:cli');
      process.stdout.write(
        `${JSON.stringify({
          event: 'journalRechained',
          entries: result.entries,
          previousHead: formatAnchor(result.previousHead),
          anchor: formatAnchor(result.head),
        })}\n`,
      );
    } finally {
      db.close();
    }
    return;
  }
  throw new Error(USAGE);
}
