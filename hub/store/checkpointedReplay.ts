// A table's memory rebuilt at start from its checkpoint and the entries after it (issue 13 §5;
// docs/journal.md "Checkpoints"), and kept current while the hub runs. The replays
// (hub/tables/*/…Replay.ts) say what their memory is — the empty memory, which entries it folds,
// how — and this says where the entries come from: the checkpoint if it holds
// (store/memoryCheckpoints.ts), then the shared scan of the tail (store/journalTail.ts), else the
// index by table. After a replay the memory is checkpointed at the head; later, while no
// transaction is open, a timer folds the committed entries since into a copy of that checkpoint
// (never the live table's memory, which the table changes in place) and writes it again, so that
// a hub stopped by a crash after a year replays at most `REFRESH_EVERY` entries per table and what
// came since the last tick.
import type { DatabaseSync } from 'node:sqlite';
import { deserialize, serialize } from 'node:v8';
import { chainHead } from './anchors.ts';
import { type TailEntry, tableTail } from './journalTail.ts';
import { MEMORY_FORMAT, readCheckpoint, writeCheckpoint } from './memoryCheckpoints.ts';
import { statement } from './statements.ts';

/** What a table's replay folds, and how. */
export interface ReplaySpec<M> {
  /** The checkpoint's name: the kind of memory and the table (`wheel:roulette-1`). */
  readonly name: string;
  /** What the fold depends on besides the entries (the table's options), as a string. */
  readonly configuration: string;
  readonly tableId: string;
  /** The memory before the table's first entry. */
  empty(): M;
  /** The memory after `entry`, one of the table's entries (unchanged for an entry the fold does not read). */
  fold(memory: M, entry: TailEntry): M;
}

/** Checkpoints refreshed once this many entries were journaled since (any table's). */
export const REFRESH_EVERY = 20_000;

/** How often the refresh looks (milliseconds). */
const REFRESH_MS = 1_000;

/**
 * Journal entries (of every table) a table's refresh covers per tick: folding that table's share
 * of them holds the event loop for milliseconds, not for the whole backlog at once.
 */
const REFRESH_SLICE = 2_000;

interface Kept {
  readonly spec: ReplaySpec<unknown>;
  seq: number;
  bytes: Buffer;
  /** Set once `REFRESH_EVERY` behind, until the head is reached a slice at a time. */
  catching: boolean;
}

const kept = new WeakMap<DatabaseSync, Map<string, Kept>>();
const problems = new WeakMap<DatabaseSync, string[]>();

function fingerprint(spec: ReplaySpec<unknown>): string {
  return `${MEMORY_FORMAT}:${spec.configuration}`;
}

/** The table's entries after `from` that its fold reads, through the index by table when the tail is not shared. */
function entriesAfter(
  db: DatabaseSync,
  tableId: string,
  from: number,
  to: number | null,
): readonly TailEntry[] {
  const tail = to === null ? tableTail(db, tableId, from) : null;
  if (tail !== null) return tail;
  return statement(
    db,
    "SELECT seq, at, kind, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND seq > ? AND seq <= ? ORDER BY seq",
  ).all(tableId, from, to ?? Number.MAX_SAFE_INTEGER) as unknown as TailEntry[];
}

/** The memory of `spec`'s table now: its checkpoint (when it holds) and the entries after it. */
export function replayFromCheckpoint<M>(db: DatabaseSync, spec: ReplaySpec<M>): M {
  const general = spec as ReplaySpec<unknown>;
  const print = fingerprint(general);
  const start = readCheckpoint<M>(db, spec.name, print);
  if (start.problem !== null) notice(db, start.problem);
  const head = chainHead(db);
  let memory = start.memory ?? spec.empty();
  for (const entry of entriesAfter(db, spec.tableId, start.seq, null))
    if (entry.seq <= head.seq) memory = spec.fold(memory, entry);
  // Inside a transaction the entries folded may yet be rolled back: nothing is checkpointed.
  if (db.isTransaction) return memory;
  const bytes = serialize(memory);
  if (start.seq !== head.seq) writeCheckpoint(db, spec.name, print, head.seq, head.digest, bytes);
  keep(db, general, head.seq, bytes);
  return memory;
}

/** Why checkpoints of `db` were not used since the last call (for the hub's log). */
export function takeCheckpointProblems(db: DatabaseSync): string[] {
  const list = problems.get(db) ?? [];
  problems.delete(db);
  return list;
}

function notice(db: DatabaseSync, problem: string): void {
  const list = problems.get(db) ?? [];
  list.push(problem);
  problems.set(db, list);
}

function keep(db: DatabaseSync, spec: ReplaySpec<unknown>, seq: number, bytes: Buffer): void {
  let tables = kept.get(db);
  if (tables === undefined) {
    tables = new Map();
    kept.set(db, tables);
    const timer = setInterval(() => {
      if (!db.isOpen) clearInterval(timer);
      else if (!db.isTransaction) refreshCheckpoints(db);
    }, REFRESH_MS);
    timer.unref();
  }
  tables.set(spec.name, { spec, seq, bytes, catching: false });
}

/** How a refresh goes: `force` (a clean stop) covers everything at once; the rest is for tests. */
export interface RefreshPace {
  readonly force?: boolean;
  readonly every?: number;
  readonly slice?: number;
}

/**
 * Folds the committed entries since each kept checkpoint into a copy of it and writes it: once
 * `REFRESH_EVERY` entries were journaled since, `REFRESH_SLICE` entries per call until the head
 * is reached; `force` covers whatever moved at once (a clean stop). Never inside a transaction:
 * what it reads must be committed.
 */
export function refreshCheckpoints(db: DatabaseSync, pace: RefreshPace = {}): void {
  if (db.isTransaction) return;
  const { force = false, every = REFRESH_EVERY, slice = REFRESH_SLICE } = pace;
  const head = chainHead(db);
  for (const k of kept.get(db)?.values() ?? []) {
    if (head.seq - k.seq >= every) k.catching = true;
    if (head.seq === k.seq || (!force && !k.catching)) continue;
    const to = force ? head.seq : Math.min(head.seq, k.seq + slice);
    try {
      let memory = deserialize(k.bytes) as unknown;
      for (const entry of entriesAfter(db, k.spec.tableId, k.seq, to)) memory = k.spec.fold(memory, entry);
      const covered = statement(db, 'SELECT hash FROM journal WHERE seq = ?').get(to) as { hash: string };
      const bytes = serialize(memory);
      writeCheckpoint(db, k.spec.name, fingerprint(k.spec), to, covered.hash, bytes);
      k.bytes = bytes;
      k.seq = to;
      k.catching = to < head.seq;
    } catch (error) {
      // A checkpoint not written costs the next start a longer replay, nothing else: said, not thrown.
      notice(db, `checkpoint ${k.spec.name} not refreshed: ${String(error)}`);
    }
  }
}
