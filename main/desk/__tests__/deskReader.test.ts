// The desk's card service (main/desk/deskReader.ts) on an in-memory relay: a tap is presented and
// its verdict reported, the hub's later exchange (an issue) reaches the card once, a presentation
// repeated after a reconnect never hands the card a command twice, and a lifted card gets nothing.
import { describe, expect, it } from 'vitest';
import type { CardRelayClientMessage, CardRelayHubMessage } from '../../../protocol/cardRelayMessages.ts';
import type { RelayLink } from '../../station/cardRelay.ts';
import type { TappedCard } from '../../station/reader/readerSupervisor.ts';
import { type DeskCardEvent, type DeskCardSource, serveDeskReader } from '../deskReader.ts';

const X = 'a'.repeat(32);
const Y = 'b'.repeat(32);
const SESSION = 'c'.repeat(64);

function harness() {
  const sent: CardRelayClientMessage[] = [];
  const hubListeners = new Set<(m: CardRelayHubMessage) => void>();
  const link: RelayLink = {
    send(message) {
      sent.push(message);
      return true;
    },
    listen(listener) {
      hubListeners.add(listener);
      return () => hubListeners.delete(listener);
    },
  };
  const cardListeners = new Set<(card: TappedCard) => void>();
  const goneListeners = new Set<(tapId: number) => void>();
  const source: DeskCardSource = {
    onCard: (l) => (cardListeners.add(l), () => cardListeners.delete(l)),
    onCardGone: (l) => (goneListeners.add(l), () => goneListeners.delete(l)),
  };
  const apdus: string[] = [];
  const card: TappedCard = {
    tapId: 7,
    uid: Uint8Array.from(Buffer.from('04a1b2c3d4e5f1', 'hex')),
    atr: Uint8Array.of(0x3b),
    transmit(apdu) {
      apdus.push(Buffer.from(apdu).toString('hex'));
      return Promise.resolve(Uint8Array.of(0x91, 0x00));
    },
  };
  const events: DeskCardEvent[] = [];
  const desk = serveDeskReader(source, link, (e) => events.push(e));
  const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 10));
  return {
    sent,
    apdus,
    events,
    desk,
    settle,
    tap: () => cardListeners.forEach((l) => l(card)),
    lift: () => goneListeners.forEach((l) => l(card.tapId)),
    hub: (m: CardRelayHubMessage) => hubListeners.forEach((l) => l(m)),
  };
}

describe('serveDeskReader', () => {
  it('presents a tapped card, reports the hub’s verdict, then carries the hub’s issuing exchange once', async () => {
    const h = harness();
    h.tap();
    expect(h.sent).toEqual([{ type: 'cardPresented', uid: '04A1B2C3D4E5F1' }]);
    h.hub({ type: 'cardCommand', exchangeId: X, step: 0, apdu: '905a00000300000000' });
    await h.settle();
    h.hub({ type: 'cardRefused', exchangeId: X, error: { code: 'CARD_BLANK', message: 'blank' } });
    await h.settle();
    expect(h.events).toEqual([
      { kind: 'read', uid: '04A1B2C3D4E5F1', outcome: { code: 'CARD_BLANK', message: 'blank' } },
    ]);
    expect(h.desk.current()).toEqual({ uid: '04A1B2C3D4E5F1', cardSession: null });
    h.hub({ type: 'cardCommand', exchangeId: Y, step: 0, apdu: '90ca00000500000000000000' });
    await h.settle();
    expect(h.apdus).toEqual(['905a00000300000000', '90ca00000500000000000000']);
    expect(h.sent.at(-1)).toEqual({ type: 'cardResponse', exchangeId: Y, step: 0, response: '9100' });
  });

  it('presents the card again after a reconnect without the first presentation taking the second’s commands', async () => {
    const h = harness();
    h.tap(); // its link dropped: the hub never answered this presentation
    h.desk.representCurrent();
    expect(h.sent).toEqual([
      { type: 'cardPresented', uid: '04A1B2C3D4E5F1' },
      { type: 'cardPresented', uid: '04A1B2C3D4E5F1' },
    ]);
    h.hub({ type: 'cardCommand', exchangeId: X, step: 0, apdu: '905a00000300000000' });
    await h.settle();
    expect(h.apdus).toEqual(['905a00000300000000']);
    expect(h.sent.filter((m) => m.type === 'cardResponse')).toHaveLength(1);
    h.hub({ type: 'cardAuthenticated', exchangeId: X, cardSession: SESSION });
    await h.settle();
    expect(h.events).toEqual([{ kind: 'read', uid: '04A1B2C3D4E5F1', outcome: 'authenticated' }]);
    expect(h.desk.current()).toEqual({ uid: '04A1B2C3D4E5F1', cardSession: SESSION });
  });

  it('forgets a lifted card: reported, no current card, and no command reaches it', async () => {
    const h = harness();
    h.tap();
    h.hub({ type: 'cardRefused', exchangeId: X, error: { code: 'CARD_BLANK', message: 'blank' } });
    await h.settle();
    h.lift();
    expect(h.events.at(-1)).toEqual({ kind: 'lifted', uid: '04A1B2C3D4E5F1' });
    expect(h.desk.current()).toBeNull();
    h.hub({ type: 'cardCommand', exchangeId: Y, step: 0, apdu: '905a00000300000000' });
    await h.settle();
    expect(h.apdus).toEqual([]);
  });
});
