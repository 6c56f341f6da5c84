// The public results board of a hold'em table (GET /api/tables/<id>/results; docs/protocol.md
// "HTTP"): the last hands, each with its pots and the seats that won them — what the table saw
// at the showdown, never a player's identity nor a hidden card. Read from the table's
// `HoldemPotAwarded` entries through the journal's per-table index, newest first, parsed with the
// catalogue (hub/entries/holdemEntries.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../../games/money.ts';
import { readEntry } from '../../entries/typedJournal.ts';
import { statement } from '../../store/statements.ts';

/** A hand on the board: its pots, in the order they were awarded. */
export interface HandResult {
  readonly handId: string;
  readonly pots: readonly {
    readonly amount: Cents;
    readonly winners: readonly { readonly seat: number; readonly amount: Cents }[];
  }[];
}

/** The most pots a hand can have: one per seat (a side pot per all-in), the table seats ten. */
const MAX_POTS_PER_HAND = 10;

/** The last `limit` hands of hold'em table `tableId` that awarded a pot, newest first. */
export function holdemResults(db: DatabaseSync, tableId: string, limit: number): HandResult[] {
  const rows = statement(
    db,
    "SELECT seq, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND kind = 'HoldemPotAwarded' ORDER BY seq DESC LIMIT ?",
  ).all(tableId, limit * MAX_POTS_PER_HAND) as { seq: number; payload: string }[];
  const hands = new Map<string, HandResult['pots'][number][]>();
  for (const row of rows) {
    // A malformed entry is the integrity check's to report; the public board leaves it out.
    const read = readEntry('HoldemPotAwarded', row.payload, row.seq);
    if (!read.ok || read.payload.handId === null) continue;
    const { handId, event } = read.payload;
    if (!hands.has(handId) && hands.size === limit) break;
    const pots = hands.get(handId) ?? [];
    pots.unshift({
      amount: event.amount,
      winners: event.winners.map((w) => ({ seat: w.seat, amount: w.amount })),
    });
    hands.set(handId, pots);
  }
  return [...hands].map(([handId, pots]) => ({ handId, pots }));
}
