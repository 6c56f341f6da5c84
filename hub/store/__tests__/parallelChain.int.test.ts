// The chain check split across worker threads (store/parallelChain.ts) finds what the single
// pass finds: intact, or the same first broken entry, a break at a range's boundary included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { inTransaction, openDatabase } from '../database.ts';
import { fullCheck } from '../integrity.ts';
import { appendJournal, verifyChain } from '../journal.ts';
import { startChainCheck } from '../parallelChain.ts';

const ENTRIES = 400;
let dir: string;
let db: DatabaseSync;

/** The parallel answer, in four ranges (three workers and this thread) or three workers alone. */
const parallel = (inline: boolean) => startChainCheck(db, { minEntries: 0, threads: 4, inline }).brokenAt();

/** Runs `sql` on the store, checks both ways, and undoes it. */
function tampered(sql: string): { single: number | null; split: number | null; workers: number | null } {
  db.exec('BEGIN');
  db.exec(sql);
  db.exec('COMMIT');
  return { single: verifyChain(db), split: parallel(true), workers: parallel(false) };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tapis-parallel-chain-'));
  db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
  inTransaction(db, () => {
    for (let i = 1; i <= ENTRIES; i++)
      appendJournal(db, '2026-12-07T12:00:00.000Z', 'CreditIn', 'cashier:test', {
        terminalId: `T${i % 7}`,
        amount: i,
      });
  });
  db.exec('CREATE TABLE kept AS SELECT * FROM journal');
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Puts the journal back as it was written. */
function restore(): void {
  db.exec('DELETE FROM journal; INSERT INTO journal SELECT * FROM kept');
}

describe('the parallel chain check', () => {
  it('finds an intact chain intact', () => {
    expect(verifyChain(db)).toBeNull();
    expect(parallel(true)).toBeNull();
    expect(parallel(false)).toBeNull();
  });

  it.each([
    [
      'an edited payload inside a range',
      'UPDATE journal SET payload = \'{"amount":1}\' WHERE seq = 250',
      250,
    ],
    ['an edited payload at a range’s first entry', "UPDATE journal SET payload = '{}' WHERE seq = 101", 101],
    ['an edited payload at a range’s last entry', "UPDATE journal SET payload = '{}' WHERE seq = 100", 100],
    ['a deleted entry at a boundary', 'DELETE FROM journal WHERE seq = 200', 201],
    ['a deleted entry just after a boundary', 'DELETE FROM journal WHERE seq = 201', 202],
    ['a wrong link at a boundary', "UPDATE journal SET prev_hash = 'x' WHERE seq = 301", 301],
    ['two breaks: the first is reported', "UPDATE journal SET payload = '{}' WHERE seq IN (350, 120)", 120],
    ['a deleted range across a boundary', 'DELETE FROM journal WHERE seq BETWEEN 95 AND 310', 311],
    ['the first entry edited', "UPDATE journal SET actor = 'x' WHERE seq = 1", 1],
  ])('finds %s where the single pass does', (_name, sql, expected) => {
    try {
      expect(tampered(sql)).toEqual({ single: expected, split: expected, workers: expected });
    } finally {
      restore();
    }
  });

  it('checks from a point of the chain up to the head', () => {
    const point = db.prepare('SELECT seq, hash FROM journal WHERE seq = 150').get() as {
      seq: number;
      hash: string;
    };
    expect(startChainCheck(db, { from: point, minEntries: 0, threads: 3 }).brokenAt()).toBeNull();
    try {
      db.exec("UPDATE journal SET payload = '{}' WHERE seq = 120");
      expect(startChainCheck(db, { from: point, minEntries: 0, threads: 3 }).brokenAt()).toBeNull();
      db.exec("UPDATE journal SET payload = '{}' WHERE seq = 390");
      expect(startChainCheck(db, { from: point, minEntries: 0, threads: 3 }).brokenAt()).toBe(390);
    } finally {
      restore();
    }
  });

  it('gives the full check the same report whether the chain is hashed in workers or in its pass', () => {
    const both = () => {
      const single = fullCheck(db, [], false);
      const split = fullCheck(db, [], { minEntries: 0, threads: 3 });
      expect(split).toEqual(single);
      return single.report;
    };
    expect(both().chainBrokenAt).toBeNull();
    try {
      db.exec('UPDATE journal SET payload = \'{"terminalId":"T1","amount":1}\' WHERE seq = 222');
      expect(both().chainBrokenAt).toBe(222);
    } finally {
      restore();
    }
  });

  it('checks a small or in-memory journal in the calling thread', () => {
    expect(startChainCheck(db).parallel).toBe(false);
    expect(startChainCheck(db, { minEntries: 0, threads: 2 }).parallel).toBe(true);
    expect(startChainCheck(db, { minEntries: 0, threads: 1 }).parallel).toBe(false);
  });
});
