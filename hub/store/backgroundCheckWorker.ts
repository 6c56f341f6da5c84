// The worker of the background integrity check (store/backgroundCheck.ts): the full check on its
// own read-only handle, in one read transaction, so that every query sees the same commit while
// the hub goes on writing, and the hub's event loop is never held by it.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { attachJournalKey } from './chainKey.ts';
// The built hub's worker runs the parallel chain check's ranges too (store/parallelChain.ts): that
// module runs a chain task itself when it is given one.
import { isChainTask } from './chainWorker.ts';
import { beginRead } from './database.ts';
import { fullCheck } from './integrity.ts';

if (!isChainTask(workerData)) {
  const { path, journalKey } = workerData as { path: string; journalKey: Uint8Array };
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    attachJournalKey(db, Buffer.from(journalKey));
    beginRead(db);
    // One thread: the hub serves on the other cores meanwhile.
    const { report, cover } = fullCheck(db, [], false);
    db.exec('COMMIT');
    parentPort?.postMessage({
      problems: report.problems,
      entries: report.entries,
      cover: { seq: cover.seq, hash: cover.hash, entered: cover.entered.toString() },
    });
  } finally {
    db.close();
  }
}
