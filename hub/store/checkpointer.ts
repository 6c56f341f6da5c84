// WAL checkpoints on a thread of their own (DESIGN.md "Persistence"). SQLite copies the WAL back
// into the database file at a checkpoint; left automatic, the connection that commits runs it,
// inside the COMMIT, on the hub's event loop: every few group commits the hub stopped for the
// copy and its fsync. A second connection on a worker thread runs passive checkpoints instead,
// which never block the writer nor wait for it. Durability is unchanged: a commit is on disk
// once its WAL frames are synced; a checkpoint only moves them. Should the worker die, the hub's
// own connection checkpoints again automatically, at a higher mark.
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';

/** Pages the WAL may hold before the hub's own connection checkpoints itself (4 KiB each). */
const FALLBACK_PAGES = 16_000;

/** How often the worker checkpoints. */
const INTERVAL_MS = 200;

// Plain CommonJS for `eval`: the worker loads nothing of the hub's TypeScript.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path);
db.exec('PRAGMA synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next tick tries again.
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer. */
export interface Checkpointer {
  /** Stops the worker (its connection closes) and gives checkpoints back to `db`. */
  stop(): Promise<void>;
}

/** Moves the checkpoints of the database at `path`, open as `db` on this thread, to a worker. */
export function startCheckpointer(db: DatabaseSync, path: string): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path, intervalMs: INTERVAL_MS },
    // A small heap: the worker holds one connection and a timer.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  db.exec(`PRAGMA wal_autocheckpoint = ${FALLBACK_PAGES}`);
  const restore = () => {
    if (db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
  };
  worker.once('error', restore);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Referenced again so that the process waits for the worker's connection to close.
      worker.ref();
      worker.postMessage('stop');
      await exited;
      restore();
    },
  };
}
