// Double-entry ledger: every movement of money is a transfer between named accounts, recorded
// against the journal entry that caused it; balances are its projection (DESIGN.md "Money").
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, cents } from '../../games/money.ts';
import { statement } from './statements.ts';

/** Account names. The cashier account goes negative by what entered through the cash desk. */
export const accounts = {
  /** The cash desk: credit-in comes from it, redeemed vouchers go back to it. */
  cashier: 'cashier',
  /** A station's credit meter. */
  station: (terminalId: string) => `station:${terminalId}`,
  /** Stakes on the layout of a table's open round. */
  stakes: (tableId: string) => `stakes:${tableId}`,
  /** The table's bank (the house): takes losing stakes, pays wins. */
  bank: (tableId: string) => `bank:${tableId}`,
  /** A table's bonus-number jackpot pool (RULES.md A.2): fed by stakes, paid to winners. */
  jackpot: (tableId: string) => `jackpot:${tableId}`,
  /** Vouchers issued and not yet paid by the cashier. */
  vouchers: 'vouchers',
  /** A demo hub's grants come from here, never from the cashier (hub/store/demoMoney.ts). */
  demoBank: 'demo:bank',
} as const;

/** Moves `amount` from one account to another, recorded against journal entry `journalSeq`. */
export function transfer(
  db: DatabaseSync,
  journalSeq: number,
  from: string,
  to: string,
  amount: Cents,
): void {
  if (amount === 0) return;
  if (amount < 0) throw new RangeError(`negative transfer ${amount} from ${from} to ${to}`);
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
}

/** The stored balance of an account (0 when it never moved). */
export function balanceOf(db: DatabaseSync, account: string): Cents {
  const row = statement(db, 'SELECT balance FROM balances WHERE account = ?').get(account) as
    { balance: number } | undefined;
  return cents(row?.balance ?? 0);
}

/** Conservation check: stored balances equal the sum of transfers, and all balances sum to zero. */
export function conservationReport(db: DatabaseSync): { ok: boolean; total: Cents; mismatches: string[] } {
  const rebuilt = new Map<string, number>();
  for (const row of db.prepare('SELECT from_account, to_account, amount FROM transfers').iterate()) {
    const t = row as { from_account: string; to_account: string; amount: number };
    rebuilt.set(t.from_account, (rebuilt.get(t.from_account) ?? 0) - t.amount);
    rebuilt.set(t.to_account, (rebuilt.get(t.to_account) ?? 0) + t.amount);
  }
  const mismatches: string[] = [];
  let total = 0;
  for (const row of db.prepare('SELECT account, balance FROM balances').iterate()) {
    const b = row as { account: string; balance: number };
    total += b.balance;
    if ((rebuilt.get(b.account) ?? 0) !== b.balance) mismatches.push(b.account);
    rebuilt.delete(b.account);
  }
  for (const [account, value] of rebuilt) if (value !== 0) mismatches.push(account);
  return { ok: mismatches.length === 0 && total === 0, total: cents(total), mismatches };
}
