// The hub's own anchor (issue 10 §5): a small file outside the data folder, beside the journal
// key, holding the last chain head the hub anchored (after each committed staff action — séance
// closings, counts, modèle 7 certifications among them — and at a clean shutdown). At start the
// journal must still hold it, else the store is refused: a journal cut back below it is caught
// even though the chain alone cannot see a missing tail.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { type ChainAnchor, anchorProblems, chainHead, formatAnchor, parseAnchor } from './anchors.ts';

/** The anchor kept in `file`, or null when there is none yet; throws on a file that does not parse. */
export function readHighWater(file: string): ChainAnchor | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const anchor = parseAnchor(text);
  if (anchor === null) throw new Error(`the journal high-water mark ${file} is not SEQ:DIGEST`);
  return anchor;
}

/** Problems of `db` against the mark in `file` (none when no mark was kept yet). */
export function highWaterProblems(db: DatabaseSync, file: string): string[] {
  let mark: ChainAnchor | null;
  try {
    mark = readHighWater(file);
  } catch (error) {
    return [(error as Error).message];
  }
  return mark === null ? [] : anchorProblems(db, [mark]).map((p) => `high-water mark: ${p}`);
}

/**
 * Writes `db`'s chain head to `file` (atomically: a temporary file, fsync, rename; mode 0600).
 * Never lowers the mark: a head below it is a truncation, which the start-up check reports.
 */
export function writeHighWater(db: DatabaseSync, file: string): ChainAnchor {
  const head = chainHead(db);
  const kept = readHighWater(file);
  if (kept !== null && kept.seq > head.seq) return kept;
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, `${formatAnchor(head)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  return head;
}
