// A terminal's own game recall (RULES.md A.1; issue 11 §4): the hub's game-recall register
// (hub/registers/gameRecall.ts) restricted to the asking station, at its own table — a station
// never sees another station's games. A query: nothing is journaled or changed.
import type { DatabaseSync } from 'node:sqlite';
import type { ProtocolError } from '../protocol/errors.ts';
import type { StationRecall } from '../protocol/recall.ts';
import { WHEEL_GAMES } from '../protocol/wheelGames.ts';
import { gameOfTable, gameRecall, RECALL_MAPPERS, RECALL_DEPTH } from './registers/gameRecall.ts';
import { wheelRecall } from './registers/wheelRecall.ts';

/** The last RECALL_DEPTH games of station `terminalId` at table `tableId`, newest first. */
export function stationRecall(
  db: DatabaseSync,
  tableId: string,
  terminalId: string,
): { ok: true; recall: StationRecall } | { ok: false; error: ProtocolError } {
  const game = gameOfTable(db, tableId);
  // Every wheel game shares the wheel journal (hub/roulette/wheelJournal.ts), hence its mapper.
  const mapper =
    RECALL_MAPPERS[game] ?? ((WHEEL_GAMES as readonly string[]).includes(game) ? wheelRecall : undefined);
  if (mapper === undefined) {
    return { ok: false, error: { code: 'INTERNAL', message: `no game recall for the game ${game}` } };
  }
  const games = gameRecall(db, tableId, { terminalId, depth: RECALL_DEPTH, mapper })[terminalId] ?? [];
  return { ok: true, recall: { tableId, games: games.map((g) => ({ ...g, bets: [...g.bets] })) } };
}
