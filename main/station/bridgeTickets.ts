// The loopback bridge's credentials (issue 10 §3, docs/kiosk.md "The bridge's start ticket"). The
// start URL carries a one-time ticket, which does reach Chromium's command line and the
// launcher's output; the page exchanges it at its first bridge connection for a session
// credential that is never in a URL, a command line or a log. A ticket works once and only for a
// short while, so a start URL read from the process list is useless once the page has used it.
import { createHash, randomBytes } from 'node:crypto';

/** How long a start ticket may wait for its page, ms. */
export const TICKET_TTL_MS = 60_000;

/** What a presented credential was worth. */
export type Admission =
  | { readonly ok: true; readonly session: string; readonly fresh: boolean }
  | {
      readonly ok: false;
      readonly reason: 'ticket_unknown' | 'ticket_replayed' | 'ticket_expired' | 'session_unknown';
    };

/** The bridge's tickets and sessions, in memory only (they die with the station process). */
export interface BridgeCredentials {
  /** A new one-time ticket, valid for `ttlMs`. */
  issueTicket(): string;
  /** Spends `ticket` once: a new session credential, or why not. */
  redeem(ticket: string): Admission;
  /** Checks a session credential that an earlier redeem issued. */
  resume(session: string): Admission;
}

/** How the credentials are made (a test's clock). */
export interface CredentialOptions {
  readonly ttlMs?: number;
  readonly now?: () => number;
}

// Only digests are kept, so that lookups compare no secret byte by byte and a heap dump holds
// no usable credential.
const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');
const fresh = (): string => randomBytes(32).toString('hex');

/** Fresh credentials: no ticket, no session. */
export function createBridgeCredentials(options: CredentialOptions = {}): BridgeCredentials {
  const ttlMs = options.ttlMs ?? TICKET_TTL_MS;
  const now = options.now ?? Date.now;
  const tickets = new Map<string, number>();
  // A spent ticket is remembered until it would have expired, to tell a replay from a typo.
  const spent = new Map<string, number>();
  const sessions = new Set<string>();
  const forgetOld = (): void => {
    for (const [key, expires] of tickets) if (expires <= now()) tickets.delete(key);
    for (const [key, expires] of spent) if (expires <= now()) spent.delete(key);
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
        return { ok: false, reason: spent.has(key) ? 'ticket_replayed' : 'ticket_unknown' };
      }
      tickets.delete(key);
      if (expires <= now()) return { ok: false, reason: 'ticket_expired' };
      spent.set(key, expires);
      const session = fresh();
      sessions.add(digest(session));
      return { ok: true, session, fresh: true };
    },
    resume(session) {
      return sessions.has(digest(session))
        ? { ok: true, session, fresh: false }
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
