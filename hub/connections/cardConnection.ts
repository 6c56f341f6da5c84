// A card table's station messages on the terminal socket (hub/connections/terminalConnection.ts hands them
// here through hub/stationRouting.ts): parsed at the edge against protocol/cardMessages.ts, then
// the table method of docs/card-tables.md "Terminal protocol" with the station's command key
// (applied once; a repeat is answered the same way). A player who logged in at the station with
// their nominative card (playerLogin, hub/players) sits under their registered identity, so that an
// absence consigns in the player's name (issue 6); an anonymous player is the station. A message
// naming another table than the station's is refused.
import { cents } from '../../games/money.ts';
import type { CardCommandResult } from '../../protocol/cardMessages.ts';
import type { CardMessage, StationHubMessage } from '../../protocol/roomMessages.ts';
import { refuseBeforeHello } from './beforeHello.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import type { StationPlayers } from '../players/stationPlayers.ts';
import type { CardTables } from '../tables/tableRegistry.ts';
import { logoutAfterPayment } from '../players/paymentLogout.ts';
import { cardAtTerminal, findPlayer } from '../players/playerStore.ts';
import { type Outcome, refusal } from '../outcome.ts';
import type { CommandKey } from '../store/commands.ts';
import { BlackjackTable } from '../tables/cards/blackjackTable.ts';
import type { AnyCardTable } from '../tables/cards/cardService.ts';
import type { SeatedPlayer } from '../tables/cards/cardTableCore.ts';

/** What the card stations use of the running hub. */
export interface CardConnectionContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly metrics: HubMetrics;
  readonly stationPlayers: StationPlayers;
  readonly tables: Pick<CardTables, 'card'>;
  /** The card tables' change counters (hub/tables/cards/cardService.ts). */
  readonly cards: { sequence(tableId: string): number };
}

/** The station side the card tables need. */
export interface CardStation {
  readonly terminalId: string | null;
  readonly tableId: string | null;
  sendMessage(message: StationHubMessage): void;
}

/** Handles one card message from `station`. */
export function handleCardMessage(hub: CardConnectionContext, station: CardStation, message: CardMessage): void {
  const { terminalId, tableId } = station;
  if (terminalId === null || tableId === null) return refuseBeforeHello(hub, station);
  const table = hub.tables.card(tableId);
  if (message.type === 'cardPresence') {
    // A touch on the screen: no answer (seed 000 absence rule: a sign of life).
    if (table !== undefined && message.tableId === tableId) table.presence(terminalId);
    return;
  }
  const outcome: Outcome<CardCommandResult> =
    table === undefined || message.tableId !== tableId
      ? refusal('FORBIDDEN', 'this station does not play at that card table', { reason: 'notThisTable' })
      : dispatchCard(table, terminalId, message, () => seatedPlayer(hub, terminalId, message));
  if (!outcome.ok) hub.metrics.commandsRefused.inc({ code: outcome.error.code });
  // Issue 12 §3: the Paiement ends the logged-in player's time at the station.
  if (outcome.ok && message.type === 'cardRequestPayment')
    logoutAfterPayment(hub.db, hub.stationPlayers, new Date(hub.clock.now()).toISOString(), terminalId);
  station.sendMessage(
    outcome.ok
      ? { type: 'reply', commandId: message.commandId, ok: true, result: outcome.value }
      : { type: 'reply', commandId: message.commandId, ok: false, error: outcome.error },
  );
}

/** The `cardView` of station `terminalId` at `tableId`, or null when it is no card table. */
export function cardViewMessage(
  hub: CardConnectionContext,
  terminalId: string,
  tableId: string,
): StationHubMessage | null {
  const table = hub.tables.card(tableId);
  if (table === undefined) return null;
  // Issue 12 §3: who is logged in by card here, so that a restarted station greets them again.
  const player = hub.stationPlayers.playerOf(terminalId);
  const view = table.stationView(terminalId);
  return {
    type: 'cardView',
    seq: hub.cards.sequence(tableId),
    tableId,
    view: player === null ? view : { ...view, player },
  };
}

/** The player taking a seat at `terminalId`: the one logged in there by card, else anonymous. */
function seatedPlayer(hub: Pick<CardConnectionContext, 'db'>, terminalId: string, message: CardMessage): SeatedPlayer {
  const card = cardAtTerminal(hub.db, terminalId);
  const player = card === null ? null : findPlayer(hub.db, card.player_id);
  if (player !== null)
    return { playerId: player.player_id, playerName: `${player.last_name} ${player.first_name}` };
  const given = message.type === 'cardSit' ? (message.playerName ?? null) : null;
  return { playerId: null, playerName: given };
}

function dispatchCard(
  table: AnyCardTable,
  terminalId: string,
  message: Exclude<CardMessage, { type: 'cardPresence' }>,
  player: () => SeatedPlayer,
): Outcome<CardCommandResult> {
  const { commandId, type, ...content } = message;
  const key: CommandKey = { terminalId, commandId, fingerprint: JSON.stringify([type, content]) };
  const blackjack = table instanceof BlackjackTable ? table : null;
  const otherGame = refusal<CardCommandResult>('ILLEGAL_BET', 'not a bet of this table’s game', {
    reason: 'notThisGame',
  });
  switch (message.type) {
    case 'cardSit':
      return table.sit(key, message.seat, player());
    case 'cardLeave':
      return table.leave(key);
    case 'cardChooseMinimum':
      return table.chooseMinimum(key, message.minimum === null ? null : cents(message.minimum));
    case 'cardWithdrawBets':
      return table.withdrawBets(key);
    case 'cardRequestPayment':
      return table.requestPayment(key);
    case 'cardStepAway':
      return table.stepAway(key);
    case 'blackjackBet':
      return blackjack === null ? otherGame : blackjack.placeBet(key, message.box, message.amount);
    case 'blackjackHyperBet':
      return blackjack === null ? otherGame : blackjack.placeHyperBet(key, message.result, message.amount);
    case 'blackjackInsurance':
      return blackjack === null ? otherGame : blackjack.insure(key, message.box, message.amount);
    case 'blackjackAction':
      return blackjack === null ? otherGame : blackjack.act(key, message.box, message.action);
    case 'puntoBancoBet':
      return table instanceof BlackjackTable ? otherGame : table.placeBet(key, message.spot, message.amount);
  }
}
