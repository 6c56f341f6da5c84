// Station login by card and PIN over the terminal socket (the card a virtual DESFire card tapped
// through the relay, issue 12 §2) (seed 000; RULES.md A.1: a card active
// at one station only; A.7: three wrong PINs lock the card until the cashier unlocks it), the
// secrets kept out of the store, the hold'em commands refused without a login, and the central
// display's endpoint: its own credential only, read-only.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { connectJson } from '../../../__tests__/helpers/jsonSocket.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { secretOf, TERMINAL_SECRET } from '../../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../__tests__/helpers/testStaff.ts';
import type { RunningHub } from '../../../hub.ts';
import { commandId, connectStation, DISPLAY_SECRET, holdemHub, T } from './helpers/holdemHub.ts';
import { sayDisplayHello, sayHello } from '../../../__tests__/helpers/hello.ts';
import { issueVirtualCard, tapAt } from '../../../__tests__/helpers/virtualCards.ts';
import { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';

const PIN = '4821';
const UID = '04A1B2C3D4E5F1';
const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

/** A hub with one registered player holding a card and a cave (PIN programmed). */
async function roomWithPlayer(): Promise<{
  hub: RunningHub;
  url: (p: string) => string;
  card: VirtualDesfire;
  chloe: TestStaff;
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
  return { hub, url, card, chloe };
}

describe('station login over the wire', () => {
  it('refuses the card at a second station while it is logged in at the first', async () => {
    const { url, card } = await roomWithPlayer();
    const [t1, t2] = [
      await connectStation(url('/terminal'), 'T1'),
      await connectStation(url('/terminal'), 'T2'),
    ];
    closers.push(t1, t2);
    const login = async (t: typeof t1) => ({ cardSession: await tapAt(t.socket, card), pin: PIN });
    // Issue 12 §3: the card alone logs in at the other tables, never at hold'em (RULES.md A.1: the PIN).
    expect(
      await t1.command('playerCardLogin', commandId('card-only'), {
        cardSession: await tapAt(t1.socket, card),
      }),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', params: { reason: 'pinRequired' } } });
    expect(await t1.command('playerLogin', commandId('in'), await login(t1))).toMatchObject({
      ok: true,
      result: { kind: 'playerLoggedIn', playerId: 'P000001', lastName: 'Martin', firstName: 'Léa' },
    });
    expect((await t1.next((m) => m.type === 'holdemView' && m.playerId === 'P000001', 0)).type).toBe(
      'holdemView',
    );
    expect(await t2.command('playerLogin', commandId('in'), await login(t2))).toMatchObject({
      ok: false,
      error: { code: 'CARD_ACTIVE_ELSEWHERE', params: { terminalId: 'T1' } },
    });
    // After the logout at T1 the card is free for T2.
    expect(await t1.command('playerLogout', commandId('out'))).toMatchObject({
      ok: true,
      result: { kind: 'playerLoggedOut' },
    });
    expect(await t1.command('playerLogout', commandId('out'))).toMatchObject({
      ok: false,
      error: { code: 'NOBODY_LOGGED_IN' },
    });
    expect(await t2.command('playerLogin', commandId('in'), await login(t2))).toMatchObject({ ok: true });
  });

  it('locks the card after three wrong PINs; a repeat does not count twice; only the cashier unlocks it', async () => {
    const { hub, url, card, chloe } = await roomWithPlayer();
    const t1 = await connectStation(url('/terminal'), 'T1');
    closers.push(t1);
    // One tap: wrong PINs keep its session open (they count on the card, not on the tap).
    const session = await tapAt(t1.socket, card);
    const wrong = { cardSession: session, pin: '97531' };
    const first = commandId('in');
    expect(await t1.command('playerLogin', first, wrong)).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PIN', params: { attemptsLeft: 2 } },
    });
    // The same command again (a station resending after a lost answer): the same answer, no count.
    expect(await t1.command('playerLogin', first, wrong)).toMatchObject({
      error: { code: 'WRONG_PIN', params: { attemptsLeft: 2 } },
    });
    // Every field of a login is a secret, kept out of the fingerprint: the same id with another PIN
    // is the repeat it looks like — its recorded answer, and no attempt counted.
    expect(await t1.command('playerLogin', first, { ...wrong, pin: PIN })).toMatchObject({
      error: { code: 'WRONG_PIN', params: { attemptsLeft: 2 } },
    });
    expect(await t1.command('playerLogin', commandId('in'), wrong)).toMatchObject({
      error: { code: 'WRONG_PIN', params: { attemptsLeft: 1 } },
    });
    expect(await t1.command('playerLogin', commandId('in'), wrong)).toMatchObject({
      error: { code: 'CARD_LOCKED' },
    });
    // Locked: even the right PIN is refused.
    expect(await t1.command('playerLogin', commandId('in'), { ...wrong, pin: PIN })).toMatchObject({
      error: { code: 'CARD_LOCKED' },
    });
    // A copy of the card never opens a session; a made-up session is none.
    await expect(tapAt(t1.socket, VirtualDesfire.cloneOf(card))).rejects.toThrow('CARD_NOT_GENUINE');
    expect(
      await t1.command('playerLogin', commandId('in'), { cardSession: 'f'.repeat(64), pin: PIN }),
    ).toMatchObject({
      error: { code: 'CARD_SESSION_INVALID' },
    });
    await chloe.ok('unlockCard', commandId('unlock'), { cardUid: UID });
    expect(
      await t1.command('playerLogin', commandId('in'), {
        cardSession: await tapAt(t1.socket, card),
        pin: PIN,
      }),
    ).toMatchObject({
      ok: true,
    });

    const db = hub.state.db;
    const journal = db.prepare('SELECT kind, payload FROM journal ORDER BY seq').all() as {
      kind: string;
      payload: string;
    }[];
    expect(
      journal
        .filter((e) => ['PinFailed', 'CardLocked', 'CardUnlocked', 'PlayerLoggedIn'].includes(e.kind))
        .map((e) => e.kind),
    ).toEqual(['PinFailed', 'PinFailed', 'PinFailed', 'CardLocked', 'CardUnlocked', 'PlayerLoggedIn']);
    // Neither the PIN nor the card token is stored in the journal or the idempotency records.
    const stored = [
      ...journal.map((e) => e.payload),
      ...(
        db.prepare('SELECT fingerprint, reply FROM commands').all() as {
          fingerprint: string;
          reply: string;
        }[]
      ).flatMap((r) => [r.fingerprint, r.reply]),
    ].join('\n');
    for (const secret of [PIN, '97531', session]) expect(stored).not.toContain(secret);
  });

  it("refuses hold'em commands without a login; a display's credential is no station", async () => {
    const { url } = await roomWithPlayer();
    const t1 = await connectStation(url('/terminal'), 'T1');
    closers.push(t1);
    expect(await t1.command('holdemSitDown', commandId('sit'), { cave: 4_000 })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', params: { reason: 'notLoggedIn' } },
    });
    // Before hello nothing is answered but NOT_AUTHENTICATED.
    const raw = await connectJson<{ type: string; error?: { code: string } }>(url('/terminal'));
    closers.push({ close: () => raw.socket.close() });
    raw.send({ type: 'playerLogout', commandId: commandId('out') });
    expect((await raw.next((m) => m.type === 'error', 0)).error?.code).toBe('NOT_AUTHENTICATED');
    // The display's credential is no station.
    await sayHello(raw, 'D1', DISPLAY_SECRET);
    expect((await raw.next((m) => m.error?.code === 'BAD_CREDENTIALS', 0)).type).toBe('error');
  });
});

describe('the central display endpoint', () => {
  it("takes only a display's credential and never acts", async () => {
    const { url } = await roomWithPlayer();
    type Any = { type: string; error?: { code: string }; tableId?: string };
    const station = await connectJson<Any>(url('/display'));
    closers.push({ close: () => station.socket.close() });
    // A station's credential is no display.
    await sayDisplayHello(station, 'T1', TERMINAL_SECRET);
    expect((await station.next((m) => m.type === 'error', 0)).error?.code).toBe('BAD_CREDENTIALS');
    const wrong = await connectJson<Any>(url('/display'));
    closers.push({ close: () => wrong.socket.close() });
    await sayDisplayHello(wrong, 'D1', 'not-the-secret-000');
    expect((await wrong.next((m) => m.type === 'error', 0)).error?.code).toBe('BAD_CREDENTIALS');

    const display = await connectJson<Any>(url('/display'));
    closers.push({ close: () => display.socket.close() });
    await sayDisplayHello(display, 'D1', DISPLAY_SECRET);
    expect(await display.next((m) => m.type === 'displayWelcome', 0)).toMatchObject({ tableId: T });
    expect(await display.next((m) => m.type === 'holdemDisplayView', 0)).toMatchObject({ tableId: T });
    // Read-only: a command is refused and changes nothing.
    display.send({ type: 'holdemSitDown', commandId: commandId('sit'), cave: 4_000 });
    expect((await display.next((m) => m.type === 'error', 0)).error?.code).toBe('FORBIDDEN');
  });
});

describe("the hold'em parties over the staff API", () => {
  it('opens a partie only with the comité’s cave minimum, and only a comité member opens it', async () => {
    const { url } = await holdemHub(manualClock(), createRng(seededSource(9)));
    const login = async (who: string): Promise<TestStaff> => {
      const s = await loginStaff(url('/staff'), who, secretOf(who));
      closers.push(s);
      return s;
    };
    const [bruno, emma] = [await login('bruno'), await login('emma')];
    expect(await bruno.command('startHoldemPartie', commandId('partie'), { tableId: T })).toMatchObject({
      ok: false,
      error: { code: 'CAVE_NOT_SET' },
    });
    expect(await bruno.command('endHoldemPartie', commandId('end'), { tableId: T })).toMatchObject({
      ok: false,
      error: { code: 'NO_SESSION' },
    });
    await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 5_000, maximum: 20_000 });
    expect(await emma.command('startHoldemPartie', commandId('partie'), { tableId: T })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await bruno.command('startHoldemPartie', commandId('partie'), { tableId: 'nowhere' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TABLE' },
    });
    // Seed 000: the big blind is never below 0,50 €.
    expect(
      await bruno.command('startHoldemPartie', commandId('partie'), {
        tableId: T,
        smallBlind: 20,
        bigBlind: 40,
      }),
    ).toMatchObject({ ok: false, error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 50 } } });
    expect(
      await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T, smallBlind: 50, bigBlind: 100 }),
    ).toEqual({ kind: 'holdemPartieStarted', tableId: T, partie: 1, caveMinimum: 5_000 });
    expect(await bruno.command('startHoldemPartie', commandId('partie'), { tableId: T })).toMatchObject({
      ok: false,
      error: { code: 'HAND_IN_PROGRESS', params: { reason: 'partieOpen' } },
    });
    expect(await emma.ok('endHoldemPartie', commandId('end'), { tableId: T })).toEqual({
      kind: 'holdemPartieEnded',
      tableId: T,
      partie: 1,
      pots: 0,
      rake: 0,
    });
  });
});
