// The data folder and the store's files are the owner's alone (issue 10 §5): 0700 and 0600
// whatever the umask or the service manager's defaults, set explicitly rather than trusted.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** Creates `dir` if needed and makes it 0700. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates `path` empty if missing and makes it 0600 (SQLite gives its -wal and -shm the same mode). */
export function privateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/** Makes the store's -wal and -shm files 0600 where they exist (a store created before this rule). */
export function privateCompanions(path: string): void {
  for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) chmodSync(path + suffix, 0o600);
}
