// Group commit (DESIGN.md "Persistence": commands that arrive together may share one transaction).
// Commands handed over during one event-loop turn are queued, then run one after another inside a
// single transaction at the end of the turn (setImmediate), each in its own savepoint. Nothing
// else can run while that transaction is open — the batch is synchronous — so no reader ever
// sees uncommitted data, and each caller's promise settles only after COMMIT returned: no answer
// or broadcast leaves before its data is on disk (WAL, synchronous = FULL).
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, newWriteEpoch } from './database.ts';

interface Queued {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** One database's group committer. */
export class GroupCommit {
  readonly #db: DatabaseSync;
  readonly #afterCommit: (() => void)[] = [];
  #queue: Queued[] = [];
  #scheduled = false;
  /** Transactions committed by this group committer (tests and metrics count them). */
  commits = 0;
  /** Commands committed (commits ≤ commands: the ratio is the grouping). */
  commands = 0;
  /** Called when a COMMIT fails: the in-memory state can no longer be trusted (default: exit). */
  onCommitFailure: (error: unknown) => void = (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', message: 'group commit failed', error: String(error) })}\n`,
    );
    // A restart recovers from what is on disk; carrying on could answer from lost writes.
    process.exit(70);
  };

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /**
   * Runs `work` inside the next group transaction; resolves with its result once committed,
   * rejects with its error (its own changes undone, the others kept) once the group committed.
   */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Runs `fn` after the group being built commits, or now when no group is open. */
  afterCommit(fn: () => void): void {
    if (this.#db.isOpen && this.#db.isTransaction) this.#afterCommit.push(fn);
    else fn();
  }

  /** Commits the queued commands now (also used before closing the database). */
  flush(): void {
    this.#scheduled = false;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      newWriteEpoch(this.#db);
      this.#db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      // Nothing ran and nothing changed: each command is answered with the failure.
      for (const q of batch) q.reject(error);
      return;
    }
    for (const q of batch) {
      try {
        // A savepoint each (database.ts): a command that throws is undone alone.
        results.push({ ok: true, value: inTransaction(this.#db, q.work) });
      } catch (error) {
        results.push({ ok: false, value: error });
      }
    }
    try {
      this.#db.exec('COMMIT');
    } catch (error) {
      newWriteEpoch(this.#db);
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      this.#afterCommit.length = 0;
      this.onCommitFailure(error);
      for (const q of batch) q.reject(error);
      return;
    }
    this.commits++;
    this.commands += batch.length;
    // Broadcasts first, then the answers (as before grouping: snapshot, then reply).
    for (const fn of this.#afterCommit.splice(0)) {
      try {
        fn();
      } catch (error) {
        // A failed broadcast must not keep the committed commands from their answers.
        process.stderr.write(
          `${JSON.stringify({ level: 'error', message: 'after-commit step failed', error: String(error) })}\n`,
        );
      }
    }
    batch.forEach((q, i) => {
      const r = results[i];
      if (r?.ok === true) q.resolve(r.value);
      else q.reject(r?.value);
    });
  }
}

const groups = new WeakMap<DatabaseSync, GroupCommit>();

/** The group committer of `db` (one per database handle). */
export function groupOf(db: DatabaseSync): GroupCommit {
  let group = groups.get(db);
  if (group === undefined) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group;
}
