// Migration 4 rebuilds the journal without the unique index on its hash: a store written under
// version 3 keeps every entry byte for byte, its chain and its ledger, and foreign keys are on again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { inTransaction, openDatabase, openStore } from '../database.ts';
import { appendJournal, GENESIS_HASH, verifyChain } from '../journal.ts';
import { legacyEntryHash, rechainJournal } from '../rechain.ts';
import { accounts, conservationReport, transfer } from '../ledger.ts';
import { MIGRATIONS } from '../migrations.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store as version 3 left it, with three entries and two transfers. */
function versionThreeStore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-journal-rebuild-'));
  dirs.push(dir);
  const path = join(dir, 'hub.sqlite');
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
  for (const [index, sql] of MIGRATIONS.slice(0, 3).entries()) {
    db.exec(sql);
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(index + 1);
  }
  // Version 3 chained with plain SHA-256 (store/rechain.ts keeps that hash for re-chaining).
  let prev = GENESIS_HASH;
  const legacyAppend = (seq: number, at: string, kind: string, actor: string, payload: unknown): number => {
    const body = JSON.stringify(payload);
    const hash = legacyEntryHash(prev, seq, at, kind, actor, body);
    db.prepare(
      'INSERT INTO journal (seq, at, kind, actor, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(seq, at, kind, actor, body, prev, hash);
    prev = hash;
    return seq;
  };
  inTransaction(db, () => {
    const at = '2026-11-30T12:00:00.000Z';
    const first = legacyAppend(1, at, 'CreditIn', 'cashier:test', { terminalId: 'T1', amount: 5000 });
    transfer(db, first, accounts.cashier, accounts.station('T1'), cents(5000));
    legacyAppend(2, at, 'StaffLoggedIn', 'staff:alice', { role: 'croupier' });
    const third = legacyAppend(3, at, 'CreditIn', 'cashier:test', { terminalId: 'T2', amount: 700 });
    transfer(db, third, accounts.cashier, accounts.station('T2'), cents(700));
  });
  db.close();
  return path;
}

const entries = (db: DatabaseSync) => db.prepare('SELECT * FROM journal ORDER BY seq').all();

/** The journal's indexes: none on the hash; only those later migrations added (6: by table). */
const journalIndexes = (db: DatabaseSync) =>
  (db.prepare('PRAGMA index_list(journal)').all() as { name: string }[]).map((i) => i.name);
const LATER_INDEXES = ['journal_by_table'];

describe('migration 4: the journal without its hash index', () => {
  it('keeps every entry, the chain and the ledger, and drops only the index', () => {
    const path = versionThreeStore();
    const before = new DatabaseSync(path);
    const kept = entries(before);
    expect(before.prepare('PRAGMA index_list(journal)').all()).toHaveLength(1);
    before.close();

    // Migration 5 marks the keyed chain: the old store opens migrated, then is re-chained (issue 10 §5).
    const db = openStore(path);
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({
      v: MIGRATIONS.length,
    });
    expect(entries(db)).toEqual(kept);
    expect(kept).toHaveLength(3);
    expect(journalIndexes(db)).toEqual(LATER_INDEXES);
    rechainJournal(db, TEST_JOURNAL_KEY, '2026-11-30T12:00:30.000Z', 'operator:test');
    expect(verifyChain(db)).toBeNull();
    expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
    // The transfers still reference the (rebuilt) journal, and foreign keys are enforced again.
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(() =>
      db
        .prepare('INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (?, ?, ?, ?)')
        .run(99, 'cashier', 'station:T1', 1),
    ).toThrow(/FOREIGN KEY constraint failed/);
    // Appending goes on from the last entry.
    inTransaction(db, () => appendJournal(db, '2026-11-30T12:01:00.000Z', 'Note', 'hub', {}));
    expect(verifyChain(db)).toBeNull();
    db.close();
  });

  it('opens a new store at version 5 with the same journal columns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-journal-rebuild-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    const columns = db.prepare('PRAGMA table_info(journal)').all() as { name: string; pk: number }[];
    expect(columns.map((c) => c.name)).toEqual([
      'seq',
      'at',
      'kind',
      'actor',
      'payload',
      'prev_hash',
      'hash',
    ]);
    expect(columns.find((c) => c.pk === 1)?.name).toBe('seq');
    expect(journalIndexes(db)).toEqual(LATER_INDEXES);
    db.close();
  });
});
