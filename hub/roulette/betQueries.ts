// Reading a round's bets and the spin direction back from the store (RULES.md A.2).
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add, cents } from '../../games/money.ts';
import { type RouletteSpot, spotKey } from '../../games/roulette/bets.ts';

/** A bet as stored. */
export interface BetRow {
  readonly bet_id: string;
  readonly terminal_id: string;
  readonly spot: string;
  readonly stake: number;
}

/** Every bet of a round, in the order accepted. */
export function betsOfRound(db: DatabaseSync, roundId: number): BetRow[] {
  return db
    .prepare('SELECT bet_id, terminal_id, spot, stake FROM bets WHERE round_id = ? ORDER BY rowid')
    .all(roundId) as unknown as BetRow[];
}

/** What a terminal already staked on one spot this round (the maximum is per player per spin). */
export function stakedOnSpot(db: DatabaseSync, roundId: number, terminalId: string, key: string): Cents {
  const rows = db
    .prepare('SELECT spot, stake FROM bets WHERE round_id = ? AND terminal_id = ?')
    .all(roundId, terminalId) as { spot: string; stake: number }[];
  return rows.reduce(
    (total, r) => (spotKey(JSON.parse(r.spot) as RouletteSpot) === key ? add(total, cents(r.stake)) : total),
    ZERO,
  );
}

/** Everything a terminal staked in a round. */
export function stakedInRound(db: DatabaseSync, roundId: number, terminalId: string): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(stake), 0) AS s FROM bets WHERE round_id = ? AND terminal_id = ?')
    .get(roundId, terminalId) as { s: number };
  return row.s;
}

/** RULES.md A.2: every spin goes the opposite way to the previous one. */
export function nextDirection(db: DatabaseSync, tableId: string): 'clockwise' | 'anticlockwise' {
  const last = db
    .prepare(
      'SELECT direction FROM rounds WHERE table_id = ? AND direction IS NOT NULL ORDER BY round_id DESC LIMIT 1',
    )
    .get(tableId) as { direction: string } | undefined;
  return last?.direction === 'clockwise' ? 'anticlockwise' : 'clockwise';
}
