// The hold'em waiting list and seats (seed 000: a list "établie à la caisse sous le contrôle
// d'un chef de partie ou d'un membre du comité de direction", called "par ordre d'inscription",
// going on past whoever does not answer; seats attributed "de façon aléatoire"; no seat change
// during a partie; "la partie débute en présence de deux joueurs minimum").
import type { DatabaseSync } from 'node:sqlite';
import { type Rng } from '../../games/rng.ts';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { done, type Refusal, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { statement } from '../store/statements.ts';
import { findPlayer } from './playerStore.ts';

/** Seats at an electronic hold'em table (seed 000: "dix postes de jeu au maximum"). */
export const HOLDEM_SEATS = 10;

/** Players needed to deal a hand (seed 000). */
export const MIN_PLAYERS_TO_DEAL = 2;

type Cmd<T extends StaffCommand['type']> = Extract<StaffCommand, { type: T }>;

interface WaitingRow {
  player_id: string;
  state: 'waiting' | 'called';
}

function waitingOf(db: DatabaseSync, tableId: string): WaitingRow[] {
  return statement(
    db,
    'SELECT player_id, state FROM waiting_list WHERE table_id = ? ORDER BY joined_seq',
  ).all(tableId) as unknown as WaitingRow[];
}

function seatOf(db: DatabaseSync, playerId: string): { table_id: string; seat: number } | null {
  return (
    (statement(db, 'SELECT table_id, seat FROM seats WHERE player_id = ?').get(playerId) as
      { table_id: string; seat: number } | undefined) ?? null
  );
}

/**
 * Why `playerId` may not wait for or take a seat: not a registered player, or already seated
 * (seed 000: "en cours de partie, aucun joueur n'est autorisé à changer de place"); null when they may.
 */
function notSeatable(db: DatabaseSync, playerId: string): Refusal | null {
  if (findPlayer(db, playerId) === null) return refuse('UNKNOWN_PLAYER', `no player ${playerId}`);
  const seated = seatOf(db, playerId);
  if (seated === null) return null;
  return refuse('PLAYER_ALREADY_SEATED', 'the player already has a seat', {
    tableId: seated.table_id,
    seat: seated.seat,
  });
}

/** The seats taken at a table, in seat order. */
export function seatedPlayers(db: DatabaseSync, tableId: string): { seat: number; playerId: string }[] {
  return (
    statement(db, 'SELECT seat, player_id FROM seats WHERE table_id = ? ORDER BY seat').all(tableId) as {
      seat: number;
      player_id: string;
    }[]
  ).map((r) => ({ seat: r.seat, playerId: r.player_id }));
}

/** True when enough players are seated for a hand to be dealt (seed 000: two minimum). */
export function canDeal(db: DatabaseSync, tableId: string): boolean {
  return seatedPlayers(db, tableId).length >= MIN_PLAYERS_TO_DEAL;
}

/** Puts a player at the end of a table's waiting list. */
export function joinWaitingList(ctx: ActionContext, command: Cmd<'joinWaitingList'>): StaffOutcome {
  const { db, at, actor } = ctx;
  const { tableId, playerId } = command;
  const unfit = notSeatable(db, playerId);
  if (unfit !== null) return unfit;
  const list = waitingOf(db, tableId);
  if (list.some((w) => w.player_id === playerId))
    return refuse('ALREADY_WAITING', 'the player is already on this waiting list');
  const position = list.length + 1;
  const seq = appendEntry(db, at, 'WaitingListJoined', actor, { tableId, playerId, position });
  statement(
    db,
    "INSERT INTO waiting_list (table_id, player_id, joined_seq, state) VALUES (?, ?, ?, 'waiting')",
  ).run(tableId, playerId, seq);
  return done({ kind: 'waitingJoined', tableId, playerId, position });
}

/** Calls the first player of the list in order of registration (again, if not yet answered). */
export function callNextWaiting(ctx: ActionContext, command: Cmd<'callNextWaiting'>): StaffOutcome {
  const { db, at, actor } = ctx;
  const { tableId } = command;
  const first = waitingOf(db, tableId)[0];
  if (first === undefined) return refuse('WAITING_LIST_EMPTY', 'nobody is waiting for this table');
  appendEntry(db, at, 'WaitingListCalled', actor, { tableId, playerId: first.player_id });
  statement(db, "UPDATE waiting_list SET state = 'called' WHERE table_id = ? AND player_id = ?").run(
    tableId,
    first.player_id,
  );
  return done({ kind: 'waitingCalled', tableId, playerId: first.player_id });
}

/** Skips a called player who did not answer: they leave the list (they may join again at its end). */
export function skipWaiting(ctx: ActionContext, command: Cmd<'skipWaiting'>): StaffOutcome {
  const { db, at, actor } = ctx;
  const { tableId, playerId } = command;
  const row = waitingOf(db, tableId).find((w) => w.player_id === playerId);
  if (row?.state !== 'called')
    return refuse('NOT_CALLED', 'only a called player can be skipped', { calledPlayerId: '' });
  appendEntry(db, at, 'WaitingListSkipped', actor, { tableId, playerId });
  statement(db, 'DELETE FROM waiting_list WHERE table_id = ? AND player_id = ?').run(tableId, playerId);
  return done({ kind: 'waitingSkipped', tableId, playerId });
}

/**
 * Seats a player at a free seat drawn at random from the hub's CSPRNG (the draw and the free
 * seats are journaled). While the list is not empty only its called player may be seated.
 */
export function assignSeat(
  ctx: ActionContext,
  rng: Rng,
  command: Cmd<'assignSeat'>,
  seats: number = HOLDEM_SEATS,
): StaffOutcome {
  const { db, at, actor } = ctx;
  const { tableId, playerId } = command;
  const unfit = notSeatable(db, playerId);
  if (unfit !== null) return unfit;
  const list = waitingOf(db, tableId);
  const called = list.find((w) => w.state === 'called');
  const onList = list.some((w) => w.player_id === playerId);
  if (list.length > 0 && called?.player_id !== playerId)
    return refuse(
      'NOT_CALLED',
      onList ? 'call the player first' : 'players are waiting: seat them in order',
      {
        calledPlayerId: called?.player_id ?? '',
      },
    );
  const taken = new Set(seatedPlayers(db, tableId).map((s) => s.seat));
  // Only the table's own seats (its configured `seats`): a seat beyond them could never be sat at.
  const free = Array.from({ length: seats }, (_, i) => i + 1).filter((s) => !taken.has(s));
  if (free.length === 0) return refuse('TABLE_FULL', 'every seat is taken', { seats });
  const seat = free[rng.int(free.length)] as number;
  appendEntry(db, at, 'SeatAssigned', actor, {
    tableId,
    playerId,
    seat,
    freeSeats: free,
    fromWaitingList: onList,
  });
  statement(db, 'INSERT INTO seats (table_id, seat, player_id) VALUES (?, ?, ?)').run(
    tableId,
    seat,
    playerId,
  );
  if (onList)
    statement(db, 'DELETE FROM waiting_list WHERE table_id = ? AND player_id = ?').run(tableId, playerId);
  return done({ kind: 'seatAssigned', tableId, playerId, seat, canDeal: canDeal(db, tableId) });
}

/** Frees a seat (the player leaves the table for good, or is suspended for absence). */
export function freeSeat(ctx: ActionContext, command: Cmd<'freeSeat'>): StaffOutcome {
  const { db, at, actor } = ctx;
  const { tableId, seat } = command;
  const holder = seatedPlayers(db, tableId).find((s) => s.seat === seat);
  if (holder === undefined) return refuse('SEAT_EMPTY', `seat ${seat} is free`);
  appendEntry(db, at, 'SeatFreed', actor, { tableId, playerId: holder.playerId, seat });
  statement(db, 'DELETE FROM seats WHERE table_id = ? AND seat = ?').run(tableId, seat);
  return done({ kind: 'seatFreed', tableId, playerId: holder.playerId, seat, canDeal: canDeal(db, tableId) });
}
