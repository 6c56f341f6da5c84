// What a line typed at the desk works with (issue 12 §2): the card on the desk's reader, the hub's
// staff commands and its findPlayer query, the keyboard for the player's PIN, and the desk's
// output for what must show before an answer (who the card belongs to, before the PIN).
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { SecretEntry } from './deskKeyboard.ts';
import type { DeskAnswer, PlayerAnswer } from './deskLink.ts';
import type { CommandRetries } from './deskRetries.ts';
import type { DeskCard } from './deskReader.ts';

/** What a console line needs. */
export interface DeskConsoleContext {
  card(): DeskCard | null;
  command(command: StaffCommand): Promise<DeskAnswer>;
  findPlayer(cardUid: string): Promise<PlayerAnswer>;
  /** Reads a secret on the desk's keyboard without echo (DeskKeyboard.secret). */
  secret(prompt: string): Promise<SecretEntry>;
  /** Prints a line now, before the command's answer. */
  say(line: string): void;
  /** The ids of the money commands the hub left unanswered, to send them again under the same id. */
  readonly retries: CommandRetries;
}

/** A line's answer: what to print, and whether the desk should stop. */
export interface ConsoleAnswer {
  readonly lines: readonly string[];
  readonly quit?: true;
}
