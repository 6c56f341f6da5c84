// One range of the parallel chain check (store/parallelChain.ts), in a worker thread: the range's
// links and keyed hashes on a read-only handle of its own. The answer goes back through shared
// memory, because the thread that started it waits blocked (Atomics.wait) and reads no messages.
import { DatabaseSync } from 'node:sqlite';
import { isMainThread, workerData } from 'node:worker_threads';
import { attachJournalKey } from './chainKey.ts';
import { type ChainPoint, verifyChain } from './journal.ts';

/** A range to check: the entries after `start` up to `to`, under `key`, in the store at `path`. */
export interface ChainTask {
  readonly task: 'chain';
  readonly path: string;
  readonly key: Uint8Array;
  readonly start: ChainPoint;
  readonly to: number;
  /** [status, answer]: status 0 starting, 1 checking, 2 done, 3 failed; answer −1 when intact. */
  readonly shared: SharedArrayBuffer;
}

/** The slots of a task's shared memory. */
export const STATUS = { starting: 0, checking: 1, done: 2, failed: 3 } as const;

/** True when the worker's data is a chain task (the built hub's worker runs both kinds of task). */
export function isChainTask(data: unknown): data is ChainTask {
  return typeof data === 'object' && data !== null && (data as { task?: unknown }).task === 'chain';
}

/** Checks the task's range and writes the first broken entry (or −1) and the status. */
export function runChainTask(t: ChainTask): void {
  const status = new Int32Array(t.shared, 0, 1);
  const answer = new Float64Array(t.shared, 8, 1);
  let outcome: number = STATUS.failed;
  try {
    Atomics.store(status, 0, STATUS.checking);
    const db = new DatabaseSync(t.path, { readOnly: true });
    try {
      attachJournalKey(db, Buffer.from(t.key));
      answer[0] = verifyChain(db, undefined, t.start, t.to) ?? -1;
      outcome = STATUS.done;
    } finally {
      db.close();
    }
  } finally {
    // Failed: the waiting thread checks the range itself.
    Atomics.store(status, 0, outcome);
    Atomics.notify(status, 0);
  }
}

if (!isMainThread && isChainTask(workerData)) runChainTask(workerData);
