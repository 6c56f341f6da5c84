// A hold'em station's message (protocol/holdemMessages.ts, parsed at the edge) applied to its
// table, for the logged-in player of that station (hub/players: card + PIN login), under the
// command key the table host built and looked up (hub/host/tableHost.ts): a new command id only.
import { cents } from '../../../games/money.ts';
import type { HoldemClientMessage, HoldemCommandResult } from '../../../protocol/holdemMessages.ts';
import { type Outcome, refusal } from '../../outcome.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { HoldemTable } from './holdemTable.ts';

/** Applies `message` under `key` from station `key.terminalId`, where `playerId` is logged in. */
export function dispatchHoldem(
  table: HoldemTable,
  key: CommandKey,
  playerId: string,
  message: HoldemClientMessage,
): Outcome<HoldemCommandResult> {
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
