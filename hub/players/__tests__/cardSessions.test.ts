// The one-time card sessions (issue 12 §2): a station's own, two minutes, replaced by its next
// tap, spent once, dropped with its connection.
import { describe, expect, it } from 'vitest';
import type { AuthenticatedCard } from '../authenticatedCard.ts';
import { CARD_SESSION_TTL_MS, CardSessions } from '../cardSessions.ts';

// The sessions only keep and hand back the card they were given (the brand is tapCard's).
const card = { cardUid: '04A1B2C3D4E5F6', cardToken: 'A'.repeat(22) } as AuthenticatedCard;

describe('card sessions', () => {
  it('gives the card back to its own holder only, until it expires', () => {
    const sessions = new CardSessions();
    const id = sessions.open('terminal:T1', card, 'P000001', 1_000);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions.peek(id, 'terminal:T2', 1_000)).toBeNull();
    expect(sessions.peek(id, 'terminal:T1', 1_000 + CARD_SESSION_TTL_MS - 1)).toEqual({
      card,
      playerId: 'P000001',
    });
    expect(sessions.peek(id, 'terminal:T1', 1_000 + CARD_SESSION_TTL_MS)).toBeNull();
    expect(sessions.size).toBe(0);
  });

  it('keeps one session per holder, spends it once, and drops a holder’s with its connection', () => {
    const sessions = new CardSessions();
    const first = sessions.open('terminal:T1', card, 'P000001', 0);
    const other = sessions.open('staff:chloe', card, 'P000001', 0);
    const second = sessions.open('terminal:T1', card, 'P000001', 10);
    expect(second).not.toBe(first);
    expect(sessions.peek(first, 'terminal:T1', 10)).toBeNull();
    expect(sessions.peek(second, 'terminal:T1', 10)).not.toBeNull();
    sessions.spend(second);
    expect(sessions.peek(second, 'terminal:T1', 10)).toBeNull();
    sessions.dropHolder('staff:chloe');
    expect(sessions.peek(other, 'staff:chloe', 10)).toBeNull();
  });
});
