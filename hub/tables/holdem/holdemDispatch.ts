// A hold'em station's message (protocol/holdemMessages.ts, parsed at the edge) applied to its
// table, for the logged-in player of that station (hub/players: card + PIN login). The command
// key's fingerprint is the one hub/connections/terminalConnection.ts uses, so repeats answer the same way.
import { cents } from '../../../games/money.ts';
import type { HoldemClientMessage, HoldemCommandResult } from '../../../protocol/holdemMessages.ts';
import { type Outcome, refusal } from '../../outcome.ts';
import { commandKey } from '../../store/commands.ts';
import type { HoldemTable } from './holdemTable.ts';

/** Applies `message` from station `terminalId`, where `playerId` is logged in. */
export function dispatchHoldem(
  table: HoldemTable,
  terminalId: string,
  playerId: string,
  message: HoldemClientMessage,
): Outcome<HoldemCommandResult> {
  const { commandId, type, ...content } = message;
  const key = commandKey(terminalId, commandId, type, content);
  switch (message.type) {
    case 'holdemAct': {
      const a = message.action;
      const action =
        a.kind === 'bet' || a.kind === 'raise' ? { kind: a.kind, to: cents(a.to) } : { kind: a.kind };
      return table.act(key, playerId, message.handId, action);
    }
    case 'holdemSitDown': {
      const seat = table.room.assignedSeat(playerId);
      if (seat === null)
        return refusal('SEAT_UNAVAILABLE', 'no seat is assigned to this player', { reason: 'notAssigned' });
      return table.sitDown(key, playerId, seat, message.cave);
    }
    case 'holdemRecave':
      return table.recave(key, playerId, message.amount);
    case 'holdemLeave':
      return table.leave(key, playerId);
    case 'holdemSitIn':
      return table.sitIn(key, playerId);
    case 'holdemSitOut':
      return table.sitOut(key, playerId);
  }
}
