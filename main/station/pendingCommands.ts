// Which commands the station persists while they await the hub's answer (issue 12 §4): the money
// commands, so that a command sent just before a kill or a power cut is sent again under the same
// id and the hub's idempotency (hub/store/commands.ts) applies it exactly once. A command carrying
// a secret (the player's PIN, a card token) is never written to disk: it is not in this list, and
// a login lost in a crash is simply typed again.
import { TerminalMessageSchema } from '../../protocol/roomMessages.ts';
import type { Command } from './hubLink.ts';
import type { StationStore } from './stationStore.ts';

/**
 * What the station does with each command it may send while the hub has not answered it:
 * `money` — it moves money (a stake placed or taken back, a decision that stakes more, a cave, a
 * payment): persisted, and sent again under its id after a restart; `noMoney` — it moves none (a
 * seat, a preference, a call): lost in a crash, the player simply does it again; `secret` — it
 * carries a PIN or a card session: never written to disk. A `Record` over every command type of
 * the protocol, so that a new command does not compile until it is classified here.
 */
const COMMAND_PERSISTENCE: Readonly<Record<Command['type'], 'money' | 'noMoney' | 'secret'>> = {
  // wheel tables (protocol/hubMessages.ts): bets in, bets back (issue 11 controls), payment
  placeBet: 'money',
  placeAnnonce: 'money',
  placeBets: 'money',
  repeatLastRound: 'money',
  doubleBets: 'money',
  undoLastBet: 'money',
  clearBet: 'money',
  clearAllBets: 'money',
  requestPayment: 'money',
  setPlayerMinimum: 'noMoney',
  saveFavourite: 'noMoney',
  deleteFavourite: 'noMoney',
  // card tables (protocol/cardMessages.ts): a double or a split stakes more (B §6.5), a withdrawal
  // refunds, "Paiement" closes the credit into a voucher (A.1)
  blackjackBet: 'money',
  blackjackHyperBet: 'money',
  blackjackInsurance: 'money',
  blackjackAction: 'money',
  puntoBancoBet: 'money',
  cardWithdrawBets: 'money',
  cardRequestPayment: 'money',
  // a seat is taken or left with no transfer (leaving is refused while stakes lie on the layout)
  cardSit: 'noMoney',
  cardLeave: 'noMoney',
  cardChooseMinimum: 'noMoney',
  cardStepAway: 'noMoney',
  // hold'em room (protocol/holdemMessages.ts): the cave in, a bet, the stack back
  holdemAct: 'money',
  holdemSitDown: 'money',
  holdemRecave: 'money',
  holdemLeave: 'money',
  holdemSitIn: 'noMoney',
  holdemSitOut: 'noMoney',
  holdemStepAway: 'noMoney',
  // login (protocol/roomMessages.ts): a PIN and a card session never touch the disk
  playerLogin: 'secret',
  playerCardLogin: 'secret',
  playerLogout: 'noMoney',
  // attendance (protocol/attendanceMessages.ts): a call is made again by a touch
  callAttendant: 'noMoney',
};

/** The commands whose fate the station must learn after a restart: every one that moves money. */
export const PERSISTED_COMMAND_TYPES: ReadonlySet<string> = new Set(
  Object.entries(COMMAND_PERSISTENCE).flatMap(([type, kind]) => (kind === 'money' ? [type] : [])),
);

/** The commands never persisted, whatever else is said: they carry a PIN or a card secret. */
export const SECRET_COMMAND_TYPES: ReadonlySet<string> = new Set(
  Object.entries(COMMAND_PERSISTENCE).flatMap(([type, kind]) => (kind === 'secret' ? [type] : [])),
);

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
