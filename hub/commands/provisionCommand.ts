// `npm run hub -- provision <dir> <terminalId> <tableId>`: provisions (or re-provisions) a
// terminal when it is imaged and prints its new secret once; the hub keeps only a scrypt hash.
// Journaled as `TerminalProvisioned` by `operator:cli`, so that the journal says which
// terminals could act and since when.
import { join } from 'node:path';
import { inTransaction, openDatabase } from '../store/database.ts';
import { privateDir } from '../store/fileModes.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { provisionDisplay } from '../connections/displayConnection.ts';
import { newTerminalSecret, provisionTerminal } from '../terminals.ts';

/** Ids that cannot be mistaken for another kind of actor (`staff:…`) in the commands table. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Runs `provision <dir> <terminalId> <tableId>` and prints {"terminalId","tableId","secret"}. */
export function runProvision(dir: string, terminalId: string, tableId: string, journalKey: Buffer): void {
  if (!ID.test(terminalId)) throw new Error(`a terminal id is 1–64 of A–Z a–z 0–9 _ -, got "${terminalId}"`);
  if (!ID.test(tableId)) throw new Error(`a table id is 1–64 of A–Z a–z 0–9 _ -, got "${tableId}"`);
  privateDir(dir); // the first provisioning may come before the hub's first start
  const db = openDatabase(join(dir, 'hub.sqlite'), journalKey);
  const secret = newTerminalSecret();
  try {
    inTransaction(db, () => {
      appendEntry(db, new Date().toISOString(), 'TerminalProvisioned', 'operator:cli', {
        terminalId,
        tableId,
      });
      provisionTerminal(db, terminalId, tableId, secret);
    });
  } finally {
    db.close();
  }
  process.stdout.write(`${JSON.stringify({ terminalId, tableId, secret })}\n`);
}

/**
 * Runs `provision-display <dir> <displayId> <tableId>`: the credential of a hold'em table's
 * central display (`/display`, read-only). Stored as a terminal of table `display:<tableId>`, so
 * that it can never act as a station; prints {"displayId","tableId","secret"}.
 */
export function runProvisionDisplay(
  dir: string,
  displayId: string,
  tableId: string,
  journalKey: Buffer,
): void {
  if (!ID.test(displayId)) throw new Error(`a display id is 1–64 of A–Z a–z 0–9 _ -, got "${displayId}"`);
  if (!ID.test(tableId)) throw new Error(`a table id is 1–64 of A–Z a–z 0–9 _ -, got "${tableId}"`);
  privateDir(dir);
  const db = openDatabase(join(dir, 'hub.sqlite'), journalKey);
  const secret = newTerminalSecret();
  try {
    inTransaction(db, () => provisionDisplay(db, new Date().toISOString(), displayId, tableId, secret));
  } finally {
    db.close();
  }
  process.stdout.write(`${JSON.stringify({ displayId, tableId, secret })}\n`);
}
