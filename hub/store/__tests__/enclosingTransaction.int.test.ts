// inEnclosingTransaction (hub/store/database.ts) on a real SQLite file: inside an inTransaction
// scope it adds no savepoint, so a failure is undone with the whole enclosing scope; outside one it
// is a transaction of its own, committed or rolled back alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { inEnclosingTransaction, inTransaction, openDatabase } from '../database.ts';

let db: DatabaseSync;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-enclosing-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
  db.exec('CREATE TABLE notes (n INTEGER NOT NULL)');
});
afterEach(() => db.close());

const note = (n: number) => db.prepare('INSERT INTO notes (n) VALUES (?)').run(n);
const notes = () => (db.prepare('SELECT n FROM notes ORDER BY n').all() as { n: number }[]).map((r) => r.n);
const boom = () => {
  throw new Error('boom');
};

describe('outside any transaction', () => {
  it('given work that returns, then its writes are committed', () => {
    expect(inEnclosingTransaction(db, () => (note(1), 'done'))).toBe('done');
    expect(db.isTransaction).toBe(false);
    expect(notes()).toEqual([1]);
  });

  it('given work that throws, then its writes are rolled back', () => {
    expect(() => inEnclosingTransaction(db, () => (note(1), boom()))).toThrow('boom');
    expect(db.isTransaction).toBe(false);
    expect(notes()).toEqual([]);
  });
});

describe('inside an inTransaction scope', () => {
  it('given work that returns, then its writes commit with the scope', () => {
    inTransaction(db, () => {
      note(1);
      inEnclosingTransaction(db, () => note(2));
    });
    expect(notes()).toEqual([1, 2]);
  });

  it('given work that throws through the scope, then the whole scope is undone', () => {
    expect(() =>
      inTransaction(db, () => {
        note(1);
        inEnclosingTransaction(db, () => (note(2), boom()));
      }),
    ).toThrow('boom');
    expect(notes()).toEqual([]);
  });

  it('given a savepoint scope inside a group transaction, then a failure undoes that scope alone', () => {
    db.exec('BEGIN IMMEDIATE');
    note(1);
    expect(() => inTransaction(db, () => inEnclosingTransaction(db, () => (note(2), boom())))).toThrow(
      'boom',
    );
    inTransaction(db, () => inEnclosingTransaction(db, () => note(3)));
    db.exec('COMMIT');
    expect(notes()).toEqual([1, 3]);
  });
});

describe('in a transaction opened without inTransaction', () => {
  it('given work that throws, then its own savepoint undoes it alone', () => {
    db.exec('BEGIN IMMEDIATE');
    note(1);
    expect(() => inEnclosingTransaction(db, () => (note(2), boom()))).toThrow('boom');
    db.exec('COMMIT');
    expect(notes()).toEqual([1]);
  });
});
