// What journal entries of a time window moved into or out of one ledger account, per entry: the
// registers check each of their lines against it (a line without its transfer is an anomaly).
import type { DatabaseSync } from 'node:sqlite';
import { safeCents } from '../store/exactSum.ts';
import { statement } from '../store/statements.ts';
import type { AccountName } from '../store/accounts.ts';

/** Net amount credited to `account` by each journal entry whose time is in [fromIso, toIso). */
export function netByEntry(
  db: DatabaseSync,
  account: AccountName,
  fromIso: string,
  toIso: string,
): Map<number, number> {
  const rows = statement(
    db,
    `SELECT t.journal_seq AS seq,
            SUM(CASE WHEN t.to_account = ? THEN t.amount ELSE -t.amount END) AS amount
       FROM transfers t JOIN journal j ON j.seq = t.journal_seq
      WHERE (t.to_account = ? OR t.from_account = ?) AND j.at >= ? AND j.at < ?
      GROUP BY t.journal_seq`,
  ).all(account, account, account, fromIso, toIso) as { seq: number; amount: number }[];
  return new Map(rows.map((r) => [r.seq, r.amount]));
}

/** The sum of a map's values, exact (issue 10 §6): in BigInt, refused past the safe range. */
export function total(values: ReadonlyMap<number, number>): number {
  let t = 0n;
  for (const v of values.values()) t += BigInt(v);
  return safeCents(t, 'a register total');
}
