// The card tables' adapter of the table host (hub/host/tableHost.ts): a blackjack or punto banco
// station's command goes to its table method under the host's command key; a player logged in at
// the station with their nominative card (playerLogin, hub/players) sits under their registered
// identity, so that an absence consigns in the player's name (issue 6); an anonymous player is the
// station. After the commit every station of the table gets its view (cardService.ts).
import type { DatabaseSync } from 'node:sqlite';
import { cents } from '../../../games/money.ts';
import type { CardCommandResult } from '../../../protocol/cardMessages.ts';
import type { CardMessage } from '../../../protocol/roomMessages.ts';
import type { TableAdapter } from '../../host/tableAdapter.ts';
import { type Outcome, refusal } from '../../outcome.ts';
import { cardAtTerminal, findPlayer } from '../../players/playerStore.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { AnyCardTable } from './cardService.ts';
import type { SeatedPlayer } from './cardTableCore.ts';

/** A card station's command: every card message but the presence touch. */
export type CardCommandMessage = Exclude<CardMessage, { type: 'cardPresence' }>;

/** What the card adapter uses of the running hub. */
export interface CardAdapterContext {
  readonly db: DatabaseSync;
  /** Pushes the card views held back during the group transaction (cardService.ts). */
  readonly cards: { flush(): void };
}

/** The adapter for the commands of station `terminalId` at card `table`. */
export function cardAdapter(
  hub: CardAdapterContext,
  table: AnyCardTable,
  terminalId: string,
): TableAdapter<CardCommandMessage, CardCommandResult> {
  return {
    apply: (key, message) =>
      dispatchCard(table, key, message, () => seatedPlayer(hub.db, terminalId, message)),
    repeated: (reply) => reply,
    isPayment: (message) => message.type === 'cardRequestPayment',
    isBet: (message) =>
      message.type === 'blackjackBet' ||
      message.type === 'blackjackHyperBet' ||
      message.type === 'blackjackInsurance' ||
      message.type === 'puntoBancoBet',
    afterCommit: () => hub.cards.flush(),
  };
}

/** The player taking a seat at `terminalId`: the one logged in there by card, else anonymous. */
function seatedPlayer(db: DatabaseSync, terminalId: string, message: CardMessage): SeatedPlayer {
  const card = cardAtTerminal(db, terminalId);
  const player = card === null ? null : findPlayer(db, card.player_id);
  if (player !== null)
    return { playerId: player.player_id, playerName: `${player.last_name} ${player.first_name}` };
  const given = message.type === 'cardSit' ? (message.playerName ?? null) : null;
  return { playerId: null, playerName: given };
}

function dispatchCard(
  table: AnyCardTable,
  key: CommandKey,
  message: CardCommandMessage,
  player: () => SeatedPlayer,
): Outcome<CardCommandResult> {
  const moves = table.moves;
  const blackjack = moves.game === 'blackjack' ? moves : null;
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
      return moves.game === 'blackjack' ? otherGame : moves.placeBet(key, message.spot, message.amount);
  }
}
