// The result of a staff action: a value or a typed refusal that changed nothing, plus what to do
// once the action's transaction has committed (start rounds, push snapshots).
import type { StaffError, StaffErrorCode, StaffResult } from '../../protocol/staffMessages.ts';

/** A refusal that changed nothing: the outcome of any staff action that failed. */
export type Refusal = { readonly ok: false; readonly error: StaffError };

/** A staff action's outcome. */
export type StaffOutcome =
  { readonly ok: true; readonly value: StaffResult; readonly after?: () => void } | Refusal;

/** A success, with the work to do after the commit. */
export function done(value: StaffResult, after?: () => void): StaffOutcome {
  return after === undefined ? { ok: true, value } : { ok: true, value, after };
}

/** A typed refusal with its figures. */
export function refuse(
  code: StaffErrorCode,
  message: string,
  params?: Record<string, number | string>,
): Refusal {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}
