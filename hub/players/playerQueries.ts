// The hold'em room's read-only staff queries: a player (by id, or by a card the cashier's reader
// gives) and a table's room (cave limits, waiting list, seats). Identities are personal data:
// only the roles that run the room may read them.
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../games/money.ts';
import type { HoldemRoomView, PlayerView } from '../../protocol/playerMessages.ts';
import type { StaffClientMessage, StaffHubMessage, StaffRole } from '../../protocol/staffMessages.ts';
import { balanceOf } from '../store/ledger.ts';
import { statement } from '../store/statements.ts';
import { caveLimits } from './cave.ts';
import { type CardRow, findCard, findPlayer } from './playerStore.ts';
import { canDeal, seatedPlayers } from './waitingList.ts';
import { accounts } from '../store/accounts.ts';

/** The roles that may read players and rooms: the cashier, the chef de partie, the comité. */
export const PLAYER_QUERY_ROLES: readonly StaffRole[] = ['caissier', 'chefDePartie', 'comiteDeDirection'];

/** A hold'em room query. */
export type PlayerQuery = Extract<StaffClientMessage, { type: 'findPlayer' | 'getHoldemRoom' }>;

/** True when `message` is a hold'em room query. */
export function isPlayerQuery(message: StaffClientMessage): message is PlayerQuery {
  return message.type === 'findPlayer' || message.type === 'getHoldemRoom';
}

/** A player as staff see them, or null. */
export function playerView(db: DatabaseSync, playerId: string): PlayerView | null {
  const p = findPlayer(db, playerId);
  if (p === null) return null;
  const cards = statement(db, 'SELECT * FROM player_cards WHERE player_id = ? ORDER BY issued_seq').all(
    playerId,
  ) as unknown as CardRow[];
  const seat = statement(db, 'SELECT table_id, seat FROM seats WHERE player_id = ?').get(playerId) as
    { table_id: string; seat: number } | undefined;
  return {
    playerId,
    lastName: p.last_name,
    firstName: p.first_name,
    birthDate: p.birth_date,
    idDocument: { type: p.id_document_type, number: p.id_document_number },
    pinSet: p.pin_hash !== null,
    balance: cents(Math.max(0, balanceOf(db, accounts.player(playerId)))),
    cards: cards.map((c) => ({
      cardUid: c.card_uid,
      status: c.status,
      locked: c.locked === 1,
      failedPins: c.failed_pins,
      activeTerminal: c.active_terminal,
    })),
    seat: seat === undefined ? null : { tableId: seat.table_id, seat: seat.seat },
  };
}

/** A hold'em table's room: cave limits, waiting list in order of registration, seats. */
export function holdemRoomView(db: DatabaseSync, tableId: string): HoldemRoomView {
  const limits = caveLimits({ db }, tableId);
  const waiting = statement(
    db,
    'SELECT player_id, state FROM waiting_list WHERE table_id = ? ORDER BY joined_seq',
  ).all(tableId) as { player_id: string; state: 'waiting' | 'called' }[];
  return {
    tableId,
    caveLimits:
      limits === null
        ? null
        : { minimum: cents(limits.minimum), maximum: limits.maximum === null ? null : cents(limits.maximum) },
    waiting: waiting.map((w, i) => ({ position: i + 1, playerId: w.player_id, state: w.state })),
    seats: seatedPlayers(db, tableId),
    canDeal: canDeal(db, tableId),
  };
}

/** Answers a hold'em room query for a staff member of `role`. */
export function answerPlayerQuery(db: DatabaseSync, role: StaffRole, query: PlayerQuery): StaffHubMessage {
  if (!PLAYER_QUERY_ROLES.includes(role))
    return {
      type: 'error',
      error: {
        code: 'FORBIDDEN',
        message: `a ${role} may not ${query.type}`,
        params: { role, allowed: PLAYER_QUERY_ROLES.join(',') },
      },
    };
  if (query.type === 'getHoldemRoom') return { type: 'holdemRoom', room: holdemRoomView(db, query.tableId) };
  const playerId = 'playerId' in query ? query.playerId : (findCard(db, query.cardUid)?.player_id ?? null);
  const view = playerId === null ? null : playerView(db, playerId);
  if (view === null)
    return { type: 'error', error: { code: 'UNKNOWN_PLAYER', message: 'no such player or card' } };
  return { type: 'player', player: view };
}
