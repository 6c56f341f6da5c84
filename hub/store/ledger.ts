// Double-entry ledger: every movement of money is a transfer between named accounts, recorded
// against the journal entry that caused it; balances are its projection (DESIGN.md "Money").
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../games/money.ts';
import { writeEpoch } from './database.ts';
import { AmountOverflowError, big, isSafeBig, safeCents } from './exactSum.ts';
import { statement } from './statements.ts';
import type { AccountName } from './accounts.ts';

/** The chart of accounts, beside the ledger that moves money between them (store/accounts.ts). */
export { accounts, type AccountName } from './accounts.ts';

/** Moves `amount` from one account to another, recorded against journal entry `journalSeq`. */
export function transfer(
  db: DatabaseSync,
  journalSeq: number,
  from: AccountName,
  to: AccountName,
  amount: Cents,
): void {
  if (amount === 0) return;
  if (amount < 0) throw new RangeError(`negative transfer ${amount} from ${from} to ${to}`);
  // Issue 10 §6: checked before anything is written, so that every stored balance stays a safe
  // integer that reads back exactly (SQLite would store it; JS would round it).
  const size = BigInt(amount);
  const debited = exactBalance(db, from) - size;
  if (!isSafeBig(debited)) throw new AmountOverflowError(`the balance of ${from}`, debited);
  const credited = exactBalance(db, to) + size;
  if (!isSafeBig(credited)) throw new AmountOverflowError(`the balance of ${to}`, credited);
  statement(
    db,
    'INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (?, ?, ?, ?)',
  ).run(journalSeq, from, to, amount);
  const upsert = statement(
    db,
    'INSERT INTO balances (account, balance) VALUES (?, ?) ON CONFLICT(account) DO UPDATE SET balance = balance + excluded.balance',
  );
  upsert.run(from, -amount);
  upsert.run(to, amount);
  const kept = keptBalances(db);
  if (from === to) kept?.delete(from);
  else {
    kept?.set(from, debited);
    kept?.set(to, credited);
  }
}

/** Balances read or written in the open transaction, with the write epoch they hold under. */
const known = new WeakMap<DatabaseSync, { epoch: number; balances: Map<string, bigint> }>();

/**
 * The balances this handle knows in its open transaction, or null outside one. Within it the
 * handle holds the write lock and every balance is written here (transfer), and a rollback or a
 * new transaction moves the write epoch (store/database.ts): a group commit reads each station's
 * credit, and the table's stakes account, once instead of at every bet and every transfer.
 */
function keptBalances(db: DatabaseSync): Map<string, bigint> | null {
  if (!db.isTransaction) return null;
  const epoch = writeEpoch(db);
  const kept = known.get(db);
  if (kept !== undefined && kept.epoch === epoch) return kept.balances;
  const balances = new Map<string, bigint>();
  known.set(db, { epoch, balances });
  return balances;
}

/** The stored balance of an account, exactly (0n when it never moved). */
export function exactBalance(db: DatabaseSync, account: AccountName): bigint {
  const kept = keptBalances(db);
  const hit = kept?.get(account);
  if (hit !== undefined) return hit;
  // Its own SQL text: the statement cache is per text, and this one reads BigInt.
  const read = statement(db, 'SELECT balance AS exact FROM balances WHERE account = ?');
  read.setReadBigInts(true);
  const row = read.get(account) as { exact: bigint } | undefined;
  const balance = row?.exact ?? 0n;
  kept?.set(account, balance);
  return balance;
}

/** The stored balance of an account (0 when it never moved); AmountOverflowError past the safe range. */
export function balanceOf(db: DatabaseSync, account: AccountName): Cents {
  return safeCents(exactBalance(db, account), `the balance of ${account}`);
}

/** Every transfer summed per account in BigInt: the balances the journal's transfers imply. */
export function rebuiltBalances(db: DatabaseSync): Map<string, bigint> {
  const rebuilt = new Map<string, bigint>();
  const rows = db.prepare('SELECT from_account, to_account, amount FROM transfers');
  rows.setReadBigInts(true);
  for (const row of rows.iterate()) {
    const t = row as { from_account: string; to_account: string; amount: bigint };
    rebuilt.set(t.from_account, (rebuilt.get(t.from_account) ?? 0n) - t.amount);
    rebuilt.set(t.to_account, (rebuilt.get(t.to_account) ?? 0n) + t.amount);
  }
  return rebuilt;
}

/** Every stored balance, exactly. */
export function storedBalances(db: DatabaseSync): Map<string, bigint> {
  const rows = db.prepare('SELECT account, balance FROM balances');
  rows.setReadBigInts(true);
  const stored = new Map<string, bigint>();
  for (const row of rows.iterate()) {
    const b = row as { account: string; balance: bigint };
    stored.set(b.account, big(b.balance));
  }
  return stored;
}

/**
 * Conservation check: stored balances equal the sum of transfers, and all balances sum to zero,
 * in exact integer arithmetic; a total beyond the safe range throws AmountOverflowError.
 */
export function conservationReport(db: DatabaseSync): { ok: boolean; total: Cents; mismatches: string[] } {
  const rebuilt = rebuiltBalances(db);
  const mismatches: string[] = [];
  let total = 0n;
  for (const [account, balance] of storedBalances(db)) {
    total += balance;
    if ((rebuilt.get(account) ?? 0n) !== balance) mismatches.push(account);
    rebuilt.delete(account);
  }
  for (const [account, value] of rebuilt) if (value !== 0n) mismatches.push(account);
  return {
    ok: mismatches.length === 0 && total === 0n,
    total: safeCents(total, 'the sum of all balances'),
    mismatches,
  };
}
