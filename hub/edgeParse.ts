// The edge of every hub socket (STYLE.md "Sync": validated at the edge before any handler sees
// it): the rate limit's verdict, then text only, then JSON, then the message's schema.
import type { z } from 'zod';

/** An edge refusal: these codes exist in both the terminal and the staff protocols. */
export interface EdgeError {
  readonly code: 'RATE_LIMITED' | 'MALFORMED';
  readonly message: string;
}

/** A frame parsed against `schema`, or the typed refusal to send back. */
export function parseAtEdge<S extends z.ZodType>(
  schema: S,
  text: string | null,
  allowed: boolean,
): { readonly ok: true; readonly message: z.output<S> } | { readonly ok: false; readonly error: EdgeError } {
  if (!allowed) return { ok: false, error: { code: 'RATE_LIMITED', message: 'too many messages' } };
  if (text === null) {
    return { ok: false, error: { code: 'MALFORMED', message: 'binary frames are not part of the protocol' } };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'MALFORMED', message: 'not JSON' } };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'MALFORMED', message: parsed.error.issues[0]?.message ?? 'invalid message' },
    };
  }
  return { ok: true, message: parsed.data };
}
