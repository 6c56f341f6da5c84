// Reading rounds back from the store.
import { writeEpoch } from '../../store/database.ts';
import { statement } from '../../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';

/** A round as stored. */
export interface RoundRow {
  readonly round_id: number;
  readonly phase: 'betting' | 'noMoreBets' | 'settled' | 'voided';
  readonly closes_at: number | null;
  readonly pocket: number | null;
  readonly direction: 'clockwise' | 'anticlockwise' | null;
}

const latest = new WeakMap<DatabaseSync, Map<string, { epoch: number; row: RoundRow | null }>>();

/**
 * The table's latest round, or null before the first. Inside a write transaction it is read once
 * per write epoch (store/database.ts): a group commit's K bets share one read, and every write to
 * `rounds` moves the epoch (wheelJournal.ts), so the kept row is never an outdated one.
 */
export function currentRound(db: DatabaseSync, tableId: string): RoundRow | null {
  const kept = latest.get(db)?.get(tableId);
  if (kept !== undefined && db.isTransaction && kept.epoch === writeEpoch(db)) return kept.row;
  const row =
    (statement(
      db,
      'SELECT round_id, phase, closes_at, pocket, direction FROM rounds WHERE table_id = ? ORDER BY round_id DESC LIMIT 1',
    ).get(tableId) as RoundRow | undefined) ?? null;
  if (db.isTransaction) {
    const byTable = latest.get(db) ?? new Map<string, { epoch: number; row: RoundRow | null }>();
    byTable.set(tableId, { epoch: writeEpoch(db), row });
    latest.set(db, byTable);
  }
  return row;
}

/** The last `limit` settled results, newest first. */
export function lastResults(
  db: DatabaseSync,
  tableId: string,
  limit: number,
): { roundId: number; pocket: number }[] {
  const rows = statement(
    db,
    "SELECT round_id, pocket, direction FROM rounds WHERE table_id = ? AND phase = 'settled' ORDER BY round_id DESC LIMIT ?",
  ).all(tableId, limit) as { round_id: number; pocket: number }[];
  return rows.map((r) => ({ roundId: r.round_id, pocket: r.pocket }));
}
