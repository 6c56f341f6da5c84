// The journal key's custody (issue 10 §5; docs/operations.md "The journal key and its anchors"):
// 32 random bytes, hex in a file of its own, kept outside the data folder and readable by its
// owner alone, so that whoever can rewrite hub.sqlite cannot also recompute the chain. Never on a
// command line or in a log.
import { closeSync, existsSync, openSync, readFileSync, realpathSync, statSync, writeSync } from 'node:fs';
import { dirname, relative, resolve, isAbsolute } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The key's length in bytes (HMAC-SHA256's block is 64; 32 is its output and our security level). */
export const JOURNAL_KEY_BYTES = 32;

/** A journal key file that cannot be used, with the reason (the key itself is never in the message). */
export class JournalKeyError extends Error {
  override readonly name = 'JournalKeyError';
}

/** The real path of `path`'s nearest existing ancestor joined with the rest (a key file may not exist yet). */
function realish(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : resolve(realish(parent), relative(parent, absolute));
}

/** True when `path` is `dir` or lies under it (symbolic links resolved). */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(realish(dir), realish(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The key as bytes, checked: exactly 32. */
export function journalKeyOf(bytes: Buffer): Buffer {
  if (bytes.length !== JOURNAL_KEY_BYTES)
    throw new JournalKeyError(`a journal key is ${JOURNAL_KEY_BYTES} bytes, got ${bytes.length}`);
  return bytes;
}

/**
 * Reads the key in `file`. Refused when the file sits inside `dataDir` (a copy of the data folder
 * would carry its own key), when group or others may read or write it, or when it is not 64 hex digits.
 */
export function loadJournalKey(file: string, dataDir?: string): Buffer {
  if (dataDir !== undefined && isInside(file, dataDir))
    throw new JournalKeyError(`the journal key ${file} must not be inside the data folder ${dataDir}`);
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    throw new JournalKeyError(
      `cannot read the journal key ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  if ((mode & 0o077) !== 0)
    throw new JournalKeyError(
      `the journal key ${file} is mode ${(mode & 0o777).toString(8)}: group and others must have no access (chmod 600)`,
    );
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text))
    throw new JournalKeyError(`the journal key ${file} is not ${JOURNAL_KEY_BYTES * 2} hex digits`);
  return journalKeyOf(Buffer.from(text, 'hex'));
}

/** Creates a new key file at `file`, mode 0600 from its creation; refuses to overwrite one. */
export function createJournalKeyFile(file: string): void {
  let fd: number;
  try {
    // 'wx': a key that exists is never replaced (its journal would become unverifiable).
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    throw new JournalKeyError(
      `cannot create the journal key ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  try {
    writeSync(fd, `${randomBytes(JOURNAL_KEY_BYTES).toString('hex')}\n`);
  } finally {
    closeSync(fd);
  }
}
