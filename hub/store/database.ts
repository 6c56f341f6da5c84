// The hub's SQLite file through node:sqlite (DESIGN.md "Persistence"): WAL, full sync, and
// numbered migrations applied in order inside one transaction each; the file and its -wal and
// -shm are 0600, and the journal is chained under the key the caller gives (store/chainKey.ts).
import { DatabaseSync } from 'node:sqlite';
import { claimChainKey } from './chainKey.ts';
import { privateCompanions, privateFile } from './fileModes.ts';
import { MIGRATIONS } from './migrations.ts';
import { statement } from './statements.ts';

/**
 * Opens (creating if needed) the hub database at `path`, brings its schema up to date and binds
 * `journalKey` to it: a store chained under another key, or still with plain SHA-256, is refused.
 */
export function openDatabase(path: string, journalKey: Buffer): DatabaseSync {
  const db = openStore(path);
  try {
    claimChainKey(db, journalKey);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Opens and migrates the store without binding a key (the re-chaining command, store/rechain.ts). */
export function openStore(path: string): DatabaseSync {
  // Issue 10 §5: 0600 whatever the umask; SQLite creates -wal and -shm with the file's mode.
  privateFile(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  privateCompanions(path);
  // FULL: a commit that answered a player survives a power cut, not only a process crash.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000');
  // Each command of a group commit is a savepoint: SQLite keeps the pages it touches in a
  // sub-journal so that it can be undone alone. In memory that costs a few pages per command; on
  // the default temporary file it cost ten writes per command. Durability is the WAL's, unchanged.
  db.exec('PRAGMA temp_store = MEMORY');
  // node:sqlite turns foreign keys on by default: off while migrating (see migrate), on after.
  db.exec('PRAGMA foreign_keys = OFF');
  migrate(db);
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
  let current = row.v ?? 0;
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    // Foreign keys are off here (openDatabase turns them on afterwards): a migration that
    // rebuilds a referenced table drops it first (SQLite's table-rebuild procedure), and the check
    // below refuses to commit one that leaves a reference dangling.
    inTransaction(db, () => {
      db.exec(sql);
      const dangling = db.prepare('PRAGMA foreign_key_check').all();
      if (dangling.length > 0)
        throw new Error(`migration ${version} leaves broken references: ${JSON.stringify(dangling)}`);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    });
    current = version;
  }
}

const epochs = new WeakMap<DatabaseSync, number>();

/**
 * A counter that moves whenever a transaction begins or anything is rolled back on `db`: a value
 * read from the store stays true while the epoch is unchanged (store/journal.ts keeps the chain's
 * tip under it). Another connection cannot write in between: this one holds the write lock.
 */
export function writeEpoch(db: DatabaseSync): number {
  return epochs.get(db) ?? 0;
}

/** Moves `db`'s write epoch (group commit calls it at BEGIN and ROLLBACK). */
export function newWriteEpoch(db: DatabaseSync): void {
  epochs.set(db, writeEpoch(db) + 1);
}

/**
 * Opens one read transaction on `db` (every query then sees the same commit). It moves the write
 * epoch too, so that nothing kept under an earlier transaction (store/ledger.ts balances,
 * store/journal.ts chain tip) is read as true inside this one.
 */
export function beginRead(db: DatabaseSync): void {
  newWriteEpoch(db);
  db.exec('BEGIN');
}

const scopes = new WeakMap<DatabaseSync, number>();

/**
 * Runs `work` in one IMMEDIATE transaction: committed if it returns, rolled back if it throws.
 * Inside an open transaction (a group commit, store/groupCommit.ts) it is a savepoint instead:
 * its changes are undone alone if it throws, and reach the disk with the enclosing commit.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  scopes.set(db, (scopes.get(db) ?? 0) + 1);
  try {
    return scoped(db, work);
  } finally {
    scopes.set(db, (scopes.get(db) ?? 1) - 1);
  }
}

/**
 * Runs `work` inside the caller's `inTransaction` when there is one, without a savepoint of its
 * own: for a step whose failure fails its whole command (nothing between catches), which that
 * scope then undoes whole. Each savepoint costs a command two statements and SQLite's bookkeeping
 * (issue 13 §6). Outside any such scope, it is `inTransaction`.
 */
export function inEnclosingTransaction<T>(db: DatabaseSync, work: () => T): T {
  return (scopes.get(db) ?? 0) > 0 && db.isTransaction ? work() : inTransaction(db, work);
}

function scoped<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    // One name for all: nested savepoints of the same name release and roll back innermost
    // first (SQLite "SAVEPOINT"), so the statements are prepared once, not compiled per command.
    statement(db, 'SAVEPOINT cmd').run();
    try {
      const result = work();
      statement(db, 'RELEASE cmd').run();
      return result;
    } catch (error) {
      newWriteEpoch(db);
      statement(db, 'ROLLBACK TO cmd').run();
      statement(db, 'RELEASE cmd').run();
      throw error;
    }
  }
  newWriteEpoch(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    newWriteEpoch(db);
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
