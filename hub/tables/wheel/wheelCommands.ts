// A wheel table's terminal command, routed to its table (hub/connections/terminalConnection.ts decides which
// message is a command; this says which method of the table answers it).
import type { ClientMessage, CommandResult } from '../../../protocol/hubMessages.ts';
import type { Outcome } from '../../outcome.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { HubTable } from './hubTable.ts';

/** The wheel tables' commands: every client message that carries a command id. */
export type WheelCommandMessage = Extract<ClientMessage, { commandId: string }>;

/** Applies `message` at `table` under `key` (its idempotency was checked by the caller). */
export function wheelCommand(
  table: HubTable,
  key: CommandKey,
  message: WheelCommandMessage,
): Outcome<CommandResult> {
  switch (message.type) {
    case 'placeBet':
      return table.placeBet(key, message.roundId, message.spot, message.stake);
    case 'placeAnnonce':
      return table.placeAnnonce(key, message.roundId, message.annonce, message.unit);
    case 'requestPayment':
      return table.requestPayment(key);
    case 'undoLastBet':
      return table.undoLastBet(key, message.roundId);
    case 'clearBet':
      return table.clearBet(key, message.roundId, message.target);
    case 'clearAllBets':
      return table.clearAllBets(key, message.roundId);
    case 'placeBets':
      return table.placeBets(key, message.roundId, message.bets);
    case 'repeatLastRound':
      return table.repeatLastRound(key, message.roundId);
    case 'doubleBets':
      return table.doubleBets(key, message.roundId);
    case 'setPlayerMinimum':
      return table.setPlayerMinimum(key, message.minimum);
    case 'saveFavourite':
      return table.saveFavourite(key, message.favourite);
    case 'deleteFavourite':
      return table.deleteFavourite(key, message.slot);
  }
}
