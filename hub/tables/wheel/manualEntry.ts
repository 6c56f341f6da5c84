// Manual mode's pieces that need no table (seed 000): what the croupier may enter, the decider
// command a comité member's validation makes of it, and the staff refusal of a rejected one.
import type { Direction, Rejection, Staff } from '../../../games/wheelRound/types.ts';
import { refuse, type StaffOutcome } from '../../staff/staffOutcome.ts';
import type { Command } from '../../../games/wheelRound/state.ts';

/** What the croupier enters in manual mode. */
export type ManualEntry =
  { readonly kind: 'noMoreBets' } | { readonly kind: 'result'; readonly pocket: number };

/** An entry awaiting validation, with who entered it. */
export interface PendingEntry {
  readonly entry: ManualEntry;
  readonly by: Staff;
}

/** The round phase an entry needs: a manual rien ne va plus closes a betting round, a number ends a closed one. */
export function phaseFor(entry: ManualEntry): 'betting' | 'noMoreBets' {
  return entry.kind === 'noMoreBets' ? 'betting' : 'noMoreBets';
}

/** The decider command of a validated entry (A.2 manual mode: who entered it, who validated it). */
export function validatedCommand<B, O>(
  pending: PendingEntry,
  validatedBy: Staff,
  direction: Direction,
  outcomeOf: (pocket: number) => O,
): Command<B, O> {
  const { entry, by } = pending;
  return entry.kind === 'noMoreBets'
    ? { type: 'CloseBets', trigger: 'manual', manual: { by, validatedBy } }
    : { type: 'EnterResult', outcome: outcomeOf(entry.pocket), direction, enteredBy: by, validatedBy };
}

/** The staff refusal of a validation the decider rejected. */
export function validationRefusal(rejection: Rejection, pending: PendingEntry): StaffOutcome {
  return rejection.code === 'notAuthorised'
    ? refuse('FORBIDDEN', 'a comité member other than the one who entered it validates', {
        enteredBy: pending.by.id,
      })
    : refuse('SESSION_STATE', `manual entry refused: ${rejection.code}`, { phase: 'manual' });
}
