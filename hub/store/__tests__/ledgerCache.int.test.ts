// The ledger's balance cache (hub/store/ledger.ts, per write epoch) on a real SQLite file: within
// an open transaction a balance read or written is kept, and what a rolled-back savepoint, an
// earlier transaction or a write outside any transaction left behind is never read from it.
// Every figure is worked out by hand; a stale kept balance would move or refuse money wrongly.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { inTransaction, openDatabase } from '../database.ts';
import { AmountOverflowError } from '../exactSum.ts';
import { GroupCommit } from '../groupCommit.ts';
import { appendJournal } from '../journal.ts';
import { type AccountName, balanceOf, conservationReport, exactBalance, transfer } from '../ledger.ts';

const MAX = Number.MAX_SAFE_INTEGER;
/** A name no builder makes: the ledger stores whatever it is given. */
const raw = (name: string): AccountName => name as AccountName;
const source = raw('source');
const a = raw('a');
const b = raw('b');
let db: DatabaseSync;
let seq: number;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-ledger-cache-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
  seq = appendJournal(db, '2026-12-07T20:00:00.000Z', 'CreditIn', 'test', { amount: 1 });
});
afterEach(() => db.close());

/** Writes a balance row behind the ledger's back, as another writer of the file would. */
const writeBehind = (account: AccountName, balance: number) =>
  db
    .prepare(
      'INSERT INTO balances (account, balance) VALUES (?, ?) ON CONFLICT(account) DO UPDATE SET balance = excluded.balance',
    )
    .run(account, balance);

/** The stored balance read straight from SQLite, past any cache. */
const stored = (account: AccountName) =>
  (
    db.prepare('SELECT balance FROM balances WHERE account = ?').get(account) as
      { balance: number } | undefined
  )?.balance ?? 0;

describe('within one transaction', () => {
  it('given a transfer, then both accounts read back moved by its amount', () => {
    inTransaction(db, () => {
      transfer(db, seq, source, a, cents(100));
      expect([balanceOf(db, a), balanceOf(db, source)]).toEqual([100, -100]);
      transfer(db, seq, a, b, cents(30));
      expect([balanceOf(db, a), balanceOf(db, b), balanceOf(db, source)]).toEqual([70, 30, -100]);
    });
    expect([stored(a), stored(b), stored(source)]).toEqual([70, 30, -100]);
  });

  it('given a self-transfer, then the balance reads back unchanged and a later transfer sees it', () => {
    inTransaction(db, () => {
      transfer(db, seq, source, a, cents(100));
      transfer(db, seq, a, a, cents(30));
      expect(exactBalance(db, a)).toBe(100n);
      // The whole 100 may still leave: the self-transfer neither added nor took anything.
      transfer(db, seq, a, b, cents(100));
      expect([balanceOf(db, a), balanceOf(db, b)]).toEqual([0, 100]);
    });
    expect([stored(a), stored(b)]).toEqual([0, 100]);
  });

  it('given a balance at the edge of the exact range, then the overflow check uses the balance just written', () => {
    inTransaction(db, () => {
      transfer(db, seq, source, a, cents(MAX - 10));
      transfer(db, seq, source, a, cents(10));
      expect(() => transfer(db, seq, source, a, cents(1))).toThrow(AmountOverflowError);
      expect(exactBalance(db, a)).toBe(BigInt(MAX));
    });
    expect(stored(a)).toBe(MAX);
  });
});

describe('a savepoint rolled back inside a group commit', () => {
  it('given a command that moved money and threw, then the next command of the group reads the balance from before it', async () => {
    transfer(db, seq, source, a, cents(100));
    const group = new GroupCommit(db);
    const seen: bigint[] = [];
    const first = group.run(() => transfer(db, seq, a, b, cents(30)));
    const failed = group.run(() => {
      transfer(db, seq, a, b, cents(50));
      throw new Error('refused after moving money');
    });
    const third = group.run(() => {
      seen.push(exactBalance(db, a), exactBalance(db, b));
      transfer(db, seq, a, b, cents(20));
      seen.push(exactBalance(db, a), exactBalance(db, b));
    });
    group.flush();
    await first;
    await expect(failed).rejects.toThrow('refused after moving money');
    await third;
    expect(seen).toEqual([70n, 30n, 50n, 50n]);
    expect([stored(a), stored(b)]).toEqual([50, 50]);
    expect(conservationReport(db).ok).toBe(true);
  });

  it('given a rolled-back credit near the exact range, then a later credit that fits is not refused', async () => {
    transfer(db, seq, source, a, cents(MAX - 100));
    const group = new GroupCommit(db);
    const failed = group.run(() => {
      transfer(db, seq, source, a, cents(50));
      throw new Error('undone');
    });
    // MAX − 100 + 80 fits; MAX − 50 + 80 (the undone credit kept) would not.
    const credit = group.run(() => transfer(db, seq, source, a, cents(80)));
    group.flush();
    await expect(failed).rejects.toThrow('undone');
    await credit;
    expect(stored(a)).toBe(MAX - 20);
  });
});

describe('across transactions', () => {
  it('given a write outside any transaction after a transaction kept a balance, then the next transaction reads the write', () => {
    inTransaction(db, () => transfer(db, seq, source, a, cents(100)));
    transfer(db, seq, a, b, cents(40));
    expect(inTransaction(db, () => exactBalance(db, a))).toBe(60n);
  });

  it('given a transaction rolled back, then the next one reads the balance from before it', () => {
    transfer(db, seq, source, a, cents(10));
    expect(() =>
      inTransaction(db, () => {
        transfer(db, seq, source, a, cents(100));
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(inTransaction(db, () => exactBalance(db, a))).toBe(10n);
  });
});

describe('outside a transaction', () => {
  it('given a balance read, then a write behind the ledger is read fresh', () => {
    expect(exactBalance(db, a)).toBe(0n);
    writeBehind(a, 70);
    expect(exactBalance(db, a)).toBe(70n);
  });

  it('given a self-transfer, then it is recorded and the balance is unchanged', () => {
    transfer(db, seq, source, a, cents(100));
    transfer(db, seq, a, a, cents(30));
    expect(balanceOf(db, a)).toBe(100);
    expect(conservationReport(db).ok).toBe(true);
  });
});

describe('conservation', () => {
  it('given accounts whose transfers sum to zero and which have no balance row, then nothing is a mismatch', () => {
    transfer(db, seq, source, a, cents(5));
    transfer(db, seq, a, source, cents(5));
    db.prepare('DELETE FROM balances').run();
    expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
  });
});
