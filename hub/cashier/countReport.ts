// The cashier's count of a session (seed 000: "le caissier procède à la comptée"), derived from
// the ledger alone: credit-in, vouchers issued, the house result and the bonus-number jackpot
// (RULES.md A.2) over the journal window of the session, with the identity that proves nothing is
// missing, to the cent.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Cents } from '../../games/money.ts';
import type { CountReport } from '../../protocol/staffMessages.ts';
import { safeCents } from '../store/exactSum.ts';
import { chainHead } from '../store/anchors.ts';
import { accounts } from '../store/ledger.ts';
import { terminalsOfTable } from '../terminals.ts';

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

/**
 * `sql` prepared to read its integers as BigInt (issue 10 §6): SQLite's SUM is an exact 64-bit
 * integer (or an overflow error, never a float like TOTAL), and each figure becomes Cents only
 * through `safeCents`, which refuses with a typed error rather than round.
 */
function exact(db: DatabaseSync, sql: string): StatementSync {
  const prepared = db.prepare(sql);
  prepared.setReadBigInts(true);
  return prepared;
}

/** Net of `account`'s transfers with journal seq in (from, to]. */
function net(db: DatabaseSync, names: readonly string[], from: number, to: number): bigint {
  if (names.length === 0) return 0n;
  const list = placeholders(names.length);
  const row = exact(
    db,
    `SELECT COALESCE(SUM(CASE WHEN to_account IN (${list}) THEN amount ELSE 0 END), 0)
          - COALESCE(SUM(CASE WHEN from_account IN (${list}) THEN amount ELSE 0 END), 0) AS n
     FROM transfers WHERE journal_seq > ? AND journal_seq <= ?`,
  ).get(...names, ...names, from, to) as { n: bigint };
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
  const byMethod: Record<string, Cents> = {};
  let creditTotal = 0n;
  if (stations.length > 0) {
    const rows = exact(
      db,
      `SELECT json_extract(j.payload, '$.method') AS method, SUM(t.amount) AS amount
         FROM transfers t JOIN journal j ON j.seq = t.journal_seq
        WHERE j.kind = 'CreditIn' AND t.to_account IN (${list}) AND t.journal_seq > ? AND t.journal_seq <= ?
        GROUP BY method ORDER BY method`,
    ).all(...stations, fromSeq, toSeq) as { method: string; amount: bigint }[];
    for (const r of rows) {
      byMethod[r.method] = safeCents(r.amount, `the ${r.method} credit-in of the count`);
      creditTotal += r.amount;
    }
  }
  const vouchers =
    stations.length === 0
      ? { n: 0n, total: 0n }
      : (exact(
          db,
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM transfers
            WHERE to_account = ? AND from_account IN (${list}) AND journal_seq > ? AND journal_seq <= ?`,
        ).get(accounts.vouchers, ...stations, fromSeq, toSeq) as { n: bigint; total: bigint });
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
    creditIn: { total: safeCents(creditTotal, 'the credit-in of the count'), byMethod },
    vouchersIssued: {
      count: Number(vouchers.n),
      total: safeCents(vouchers.total, 'the vouchers of the count'),
    },
    houseResult: safeCents(houseResult, 'the house result of the count'),
    stationCreditBefore: safeCents(before, 'the station credit before the count'),
    stationCreditAfter: safeCents(after, 'the station credit after the count'),
    stakesChange: safeCents(stakesChange, 'the stakes change of the count'),
    jackpot,
    // The identity in exact integers: every term is a BigInt.
    balanced:
      before + creditTotal - vouchers.total - houseResult - stakesChange - BigInt(jackpot.poolChange) ===
      after,
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
  const flows = exact(
    db,
    `SELECT COALESCE(SUM(CASE WHEN to_account = ? THEN amount ELSE 0 END), 0) AS into_pool,
            COALESCE(SUM(CASE WHEN from_account = ? THEN amount ELSE 0 END), 0) AS out_of_pool
       FROM transfers WHERE (to_account = ? OR from_account = ?) AND journal_seq > ? AND journal_seq <= ?`,
  ).get(pool, pool, pool, pool, fromSeq, toSeq) as { into_pool: bigint; out_of_pool: bigint };
  const contributed = exact(
    db,
    `SELECT COALESCE(SUM(json_extract(payload, '$.event.settlement.jackpot.contribution')), 0) AS c
       FROM journal WHERE kind = 'RoundSettled' AND seq > ? AND seq <= ? AND json_extract(payload, '$.tableId') = ?`,
  ).get(fromSeq, toSeq, tableId) as { c: bigint };
  return {
    contributions: safeCents(contributed.c, 'the jackpot contributions of the count'),
    paidInByBank: safeCents(flows.into_pool - contributed.c, 'the jackpot paid in by the bank'),
    wins: safeCents(flows.out_of_pool, 'the jackpot wins of the count'),
    poolChange: safeCents(flows.into_pool - flows.out_of_pool, 'the jackpot pool change of the count'),
  };
}
