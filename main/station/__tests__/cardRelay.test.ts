// The station's relay against the hub's, joined in memory (both real: main/station/cardRelay.ts
// and hub/players/cardRelay.ts over a real store with a card issued): the tap's session, a card
// lifted mid-exchange, the link down, and commands of another exchange never reaching the card.
import { describe, expect, it } from 'vitest';
import type { CardRelayClientMessage, CardRelayHubMessage } from '../../../protocol/cardRelayMessages.ts';
import { TEST_CARD_KEY } from '../../../hub/__tests__/helpers/testCardKey.ts';
import { identity, playerDesk } from '../../../hub/players/__tests__/helpers/playerDesk.ts';
import { CardRelay } from '../../../hub/players/cardRelay.ts';
import { CardSessions } from '../../../hub/players/cardSessions.ts';
import type { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { relayCard, type RelayLink } from '../cardRelay.ts';
import type { CardChannel } from '../reader/cardChannel.ts';

async function joined(online = true): Promise<{
  link: RelayLink;
  card: VirtualDesfire;
  sessions: CardSessions;
  inject(m: CardRelayHubMessage): void;
}> {
  const desk = playerDesk();
  desk.ok('chloe', 'caissier', identity('AB1'));
  const card = await desk.issue('P000001', '04A1B2C3D4E5F6');
  const sessions = new CardSessions();
  const listeners = new Set<(m: CardRelayHubMessage) => void>();
  const toStation = (m: CardRelayHubMessage): void => {
    // Delivered on a later turn, as a socket would.
    setImmediate(() => {
      for (const l of listeners) l(m);
    });
  };
  const hub = new CardRelay({
    db: desk.db,
    clock: manualClock(desk.now),
    log: () => undefined,
    authority: { masterKey: TEST_CARD_KEY, sessions },
    holder: () => 'terminal:T1',
    send: toStation,
  });
  const link: RelayLink = {
    send(m: CardRelayClientMessage) {
      if (!online) return false;
      setImmediate(() => hub.receive(m));
      return true;
    },
    listen(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { link, card, sessions, inject: toStation };
}

describe('the station’s card relay', () => {
  it('gets a one-time session for a genuine card', async () => {
    const { link, card, sessions } = await joined();
    const outcome = await relayCard(link, card);
    expect(outcome.ok).toBe(true);
    if (outcome.ok)
      expect(
        sessions.peek(outcome.cardSession, 'terminal:T1', Date.UTC(2026, 10, 29, 14, 0, 1)),
      ).not.toBeNull();
  });

  it('says CARD_UNREADABLE at once when the card is lifted mid-exchange', async () => {
    const { link, card } = await joined();
    let left = 2;
    const lifted: CardChannel = {
      uid: card.uid,
      transmit: (apdu) => (left-- > 0 ? card.transmit(apdu) : Promise.reject(new Error('card removed'))),
    };
    expect(await relayCard(link, lifted)).toMatchObject({ ok: false, error: { code: 'CARD_UNREADABLE' } });
  });

  it('says OFFLINE when the link is down, and reads nothing', async () => {
    const { link, card } = await joined(false);
    const before = card.received.length;
    expect(await relayCard(link, card)).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    expect(card.received).toHaveLength(before);
  });

  it('never passes another exchange’s command to the card', async () => {
    const { link, card, inject } = await joined();
    const tap = relayCard(link, card);
    // Injected right after the presentation: the tap's own exchange was adopted first.
    await new Promise((r) => setTimeout(r, 20));
    const before = card.received.length;
    inject({ type: 'cardCommand', exchangeId: 'e'.repeat(32), step: 0, apdu: '905A00000300000000' });
    expect((await tap).ok).toBe(true);
    expect(card.received.slice(before).map((a) => a.toString('hex'))).not.toContain('905a00000300000000');
  });
});
