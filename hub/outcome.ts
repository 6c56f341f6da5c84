// The result of a hub command: a value, or a typed error that changed nothing.
import type { ErrorCode, ProtocolError } from '../protocol/errors.ts';

/** A command's outcome. */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ProtocolError };

/** A success. */
export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A typed refusal with its figures. */
export function refusal<T>(
  code: ErrorCode,
  message: string,
  params?: Record<string, number | string>,
): Outcome<T> {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}
