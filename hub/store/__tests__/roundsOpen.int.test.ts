// Migration 9 (issue 13 §5): the open rounds a wheel table's start looks for are read through a
// partial index that holds only them, not by reading every round the store ever played.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// hub/tables/wheel/legacyRecovery.ts: the open rounds of one table, at each wheel table's start.
const OPEN_ROUNDS =
  "SELECT round_id FROM rounds WHERE table_id = ? AND phase IN ('betting', 'noMoreBets') ORDER BY round_id";

describe('migration 9: the open rounds', () => {
  it('reads the open rounds of a table through the partial index, and finds each of them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-rounds-open-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    try {
      const insert = db.prepare(
        "INSERT INTO rounds (round_id, table_id, phase, opened_at) VALUES (?, ?, ?, '2026-12-07T12:00:00.000Z')",
      );
      const phases = ['settled', 'voided', 'betting', 'noMoreBets'];
      for (let id = 1; id <= 40; id++)
        insert.run(id, id % 2 === 0 ? 'R1' : 'R2', phases[id % 4] ?? 'settled');
      db.prepare("UPDATE rounds SET phase = 'settled' WHERE round_id = 38").run();
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${OPEN_ROUNDS}`).all('R1') as { detail: string }[])
        .map((r) => r.detail)
        .join('; ');
      expect(plan).toContain('USING INDEX rounds_open');
      const ids = (table: string): number[] =>
        (db.prepare(OPEN_ROUNDS).all(table) as { round_id: number }[]).map((r) => r.round_id);
      const unindexed = (table: string): number[] =>
        (
          db.prepare(OPEN_ROUNDS.replace('FROM rounds', 'FROM rounds NOT INDEXED')).all(table) as {
            round_id: number;
          }[]
        ).map((r) => r.round_id);
      expect(ids('R1')).toEqual([2, 6, 10, 14, 18, 22, 26, 30, 34]);
      expect(ids('R1')).toEqual(unindexed('R1'));
      expect(ids('R2')).toEqual(unindexed('R2'));
      expect(ids('R2')).toEqual([3, 7, 11, 15, 19, 23, 27, 31, 35, 39]);
    } finally {
      db.close();
    }
  });
});
