// The bonus-number jackpot's register (RULES.md A.2; seed 000 art. 67-5 2°), derived from the
// journal alone: the bank's seeding, each spin's contribution and each win with its winners,
// amounts, the pool before and after and the reset. Issue 6 exposes it to staff.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add } from '../../games/money.ts';
import type { JackpotResult } from '../../games/wheelRound/settlement.ts';
import { JACKPOT_SEEDED } from '../tables/wheel/jackpotSeed.ts';
import { readEntry } from '../entries/typedJournal.ts';

/** One winner of the pool. */
export interface JackpotWinner {
  /** The decider's seat. */
  readonly seat: number;
  /** The station paid (its credit meter received the share). */
  readonly terminalId: string;
  /** The share paid from the pool. */
  readonly amount: Cents;
}

/** One settled spin of a jackpot table. */
export interface JackpotSpin {
  /** The hub's round id (the journal seq of its RoundOpened). */
  readonly roundId: number;
  /** The journal entry of the settlement. */
  readonly seq: number;
  /** When it was settled (ISO). */
  readonly at: string;
  /** The bonus number drawn for the spin (null if none was). */
  readonly bonusNumber: number | null;
  /** The pocket the ball landed in (roulette), or null when the entry does not say. */
  readonly pocket: number | null;
  /** The pool before the spin. */
  readonly poolBefore: Cents;
  /** The spin's contribution, taken from its stakes. */
  readonly contribution: Cents;
  /** The winners (empty when the pool was not won). */
  readonly winners: readonly JackpotWinner[];
  /** Σ of the winners' shares. */
  readonly paid: Cents;
  /** Paid in by the bank after a win, the pool's restart (0 when not won). */
  readonly reset: Cents;
  /** The pool after the spin. */
  readonly poolAfter: Cents;
}

/** The pool's seeding by the table bank. */
export interface JackpotSeeding {
  readonly seq: number;
  readonly at: string;
  readonly amount: Cents;
}

/** A table's jackpot register. */
export interface JackpotHistory {
  readonly tableId: string;
  /** The bank's first funding of the pool (at most one). */
  readonly seeded: readonly JackpotSeeding[];
  /** Every settled spin that had the jackpot, in order. */
  readonly spins: readonly JackpotSpin[];
  /** Only the spins whose pool was won. */
  readonly wins: readonly JackpotSpin[];
  /** Σ contributions, Σ wins, Σ paid in by the bank (seeding and resets). */
  readonly totals: { readonly contributions: Cents; readonly wins: Cents; readonly paidInByBank: Cents };
  /** The pool now: the last spin's pool after, else the seeding, else 0. */
  readonly pool: Cents;
}

interface Row {
  seq: number;
  at: string;
  kind: string;
  payload: string;
}

/** The history's reads, each served by journal_by_table (checked by hub/registers/__tests__/boundedRecall.int.test.ts). */
export const JACKPOT_QUERIES = {
  /** The table's settlements and seedings, in journal order. */
  spins: `SELECT seq, at, kind, payload FROM journal
    WHERE kind IN ('RoundSettled', ?) AND json_extract(payload, '$.tableId') = ?
    ORDER BY seq`,
  /** The table's bets in journal order, read only until every winning seat has its first station. */
  bets: `SELECT seq, payload FROM journal
    WHERE kind = 'BetPlaced' AND json_extract(payload, '$.tableId') = ?
    ORDER BY seq`,
};

interface Share {
  readonly seat: number;
  readonly amount: Cents;
}

/**
 * The first station that bet on each of `seats` (as the live table numbers them) with the seq of
 * that bet: the table's bets are read in order only until each seat is found, not to the end.
 */
function firstBettors(
  db: DatabaseSync,
  tableId: string,
  seats: ReadonlySet<number>,
): Map<number, { terminalId: string; seq: number }> {
  const found = new Map<number, { terminalId: string; seq: number }>();
  if (seats.size === 0) return found;
  for (const row of db.prepare(JACKPOT_QUERIES.bets).iterate(tableId) as Iterable<{
    seq: number;
    payload: string;
  }>) {
    const p = JSON.parse(row.payload) as Record<string, unknown>;
    const event = p['event'] as { seat?: number } | undefined;
    const terminalId = p['terminalId'];
    if (event === undefined || typeof terminalId !== 'string' || typeof event.seat !== 'number') continue;
    if (found.has(event.seat)) continue;
    found.set(event.seat, { terminalId, seq: row.seq });
    if ([...seats].every((seat) => found.has(seat))) break;
  }
  return found;
}

/**
 * The jackpot register of `tableId`, read from the journal: every settlement and seeding of the
 * table (the register lists every spin), and of its bets only the first few that name the
 * winners' stations (docs/journal.md "Recall").
 */
export function jackpotHistory(db: DatabaseSync, tableId: string): JackpotHistory {
  const rows = db.prepare(JACKPOT_QUERIES.spins).all(JACKPOT_SEEDED, tableId) as unknown as Row[];
  const seeded: JackpotSeeding[] = [];
  // The spins with the jackpot, their winners' seats named by station once every seat is known.
  const settled: { row: Row; p: Record<string, unknown>; jackpot: JackpotResult }[] = [];
  for (const row of rows) {
    if (row.kind === JACKPOT_SEEDED) {
      const read = readEntry(JACKPOT_SEEDED, row.payload, row.seq);
      // A seeding that does not parse cannot say the pool it started: the register is refused, named.
      if (!read.ok) throw read.error;
      seeded.push({ seq: row.seq, at: row.at, amount: read.payload.amount });
      continue;
    }
    const p = JSON.parse(row.payload) as Record<string, unknown>;
    const event = p['event'] as { settlement?: { jackpot: JackpotResult | null } } | undefined;
    const jackpot = event?.settlement?.jackpot ?? null;
    if (jackpot !== null) settled.push({ row, p, jackpot });
  }
  const seats = new Set(settled.flatMap(({ jackpot }) => jackpot.shares.map((s: Share) => s.seat)));
  const bettors = firstBettors(db, tableId, seats);
  // The station of each seat: the first station that bet on it before the spin, as the live table numbers them.
  const terminalOf = (seat: number, seq: number): string => {
    const first = bettors.get(seat);
    return first !== undefined && first.seq < seq ? first.terminalId : '';
  };
  const spins: JackpotSpin[] = settled.map(({ row, p, jackpot }) => {
    const winners = jackpot.shares.map((s: Share) => ({
      seat: s.seat,
      terminalId: terminalOf(s.seat, row.seq),
      amount: s.amount,
    }));
    return {
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
    };
  });
  // The pool now: the last spin's pool after, else the last seeding after it (entries in order).
  const lastSpin = spins.at(-1);
  const lastSeeding = seeded.at(-1);
  const pool =
    lastSeeding !== undefined && (lastSpin === undefined || lastSeeding.seq > lastSpin.seq)
      ? lastSeeding.amount
      : (lastSpin?.poolAfter ?? ZERO);
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
