// A command typed again after the hub did not answer it (issue 10 "nothing is lost"): the staff
// API applies a command id once and answers a repeat from its record (hub/staff/staffDispatch.ts;
// the PIN is not in the record's fingerprint), so the desk sends the same command under the same
// id until the hub answers it — a cave typed again after OFFLINE is sold once, not twice.
import { randomUUID } from 'node:crypto';
import type { DeskAnswer } from './deskLink.ts';

/** The ids of the commands the hub left unanswered, by what they ask. */
export class CommandRetries {
  readonly #unanswered = new Map<string, string>();

  /** The id for the command described by `what`: the unanswered one's, else a new one. */
  idFor(what: readonly unknown[]): { readonly commandId: string; readonly repeat: boolean } {
    const known = this.#unanswered.get(JSON.stringify(what));
    return known === undefined
      ? { commandId: randomUUID(), repeat: false }
      : { commandId: known, repeat: true };
  }

  /** Records the answer to the command `what` sent as `commandId`: kept only when OFFLINE. */
  settled(what: readonly unknown[], commandId: string, answer: DeskAnswer): void {
    const key = JSON.stringify(what);
    if (!answer.ok && answer.error.code === 'OFFLINE') this.#unanswered.set(key, commandId);
    else this.#unanswered.delete(key);
  }
}
