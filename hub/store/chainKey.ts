// Which key chains a store's journal (issue 10 §5). Each database handle is bound to the key it
// appends and verifies with; the store itself records that its chain is keyed and a check value
// of the key (an HMAC of a fixed label: it reveals nothing of the key), so a wrong key or a store
// still chained with plain SHA-256 is named as such instead of showing as "broken at entry 1".
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { journalKeyOf } from './journalKey.ts';

/** The chain's scheme as recorded in the store (migration 5). */
export const CHAIN_SCHEME = 'hmac-sha256';

/** The command that re-chains a store written before the keyed chain. */
export const RECHAIN_COMMAND = 'hub journal-key rechain <dir> --journal-key FILE';

/** A store the hub will not open with the key it was given. */
export class ChainKeyError extends Error {
  override readonly name = 'ChainKeyError';
}

const keys = new WeakMap<DatabaseSync, Buffer>();

/** Binds `key` to `db`: every append and every check on this handle uses it. */
export function attachJournalKey(db: DatabaseSync, key: Buffer): void {
  keys.set(db, journalKeyOf(key));
}

/** The key bound to `db`; a handle without one cannot append or verify. */
export function boundJournalKey(db: DatabaseSync): Buffer {
  const key = keys.get(db);
  if (key === undefined)
    throw new ChainKeyError('this store handle has no journal key (openDatabase takes one)');
  return key;
}

/** The check value of `key`, stored beside the journal. */
export function keyCheck(key: Buffer): string {
  return createHmac('sha256', key).update('tapis journal key check v1').digest('hex');
}

function recorded(db: DatabaseSync): { scheme: string; key_check: string } | undefined {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal_chain'")
    .get();
  if (table === undefined) return undefined;
  return db.prepare('SELECT scheme, key_check FROM journal_chain LIMIT 1').get() as
    { scheme: string; key_check: string } | undefined;
}

function journalIsEmpty(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM journal LIMIT 1').get() === undefined;
}

/** What is wrong with the chain's key on `db` (read-only; empty when the bound key is the store's). */
export function chainKeyProblems(db: DatabaseSync): string[] {
  const row = recorded(db);
  if (row === undefined)
    return journalIsEmpty(db)
      ? []
      : [
          `journal chained with plain SHA-256 (before the keyed chain): re-chain it with \`${RECHAIN_COMMAND}\``,
        ];
  if (row.scheme !== CHAIN_SCHEME) return [`journal chain scheme "${row.scheme}" is unknown to this hub`];
  const expected = Buffer.from(keyCheck(boundJournalKey(db)), 'hex');
  const stored = Buffer.from(row.key_check, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected)
    ? []
    : ['the journal key does not match the key this store was chained with'];
}

/** Records `db`'s bound key as the store's (a new store, or a re-chained one). */
export function recordChainKey(db: DatabaseSync): void {
  db.prepare('DELETE FROM journal_chain').run();
  db.prepare('INSERT INTO journal_chain (scheme, key_check) VALUES (?, ?)').run(
    CHAIN_SCHEME,
    keyCheck(boundJournalKey(db)),
  );
}

/**
 * Binds `key` to a writable `db`: a new store takes it as its own; a store keyed otherwise, or
 * still chained with plain SHA-256, is refused (ChainKeyError) before anything is written.
 */
export function claimChainKey(db: DatabaseSync, key: Buffer): void {
  attachJournalKey(db, key);
  if (recorded(db) === undefined && journalIsEmpty(db)) {
    recordChainKey(db);
    return;
  }
  const problems = chainKeyProblems(db);
  if (problems.length > 0) throw new ChainKeyError(problems.join('; '));
}
