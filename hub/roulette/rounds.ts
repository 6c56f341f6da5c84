// Reading rounds back from the store.
import { statement } from '../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';

/** A round as stored. */
export interface RoundRow {
  readonly round_id: number;
  readonly phase: 'betting' | 'noMoreBets' | 'settled' | 'voided';
  readonly closes_at: number | null;
  readonly pocket: number | null;
  readonly direction: 'clockwise' | 'anticlockwise' | null;
}

/** The table's latest round, or null before the first. */
export function currentRound(db: DatabaseSync, tableId: string): RoundRow | null {
  const row = statement(
    db,
    'SELECT round_id, phase, closes_at, pocket, direction FROM rounds WHERE table_id = ? ORDER BY round_id DESC LIMIT 1',
  ).get(tableId) as RoundRow | undefined;
  return row ?? null;
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
