// The hold'em tables' adapter of the table host (hub/host/tableHost.ts): a station command is
// applied for the player logged in there with card and PIN (seed 000; RULES.md A.7) — the
// engine's commands through dispatchHoldem, "Je m'absente" through the absence
// (holdemAbsence.ts), whose end follows an accepted sit-in. After the commit every station of the
// table gets its view and the central display its feed (holdemService.ts).
import type { HoldemClientMessage } from '../../../protocol/holdemMessages.ts';
import type { RoomResult } from '../../../protocol/roomMessages.ts';
import type { TableAdapter } from '../../host/tableAdapter.ts';
import { type Outcome, refusal } from '../../outcome.ts';
import { cardAtTerminal } from '../../players/playerStore.ts';
import { endHoldemAway, type HoldemAbsenceContext, holdemStepAway } from './holdemAbsence.ts';
import { dispatchHoldem } from './holdemDispatch.ts';
import type { HoldemTable } from './holdemTable.ts';

/** A hold'em station's command at its table: the engine's, and "Je m'absente". */
export type HoldemTableMessage =
  HoldemClientMessage | { readonly type: 'holdemStepAway'; readonly commandId: string };

/** What the hold'em adapter uses of the running hub. */
export interface HoldemAdapterContext extends HoldemAbsenceContext {
  /** The hold'em views and display feed held back during the group transaction (holdemService.ts). */
  readonly holdem: HoldemAbsenceContext['holdem'] & { flush(): void };
}

/** The adapter for the commands of station `terminalId` at hold'em `table`. */
export function holdemAdapter(
  hub: HoldemAdapterContext,
  table: HoldemTable,
  terminalId: string,
): TableAdapter<HoldemTableMessage, RoomResult> {
  return {
    apply(key, message): Outcome<RoomResult> {
      const playerId = cardAtTerminal(hub.db, terminalId)?.player_id;
      // A repeat of a command already applied is answered even after a logout (the host's look-up).
      if (playerId === undefined)
        return refusal('FORBIDDEN', 'log in with the card and PIN first', { reason: 'notLoggedIn' });
      if (message.type === 'holdemStepAway') return holdemStepAway(hub, table, key, playerId);
      const outcome = dispatchHoldem(table, key, playerId, message);
      // Issue 12 §5: back in the game, the declared absence ends.
      if (outcome.ok && message.type === 'holdemSitIn')
        endHoldemAway(hub, table.config.tableId, playerId, terminalId);
      return outcome;
    },
    repeated: (reply) => reply,
    // Hold'em is paid from the player's account at the desk, never from a station's Paiement.
    isPayment: () => false,
    // A poker action is a stake against the other players, not a bet the house accepts.
    isBet: () => false,
    afterCommit: () => hub.holdem.flush(),
  };
}
