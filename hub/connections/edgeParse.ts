// The edge of every hub socket (STYLE.md "Sync": validated at the edge before any handler sees
// it): the rate limit's verdict, then text only, then JSON, then the message's schema.
import type { z } from 'zod';
import { AMOUNT_OVER_MAXIMUM } from '../../protocol/money.ts';

/** An edge refusal: these codes exist in both the terminal and the staff protocols. */
export interface EdgeError {
  readonly code: 'RATE_LIMITED' | 'MALFORMED' | typeof AMOUNT_OVER_MAXIMUM;
  readonly message: string;
  /** AMOUNT_OVER_MAXIMUM: the bound in cents and `limit: 'amount'` (protocol/money.ts). */
  readonly params?: { readonly maximum: number; readonly limit: 'amount' };
}

/** The bound an amount of the message went over (protocol/money.ts), looking inside unions. */
function amountBound(issues: readonly z.core.$ZodIssue[]): number | null {
  for (const issue of issues) {
    if (issue.code === 'custom' && issue.params?.['code'] === AMOUNT_OVER_MAXIMUM) {
      const maximum: unknown = issue.params['maximum'];
      if (typeof maximum === 'number') return maximum;
    }
    if (issue.code === 'invalid_union') {
      for (const branch of issue.errors) {
        const found = amountBound(branch);
        if (found !== null) return found;
      }
    }
  }
  return null;
}

/**
 * A refusal's text within ProtocolError's 500 characters: zod's "invalid discriminator" lists every
 * message type, and the terminal protocol now has more than that many characters of them.
 */
function clip(message: string): string {
  return message.length <= 200 ? message : `${message.slice(0, 199)}…`;
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
    // Issue 10 §6: an amount past the protocol's bound is refused with the bound, not as noise.
    const maximum = amountBound(parsed.error.issues);
    if (maximum !== null) {
      const message = `amount over the maximum of ${maximum} cents`;
      return {
        ok: false,
        error: { code: AMOUNT_OVER_MAXIMUM, message, params: { maximum, limit: 'amount' } },
      };
    }
    return {
      ok: false,
      error: { code: 'MALFORMED', message: clip(parsed.error.issues[0]?.message ?? 'invalid message') },
    };
  }
  return { ok: true, message: parsed.data };
}
