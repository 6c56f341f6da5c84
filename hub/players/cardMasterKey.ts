// The card master key's custody (issue 12 §2; docs/players.md "Card keys"): 16 random bytes, hex
// in a file of its own kept outside the data folder, readable by its owner alone — the journal
// key's rules (hub/store/journalKey.ts). It lives on the hub only: terminals stand in the public
// room and never hold it. Never on a command line or in a log.
import { closeSync, existsSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isInside } from '../store/journalKey.ts';

/** The key's length: AES-128. */
export const CARD_MASTER_KEY_BYTES = 16;

/** A card key file that cannot be used, with the reason (never the key). */
export class CardKeyError extends Error {
  override readonly name = 'CardKeyError';
}

/** Reads the key in `file`; refused inside `dataDir`, open to group or others, or not 32 hex digits. */
export function loadCardMasterKey(file: string, dataDir?: string): Buffer {
  if (dataDir !== undefined && isInside(file, dataDir))
    throw new CardKeyError(`the card master key ${file} must not be inside the data folder ${dataDir}`);
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    throw new CardKeyError(
      `cannot read the card master key ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  if ((mode & 0o077) !== 0)
    throw new CardKeyError(`the card master key ${file} is mode ${(mode & 0o777).toString(8)}: chmod 600`);
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{32}$/.test(text))
    throw new CardKeyError(`the card master key ${file} is not 32 hex digits`);
  return Buffer.from(text, 'hex');
}

/** Writes a new random key to `file` (mode 600), refusing to overwrite one. */
export function createCardMasterKey(file: string): void {
  if (existsSync(file)) throw new CardKeyError(`${file} exists: a card master key is never overwritten`);
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, `${randomBytes(CARD_MASTER_KEY_BYTES).toString('hex')}\n`);
  } finally {
    closeSync(fd);
  }
}
