// The result of a staff action: a value or a typed refusal that changed nothing, plus what to do
// once the action's transaction has committed (start rounds, push snapshots).
import type { StaffError, StaffErrorCode, StaffResult } from '../../protocol/staffMessages.ts';

/** A refusal that changed nothing: the outcome of any staff action that failed. */
export type Refusal = { readonly ok: false; readonly error: StaffError };

/** A staff action's outcome. */
export type StaffOutcome = Done<StaffResult> | Refusal;

/** A success of an action answering `V` (a StaffResult unless narrower), with its after-commit work. */
export type Done<V> = { readonly ok: true; readonly value: V; readonly after?: () => void };

/** A success, with the work to do after the commit. */
export function done<V = StaffResult>(value: V, after?: () => void): Done<V> {
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
