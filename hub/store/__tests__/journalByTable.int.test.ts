// Migration 6 (issue 13 §5): a store written under version 5 gains the journal's index by table,
// keeps every entry byte for byte and its chain, and the queries that read one table's entries
// (the replays at start, game recall, the jackpot history, the latest entry of a kind) read that
// index instead of the whole journal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { claimChainKey } from '../chainKey.ts';
import { inTransaction, openDatabase } from '../database.ts';
import { appendJournal, verifyChain } from '../journal.ts';
import { MIGRATIONS } from '../migrations.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A keyed store as version 5 left it: entries of two tables and of none. */
function versionFiveStore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-journal-by-table-'));
  dirs.push(dir);
  const path = join(dir, 'hub.sqlite');
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
  for (const [index, sql] of MIGRATIONS.slice(0, 5).entries()) {
    db.exec(sql);
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(index + 1);
  }
  claimChainKey(db, TEST_JOURNAL_KEY);
  inTransaction(db, () => {
    const at = '2026-12-07T12:00:00.000Z';
    for (let i = 0; i < 30; i++) {
      const tableId = i % 3 === 0 ? 'R1' : i % 3 === 1 ? 'R2' : undefined;
      appendJournal(db, at, i % 2 === 0 ? 'BetPlaced' : 'RoundSettled', 'hub', {
        ...(tableId === undefined ? {} : { tableId }),
        event: { type: 'x', n: i },
      });
    }
  });
  db.close();
  return path;
}

const plan = (db: DatabaseSync, sql: string): string =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('R1') as { detail: string }[]).map((r) => r.detail).join('; ');

describe('migration 6: the journal by table', () => {
  it('keeps every entry and the chain, and indexes each entry under its table', () => {
    const path = versionFiveStore();
    const before = new DatabaseSync(path, { readOnly: true });
    const entries = before.prepare('SELECT * FROM journal ORDER BY seq').all();
    before.close();
    const db = openDatabase(path, TEST_JOURNAL_KEY);
    try {
      expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({
        v: MIGRATIONS.length,
      });
      expect(db.prepare('SELECT * FROM journal ORDER BY seq').all()).toEqual(entries);
      expect(verifyChain(db)).toBeNull();
      const r1 = db
        .prepare("SELECT seq FROM journal WHERE json_extract(payload, '$.tableId') = ? ORDER BY seq")
        .all('R1') as { seq: number }[];
      expect(r1.map((r) => r.seq)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28]);
    } finally {
      db.close();
    }
  });

  it('is what the by-table queries read', () => {
    const db = openDatabase(versionFiveStore(), TEST_JOURNAL_KEY);
    try {
      // The replays (hub/tables/*/…Replay.ts), the jackpot history, the latest entry of a kind.
      for (const sql of [
        "SELECT seq, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND json_extract(payload, '$.event') IS NOT NULL ORDER BY seq",
        "SELECT seq, at, kind, payload FROM journal WHERE kind IN ('BetPlaced', 'RoundSettled', 'JackpotSeeded') AND json_extract(payload, '$.tableId') = ? ORDER BY seq",
        "SELECT actor FROM journal WHERE kind = 'LastRoundsAnnounced' AND json_extract(payload, '$.tableId') = ? ORDER BY seq DESC LIMIT 1",
      ])
        expect(plan(db, sql)).toContain('USING INDEX journal_by_table');
    } finally {
      db.close();
    }
  });
});
