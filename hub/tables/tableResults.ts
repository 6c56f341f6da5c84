// The public results board of any table (GET /api/tables/<id>/results): each kind of table shows
// its own results, newest first — a wheel table its winning numbers, a punto banco table its
// coups, a blackjack table the dealer's hands, a hold'em table its pots and the seats that won them.
import type { DatabaseSync } from 'node:sqlite';
import { cardResults } from './cards/cardResults.ts';
import { holdemResults } from './holdem/holdemResults.ts';
import type { RegisteredTable } from './tableRegistry.ts';
import { lastResults } from './wheel/rounds.ts';

/** The last `limit` results of the registered table `entry`, newest first. */
export function tableResults(db: DatabaseSync, entry: RegisteredTable, limit: number): readonly unknown[] {
  const tableId = entry.table.config.tableId;
  switch (entry.kind) {
    case 'wheel':
      return lastResults(db, tableId, limit);
    case 'cards':
      return cardResults(db, tableId, entry.table.config.game, limit);
    case 'holdem':
      return holdemResults(db, tableId, limit);
  }
}
