// Reads of the hold'em room's projections (migration 3): players and their nominative cards.
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../store/statements.ts';

/** A player's row. */
export interface PlayerRow {
  readonly player_id: string;
  readonly last_name: string;
  readonly first_name: string;
  readonly birth_date: string;
  readonly id_document_type: string;
  readonly id_document_number: string;
  readonly pin_salt: string | null;
  readonly pin_hash: string | null;
}

/** A nominative card's row. */
export interface CardRow {
  readonly card_uid: string;
  readonly player_id: string;
  readonly token_hash: string;
  readonly status: 'active' | 'revoked';
  readonly failed_pins: number;
  readonly locked: number;
  readonly active_terminal: string | null;
}

/** The player with this id, or null. */
export function findPlayer(db: DatabaseSync, playerId: string): PlayerRow | null {
  return (
    (statement(db, 'SELECT * FROM players WHERE player_id = ?').get(playerId) as PlayerRow | undefined) ??
    null
  );
}

/** The card with this UID (active or revoked), or null. */
export function findCard(db: DatabaseSync, cardUid: string): CardRow | null {
  return (
    (statement(db, 'SELECT * FROM player_cards WHERE card_uid = ?').get(cardUid) as CardRow | undefined) ??
    null
  );
}

/** The player's active card, or null. */
export function activeCardOf(db: DatabaseSync, playerId: string): CardRow | null {
  return (
    (statement(db, "SELECT * FROM player_cards WHERE player_id = ? AND status = 'active'").get(playerId) as
      CardRow | undefined) ?? null
  );
}

/** The card logged in at a terminal, or null. */
export function cardAtTerminal(db: DatabaseSync, terminalId: string): CardRow | null {
  return (
    (statement(db, 'SELECT * FROM player_cards WHERE active_terminal = ?').get(terminalId) as
      CardRow | undefined) ?? null
  );
}
