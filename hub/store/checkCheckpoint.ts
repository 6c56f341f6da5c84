// The check checkpoint (issue 13 §5; docs/journal.md "The check checkpoint"): the head entry a
// full integrity check passed at, and the cash that had entered by then, kept as a memory
// checkpoint (store/memoryCheckpoints.ts): MAC'd under a key derived from the journal key, bound
// to that entry's seq and hash, used only while the journal still holds that entry with that hash.
// With one, the start-up check reads only the entries after it; without one, or when it does not
// hold, the start-up check reads the whole journal as before.
import type { DatabaseSync } from 'node:sqlite';
import { serialize } from 'node:v8';
import type { CheckCover } from './integrity.ts';
import { readCheckpoint, writeCheckpoint } from './memoryCheckpoints.ts';
import { statement } from './statements.ts';

const NAME = 'integrity check';
/** Bump when what a full check covers changes, so that an older check's cover is not trusted. */
const FINGERPRINT = 'check v1';

/** Records that a full check passed up to `cover`. */
export function writeCheckCheckpoint(db: DatabaseSync, cover: CheckCover): void {
  const bytes = serialize({ entered: cover.entered.toString() });
  writeCheckpoint(db, NAME, FINGERPRINT, cover.seq, cover.hash, bytes);
}

/** The cover of the last passed full check if its checkpoint holds, else null and why (null when absent). */
export function readCheckCheckpoint(db: DatabaseSync): { cover: CheckCover | null; problem: string | null } {
  const start = readCheckpoint<{ entered?: unknown }>(db, NAME, FINGERPRINT);
  if (start.memory === null) return { cover: null, problem: start.problem };
  const entered = start.memory.entered;
  if (typeof entered !== 'string' || !/^-?\d+$/.test(entered))
    return { cover: null, problem: `checkpoint ${NAME}: its memory is not a check's cover` };
  const hash = statement(db, 'SELECT hash FROM journal WHERE seq = ?').get(start.seq) as
    { hash: string } | undefined;
  if (start.seq === 0 || hash === undefined) return { cover: null, problem: null };
  return { cover: { seq: start.seq, hash: hash.hash, entered: BigInt(entered) }, problem: null };
}

/** Drops the check checkpoint: the next start checks the whole journal (and refuses a bad store). */
export function dropCheckCheckpoint(db: DatabaseSync): void {
  statement(db, 'DELETE FROM memory_checkpoints WHERE name = ?').run(NAME);
}
