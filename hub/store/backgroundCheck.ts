// The full integrity check after a start that checked only the tail (issue 13 §5; docs/journal.md
// "The check checkpoint"). It runs in a worker thread: at 10⁶ entries the full check takes about a
// minute, which no slice of the event loop may hold.
import { Worker } from 'node:worker_threads';
import type { CheckCover } from './integrity.ts';

/**
 * The worker's entry: beside this file when the hub runs from source, and `check/worker.mjs`
 * beside the built hub (dist/hub/cli.mjs, vite.main.config.ts) that the kiosk runs. A variable,
 * so that the bundler leaves the URL as it is instead of copying the .ts file as an asset.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts') ? './backgroundCheckWorker.ts' : './check/worker.mjs';

/** What the background check found: its problems (none: passed) and the head it covered. */
export interface BackgroundOutcome {
  readonly problems: readonly string[];
  readonly entries: number;
  readonly cover: CheckCover;
}

/** A running background check: its outcome (null when stopped first) and how to stop it. */
export interface BackgroundCheck {
  readonly done: Promise<BackgroundOutcome | null>;
  stop(): Promise<void>;
}

/**
 * Starts the full check of the store at `path` under `journalKey` in a worker thread, `afterMs`
 * from now: a start is the hub's busiest moment (recovery, every terminal reconnecting), and the
 * check competes with it for the same cores.
 */
export function startBackgroundCheck(path: string, journalKey: Buffer, afterMs: number): BackgroundCheck {
  let worker: Worker | null = null;
  let stopped = false;
  let settle: (outcome: BackgroundOutcome | null) => void = () => undefined;
  const done = new Promise<BackgroundOutcome | null>((resolve) => (settle = resolve));
  const failed = (problem: string): BackgroundOutcome => ({
    problems: [problem],
    entries: 0,
    cover: { seq: 0, hash: '', entered: 0n },
  });
  const timer = setTimeout(() => {
    const w = new Worker(new URL(WORKER_ENTRY, import.meta.url), {
      workerData: { path, journalKey: new Uint8Array(journalKey) },
    });
    worker = w;
    w.once('message', (m: Reply) =>
      settle({
        problems: m.problems,
        entries: m.entries,
        cover: { ...m.cover, entered: BigInt(m.cover.entered) },
      }),
    );
    // A check that could not run is a check that did not pass: reported, unless the hub stopped it.
    w.once('error', (error) =>
      settle(stopped ? null : failed(`background integrity check failed to run: ${String(error)}`)),
    );
    w.once('exit', () => settle(null));
  }, afterMs);
  return {
    done,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      settle(null);
      await worker?.terminate();
    },
  };
}

/** The worker's message (store/backgroundCheckWorker.ts): BigInt does not cross as JSON would. */
interface Reply {
  readonly problems: string[];
  readonly entries: number;
  readonly cover: { readonly seq: number; readonly hash: string; readonly entered: string };
}
