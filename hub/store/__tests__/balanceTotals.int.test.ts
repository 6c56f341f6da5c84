// The conservation figures summed by SQLite (issue 13 §5) are the exact ones the BigInt path gives,
// beyond the safe range and past 64 bits too, and a balance that is not an integer is refused alike.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { balanceTotals } from '../balanceTotals.ts';
import { accounts, storedBalances } from '../ledger.ts';

function balances(rows: readonly (readonly [string, bigint | number])[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE balances (account TEXT PRIMARY KEY, balance INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO balances (account, balance) VALUES (?, ?)');
  for (const [account, balance] of rows) insert.run(account, balance);
  return db;
}

/** The figures as the start-up check computed them before, one BigInt per account. */
function reference(db: DatabaseSync): unknown {
  const all = storedBalances(db);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  return {
    total: [...all.values()].reduce((t, b) => t + b, 0n),
    cashier: all.get(accounts.cashier) ?? 0n,
    beyond: [...all].filter(([, b]) => b > limit || b < -limit),
  };
}

describe('balanceTotals', () => {
  it('sums, finds the cashier and lists nothing on an ordinary ledger', () => {
    const db = balances([
      [accounts.cashier, -5000],
      [accounts.station('T1'), 3000],
      [accounts.bank('R1'), 2000],
    ]);
    expect(balanceTotals(db)).toEqual({ total: 0n, cashier: -5000n, beyond: [] });
    expect(balanceTotals(db)).toEqual(reference(db));
  });

  it('is 0 with no cashier on an empty ledger', () => {
    expect(balanceTotals(balances([]))).toEqual({ total: 0n, cashier: 0n, beyond: [] });
  });

  it('lists the balances beyond the safe range, in the table order, with the exact total', () => {
    const big = 2n ** 53n + 7n;
    const db = balances([
      [accounts.station('T1'), big],
      [accounts.cashier, -1],
      [accounts.bank('R1'), -big],
      [accounts.station('T2'), 1],
    ]);
    const totals = balanceTotals(db);
    expect(totals.beyond).toEqual([
      [accounts.station('T1'), big],
      [accounts.bank('R1'), -big],
    ]);
    expect(totals).toEqual(reference(db));
  });

  it('gives the exact total when the sum passes 64 bits (SQLite refuses to wrap)', () => {
    const db = balances([
      [accounts.station('T1'), 2n ** 62n],
      [accounts.station('T2'), 2n ** 62n],
      [accounts.station('T3'), 2n ** 62n],
    ]);
    expect(balanceTotals(db).total).toBe(3n * 2n ** 62n);
    expect(balanceTotals(db)).toEqual(reference(db));
  });

  it('refuses a balance that is not an integer, as the BigInt path does', () => {
    const db = balances([
      [accounts.station('T1'), 1.5],
      [accounts.cashier, -1],
    ]);
    expect(() => reference(db)).toThrow(TypeError);
    expect(() => balanceTotals(db)).toThrow(TypeError);
  });
});
