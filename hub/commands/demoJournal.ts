// The demo's journal key (issue 10 §5): the one given like any hub's (--journal-key, ...), else a
// key of its own in a folder beside — never inside — its data folder, made on the first run and
// reused after (a restarted demo must verify its own journal). Only the demo makes a key by itself.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { privateDir } from '../store/fileModes.ts';
import { createJournalKeyFile, loadJournalKey } from '../store/journalKey.ts';
import { anchorFileFor, type JournalArgs, journalKeyFor, journalKeyFile } from './journalKeySource.ts';

/** The demo's key folder for `dataDir`: `<dataDir>.journal`, beside it. */
export function demoKeyDir(dataDir: string): string {
  return `${resolve(dataDir)}.journal`;
}

/** The journal key and high-water mark file of a demo hub on `dataDir`. */
export function demoJournal(dataDir: string, given: JournalArgs): { journalKey: Buffer; anchorFile: string } {
  let configured = true;
  try {
    journalKeyFile(given);
  } catch {
    configured = false;
  }
  if (configured)
    return { journalKey: journalKeyFor(given, dataDir), anchorFile: anchorFileFor(given, dataDir) };
  const dir = demoKeyDir(dataDir);
  privateDir(dir);
  const keyFile = join(dir, 'journal-key');
  if (!existsSync(keyFile)) createJournalKeyFile(keyFile);
  return {
    journalKey: loadJournalKey(keyFile, dataDir),
    anchorFile: given.anchorFile ?? `${keyFile}.anchor`,
  };
}
