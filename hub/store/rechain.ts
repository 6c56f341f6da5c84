// Re-chaining a store written before the keyed chain (issue 10 §5, migration 5): the old chain is
// checked with plain SHA-256 first — a broken one is evidence and is left as it is — then every
// entry's hash is recomputed under the journal key in one transaction, and a `ChainKeyed` entry
// journals the old head's digest, so the paper trail of the old chain still meets the new one.
import { hash as sha256 } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { type ChainAnchor, chainHead } from './anchors.ts';
import { attachJournalKey, ChainKeyError, recordChainKey } from './chainKey.ts';
import { inTransaction } from './database.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { entryContent, entryHash, GENESIS_HASH, type JournalRow } from './journal.ts';

/** The hash of the chain before it was keyed: sha256 over the same fields. */
export function legacyEntryHash(
  prevHash: string,
  seq: number,
  at: string,
  kind: string,
  actor: string,
  payload: string,
): string {
  return sha256('sha256', entryContent(prevHash, seq, at, kind, actor, payload), 'hex');
}

function rows(db: DatabaseSync): JournalRow[] {
  return db
    .prepare('SELECT seq, at, kind, actor, payload, prev_hash, hash FROM journal ORDER BY seq')
    .all() as unknown as JournalRow[];
}

/** The first entry the plain SHA-256 chain does not hold, or null. */
function legacyBreak(entries: readonly JournalRow[]): number | null {
  let prev = GENESIS_HASH;
  for (const [i, e] of entries.entries()) {
    if (
      e.seq !== i + 1 ||
      e.prev_hash !== prev ||
      legacyEntryHash(prev, e.seq, e.at, e.kind, e.actor, e.payload) !== e.hash
    )
      return e.seq;
    prev = e.hash;
  }
  return null;
}

/** What a re-chaining did. */
export interface RechainResult {
  /** The old chain's head, journaled in the `ChainKeyed` entry. */
  readonly previousHead: ChainAnchor;
  /** The `ChainKeyed` entry: the first anchor of the keyed chain. */
  readonly head: ChainAnchor;
  readonly entries: number;
}

/** Re-chains `db` (opened with openStore) under `key`; refused when the store is keyed already or its old chain is broken. */
export function rechainJournal(db: DatabaseSync, key: Buffer, at: string, actor: string): RechainResult {
  if (db.prepare('SELECT 1 FROM journal_chain LIMIT 1').get() !== undefined)
    throw new ChainKeyError('this store is already chained under a journal key');
  attachJournalKey(db, key);
  return inTransaction(db, () => {
    const entries = rows(db);
    const broken = legacyBreak(entries);
    if (broken !== null)
      throw new ChainKeyError(
        `the SHA-256 chain is broken at entry ${broken}: not re-chained (keep the store as evidence)`,
      );
    const previousHead = chainHead(db);
    const update = db.prepare('UPDATE journal SET prev_hash = ?, hash = ? WHERE seq = ?');
    let prev = GENESIS_HASH;
    for (const e of entries) {
      const hash = entryHash(key, prev, e.seq, e.at, e.kind, e.actor, e.payload);
      update.run(prev, hash, e.seq);
      prev = hash;
    }
    recordChainKey(db);
    appendEntry(db, at, 'ChainKeyed', actor, {
      scheme: 'hmac-sha256',
      previousScheme: 'sha256',
      previousHead,
      entries: entries.length,
    });
    return { previousHead, head: chainHead(db), entries: entries.length };
  });
}
