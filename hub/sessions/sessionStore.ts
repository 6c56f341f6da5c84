// Table sessions (séances) as stored: requested by a croupier, opened by a comité member, the
// "three last" rounds counted down, closed by a comité member, counted by the cashier
// (RULES.md A.1, seed 000). Writers run inside the caller's transaction, beside their journal entry.
import { statement } from '../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';
import { writeEpoch } from '../store/database.ts';

/** A session row. */
export interface SessionRow {
  readonly session_id: number;
  readonly table_id: string;
  readonly phase: 'requested' | 'open' | 'closed';
  readonly requested_by: string;
  readonly opened_by: string | null;
  readonly opened_seq: number | null;
  readonly last_rounds_remaining: number | null;
  readonly last_rounds_from_round: number | null;
  readonly closed_by: string | null;
  readonly closed_seq: number | null;
  readonly counted_by: string | null;
  readonly count_report: string | null;
}

/** Latest sessions read per table, each valid while the write epoch it was read under lasts. */
const latest = new WeakMap<DatabaseSync, Map<string, { epoch: number; row: SessionRow | null }>>();

/**
 * The table's latest session, or null before the first. A card table asks at every command and
 * for every seat's view: the row is kept until the store's write epoch moves (a transaction
 * begins or rolls back, store/database.ts) or a writer below changes a session.
 */
export function latestSession(db: DatabaseSync, tableId: string): SessionRow | null {
  let byTable = latest.get(db);
  if (byTable === undefined) {
    byTable = new Map();
    latest.set(db, byTable);
  }
  const epoch = writeEpoch(db);
  const kept = byTable.get(tableId);
  if (kept !== undefined && kept.epoch === epoch) return kept.row;
  const row = statement(
    db,
    'SELECT * FROM table_sessions WHERE table_id = ? ORDER BY session_id DESC LIMIT 1',
  ).get(tableId) as SessionRow | undefined;
  byTable.set(tableId, { epoch, row: row ?? null });
  return row ?? null;
}

/** Every writer below calls this: no session read before the write is kept after it. */
function sessionsChanged(db: DatabaseSync): void {
  latest.delete(db);
}

/** The closing seq of the session before `sessionId` (0 for the first): where its count starts. */
export function previousClosedSeq(db: DatabaseSync, tableId: string, sessionId: number): number {
  const row = statement(
    db,
    "SELECT closed_seq FROM table_sessions WHERE table_id = ? AND session_id < ? AND phase = 'closed' ORDER BY session_id DESC LIMIT 1",
  ).get(tableId, sessionId) as { closed_seq: number } | undefined;
  return row?.closed_seq ?? 0;
}

/** Records a requested session whose id is the journal entry `seq`. */
export function insertRequested(db: DatabaseSync, seq: number, tableId: string, requestedBy: string): void {
  statement(
    db,
    "INSERT INTO table_sessions (session_id, table_id, phase, requested_by) VALUES (?, ?, 'requested', ?)",
  ).run(seq, tableId, requestedBy);
  sessionsChanged(db);
}

/** Records a session requested and opened in one step (the demo), id = journal entry `seq`. */
export function insertOpened(
  db: DatabaseSync,
  seq: number,
  tableId: string,
  requestedBy: string,
  openedBy: string,
): void {
  statement(
    db,
    "INSERT INTO table_sessions (session_id, table_id, phase, requested_by, opened_by, opened_seq) VALUES (?, ?, 'open', ?, ?, ?)",
  ).run(seq, tableId, requestedBy, openedBy, seq);
  sessionsChanged(db);
}

/** Marks a session open by `openedBy` at journal entry `seq`. */
export function markOpen(db: DatabaseSync, sessionId: number, openedBy: string, seq: number): void {
  statement(
    db,
    "UPDATE table_sessions SET phase = 'open', opened_by = ?, opened_seq = ? WHERE session_id = ?",
  ).run(openedBy, seq, sessionId);
  sessionsChanged(db);
}

/** Starts the "three last" countdown: rounds from `fromRound` on count. */
export function markLastRounds(
  db: DatabaseSync,
  sessionId: number,
  remaining: number,
  fromRound: number,
): void {
  statement(
    db,
    'UPDATE table_sessions SET last_rounds_remaining = ?, last_rounds_from_round = ? WHERE session_id = ?',
  ).run(remaining, fromRound, sessionId);
  sessionsChanged(db);
}

/**
 * Counts a settled round against the "three last" (in the settlement's transaction); returns the
 * rounds still to play, or null when no announcement was made.
 */
export function countPlayedRound(db: DatabaseSync, tableId: string, roundId: number): number | null {
  const session = latestSession(db, tableId);
  if (session === null || session.phase !== 'open' || session.last_rounds_remaining === null) return null;
  if (roundId < (session.last_rounds_from_round ?? 0) || session.last_rounds_remaining === 0)
    return session.last_rounds_remaining;
  const remaining = session.last_rounds_remaining - 1;
  statement(db, 'UPDATE table_sessions SET last_rounds_remaining = ? WHERE session_id = ?').run(
    remaining,
    session.session_id,
  );
  sessionsChanged(db);
  return remaining;
}

/** Marks a session closed by `closedBy` at journal entry `seq`. */
export function markClosed(db: DatabaseSync, sessionId: number, closedBy: string, seq: number): void {
  statement(
    db,
    "UPDATE table_sessions SET phase = 'closed', closed_by = ?, closed_seq = ? WHERE session_id = ?",
  ).run(closedBy, seq, sessionId);
  sessionsChanged(db);
}

/** Records the cashier's count of a closed session. */
export function markCounted(db: DatabaseSync, sessionId: number, countedBy: string, report: unknown): void {
  statement(db, 'UPDATE table_sessions SET counted_by = ?, count_report = ? WHERE session_id = ?').run(
    countedBy,
    JSON.stringify(report),
    sessionId,
  );
  sessionsChanged(db);
}
