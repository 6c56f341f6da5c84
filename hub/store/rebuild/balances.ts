// Balances are a projection of the transfers (DESIGN.md "Money"): rebuilt and compared.
import type { DatabaseSync } from 'node:sqlite';
import { diffMaps } from './journalFacts.ts';

/** Every stored balance against the sum of the transfers; one line per account that differs. */
export function balanceMismatches(db: DatabaseSync): string[] {
  const rebuilt = new Map<string, number>();
  for (const row of db.prepare('SELECT from_account, to_account, amount FROM transfers').iterate()) {
    const t = row as { from_account: string; to_account: string; amount: number };
    rebuilt.set(t.from_account, (rebuilt.get(t.from_account) ?? 0) - t.amount);
    rebuilt.set(t.to_account, (rebuilt.get(t.to_account) ?? 0) + t.amount);
  }
  const stored = new Map<string, string>();
  for (const row of db.prepare('SELECT account, balance FROM balances').iterate()) {
    const b = row as { account: string; balance: number };
    // An account at zero may or may not have a row: both are the same projection.
    if (b.balance !== 0 || rebuilt.has(b.account)) stored.set(b.account, String(b.balance));
  }
  const expected = new Map([...rebuilt].map(([account, value]) => [account, String(value)]));
  for (const [account, value] of expected)
    if (value === '0' && !stored.has(account)) expected.delete(account);
  return diffMaps('balance', stored, expected);
}
