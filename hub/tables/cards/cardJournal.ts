// Writes a card table's entries to the journal, one entry each, with the ledger transfers they
// imply, inside the caller's transaction (DESIGN.md "Money"). Each payload names the transfers it
// made (`transfers`), so the integrity check rebuilds them from the journal (hub/store/rebuild);
// a settlement names the hand it ends (`settledHand`), counted against the "three last hands".
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../../games/money.ts';
import { countPlayedRound } from '../../sessions/sessionStore.ts';
import { appendCardEntry } from '../../entries/cardEntries.ts';
import { type AccountName, accounts, transfer } from '../../store/ledger.ts';
import type { CardGame, Party } from './cardGame.ts';
import { type CardEntry, type CardFact, type CardMemory, applyEntry } from './cardMemory.ts';

/** Who and when, for the entries of one decision. */
export interface CardEntryContext {
  readonly db: DatabaseSync;
  readonly tableId: string;
  /** ISO time of the decision. */
  readonly at: string;
  /** The journal actor: `terminal:T1`, `staff:<login>`, `hub`, `device:<table>`. */
  readonly actor: string;
  /**
   * The player logged in by card at a station, or null (issue 12 §3; an in-memory look-up,
   * hub/players/stationPlayers.ts). Absent: every entry is anonymous, as before.
   */
  readonly playerAt?: (terminalId: string) => string | null;
}

/** One ledger transfer as a card entry's payload records it. */
export interface CardTransfer {
  readonly from: AccountName;
  readonly to: AccountName;
  readonly amount: Cents;
}

/** The journal kind of an entry: `BlackjackBetPlaced`, `PuntoBancoCoupSettled`, `CardSeatTaken`… */
export function cardKind<E extends { type: string }>(prefix: string, entry: CardEntry<E>): string {
  return entry.kind === 'event' ? `${prefix}${entry.event.type}` : `Card${entry.fact.type}`;
}

function stationOf<S>(tableId: string, m: CardMemory<S>, seat: number): AccountName {
  const o = m.seats[seat];
  // A bug, not a refusal: every seat with money on the layout is occupied (suspension waits for the hand's end).
  if (o === undefined) throw new Error(`no station at seat ${seat} of ${tableId}`);
  return accounts.station(o.terminalId);
}

function accountOf<S>(tableId: string, m: CardMemory<S>, party: Party): AccountName {
  if (party === 'stakes') return accounts.stakes(tableId);
  if (party === 'bank') return accounts.bank(tableId);
  return stationOf(tableId, m, party.seat);
}

function factTransfers<S>(tableId: string, m: CardMemory<S>, fact: CardFact): CardTransfer[] {
  switch (fact.type) {
    case 'PlayerSuspended':
      return [
        {
          from: accounts.station(fact.terminalId),
          to: accounts.consigned(tableId, fact.seat),
          amount: fact.amount,
        },
      ];
    case 'ConsignmentClaimed':
      return [
        {
          from: accounts.consigned(tableId, fact.seat),
          to: accounts.station(fact.terminalId),
          amount: fact.amount,
        },
      ];
    case 'HandVoided':
      return fact.refunds.map((r) => ({
        from: accounts.stakes(tableId),
        to: stationOf(tableId, m, r.seat),
        amount: r.amount,
      }));
    default:
      return [];
  }
}

/**
 * Who played an entry (issue 12 §3): an entry of one seat names the player logged in at its
 * station (`playerId`); an entry of the whole hand (deal, settlement, void) lists every seat
 * whose station has one (`players`). Nothing when all are anonymous, so older entries and
 * anonymous play read the same.
 */
function playersOf<S, E extends { type: string }>(
  ctx: CardEntryContext,
  m: CardMemory<S>,
  entry: CardEntry<E>,
): { playerId?: string; players?: { seat: number; playerId: string }[] } {
  const playerAt = ctx.playerAt;
  if (playerAt === undefined) return {};
  const body: unknown = entry.kind === 'event' ? entry.event : entry.fact;
  const seat = typeof body === 'object' && body !== null && 'seat' in body ? body.seat : undefined;
  if (typeof seat === 'number') {
    const o = m.seats[seat];
    const playerId = o === undefined ? null : playerAt(o.terminalId);
    return playerId === null ? {} : { playerId };
  }
  const players: { seat: number; playerId: string }[] = [];
  for (const [key, o] of Object.entries(m.seats)) {
    const playerId = playerAt(o.terminalId);
    if (playerId !== null) players.push({ seat: Number(key), playerId });
  }
  return players.length === 0 ? {} : { players };
}

/** Journals `entries` in order with their transfers; returns the memory after them and each entry's seq. */
export function journalCardEntries<S, C, E extends { type: string; at: number }>(
  ctx: CardEntryContext,
  game: CardGame<S, C, E>,
  memory: CardMemory<S>,
  entries: readonly CardEntry<E>[],
): { memory: CardMemory<S>; seqs: number[] } {
  let m = memory;
  const seqs: number[] = [];
  for (const entry of entries) {
    const transfers =
      entry.kind === 'event'
        ? game.moves(m.state, entry.event).map((mv) => ({
            from: accountOf(ctx.tableId, m, mv.from),
            to: accountOf(ctx.tableId, m, mv.to),
            amount: mv.amount,
          }))
        : factTransfers(ctx.tableId, m, entry.fact);
    const moving = transfers.filter((t) => t.amount !== 0);
    // The hand a settlement ends (its deal's seq), counted against the "three last hands" (A.1).
    const settledHand = entry.kind === 'event' && game.settled(entry.event) ? m.handSeq : null;
    const seq = appendCardEntry(ctx.db, ctx.at, cardKind(game.kindPrefix, entry), ctx.actor, {
      tableId: ctx.tableId,
      game: game.name,
      card: entry,
      ...playersOf(ctx, m, entry),
      transfers: moving,
      ...(settledHand === null ? {} : { settledHand }),
    });
    for (const t of moving) transfer(ctx.db, seq, t.from, t.to, t.amount);
    if (settledHand !== null) countPlayedRound(ctx.db, ctx.tableId, settledHand);
    m = applyEntry(game, m, entry, seq);
    seqs.push(seq);
  }
  return { memory: m, seqs };
}
