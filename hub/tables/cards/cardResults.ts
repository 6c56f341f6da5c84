// The public results board of a card table (GET /api/tables/<id>/results; docs/protocol.md
// "HTTP"): the last coups of a punto banco table (both hands, the totals, the winner), the last
// rounds of a blackjack table (the dealer's hand). Read from the table's journal entries through
// the journal's per-table index, one kind at a time, newest first, parsed with the catalogue
// (hub/entries/cardEntries.ts); what the board shows is public at the table (no stake, no player).
import type { DatabaseSync } from 'node:sqlite';
import { cardName } from '../../../games/cards/card.ts';
import type { EntryPayload } from '../../entries/catalogue.ts';
import { readEntry } from '../../entries/typedJournal.ts';
import { statement } from '../../store/statements.ts';
import type { CardGameName } from './cardGame.ts';

/** A punto banco coup on the board. */
export interface CoupResult {
  readonly coup: number;
  readonly punto: readonly string[];
  readonly banco: readonly string[];
  readonly puntoTotal: number;
  readonly bancoTotal: number;
  readonly winner: 'punto' | 'banco' | 'egalite';
}

/** A blackjack round on the board: the dealer's hand. */
export interface RoundResult {
  readonly round: number;
  readonly dealer: readonly string[];
}

/** The card kinds the board reads. */
type BoardKind =
  'PuntoBancoCoupDealt' | 'BlackjackHandsDealt' | 'BlackjackDealerPlayed' | 'BlackjackRoundSettled';

/** The last `limit` entries of `kind` at `tableId`, newest first, parsed with the catalogue. */
function lastOf<K extends BoardKind>(
  db: DatabaseSync,
  tableId: string,
  kind: K,
  limit: number,
): { seq: number; entry: EntryPayload<K> }[] {
  const rows = statement(
    db,
    "SELECT seq, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND kind = ? ORDER BY seq DESC LIMIT ?",
  ).all(tableId, kind, limit) as { seq: number; payload: string }[];
  const out: { seq: number; entry: EntryPayload<K> }[] = [];
  for (const row of rows) {
    // A malformed entry is the integrity check's to report; the public board leaves it out.
    const read = readEntry(kind, row.payload, row.seq);
    if (read.ok) out.push({ seq: row.seq, entry: read.payload });
  }
  return out;
}

/** The last `limit` punto banco coups of `tableId`, newest first. */
function lastCoups(db: DatabaseSync, tableId: string, limit: number): CoupResult[] {
  return lastOf(db, tableId, 'PuntoBancoCoupDealt', limit).map(({ entry }) => {
    const { no, coup } = entry.card.event;
    return {
      coup: no,
      punto: coup.punto.map(cardName),
      banco: coup.banco.map(cardName),
      puntoTotal: coup.puntoTotal,
      bancoTotal: coup.bancoTotal,
      winner: coup.winner,
    };
  });
}

/**
 * The last `limit` settled blackjack rounds of `tableId`, newest first: the dealer's up card (dealt
 * with the boxes) and the cards the dealer drew (at most one `DealerPlayed` between the deal and
 * the settlement of a round, so the last `limit + 1` of each kind cover the rounds shown).
 */
function lastRounds(db: DatabaseSync, tableId: string, limit: number): RoundResult[] {
  const settled = lastOf(db, tableId, 'BlackjackRoundSettled', limit);
  const dealt = lastOf(db, tableId, 'BlackjackHandsDealt', limit + 1);
  const played = lastOf(db, tableId, 'BlackjackDealerPlayed', limit + 1);
  return settled.flatMap(({ seq, entry }) => {
    const round = entry.card.event.round;
    const deal = dealt.find((d) => d.entry.card.event.round === round && d.seq < seq);
    if (deal === undefined) return [];
    const drawn = played.find((p) => p.seq > deal.seq && p.seq < seq)?.entry.card.event.cards ?? [];
    return [{ round, dealer: [deal.entry.card.event.dealerUp, ...drawn].map(cardName) }];
  });
}

/** The last `limit` results of card table `tableId` of `game`, newest first. */
export function cardResults(
  db: DatabaseSync,
  tableId: string,
  game: CardGameName,
  limit: number,
): CoupResult[] | RoundResult[] {
  return game === 'puntoBanco' ? lastCoups(db, tableId, limit) : lastRounds(db, tableId, limit);
}
