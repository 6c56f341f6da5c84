// The cashier's count of a session (seed 000: "le caissier procède à la comptée"), derived from
// the ledger alone: credit-in, vouchers issued, the house result and the bonus-number jackpot
// (RULES.md A.2) over the journal window of the session, with the identity that proves nothing is
// missing, to the cent.
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../games/money.ts';
import type { CountReport } from '../../protocol/staffMessages.ts';
import { chainHead } from '../store/anchors.ts';
import { accounts } from '../store/ledger.ts';
import { terminalsOfTable } from '../terminals.ts';

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

/** Net of `account`'s transfers with journal seq in (from, to]. */
function net(db: DatabaseSync, names: readonly string[], from: number, to: number): number {
  if (names.length === 0) return 0;
  const list = placeholders(names.length);
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN to_account IN (${list}) THEN amount ELSE 0 END), 0)
            - COALESCE(SUM(CASE WHEN from_account IN (${list}) THEN amount ELSE 0 END), 0) AS n
       FROM transfers WHERE journal_seq > ? AND journal_seq <= ?`,
    )
    .get(...names, ...names, from, to) as { n: number };
  return row.n;
}

/**
 * The count of table `tableId` over the journal window (fromSeq, toSeq]: a session's window runs
 * from the previous session's closing to its own, so that consecutive counts add up with no gap.
 */
export function countReport(
  db: DatabaseSync,
  tableId: string,
  sessionId: number,
  fromSeq: number,
  toSeq: number,
): CountReport {
  const stations = terminalsOfTable(db, tableId).map(accounts.station);
  const list = placeholders(stations.length);
  const byMethod: Record<string, ReturnType<typeof cents>> = {};
  let creditTotal = 0;
  if (stations.length > 0) {
    const rows = db
      .prepare(
        `SELECT json_extract(j.payload, '$.method') AS method, SUM(t.amount) AS amount
           FROM transfers t JOIN journal j ON j.seq = t.journal_seq
          WHERE j.kind = 'CreditIn' AND t.to_account IN (${list}) AND t.journal_seq > ? AND t.journal_seq <= ?
          GROUP BY method ORDER BY method`,
      )
      .all(...stations, fromSeq, toSeq) as { method: string; amount: number }[];
    for (const r of rows) {
      byMethod[r.method] = cents(r.amount);
      creditTotal += r.amount;
    }
  }
  const vouchers =
    stations.length === 0
      ? { n: 0, total: 0 }
      : (db
          .prepare(
            `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM transfers
              WHERE to_account = ? AND from_account IN (${list}) AND journal_seq > ? AND journal_seq <= ?`,
          )
          .get(accounts.vouchers, ...stations, fromSeq, toSeq) as { n: number; total: number });
  const houseResult = net(db, [accounts.bank(tableId)], fromSeq, toSeq);
  const stakesChange = net(db, [accounts.stakes(tableId)], fromSeq, toSeq);
  const jackpot = jackpotTerm(db, tableId, fromSeq, toSeq);
  const before = net(db, stations, 0, fromSeq);
  const after = net(db, stations, 0, toSeq);
  return {
    tableId,
    sessionId,
    fromSeq,
    toSeq,
    creditIn: { total: cents(creditTotal), byMethod },
    vouchersIssued: { count: vouchers.n, total: cents(vouchers.total) },
    houseResult: cents(houseResult),
    stationCreditBefore: cents(before),
    stationCreditAfter: cents(after),
    stakesChange: cents(stakesChange),
    jackpot,
    balanced:
      before + creditTotal - vouchers.total - houseResult - stakesChange - jackpot.poolChange === after,
    // Issue 10 §5: the journal's head as the count is made, printed with it for `verify --anchor`.
    anchor: chainHead(db),
  };
}

/**
 * The jackpot's movements over (fromSeq, toSeq]: every cent into the pool is a contribution (the
 * settlement's `jackpot.contribution`, taken from the stakes) or paid in by the bank (the seeding,
 * the reset after a win); every cent out is a win paid to a station.
 */
function jackpotTerm(
  db: DatabaseSync,
  tableId: string,
  fromSeq: number,
  toSeq: number,
): CountReport['jackpot'] {
  const pool = accounts.jackpot(tableId);
  const flows = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN to_account = ? THEN amount ELSE 0 END), 0) AS into_pool,
              COALESCE(SUM(CASE WHEN from_account = ? THEN amount ELSE 0 END), 0) AS out_of_pool
         FROM transfers WHERE (to_account = ? OR from_account = ?) AND journal_seq > ? AND journal_seq <= ?`,
    )
    .get(pool, pool, pool, pool, fromSeq, toSeq) as { into_pool: number; out_of_pool: number };
  const contributed = db
    .prepare(
      `SELECT COALESCE(SUM(json_extract(payload, '$.event.settlement.jackpot.contribution')), 0) AS c
         FROM journal WHERE kind = 'RoundSettled' AND seq > ? AND seq <= ? AND json_extract(payload, '$.tableId') = ?`,
    )
    .get(fromSeq, toSeq, tableId) as { c: number };
  return {
    contributions: cents(contributed.c),
    paidInByBank: cents(flows.into_pool - contributed.c),
    wins: cents(flows.out_of_pool),
    poolChange: cents(flows.into_pool - flows.out_of_pool),
  };
}
