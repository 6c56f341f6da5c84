// The figures of the conservation check read from the stored balances (issue 13 §5; docs/journal.md
// "Start-up"): their sum, the cashier's balance and the balances beyond the exact range. The start
// reads them at every start, and the balances grow with the players a year registers (two accounts
// each): summed by SQLite in one pass instead of one JavaScript object per account (1.1 s for 2·10⁵
// accounts on the loaded 2-core machine, 0.03 s in SQLite). Exact all the same (issue 10 §6):
// SQLite sums 64-bit integers exactly and throws on an overflow, and the sum is read as BigInt; a
// sum that overflows, or a balance that is not an integer, takes the BigInt path row by row as
// before, which gives the exact figure or the same error.
import type { DatabaseSync } from 'node:sqlite';
import { SAFE_LIMIT } from './exactSum.ts';
import { accounts, storedBalances } from './ledger.ts';
import { statement } from './statements.ts';

/** The stored balances' conservation figures. */
export interface BalanceTotals {
  /** Σ of every stored balance. */
  readonly total: bigint;
  /** The cashier account's balance (0 when it has none). */
  readonly cashier: bigint;
  /** The accounts whose balance is beyond the exact range of amounts, in the table's order. */
  readonly beyond: readonly (readonly [string, bigint])[];
}

const SUMMARY = `SELECT SUM(balance) AS total,
  COUNT(*) FILTER (WHERE typeof(balance) <> 'integer') AS odd,
  COUNT(*) FILTER (WHERE balance > ?1 OR balance < -?1) AS beyond
  FROM balances`;

interface Summary {
  readonly total: bigint | null;
  readonly odd: bigint;
  readonly beyond: bigint;
}

/** Reads the conservation figures of `db`'s balances, exactly. */
export function balanceTotals(db: DatabaseSync): BalanceTotals {
  let summary: Summary | null = null;
  try {
    const s = statement(db, SUMMARY);
    s.setReadBigInts(true);
    summary = s.get(SAFE_LIMIT) as unknown as Summary;
  } catch (error) {
    // SQLite's SUM refuses to wrap past 64 bits: the exact sum is taken in BigInt below.
    if (!(error instanceof Error && error.message === 'integer overflow')) throw error;
  }
  if (summary === null || summary.odd > 0n) return exactly(db);
  // Its own SQL: a cached statement's BigInt reading must not reach another caller's.
  const cashierRow = statement(db, 'SELECT balance AS cashier FROM balances WHERE account = ?');
  cashierRow.setReadBigInts(true);
  const cashier = (cashierRow.get(accounts.cashier) as { cashier: bigint } | undefined)?.cashier ?? 0n;
  let beyond: (readonly [string, bigint])[] = [];
  if (summary.beyond > 0n) {
    const rows = statement(db, 'SELECT account, balance FROM balances WHERE balance > ?1 OR balance < -?1');
    rows.setReadBigInts(true);
    beyond = (rows.all(SAFE_LIMIT) as { account: string; balance: bigint }[]).map((r) => [
      r.account,
      r.balance,
    ]);
  }
  return { total: summary.total ?? 0n, cashier, beyond };
}

/** The figures from every balance read one at a time as BigInt (the path before this one). */
function exactly(db: DatabaseSync): BalanceTotals {
  const balances = storedBalances(db);
  let total = 0n;
  for (const balance of balances.values()) total += balance;
  const beyond = [...balances].filter(([, b]) => b > SAFE_LIMIT || b < -SAFE_LIMIT);
  return { total, cashier: balances.get(accounts.cashier) ?? 0n, beyond };
}
