// The entries a table replays at start after its checkpoint (issue 13 §5; docs/journal.md): read
// by one shared scan of the journal's tail for all the tables of a start, instead of one query per
// table, each reading the whole journal. The scan covers from the oldest checkpoint any table asked
// from up to the head, grouped by table; a table asking from further back, or after entries were
// appended, gets the missing range scanned once more. Past `SHARED_SCAN_MAX` entries (a store
// without checkpoints yet: its first start on this version) holding the tail in memory would cost
// more than it saves, and each table reads its own entries through the index by table instead.
import type { DatabaseSync } from 'node:sqlite';
import { statement } from './statements.ts';

/** One journal entry as a replay reads it. */
export interface TailEntry {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly payload: string;
}

/** The longest tail kept in memory for a shared scan. */
export const SHARED_SCAN_MAX = 200_000;

interface Scan {
  /** Entries after `from` and up to `to` are held, by table. */
  from: number;
  to: number;
  readonly byTable: Map<unknown, TailEntry[]>;
}

const scans = new WeakMap<DatabaseSync, Scan>();

function headOf(db: DatabaseSync): number {
  return (statement(db, 'SELECT COALESCE(MAX(seq), 0) AS s FROM journal').get() as { s: number }).s;
}

/** The entries after `from` up to `to`, by table (`NOT INDEXED`: a range of the journal's own key). */
function scanRange(db: DatabaseSync, from: number, to: number): Map<unknown, TailEntry[]> {
  const byTable = new Map<unknown, TailEntry[]>();
  const rows = statement(
    db,
    "SELECT seq, at, kind, payload, json_extract(payload, '$.tableId') AS tableId FROM journal NOT INDEXED WHERE seq > ? AND seq <= ? ORDER BY seq",
  ).iterate(from, to);
  for (const row of rows) {
    const { tableId, ...entry } = row as unknown as TailEntry & { tableId: unknown };
    if (tableId === null) continue;
    const list = byTable.get(tableId);
    if (list === undefined) byTable.set(tableId, [entry]);
    else list.push(entry);
  }
  return byTable;
}

/**
 * Table `tableId`'s entries after seq `from`, in order, or null when the tail is longer than
 * `SHARED_SCAN_MAX` or a transaction is open (the caller then reads its entries through the index
 * by table).
 */
export function tableTail(db: DatabaseSync, tableId: string, from: number): readonly TailEntry[] | null {
  // Inside a transaction the entries read may yet be rolled back: nothing of them is kept.
  if (db.isTransaction) return null;
  const head = headOf(db);
  const scan = scans.get(db) ?? { from: head, to: head, byTable: new Map<unknown, TailEntry[]>() };
  if (head - Math.min(from, scan.from) > SHARED_SCAN_MAX) return null;
  scans.set(db, scan);
  if (from < scan.from) {
    for (const [table, older] of scanRange(db, from, scan.from)) {
      for (const e of scan.byTable.get(table) ?? []) older.push(e);
      scan.byTable.set(table, older);
    }
    scan.from = from;
  }
  if (head > scan.to) {
    for (const [table, newer] of scanRange(db, scan.to, head)) {
      const list = scan.byTable.get(table);
      if (list === undefined) scan.byTable.set(table, newer);
      else for (const e of newer) list.push(e);
    }
    scan.to = head;
  }
  const entries = scan.byTable.get(tableId) ?? [];
  return from === scan.from ? entries : entries.filter((e) => e.seq > from);
}

/** Forgets the shared scan of `db` (after the start: the tables then live on their own). */
export function releaseTail(db: DatabaseSync): void {
  scans.delete(db);
}
