// The chain check across the machine's cores (issue 13 §5). Each entry's link can be checked on
// its own given the stored previous entry, so the journal splits into ranges of seq, each checked
// by a worker thread (store/chainWorker.ts) from the last stored entry before it: a range's first
// entry is checked against that entry's stored hash and seq, so the links across the boundaries
// are checked too, and the first break over all ranges is the one the single pass would report.
import { availableParallelism } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { boundJournalKey } from './chainKey.ts';
import { type ChainTask, STATUS } from './chainWorker.ts';
import { type ChainPoint, GENESIS_HASH, verifyChain } from './journal.ts';

/**
 * The worker's entry: beside this file when the hub runs from source; in the built hub the chain
 * task is bundled into the background check's worker (`check/worker.mjs`, vite.main.config.ts).
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? './chainWorker.ts'
  : import.meta.url.endsWith('/check/worker.mjs')
    ? './worker.mjs'
    : './check/worker.mjs';

/** Fewer entries than this are checked in the calling thread: a worker takes tens of ms to start. */
export const PARALLEL_FROM = 40_000;

/** A worker that has not begun after this long is given up, and its range checked in the caller. */
const START_WAIT_MS = 60_000;

/** How the check is shared out. */
export interface ChainCheckOptions {
  /** Where the check starts (default: the genesis). */
  readonly from?: ChainPoint;
  /** True: the calling thread checks a range too; false: it has other work meanwhile. */
  readonly inline?: boolean;
  /** Below this many entries, no worker (default PARALLEL_FROM). */
  readonly minEntries?: number;
  /** How many threads in all (default: the machine's cores). */
  readonly threads?: number;
}

/** A chain check under way: `brokenAt` waits for it and returns the first broken entry, or null. */
export interface ChainCheck {
  /** False when the whole check runs in the calling thread, inside `brokenAt`. */
  readonly parallel: boolean;
  /** The last entry it checks: the head when it started. */
  readonly head: number;
  brokenAt(): number | null;
}

interface Range {
  readonly start: ChainPoint;
  readonly to: number;
}

/**
 * Starts checking the chain of `db` (a store on disk; a store in memory is checked in the calling
 * thread) from `options.from` up to its head as the caller's transaction sees it.
 */
export function startChainCheck(db: DatabaseSync, options: ChainCheckOptions = {}): ChainCheck {
  const from = options.from ?? { seq: 0, hash: GENESIS_HASH };
  const head =
    (db.prepare('SELECT max(seq) AS head FROM journal').get() as { head: number | null }).head ?? 0;
  const inline = options.inline ?? true;
  const threads = options.threads ?? availableParallelism();
  const workers = inline ? threads - 1 : Math.max(1, threads - 1);
  const path = db.location();
  const entries = head - from.seq;
  if (path === null || workers < 1 || entries < (options.minEntries ?? PARALLEL_FROM) || threads < 2)
    return { parallel: false, head, brokenAt: () => verifyChain(db, undefined, from, head) };
  const count = inline ? workers + 1 : workers;
  const ranges: Range[] = [];
  for (let i = 0; i < count; i++) {
    const lo = from.seq + Math.floor((entries * i) / count);
    const hi = i === count - 1 ? head : from.seq + Math.floor((entries * (i + 1)) / count);
    ranges.push({ start: i === 0 ? from : storedBefore(db, from, lo), to: hi });
  }
  const key = new Uint8Array(boundJournalKey(db));
  const own = inline ? ranges.shift() : undefined;
  const started = ranges.map((range) => startWorker(path, key, range));
  return {
    parallel: true,
    head,
    brokenAt() {
      const found: (number | null)[] = [];
      if (own !== undefined) found.push(verifyChain(db, undefined, own.start, own.to));
      // A range whose worker failed is checked here: the answer never depends on a worker.
      for (const [i, s] of started.entries()) {
        const range = ranges[i]!;
        found.push(s.answer() ?? verifyChain(db, undefined, range.start, range.to));
      }
      const broken = found.filter((b): b is number => b !== null);
      return broken.length === 0 ? null : Math.min(...broken);
    },
  };
}

/** The last stored entry at or before `seq` and after `from` (else `from`): where a range starts. */
function storedBefore(db: DatabaseSync, from: ChainPoint, seq: number): ChainPoint {
  const row = db
    .prepare('SELECT seq, hash FROM journal WHERE seq > ? AND seq <= ? ORDER BY seq DESC LIMIT 1')
    .get(from.seq, seq) as { seq: number; hash: string } | undefined;
  return row ?? from;
}

/** A range's worker; `answer` waits for it: the first broken entry, null intact, undefined failed. */
function startWorker(path: string, key: Uint8Array, range: Range): { answer(): number | null | undefined } {
  const shared = new SharedArrayBuffer(16);
  const status = new Int32Array(shared, 0, 1);
  const answer = new Float64Array(shared, 8, 1);
  const task: ChainTask = { task: 'chain', path, key, start: range.start, to: range.to, shared };
  let worker: Worker;
  try {
    worker = new Worker(new URL(WORKER_ENTRY, import.meta.url), { workerData: task });
  } catch {
    return { answer: () => undefined };
  }
  // Its errors arrive after the wait, as events: the status has already told the caller.
  worker.on('error', () => undefined);
  worker.unref();
  return {
    answer() {
      // A worker that never begins (it could not load) is given up after a while.
      if (Atomics.wait(status, 0, STATUS.starting, START_WAIT_MS) === 'timed-out') {
        void worker.terminate();
        return undefined;
      }
      for (;;) {
        const s = Atomics.load(status, 0);
        if (s === STATUS.done) return answer[0] === -1 ? null : answer[0]!;
        if (s === STATUS.failed) return undefined;
        Atomics.wait(status, 0, s);
      }
    },
  };
}
