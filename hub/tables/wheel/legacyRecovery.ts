// Rounds a hub older than the wheel-round decider left open: the decider never knew them, so the
// replay cannot void them. They are voided here, each stake refunded to its station, as the
// skeleton did (docs/protocol.md "Recovery"): nothing acknowledged is ever lost.
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../../games/money.ts';
import { inTransaction } from '../../store/database.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import { accounts, transfer } from '../../store/ledger.ts';
import { WHEEL_RESTART_REASON } from '../../registers/voidedOutcome.ts';

/** Voids the table's open rounds other than `known` (the decider's round in progress). */
export function voidLegacyRounds(
  db: DatabaseSync,
  tableId: string,
  known: number | null,
  at: string,
): number {
  const open = db
    .prepare(
      "SELECT round_id FROM rounds WHERE table_id = ? AND phase IN ('betting', 'noMoreBets') ORDER BY round_id",
    )
    .all(tableId) as { round_id: number }[];
  let voided = 0;
  for (const { round_id: roundId } of open) {
    if (roundId === known) continue;
    inTransaction(db, () => {
      const seq = appendEntry(db, at, 'RoundVoided', 'hub', {
        tableId,
        roundId,
        reason: WHEEL_RESTART_REASON,
      });
      const bets = db
        .prepare('SELECT bet_id, terminal_id, stake FROM bets WHERE round_id = ? ORDER BY rowid')
        .all(roundId) as { bet_id: string; terminal_id: string; stake: number }[];
      for (const bet of bets) {
        transfer(db, seq, accounts.stakes(tableId), accounts.station(bet.terminal_id), cents(bet.stake));
        db.prepare('UPDATE bets SET returned = stake WHERE bet_id = ?').run(bet.bet_id);
      }
      db.prepare("UPDATE rounds SET phase = 'voided' WHERE round_id = ?").run(roundId);
    });
    voided++;
  }
  return voided;
}
