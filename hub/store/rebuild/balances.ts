// Balances are a projection of the transfers (DESIGN.md "Money"): rebuilt and compared, in exact
// integer arithmetic (issue 10 §6: a float sum past 2^53 would report a cent that was never lost).
import type { DatabaseSync } from 'node:sqlite';
import { rebuiltBalances, storedBalances } from '../ledger.ts';
import { diffMaps } from './journalFacts.ts';

/** Every stored balance against the sum of the transfers; one line per account that differs. */
export function balanceMismatches(db: DatabaseSync): string[] {
  const rebuilt = rebuiltBalances(db);
  const stored = new Map<string, string>();
  for (const [account, balance] of storedBalances(db)) {
    // An account at zero may or may not have a row: both are the same projection.
    if (balance !== 0n || rebuilt.has(account)) stored.set(account, String(balance));
  }
  const expected = new Map([...rebuilt].map(([account, value]) => [account, String(value)]));
  for (const [account, value] of expected)
    if (value === '0' && !stored.has(account)) expected.delete(account);
  return diffMaps('balance', stored, expected);
}
