// The bridge's start tickets and sessions (issue 10 §3): once, briefly, and never replayable.
import { describe, expect, it } from 'vitest';
import { createBridgeCredentials, offeredCredential } from '../bridgeTickets.ts';

describe('bridge credentials', () => {
  it('spends a ticket once for a session; a replay revokes that session', () => {
    const credentials = createBridgeCredentials();
    const ticket = credentials.issueTicket();
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    const first = credentials.redeem(ticket);
    expect(first.ok && first.fresh).toBe(true);
    const session = first.ok ? first.session : '';
    const key = first.ok ? first.key : '';
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    expect([ticket, session]).not.toContain(key);
    expect(credentials.resume(session)).toEqual({ ok: true, session, key, fresh: false });
    expect(credentials.resume(ticket)).toEqual({ ok: false, reason: 'session_unknown' });
    expect(credentials.redeem('0'.repeat(64))).toEqual({ ok: false, reason: 'ticket_unknown' });
    expect(credentials.redeem(ticket)).toEqual({ ok: false, reason: 'ticket_replayed', revoked: key });
    expect(credentials.resume(session)).toEqual({ ok: false, reason: 'session_unknown' });
    expect(credentials.redeem(ticket)).toEqual({ ok: false, reason: 'ticket_replayed', revoked: null });
  });

  it('refuses a ticket past its lifetime, even unspent', () => {
    let now = 0;
    const credentials = createBridgeCredentials({ ttlMs: 1_000, now: () => now });
    const late = credentials.issueTicket();
    const inTime = credentials.issueTicket();
    now = 999;
    expect(credentials.redeem(inTime).ok).toBe(true);
    now = 1_000;
    expect(credentials.redeem(late)).toEqual({ ok: false, reason: 'ticket_expired' });
  });

  it('reads a credential among the offered subprotocols, and only a well-formed one', () => {
    const hex = 'ab'.repeat(32);
    expect(offeredCredential(['tapis-bridge.v1', `ticket.${hex}`])).toEqual({ kind: 'ticket', value: hex });
    expect(offeredCredential([`session.${hex}`])).toEqual({ kind: 'session', value: hex });
    expect(offeredCredential([`token.${hex}`, 'ticket.00', `session.${hex.toUpperCase()}`])).toBe(null);
  });
});
