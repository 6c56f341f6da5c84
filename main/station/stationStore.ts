// The station's own SQLite file (DESIGN.md "Persistence"; issue 12 §4): the meter mirror (the
// hub's last confirmed snapshot, so that a terminal back from a power cut shows the last confirmed
// credit and the round in progress), the last games for recall, and every money command sent but
// not yet answered, with its command id, so that it is sent again under the same id after a kill
// and the hub's idempotency (hub/store/commands.ts) applies it exactly once. WAL with
// synchronous FULL: a row written before a command leaves survives a power cut, not only a crash.
// No secret is ever written here: a command that carries one (a PIN) is never persisted.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { privateCompanions, privateDir, privateFile } from '../../hub/store/fileModes.ts';

/** The file name of the station's store inside its data folder. */
export const STATION_DB_FILE = 'station.sqlite';

/** How many games the recall keeps (RULES.md A.1: the last 10 games of each station). */
export const RECALL_GAMES = 10;

/** The persisted mirror of the hub's figure: the last snapshot the hub confirmed. */
export interface MeterRow {
  readonly tableId: string;
  readonly credit: number;
  readonly seq: number;
  /** The snapshot as the hub sent it, parsed again by the reader (never trusted by `as`). */
  readonly snapshot: unknown;
  readonly savedAt: string;
}

/** A money command sent to the hub and not yet answered. */
export interface PendingRow {
  readonly commandId: string;
  /** The command exactly as sent (parsed again before it is resent). */
  readonly command: unknown;
  readonly sentAt: string;
}

/** One game of the recall, keyed by table and round. */
export interface RecallRow {
  readonly tableId: string;
  readonly roundId: number;
  readonly line: unknown;
  readonly savedAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meter (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  table_id TEXT NOT NULL,
  credit INTEGER NOT NULL CHECK (credit >= 0),
  seq INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS pending (
  command_id TEXT PRIMARY KEY,
  command TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS recall (
  table_id TEXT NOT NULL,
  round_id INTEGER NOT NULL,
  line TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (table_id, round_id)
);`;

/** The station's store: one SQLite file in the station's data folder, 0600 in a 0700 folder. */
export class StationStore {
  readonly #db: DatabaseSync;

  /** Opens (creating if needed) the store in `dataDir`; a legacy `meter.json` is taken in once. */
  constructor(dataDir: string) {
    privateDir(dataDir);
    const path = join(dataDir, STATION_DB_FILE);
    privateFile(path);
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL');
    privateCompanions(path);
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec('PRAGMA busy_timeout = 5000');
    this.#db.exec(SCHEMA);
    this.#adoptLegacyMirror(dataDir);
  }

  /** The last confirmed mirror, or null on a fresh station. */
  meter(): MeterRow | null {
    const row = this.#db
      .prepare('SELECT table_id, credit, seq, snapshot, saved_at FROM meter WHERE id = 1')
      .get() as
      { table_id: string; credit: number; seq: number; snapshot: string; saved_at: string } | undefined;
    if (row === undefined) return null;
    return {
      tableId: row.table_id,
      credit: row.credit,
      seq: row.seq,
      snapshot: parseJson(row.snapshot),
      savedAt: row.saved_at,
    };
  }

  /** Replaces the mirror with the hub's latest confirmed snapshot (integer cents only). */
  saveMeter(meter: Omit<MeterRow, 'savedAt'>, savedAt = new Date().toISOString()): void {
    if (!Number.isSafeInteger(meter.credit) || meter.credit < 0)
      throw new RangeError('credit must be integer cents');
    this.#db
      .prepare(
        `INSERT INTO meter (id, table_id, credit, seq, snapshot, saved_at) VALUES (1, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET table_id = excluded.table_id, credit = excluded.credit,
           seq = excluded.seq, snapshot = excluded.snapshot, saved_at = excluded.saved_at`,
      )
      .run(meter.tableId, meter.credit, meter.seq, JSON.stringify(meter.snapshot), savedAt);
  }

  /** Records a command before it leaves the station (committed, fsynced, then sent). */
  addPending(commandId: string, command: unknown, sentAt = new Date().toISOString()): void {
    this.#db
      .prepare('INSERT OR IGNORE INTO pending (command_id, command, sent_at) VALUES (?, ?, ?)')
      .run(commandId, JSON.stringify(command), sentAt);
  }

  /** Forgets a command once the hub answered it (accepted or refused: its fate is known). */
  removePending(commandId: string): void {
    this.#db.prepare('DELETE FROM pending WHERE command_id = ?').run(commandId);
  }

  /** Every command still awaiting its answer, oldest first. */
  pending(): PendingRow[] {
    const rows = this.#db
      .prepare('SELECT command_id, command, sent_at FROM pending ORDER BY sent_at, rowid')
      .all() as { command_id: string; command: string; sent_at: string }[];
    return rows.map((r) => ({ commandId: r.command_id, command: parseJson(r.command), sentAt: r.sent_at }));
  }

  /** Records (or updates) one game of the recall and keeps only the last RECALL_GAMES. */
  saveRecall(tableId: string, roundId: number, line: unknown, savedAt = new Date().toISOString()): void {
    const db = this.#db;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.prepare(
        `INSERT INTO recall (table_id, round_id, line, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (table_id, round_id) DO UPDATE SET line = excluded.line`,
      ).run(tableId, roundId, JSON.stringify(line), savedAt);
      db.prepare(
        `DELETE FROM recall WHERE rowid NOT IN
           (SELECT rowid FROM recall ORDER BY saved_at DESC, rowid DESC LIMIT ?)`,
      ).run(RECALL_GAMES);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** The recall, newest first. */
  recall(): RecallRow[] {
    const rows = this.#db
      .prepare('SELECT table_id, round_id, line, saved_at FROM recall ORDER BY saved_at DESC, rowid DESC')
      .all() as { table_id: string; round_id: number; line: string; saved_at: string }[];
    return rows.map((r) => ({
      tableId: r.table_id,
      roundId: r.round_id,
      line: parseJson(r.line),
      savedAt: r.saved_at,
    }));
  }

  /** Closes the file. */
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  /** The JSON mirror of earlier builds (meter.json): its credit kept as the starting figure, then removed. */
  #adoptLegacyMirror(dataDir: string): void {
    const legacy = join(dataDir, 'meter.json');
    if (!existsSync(legacy)) return;
    if (this.meter() === null) {
      const old = parseJson(readFileSync(legacy, 'utf8'));
      if (isLegacyMirror(old)) {
        // No snapshot was kept then: the credit alone, under the old file's date.
        this.saveMeter(
          { tableId: old.tableId, credit: old.credit, seq: old.seq, snapshot: null },
          old.savedAt,
        );
      }
    }
    rmSync(legacy, { force: true });
    rmSync(`${legacy}.tmp`, { force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isLegacyMirror(
  value: unknown,
): value is { tableId: string; credit: number; seq: number; savedAt: string } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['tableId'] === 'string' &&
    typeof v['credit'] === 'number' &&
    Number.isSafeInteger(v['credit']) &&
    v['credit'] >= 0 &&
    typeof v['seq'] === 'number' &&
    typeof v['savedAt'] === 'string'
  );
}
