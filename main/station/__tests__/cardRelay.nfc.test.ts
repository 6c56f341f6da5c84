// Issue 12 §2 on the real stack: a virtual DESFire card on vpcd, read by nfc-pcsc through a
// private pcscd (testkit/nfc/privatePcscd.ts: the shared one and its readers stay out of it),
// relayed by the station's relayCard to a hub that authenticates it; the station's HubLink carries
// the relay (sendRelay, onCardRelay); a clone on the same reader is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFC, type Reader } from 'nfc-pcsc';
import { createRng, seededSource } from '../../../games/rng.ts';
import type { CardRelayHubMessage } from '../../../protocol/cardRelayMessages.ts';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { secretOf, TERMINAL_SECRET } from '../../../hub/__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../hub/__tests__/helpers/testStaff.ts';
import { issueVirtualCard } from '../../../hub/__tests__/helpers/virtualCards.ts';
import {
  commandId,
  connectStation,
  holdemHub,
} from '../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import type { RunningHub } from '../../../hub/hub.ts';
import { privatePcscd } from '../../../testkit/nfc/privatePcscd.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { ATR_ISO14443_4, VpcdCard } from '../../../testkit/nfc/vpcdCard.ts';
import { wsRelayLink } from '../../../testkit/nfc/wsRelayLink.ts';
import { relayCard, relayLinkOf } from '../cardRelay.ts';
import { HubLink } from '../hubLink.ts';
import type { CardChannel } from '../reader/cardChannel.ts';

const NAME = 'Relay PCD';
const UID = '04A1B2C3D4E5F1';
const pcscd = privatePcscd(NAME);
let nfc: NFC | null = null;
let reader: Reader | null = null;
let hub: RunningHub | null = null;
let url: (path: string) => string = () => '';
let chloe: TestStaff | null = null;

beforeAll(async () => {
  await pcscd.start();
  process.env['PCSCLITE_CSOCK_NAME'] = pcscd.socketPath;
  nfc = new NFC();
  nfc.on('error', () => undefined);
  reader = await new Promise<Reader>((resolve) =>
    nfc?.on('reader', (r: Reader) => {
      r.autoProcessing = false;
      r.on('error', () => undefined);
      if (r.name === `${NAME} 00 00`) resolve(r);
    }),
  );
  const started = await holdemHub(manualClock(), createRng(seededSource(3)));
  hub = started.hub;
  url = started.url;
  chloe = await loginStaff(url('/staff'), 'chloe', secretOf('chloe'));
  await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1975-02-03',
    idDocument: { type: 'passport', number: 'PP1' },
  });
}, 60_000);

afterAll(async () => {
  chloe?.close();
  await hub?.close();
  // nfc-pcsc is closed outside its own event handlers (notes/nfc.md trap 3).
  await new Promise((r) => setTimeout(r, 100));
  reader?.close();
  nfc?.close();
  await pcscd.dispose();
});

/** Puts `card` on the private reader; resolves with the reader's channel to it once nfc-pcsc saw it. */
async function onReader(card: VirtualDesfire): Promise<{ channel: CardChannel; lift(): Promise<void> }> {
  const r = reader;
  if (r === null) throw new Error('no reader');
  const seen = new Promise<void>((resolve) => r.once('card', () => resolve()));
  const vpcd = await VpcdCard.tap({
    port: pcscd.port,
    uid: card.uid,
    atr: ATR_ISO14443_4,
    handler: (a) => card.handle(a),
  });
  await seen;
  const gone = (): Promise<void> => new Promise((resolve) => r.once('card.off', () => resolve()));
  return {
    channel: { uid: card.uid, transmit: (apdu) => r.transmit(Buffer.from(apdu), 300) },
    async lift() {
      const off = gone();
      await vpcd.lift();
      await off;
    },
  };
}

describe('the card relay on pcscd + vpcd', () => {
  it('authenticates the genuine card, logs in with its session, and refuses its clone', async () => {
    if (chloe === null) throw new Error('no cashier');
    const card = await issueVirtualCard(chloe, commandId('card'), 'P000001', UID);
    const t1 = await connectStation(url('/terminal'), 'T1');
    try {
      const genuine = await onReader(card);
      const outcome = await relayCard(wsRelayLink(t1.socket), genuine.channel);
      expect(outcome).toMatchObject({ ok: true });
      await genuine.lift();
      const clone = await onReader(VirtualDesfire.cloneOf(card));
      expect(await relayCard(wsRelayLink(t1.socket), clone.channel)).toMatchObject({
        ok: false,
        error: { code: 'CARD_NOT_GENUINE' },
      });
      await clone.lift();
      // The session opens the login (no PIN programmed yet: the hub says so, the session stays).
      if (!outcome.ok) throw new Error('no session');
      expect(
        await t1.command('playerLogin', commandId('in'), { cardSession: outcome.cardSession, pin: '4821' }),
      ).toMatchObject({
        ok: false,
        error: { code: 'PIN_NOT_SET' },
      });
    } finally {
      t1.close();
    }
  });

  it('relays through the station’s own HubLink', async () => {
    if (chloe === null) throw new Error('no cashier');
    const card = await issueVirtualCard(chloe, commandId('card'), 'P000001', '04A1B2C3D4E5F2');
    const listeners = new Set<(m: CardRelayHubMessage) => void>();
    const online = new Promise<void>((resolve) => {
      const link = new HubLink(
        { url: url('/terminal'), terminalId: 'T2', secret: TERMINAL_SECRET },
        {
          onLink: (state) => state === 'online' && resolve(),
          onSnapshot: () => undefined,
          onCardRelay: (m) => {
            for (const l of listeners) l(m);
          },
        },
      );
      links.push(link);
    });
    await online;
    const link = links[0];
    if (link === undefined) throw new Error('no link');
    const onIt = await onReader(card);
    try {
      expect(await relayCard(relayLinkOf(link, listeners), onIt.channel)).toMatchObject({ ok: true });
    } finally {
      await onIt.lift();
      link.close();
    }
  });
});

const links: HubLink[] = [];
