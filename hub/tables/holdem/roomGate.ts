// Who may sit where, and who plays from which station: the hold'em room's players service
// (hub/players) decides both — the chef de partie assigns seats at random (seed 000), the player
// logs in at the station of that seat with card and PIN (A.1, A.7). The table asks this gate.
import type { DatabaseSync } from 'node:sqlite';
import { cardAtTerminal } from '../../players/playerStore.ts';
import { seatedPlayers } from '../../players/waitingList.ts';

/** The players service's answers the table needs. */
export interface RoomGate {
  /** True when `seat` is the seat assigned to `playerId` at this table. */
  maySit(playerId: string, seat: number): boolean;
  /** The seat assigned to `playerId` at this table, or null (for a station's `holdemSitDown`). */
  assignedSeat(playerId: string): number | null;
  /** True when `playerId` is logged in (card + PIN) at station `terminalId`. */
  isLoggedIn(playerId: string, terminalId: string): boolean;
}

/** The gate of hub/players for table `tableId`: its `seats` projection and its station logins. */
export function playersRoomGate(db: DatabaseSync, tableId: string): RoomGate {
  const assignedSeat = (playerId: string): number | null =>
    seatedPlayers(db, tableId).find((s) => s.playerId === playerId)?.seat ?? null;
  return {
    maySit: (playerId, seat) => assignedSeat(playerId) === seat,
    assignedSeat,
    isLoggedIn: (playerId, terminalId) => cardAtTerminal(db, terminalId)?.player_id === playerId,
  };
}
