// Where a hub command finds the journal key file and the high-water mark (issue 10 §5;
// docs/operations.md "The journal key and its anchors"): `--journal-key FILE`, else the
// configuration's `journal.keyFile`, else TAPIS_JOURNAL_KEY_FILE, else systemd's credential
// `journal-key` (LoadCredential=journal-key:… puts it in $CREDENTIALS_DIRECTORY). The key is read
// from a file, never from the command line or the environment itself.
import { join } from 'node:path';
import { loadJournalKey, JournalKeyError, isInside } from '../store/journalKey.ts';

/** The journal settings of a configuration file, if any. */
export interface JournalFiles {
  readonly keyFile?: string | undefined;
  readonly anchorFile?: string | undefined;
}

/** The command line's journal options (`--journal-key`, `--anchor-file`), taken out of the arguments by hub/cli.ts. */
export interface JournalArgs {
  readonly keyFile?: string | undefined;
  readonly anchorFile?: string | undefined;
}

/** The key file to use, or a JournalKeyError naming every place that was looked at. */
export function journalKeyFile(given: JournalArgs, configured: JournalFiles = {}): string {
  const credentials = process.env['CREDENTIALS_DIRECTORY'];
  const file =
    given.keyFile ??
    configured.keyFile ??
    process.env['TAPIS_JOURNAL_KEY_FILE'] ??
    (credentials === undefined ? undefined : join(credentials, 'journal-key'));
  if (file === undefined)
    throw new JournalKeyError(
      'no journal key: give --journal-key FILE, journal.keyFile, TAPIS_JOURNAL_KEY_FILE or the systemd credential journal-key (hub journal-key new FILE creates one)',
    );
  return file;
}

/** The journal key for the store in `dataDir` (refused inside it or readable by others). */
export function journalKeyFor(given: JournalArgs, dataDir: string, configured: JournalFiles = {}): Buffer {
  return loadJournalKey(journalKeyFile(given, configured), dataDir);
}

/**
 * The high-water mark file: `--anchor-file`, `journal.anchorFile`, TAPIS_JOURNAL_ANCHOR_FILE, else
 * `<key file>.anchor` beside the key — except for a systemd credential, whose folder is read-only.
 */
export function anchorFileFor(given: JournalArgs, dataDir: string, configured: JournalFiles = {}): string {
  const keyFile = journalKeyFile(given, configured);
  const credentials = process.env['CREDENTIALS_DIRECTORY'];
  const file =
    given.anchorFile ??
    configured.anchorFile ??
    process.env['TAPIS_JOURNAL_ANCHOR_FILE'] ??
    (credentials !== undefined && isInside(keyFile, credentials) ? undefined : `${keyFile}.anchor`);
  if (file === undefined)
    throw new JournalKeyError(
      'the journal key is a systemd credential (read-only): give the high-water mark file with journal.anchorFile or TAPIS_JOURNAL_ANCHOR_FILE',
    );
  if (isInside(file, dataDir))
    throw new JournalKeyError(
      `the journal high-water mark ${file} must not be inside the data folder ${dataDir}`,
    );
  return file;
}

/** `args` without `--journal-key FILE` and `--anchor-file FILE`, and those two values. */
export function splitJournalArgs(args: readonly string[]): { rest: string[]; journal: JournalArgs } {
  const rest: string[] = [];
  let keyFile: string | undefined;
  let anchorFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--journal-key' || a === '--anchor-file') {
      const value = args[i + 1];
      if (value === undefined) throw new JournalKeyError(`${a} takes a file path`);
      if (a === '--journal-key') keyFile = value;
      else anchorFile = value;
      i++;
    } else rest.push(a);
  }
  return { rest, journal: { keyFile, anchorFile } };
}
