// Checkpoints of the tables' memories (issue 13 §5; docs/journal.md "Checkpoints"). A table's
// memory is a fold of its journal entries; a checkpoint keeps that fold at one entry of the
// chain, so that a start replays only the entries after it. It is trusted only as far as it is
// checked: an HMAC under a key derived from the journal key binds its name, the configuration it
// was folded under, the entry it covers (seq and hash) and the memory's bytes, and the journal
// must still hold that entry with that hash. Whatever fails — no row, another configuration or
// format, a MAC that does not hold, an entry cut or rewritten, bytes that do not deserialise — the
// caller replays from the first entry, as before checkpoints existed: a checkpoint can make a
// start faster, never make it see another state. An old but genuine checkpoint is harmless: the
// entries after it are replayed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { deserialize } from 'node:v8';
import { boundJournalKey } from './chainKey.ts';
import { statement } from './statements.ts';

/**
 * The memories' format: part of every fingerprint. Bump it whenever a table's memory or the fold
 * that builds it changes shape or meaning, so that no checkpoint of an older fold is used.
 */
export const MEMORY_FORMAT = 1;

/** Where a replay starts: a memory and the entry it covers, or nothing (seq 0). */
export interface CheckpointStart<M> {
  readonly memory: M | null;
  readonly seq: number;
  /** Why a checkpoint present was not used (null when used or absent). */
  readonly problem: string | null;
}

/** The MAC key of checkpoints: derived from the journal key, so a checkpoint's MAC is never an entry's hash. */
function macKey(db: DatabaseSync): Buffer {
  return createHmac('sha256', boundJournalKey(db)).update('tapis memory checkpoint v1').digest();
}

function macOf(
  db: DatabaseSync,
  name: string,
  fingerprint: string,
  seq: number,
  hash: string,
  memory: Uint8Array,
): Buffer {
  // The JSON array ends where it ends: no two (fields, bytes) pairs give the same input.
  return createHmac('sha256', macKey(db))
    .update(JSON.stringify([name, fingerprint, seq, hash]))
    .update(memory)
    .digest();
}

/**
 * Writes a memory serialised by `node:v8` as checkpoint `name`, covering journal entry
 * `seq` (0: none) with hash `hash`.
 */
export function writeCheckpoint(
  db: DatabaseSync,
  name: string,
  fingerprint: string,
  seq: number,
  hash: string,
  bytes: Uint8Array,
): void {
  statement(
    db,
    'INSERT OR REPLACE INTO memory_checkpoints (name, fingerprint, seq, hash, memory, mac) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(name, fingerprint, seq, hash, bytes, macOf(db, name, fingerprint, seq, hash, bytes).toString('hex'));
}

interface Row {
  fingerprint: string;
  seq: number;
  hash: string;
  memory: Uint8Array;
  mac: string;
}

/** Checkpoint `name` if it holds for `fingerprint` and this journal, else where to replay from and why. */
export function readCheckpoint<M>(db: DatabaseSync, name: string, fingerprint: string): CheckpointStart<M> {
  const row = statement(
    db,
    'SELECT fingerprint, seq, hash, memory, mac FROM memory_checkpoints WHERE name = ?',
  ).get(name) as Row | undefined;
  const none = (problem: string | null): CheckpointStart<M> => ({ memory: null, seq: 0, problem });
  if (row === undefined) return none(null);
  const expected = macOf(db, name, row.fingerprint, row.seq, row.hash, row.memory);
  const stored = Buffer.from(row.mac, 'hex');
  if (stored.length !== expected.length || !timingSafeEqual(stored, expected))
    return none(`checkpoint ${name}: its MAC does not hold (written without the journal key, or altered)`);
  if (row.fingerprint !== fingerprint)
    return none(`checkpoint ${name}: made for another configuration or memory format`);
  if (row.seq > 0) {
    const entry = statement(db, 'SELECT hash FROM journal WHERE seq = ?').get(row.seq) as
      { hash: string } | undefined;
    if (entry?.hash !== row.hash)
      return none(`checkpoint ${name}: the journal no longer holds entry ${row.seq} with the hash it covers`);
  }
  try {
    return { memory: deserialize(row.memory) as M, seq: row.seq, problem: null };
  } catch (error) {
    return none(`checkpoint ${name}: its memory does not deserialise (${String(error)})`);
  }
}
