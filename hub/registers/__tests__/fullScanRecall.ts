// The game recall as it read before issue 13 §5 (every entry of the table, every transfer of the
// station's account), kept as the reference the bounded recall is compared with.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, cents } from '../../../games/money.ts';
import { type AccountName, accounts } from '../../store/ledger.ts';
import {
  type GameRecallMapper,
  type RecallDraft,
  type RecalledGame,
  RECALL_MAPPERS,
  gameOfTable,
} from '../gameRecall.ts';

function creditHistory(db: DatabaseSync, account: AccountName): (afterSeq: number) => Cents {
  const rows = db
    .prepare(
      `SELECT journal_seq AS seq, SUM(CASE WHEN to_account = ? THEN amount ELSE -amount END) AS delta
         FROM transfers WHERE to_account = ? OR from_account = ? GROUP BY journal_seq ORDER BY journal_seq`,
    )
    .all(account, account, account) as { seq: number; delta: number }[];
  return (afterSeq) => cents(rows.filter((r) => r.seq <= afterSeq).reduce((t, r) => t + r.delta, 0));
}

/** The recall of `tableId` read from the whole journal, as gameRecall did before its window. */
export function fullScanRecall(
  db: DatabaseSync,
  tableId: string,
  options: { terminalId?: string; depth: number; mapper?: GameRecallMapper },
): Record<string, RecalledGame[]> {
  const mapper = options.mapper ?? RECALL_MAPPERS[gameOfTable(db, tableId)];
  if (mapper === undefined) throw new RangeError(`no game recall for table ${tableId}`);
  const rows = db
    .prepare(
      `SELECT seq, at, kind, actor, payload FROM journal
        WHERE kind IN (${mapper.kinds.map(() => '?').join(', ')}) AND json_extract(payload, '$.tableId') = ?
        ORDER BY seq`,
    )
    .all(...mapper.kinds, tableId) as {
    seq: number;
    at: string;
    kind: string;
    actor: string;
    payload: string;
  }[];
  const entries = rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  const byStation = new Map<string, RecallDraft[]>();
  for (const draft of mapper.games(tableId, entries)) {
    if (options.terminalId !== undefined && draft.terminalId !== options.terminalId) continue;
    byStation.set(draft.terminalId, [...(byStation.get(draft.terminalId) ?? []), draft]);
  }
  const out: Record<string, RecalledGame[]> = {};
  for (const [terminalId, drafts] of [...byStation].sort(([a], [b]) => a.localeCompare(b))) {
    out[terminalId] = drafts
      .slice(-options.depth)
      .reverse()
      .map(({ firstSeq, lastSeq, creditAccount, ...d }) => {
        const history = creditHistory(db, creditAccount ?? accounts.station(terminalId));
        return {
          ...d,
          creditBefore: history(firstSeq - 1),
          creditAfter: history(lastSeq),
          journalSeqs: { first: firstSeq, last: lastSeq },
        };
      });
  }
  return out;
}
