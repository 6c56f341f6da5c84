// Issue 12 §2 over the real sockets: a card issued at the cashier's desk reader, tapped at a
// station, authenticated by the hub through the relay, logged in with its PIN once; a clone, a
// blank card, a revoked card and a replayed exchange refused with their reasons; the payment at
// the desk needs the card and the PIN; no secret in the store.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../games/rng.ts';
import type { StationHubMessage } from '../../../protocol/roomMessages.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { secretOf } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import { deskSession, issueVirtualCard, tapAt } from '../../__tests__/helpers/virtualCards.ts';
import {
  commandId,
  connectStation,
  holdemHub,
  T,
  type TestStation,
} from '../../tables/holdem/__tests__/helpers/holdemHub.ts';
import type { RunningHub } from '../../hub.ts';

const PIN = '4821';
const UID = '04A1B2C3D4E5F1';
const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

async function room(): Promise<{
  hub: RunningHub;
  chloe: TestStaff;
  card: VirtualDesfire;
  station: (id: string) => Promise<TestStation>;
}> {
  const { hub, url } = await holdemHub(manualClock(), createRng(seededSource(5)));
  closers.push(hub);
  const staff = async (login: string): Promise<TestStaff> => {
    const s = await loginStaff(url('/staff'), login, secretOf(login));
    closers.push(s);
    return s;
  };
  const [bruno, chloe] = [await staff('bruno'), await staff('chloe')];
  await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 4_000, maximum: null });
  await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1975-02-03',
    idDocument: { type: 'passport', number: 'PP1' },
  });
  const card = await issueVirtualCard(chloe, commandId('card'), 'P000001', UID);
  await chloe.ok('buyCave', commandId('cave'), {
    playerId: 'P000001',
    tableId: T,
    amount: 5_000,
    method: 'card',
    pin: PIN,
  });
  const station = async (id: string): Promise<TestStation> => {
    const s = await connectStation(url('/terminal'), id);
    closers.push(s);
    return s;
  };
  return { hub, chloe, card, station };
}

const refusal = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e as Error).message,
  );

describe('DESFire cards through the relay', () => {
  it('logs in with the tapped card and its PIN, once per tap', async () => {
    const { card, station } = await room();
    const t1 = await station('T1');
    const session = await tapAt(t1.socket, card);
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await t1.command('playerLogin', commandId('in'), { cardSession: session, pin: PIN }),
    ).toMatchObject({
      ok: true,
      result: { kind: 'playerLoggedIn', playerId: 'P000001', firstName: 'Léa' },
    });
    await t1.command('playerLogout', commandId('out'));
    // The same session again, under a new command id: spent.
    expect(
      await t1.command('playerLogin', commandId('in'), { cardSession: session, pin: PIN }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CARD_SESSION_INVALID' },
    });
    // A new tap works again.
    const again = await tapAt(t1.socket, card);
    expect(await t1.command('playerLogin', commandId('in'), { cardSession: again, pin: PIN })).toMatchObject({
      ok: true,
    });
  });

  it('keeps a session to the station whose relay opened it', async () => {
    const { card, station } = await room();
    const [t1, t2] = [await station('T1'), await station('T2')];
    const session = await tapAt(t1.socket, card);
    expect(
      await t2.command('playerLogin', commandId('in'), { cardSession: session, pin: PIN }),
    ).toMatchObject({
      error: { code: 'CARD_SESSION_INVALID' },
    });
  });

  it('refuses a clone (same UID, same applications and files, no key) and a blank card', async () => {
    const { card, station } = await room();
    const t2 = await station('T2');
    expect(await refusal(tapAt(t2.socket, VirtualDesfire.cloneOf(card)))).toBe('CARD_NOT_GENUINE');
    expect(await refusal(tapAt(t2.socket, new VirtualDesfire({ uid: Buffer.from(UID, 'hex') })))).toBe(
      'CARD_BLANK',
    );
  });

  it('revokes the old card when the cashier issues a new one: the genuine old card is refused', async () => {
    const { chloe, card, station } = await room();
    const fresh = await issueVirtualCard(chloe, commandId('card'), 'P000001', '04A1B2C3D4E5F2');
    const t1 = await station('T1');
    expect(await refusal(tapAt(t1.socket, card))).toBe('UNKNOWN_CARD');
    const session = await tapAt(t1.socket, fresh);
    expect(
      await t1.command('playerLogin', commandId('in'), { cardSession: session, pin: PIN }),
    ).toMatchObject({ ok: true });
    await chloe.ok('registerPlayer', commandId('reg'), {
      lastName: 'Durand',
      firstName: 'Max',
      birthDate: '1970-01-01',
      idDocument: { type: 'passport', number: 'PP2' },
    });
    // A UID once bound is never bound again, to anyone, before any card is touched.
    expect(await refusal(issueVirtualCard(chloe, commandId('card'), 'P000002', '04A1B2C3D4E5F1'))).toContain(
      'CARD_UID_IN_USE',
    );
  });

  it('issues only onto the card on this desk’s reader', async () => {
    const { chloe } = await room();
    await chloe.ok('registerPlayer', commandId('reg'), {
      lastName: 'Durand',
      firstName: 'Max',
      birthDate: '1970-01-01',
      idDocument: { type: 'passport', number: 'PP2' },
    });
    expect(
      await chloe.command('issueCard', commandId('card'), { playerId: 'P000002', cardUid: '04000000000009' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CARD_NOT_PRESENTED' },
    });
  });

  it('makes a recorded exchange worthless when replayed', async () => {
    const { card, station } = await room();
    const t1 = await station('T1');
    const recorded: string[] = [];
    const recording = {
      uid: card.uid,
      async transmit(apdu: Uint8Array) {
        const answer = await card.transmit(apdu);
        recorded.push(Buffer.from(answer).toString('hex'));
        return answer;
      },
    };
    await tapAt(t1.socket, recording);
    // A replayer presents the UID and answers each new command with the recorded answer.
    let cursor = t1.received.length;
    t1.send({ type: 'cardPresented', uid: UID });
    let verdict: StationHubMessage | null = null;
    const relayed = (x: StationHubMessage) =>
      ['cardCommand', 'cardAuthenticated', 'cardRefused'].includes(x.type);
    for (let step = 0; verdict === null && step < 10; step++) {
      const m = await t1.next(relayed, cursor);
      cursor = t1.received.indexOf(m) + 1;
      if (m.type !== 'cardCommand') verdict = m;
      else
        t1.send({ type: 'cardResponse', exchangeId: m.exchangeId, step: m.step, response: recorded[step] });
    }
    expect(verdict).toMatchObject({ type: 'cardRefused', error: { code: 'CARD_NOT_GENUINE' } });
  });

  it('pays at the desk on the card and the PIN, and keeps every secret out of the store', async () => {
    const { hub, chloe, card } = await room();
    const session = await deskSession(chloe, card);
    expect(
      await chloe.command('payPlayer', commandId('pay'), {
        playerId: 'P000001',
        cardSession: session,
        pin: '0000',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PIN' },
    });
    expect(
      await chloe.ok('payPlayer', commandId('pay'), { playerId: 'P000001', cardSession: session, pin: PIN }),
    ).toEqual({
      kind: 'playerPaid',
      playerId: 'P000001',
      amount: 5_000,
    });
    // Spent once paid; and a clone never opens a desk session.
    expect(
      await chloe.command('payPlayer', commandId('pay'), {
        playerId: 'P000001',
        cardSession: session,
        pin: PIN,
      }),
    ).toMatchObject({
      error: { code: 'CARD_SESSION_INVALID' },
    });
    expect(await refusal(deskSession(chloe, VirtualDesfire.cloneOf(card)))).toBe('CARD_NOT_GENUINE');
    const db = hub.state.db;
    const text = [
      ...(db.prepare('SELECT payload FROM journal').all() as { payload: string }[]).map((r) => r.payload),
      ...(db.prepare('SELECT * FROM commands').all() as Record<string, unknown>[]).map((r) =>
        JSON.stringify(r),
      ),
    ].join('\n');
    expect(text).not.toContain(session);
    expect(text).not.toContain(`"${PIN}"`);
    const reference = card.keyOf('F05450', 0)?.toString('hex') ?? 'missing';
    expect(text).not.toContain(reference);
  });
});
