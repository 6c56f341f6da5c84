// The terminal's read-only queries (nothing journaled, nothing changed): its own game recall
// (RULES.md A.1; issue 11 §4) — the hub's game-recall register restricted to the asking station
// at its own table, a station never seeing another's games — and its table's rules report (the
// permanent paytable with the séance's options, one touch away on every game screen).
import type { DatabaseSync } from 'node:sqlite';
import type { ProtocolError } from '../protocol/errors.ts';
import type { ClientMessage, HubMessage } from '../protocol/hubMessages.ts';
import type { StationRecall, TableRules } from '../protocol/recall.ts';
import { gameOfTable, gameRecall, RECALL_MAPPERS, RECALL_DEPTH } from './registers/gameRecall.ts';
import { rulesReport } from './registers/rulesReport.ts';

type Answer<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

/** The last RECALL_DEPTH games of station `terminalId` at table `tableId`, newest first. */
export function stationRecall(db: DatabaseSync, tableId: string, terminalId: string): Answer<StationRecall> {
  const game = gameOfTable(db, tableId);
  const mapper = RECALL_MAPPERS[game];
  if (mapper === undefined) {
    return { ok: false, error: { code: 'INTERNAL', message: `no game recall for the game ${game}` } };
  }
  const games = gameRecall(db, tableId, { terminalId, depth: RECALL_DEPTH, mapper })[terminalId] ?? [];
  return { ok: true, value: { tableId, games: games.map((g) => ({ ...g, bets: [...g.bets] })) } };
}

/** The rules report of table `tableId` for its open séance (NO_SESSION when none is open). */
export function stationRules(db: DatabaseSync, tableId: string): Answer<TableRules> {
  const outcome = rulesReport(db, tableId);
  if (outcome.ok) {
    const { game, options, text } = outcome.value;
    return { ok: true, value: { tableId, game, options: { ...options }, text } };
  }
  const { code, message } = outcome.refusal;
  return code === 'REGISTER_ANOMALY'
    ? { ok: false, error: { code: 'INTERNAL', message } }
    : { ok: false, error: { code: 'NO_SESSION', message } };
}

/** The hub's answer to a station's query: `recall` or `rules` with the query's id. */
export function queryAnswer(
  db: DatabaseSync,
  tableId: string | null,
  terminalId: string | null,
  message: Extract<ClientMessage, { type: 'getRecall' | 'getRules' }>,
): HubMessage {
  const { queryId } = message;
  const type = message.type === 'getRecall' ? 'recall' : 'rules';
  if (tableId === null || terminalId === null) {
    return { type, queryId, ok: false, error: { code: 'NOT_AUTHENTICATED', message: 'send hello first' } };
  }
  if (message.type === 'getRecall') {
    const answer = stationRecall(db, tableId, terminalId);
    return answer.ok
      ? { type: 'recall', queryId, ok: true, recall: answer.value }
      : { type: 'recall', queryId, ...answer };
  }
  const answer = stationRules(db, tableId);
  return answer.ok
    ? { type: 'rules', queryId, ok: true, rules: answer.value }
    : { type: 'rules', queryId, ...answer };
}
