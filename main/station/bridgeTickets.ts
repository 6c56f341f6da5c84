// The loopback bridge's credentials (issue 10 §3, docs/kiosk.md "The bridge's start ticket"). The
// start URL carries a one-time ticket, which does reach Chromium's command line and the
// launcher's output; the page exchanges it at its first bridge connection for a session
// credential that is never in a URL, a command line or a log. A ticket works once and only for a
// short while, so a start URL read from the process list is useless once the page has used it;
// a ticket presented twice cuts off the session it bought.
import { createHash, randomBytes } from 'node:crypto';

/** How long a start ticket may wait for its page, ms. */
export const TICKET_TTL_MS = 60_000;

/** What a presented credential was worth; `key` names a session without being it (its digest). */
export type Admission =
  | { readonly ok: true; readonly session: string; readonly key: string; readonly fresh: boolean }
  | { readonly ok: false; readonly reason: 'ticket_unknown' | 'ticket_expired' | 'session_unknown' }
  | { readonly ok: false; readonly reason: 'ticket_replayed'; readonly revoked: string | null };

/** The bridge's tickets and sessions, in memory only (they die with the station process). */
export interface BridgeCredentials {
  /** A new one-time ticket, valid for `ttlMs`. */
  issueTicket(): string;
  /**
   * Spends `ticket` once: a new session credential, or why not. A replay revokes the session the
   * ticket bought: one of its two holders is not the page, and money must not follow it.
   */
  redeem(ticket: string): Admission;
  /** Checks a session credential that an earlier redeem issued and no replay revoked. */
  resume(session: string): Admission;
}

/** How the credentials are made (a test's clock). */
export interface CredentialOptions {
  readonly ttlMs?: number;
  readonly now?: () => number;
}

// Only digests are kept: lookups compare no secret byte by byte, and the maps hold no usable
// credential.
const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');
const fresh = (): string => randomBytes(32).toString('hex');

/** Fresh credentials: no ticket, no session. */
export function createBridgeCredentials(options: CredentialOptions = {}): BridgeCredentials {
  const ttlMs = options.ttlMs ?? TICKET_TTL_MS;
  const now = options.now ?? Date.now;
  const tickets = new Map<string, number>();
  // A spent ticket is remembered until it would have expired, with the session it bought: a
  // replay is told apart from a stranger, and that session revoked.
  const spent = new Map<string, { readonly expires: number; readonly session: string }>();
  const sessions = new Set<string>();
  const forgetOld = (): void => {
    for (const [key, expires] of tickets) if (expires <= now()) tickets.delete(key);
    for (const [key, entry] of spent) if (entry.expires <= now()) spent.delete(key);
  };
  return {
    issueTicket() {
      forgetOld();
      const ticket = fresh();
      tickets.set(digest(ticket), now() + ttlMs);
      return ticket;
    },
    redeem(ticket) {
      const key = digest(ticket);
      const expires = tickets.get(key);
      if (expires === undefined) {
        forgetOld();
        const replayed = spent.get(key);
        if (replayed === undefined) return { ok: false, reason: 'ticket_unknown' };
        const revoked = sessions.delete(replayed.session) ? replayed.session : null;
        return { ok: false, reason: 'ticket_replayed', revoked };
      }
      tickets.delete(key);
      if (expires <= now()) return { ok: false, reason: 'ticket_expired' };
      const session = fresh();
      const sessionKey = digest(session);
      spent.set(key, { expires, session: sessionKey });
      sessions.add(sessionKey);
      return { ok: true, session, key: sessionKey, fresh: true };
    },
    resume(session) {
      const sessionKey = digest(session);
      return sessions.has(sessionKey)
        ? { ok: true, session, key: sessionKey, fresh: false }
        : { ok: false, reason: 'session_unknown' };
    },
  };
}

/** The credential a page offers among its WebSocket subprotocols: `ticket.<hex>` or `session.<hex>`. */
export function offeredCredential(
  protocols: readonly string[],
): { readonly kind: 'ticket' | 'session'; readonly value: string } | null {
  for (const p of protocols) {
    const m = /^(ticket|session)\.([0-9a-f]{64})$/.exec(p);
    if (m !== null) return { kind: m[1] as 'ticket' | 'session', value: m[2] as string };
  }
  return null;
}
