// What a staff action sees: the store, the time, and who acts (journaled as `staff:<login>`).
import type { DatabaseSync } from 'node:sqlite';
import type { DeskPreparation } from '../cashier/deskCards.ts';
import type { StaffMember } from './staffAccounts.ts';

/** The context of one staff action, inside its transaction. */
export interface ActionContext {
  readonly db: DatabaseSync;
  /** ISO time of the action, journaled. */
  readonly at: string;
  /** Epoch milliseconds of the action. */
  readonly now: number;
  /** The journal actor: `staff:<login>`. */
  readonly actor: string;
  readonly staff: StaffMember;
  /** What the desk reader's exchange prepared before the transaction (issue 12: issueCard, payPlayer). */
  readonly desk?: DeskPreparation;
}
