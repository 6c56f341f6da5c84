// The jackpot history as it read before issue 13 §5 (every bet of the table), kept as the
// reference the bounded read is compared with.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { JackpotResult } from '../../../games/wheelRound/settlement.ts';
import { JACKPOT_SEEDED } from '../../tables/wheel/jackpotSeed.ts';
import { readEntry } from '../../entries/typedJournal.ts';
import type { JackpotHistory, JackpotSeeding, JackpotSpin } from '../jackpotHistory.ts';

interface Row {
  seq: number;
  at: string;
  kind: string;
  payload: string;
}

/** The jackpot register of `tableId`, read from every bet, settlement and seeding of the table. */
export function fullScanJackpotHistory(db: DatabaseSync, tableId: string): JackpotHistory {
  const rows = db
    .prepare(
      `SELECT seq, at, kind, payload FROM journal
        WHERE kind IN ('BetPlaced', 'RoundSettled', ?) AND json_extract(payload, '$.tableId') = ?
        ORDER BY seq`,
    )
    .all(JACKPOT_SEEDED, tableId) as unknown as Row[];
  // The station of each seat: the first station that bet on it, as the live table numbers them.
  const terminalOfSeat = new Map<number, string>();
  const seeded: JackpotSeeding[] = [];
  const spins: JackpotSpin[] = [];
  let pool: Cents = ZERO;
  for (const row of rows) {
    if (row.kind === JACKPOT_SEEDED) {
      const read = readEntry(JACKPOT_SEEDED, row.payload, row.seq);
      // A seeding that does not parse cannot say the pool it started: the register is refused, named.
      if (!read.ok) throw read.error;
      const { amount } = read.payload;
      seeded.push({ seq: row.seq, at: row.at, amount });
      pool = amount;
      continue;
    }
    const p = JSON.parse(row.payload) as Record<string, unknown>;
    const event = p['event'] as {
      type?: string;
      seat?: number;
      settlement?: { jackpot: JackpotResult | null };
    };
    if (event === undefined) continue;
    if (row.kind === 'BetPlaced') {
      const terminalId = p['terminalId'];
      if (typeof terminalId === 'string' && typeof event.seat === 'number' && !terminalOfSeat.has(event.seat))
        terminalOfSeat.set(event.seat, terminalId);
      continue;
    }
    const jackpot = event.settlement?.jackpot ?? null;
    if (jackpot === null) continue;
    const winners = jackpot.shares.map((s) => ({
      seat: s.seat,
      terminalId: terminalOfSeat.get(s.seat) ?? '',
      amount: s.amount,
    }));
    spins.push({
      roundId: p['roundId'] as number,
      seq: row.seq,
      at: row.at,
      bonusNumber: jackpot.bonusNumber,
      pocket: typeof p['pocket'] === 'number' ? p['pocket'] : null,
      poolBefore: jackpot.poolBefore,
      contribution: jackpot.contribution,
      winners,
      paid: winners.reduce((t, w) => add(t, w.amount), ZERO),
      reset: jackpot.reset,
      poolAfter: jackpot.poolAfter,
    });
    pool = jackpot.poolAfter;
  }
  const sumOf = (values: readonly Cents[]): Cents => values.reduce((t, v) => add(t, v), ZERO);
  const wins = spins.filter((s) => s.winners.length > 0);
  return {
    tableId,
    seeded,
    spins,
    wins,
    totals: {
      contributions: sumOf(spins.map((s) => s.contribution)),
      wins: sumOf(spins.map((s) => s.paid)),
      paidInByBank: add(sumOf(seeded.map((s) => s.amount)), sumOf(spins.map((s) => s.reset))),
    },
    pool,
  };
}
