// Which commands the station persists while they await the hub's answer (issue 12 §4): the money
// commands, so that a command sent just before a kill or a power cut is sent again under the same
// id and the hub's idempotency (hub/store/commands.ts) applies it exactly once. A command carrying
// a secret (the player's PIN, a card token) is never written to disk: it is not in this list, and
// a login lost in a crash is simply typed again.
import { TerminalMessageSchema } from '../../protocol/roomMessages.ts';
import type { Command } from './hubLink.ts';
import type { StationStore } from './stationStore.ts';

/** The commands whose fate the station must learn after a restart: every one that moves money. */
export const PERSISTED_COMMAND_TYPES: ReadonlySet<string> = new Set([
  // wheel tables (protocol/hubMessages.ts)
  'placeBet',
  'placeAnnonce',
  'requestPayment',
  // card tables (protocol/cardMessages.ts)
  'blackjackBet',
  'blackjackHyperBet',
  'blackjackInsurance',
  'blackjackAction',
  'puntoBancoBet',
  'cardWithdrawBets',
  'cardRequestPayment',
  // hold'em room (protocol/holdemMessages.ts)
  'holdemAct',
  'holdemSitDown',
  'holdemRecave',
  'holdemLeave',
]);

/** Never persisted, whatever the list above says: they carry a PIN or a card secret. */
const SECRET_COMMAND_TYPES: ReadonlySet<string> = new Set([
  'playerLogin',
  'playerCardLogin',
  'stationLogin',
  'cardLogin',
]);

/** A command that the link may journal: it has an id and a type. */
export interface JournaledCommand {
  readonly type: string;
  readonly commandId: string;
}

/** What the hub link needs to keep its commands in flight across a restart. */
export interface CommandJournal<C extends JournaledCommand> {
  /** The commands still awaiting an answer when the station last stopped, oldest first. */
  recovered(): C[];
  /** Called before `command` leaves the station; throws when it cannot be recorded (then nothing is sent). */
  sent(command: C): void;
  /** Called once the hub answered `commandId` (accepted or refused). */
  answered(commandId: string): void;
}

/** True when `command` is persisted while in flight. */
export function isPersisted(command: JournaledCommand): boolean {
  return PERSISTED_COMMAND_TYPES.has(command.type) && !SECRET_COMMAND_TYPES.has(command.type);
}

/**
 * The journal of the station's commands over its store: a row read back is parsed against the
 * protocol's schema before it is sent again (a damaged row is dropped, never sent), and a command
 * that is not persisted (no money, or a secret) is never written.
 */
export function storeJournal(store: StationStore): CommandJournal<Command> {
  return {
    recovered() {
      const commands: Command[] = [];
      for (const row of store.pending()) {
        const parsed = TerminalMessageSchema.safeParse(row.command);
        if (parsed.success && 'commandId' in parsed.data && parsed.data.commandId === row.commandId) {
          commands.push(parsed.data);
        } else {
          store.removePending(row.commandId);
        }
      }
      return commands;
    },
    sent(command) {
      if (isPersisted(command)) store.addPending(command.commandId, command);
    },
    answered(commandId) {
      store.removePending(commandId);
    },
  };
}
