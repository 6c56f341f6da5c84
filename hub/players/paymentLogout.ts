// The station's Paiement ends the player's time there (issue 12 §3): the credit leaves as a
// voucher (wheel tables) or is paid out (card tables), and the card logged in at the station is
// logged out with it, so that the next player at the station starts anonymous.
import type { DatabaseSync } from 'node:sqlite';
import { logoutAtStation } from './stationLogin.ts';
import type { StationPlayers } from './stationPlayers.ts';

/** Logs out the card logged in at `terminalId` after its Paiement (nothing when nobody is). */
export function logoutAfterPayment(
  db: DatabaseSync,
  players: StationPlayers,
  at: string,
  terminalId: string,
): void {
  // Most Paiements are anonymous: the in-memory look-up spares them a read.
  if (players.playerAt(terminalId) === null) return;
  logoutAtStation(db, at, terminalId, 'payment');
  players.loggedOut(terminalId);
}
