// The hold'em room through the staff API over a real WebSocket (docs/players.md): registration →
// card → cave (PIN programmed) → login at a station → a second station refused → three wrong PINs
// lock → the cashier unlocks → payment at the cashier, every balance to the cent, money conserved,
// no PIN, card reference or card session stored in clear, the store passing the hub's start-up check on restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../protocol/staffMessages.ts';
import type { RunningHub } from '../../hub.ts';
import { integrityReport } from '../../store/integrity.ts';
import { balanceOf, conservationReport, accounts } from '../../store/ledger.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { secretOf, STAFF, staffHub } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import type { ExclusionCheck } from '../exclusionCheck.ts';
import { PERMISSIONS } from '../../staff/permissions.ts';
import { loginAtStation, logoutAtStation } from '../stationLogin.ts';
import { tapCard } from '../authenticatedCard.ts';
import { TEST_CARD_KEY } from '../../__tests__/helpers/testCardKey.ts';
import { deskSession, issueVirtualCard } from '../../__tests__/helpers/virtualCards.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const UID = '04A1B2C3D4E5F6';
const ADULT = {
  lastName: 'Martin',
  firstName: 'Léa',
  birthDate: '1985-03-02',
  idDocument: { type: 'passport', number: '19AB12345' },
};

function balances(hub: RunningHub): Record<string, number> {
  const rows = hub.state.db.prepare('SELECT account, balance FROM balances ORDER BY account').all() as {
    account: string;
    balance: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.account, r.balance]));
}

async function errorCode(staff: TestStaff, type: string, id: string, fields: Record<string, unknown>) {
  const reply = await staff.command(type, id, fields);
  return reply.ok ? 'ok' : { code: reply.error.code, ...(reply.error.params ?? {}) };
}

describe("the hold'em cashier over the staff API", () => {
  it('runs a player from registration to payment, to the cent', async () => {
    const clock = manualClock();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-players-api-'));
    const hub = await staffHub(clock, { dataDir });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const chloe = await loginStaff(url, 'chloe', secretOf('chloe'));
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    const db = hub.state.db;

    expect(await chloe.ok('registerPlayer', 'register-lea-0001', ADULT)).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
    const card = await issueVirtualCard(chloe, 'card-lea-00000001', 'P000001', UID);
    const tapped = await tapCard(db, card, card.uid, TEST_CARD_KEY);
    if (!tapped.ok) throw new Error(tapped.code);
    const proof = tapped.card;
    const token = proof.cardToken;
    expect(token).toHaveLength(22);
    // A repeat of the command id is answered again (the card is not touched twice).
    const repeat = await chloe.command('issueCard', 'card-lea-00000001', {
      playerId: 'P000001',
      cardUid: UID,
    });
    expect(repeat.ok && repeat.result).toEqual({
      kind: 'cardIssued',
      playerId: 'P000001',
      cardUid: UID,
      revokedCardUid: null,
    });

    expect(
      await bruno.ok('setCaveLimits', 'cave-limits-0001', {
        tableId: 'holdem-1',
        minimum: 10_000,
        maximum: 100_000,
      }),
    ).toEqual({ kind: 'caveLimitsSet', tableId: 'holdem-1', minimum: 10_000, maximum: 100_000 });
    const cave = { playerId: 'P000001', tableId: 'holdem-1', method: 'cash' };
    expect(
      await errorCode(chloe, 'buyCave', 'cave-lea-low-0001', { ...cave, amount: 9_999, pin: '4821' }),
    ).toEqual({
      code: 'CAVE_BELOW_MINIMUM',
      minimum: 10_000,
    });
    expect(await chloe.ok('buyCave', 'cave-lea-00000001', { ...cave, amount: 25_050, pin: '4821' })).toEqual({
      kind: 'caveBought',
      playerId: 'P000001',
      tableId: 'holdem-1',
      amount: 25_050,
      balance: 25_050,
      pinProgrammed: true,
    });
    expect(
      await chloe.ok('buyCave', 'cave-lea-00000002', { ...cave, amount: 10_000, method: 'card' }),
    ).toMatchObject({
      balance: 35_050,
      pinProgrammed: false,
    });
    expect(balances(hub)).toEqual({ cashier: -35_050, 'player:P000001': 35_050 });

    // The station's service (its wire message comes with the terminal protocol).
    const at = () => new Date(clock.now()).toISOString();
    expect(await loginAtStation(db, at(), 'T1', proof, '4821')).toMatchObject({
      ok: true,
      playerId: 'P000001',
    });
    expect(await loginAtStation(db, at(), 'T2', proof, '4821')).toEqual({
      ok: false,
      code: 'CARD_ACTIVE_ELSEWHERE',
      terminalId: 'T1',
    });
    // Payment only once the player has left the station.
    // At the desk: the card on its reader (a one-time session) and the PIN.
    const pay = { playerId: 'P000001', cardSession: await deskSession(chloe, card), pin: '4821' };
    expect(await errorCode(chloe, 'payPlayer', 'pay-lea-early-0001', pay)).toEqual({
      code: 'PLAYER_AT_STATION',
      terminalId: 'T1',
    });
    expect(logoutAtStation(db, at(), 'T1')).toMatchObject({ ok: true });
    expect(await loginAtStation(db, at(), 'T2', proof, '0000')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 2,
    });
    expect(await loginAtStation(db, at(), 'T2', proof, '1111')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 1,
    });
    expect(await loginAtStation(db, at(), 'T2', proof, '2222')).toEqual({
      ok: false,
      code: 'CARD_LOCKED',
    });
    expect(await loginAtStation(db, at(), 'T2', proof, '4821')).toEqual({
      ok: false,
      code: 'CARD_LOCKED',
    });
    // Only the cashier unlocks.
    expect(await errorCode(bruno, 'unlockCard', 'unlock-by-comite-1', { cardUid: UID })).toMatchObject({
      code: 'FORBIDDEN',
    });
    clock.advance(90_000);
    expect(await chloe.ok('unlockCard', 'unlock-lea-000001', { cardUid: UID })).toEqual({
      kind: 'cardUnlocked',
      playerId: 'P000001',
      cardUid: UID,
    });
    const unlocked = db.prepare("SELECT actor, at FROM journal WHERE kind = 'CardUnlocked'").get() as {
      actor: string;
      at: string;
    };
    expect(unlocked).toEqual({ actor: 'staff:chloe', at: '2026-11-29T14:01:30.000Z' });
    expect(await loginAtStation(db, at(), 'T2', proof, '4821')).toMatchObject({ ok: true });
    expect(logoutAtStation(db, at(), 'T2')).toMatchObject({ ok: true });

    expect(await chloe.ok('payPlayer', 'pay-lea-000000001', pay)).toEqual({
      kind: 'playerPaid',
      playerId: 'P000001',
      amount: 35_050,
    });
    expect(balances(hub)).toEqual({ cashier: 0, 'player:P000001': 0 });
    expect(balanceOf(db, accounts.player('P000001'))).toBe(0);
    expect(conservationReport(db).ok).toBe(true);
    expect(integrityReport(db).problems).toEqual([]);

    // Neither the PIN nor the card token is stored in clear anywhere.
    const everything = JSON.stringify([
      db.prepare('SELECT * FROM commands').all(),
      db.prepare('SELECT * FROM journal').all(),
      db.prepare('SELECT * FROM players').all(),
      db.prepare('SELECT * FROM player_cards').all(),
    ]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('"4821"');

    // The store passes the hub's start-up check: a restarted hub serves it.
    await hub.close();
    running = [];
    const again = await staffHub(clock, { dataDir });
    running.push(again);
    const chloe2 = await loginStaff(`ws://127.0.0.1:${again.port}/staff`, 'chloe', secretOf('chloe'));
    // Sessions live in the hub's memory: after the restart, a new tap at the desk.
    const again2 = { ...pay, cardSession: await deskSession(chloe2, card) };
    expect(await errorCode(chloe2, 'payPlayer', 'pay-lea-again-0001', again2)).toEqual({
      code: 'NOTHING_TO_PAY',
    });
  });

  it('refuses minors and whom the exclusion hook refuses', async () => {
    const barred: ExclusionCheck = {
      check: (who) =>
        who.idDocument.number === 'X0000001'
          ? { excluded: true, source: 'fichier national des interdits de jeu', reference: 'FNIJ-1' }
          : { excluded: false, source: 'fichier national des interdits de jeu' },
    };
    const hub = await staffHub(manualClock(), { extra: { exclusionCheck: barred } });
    running.push(hub);
    const chloe = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
    // The clock: 29 November 2026 in Paris.
    expect(
      await errorCode(chloe, 'registerPlayer', 'register-minor-01', { ...ADULT, birthDate: '2008-11-30' }),
    ).toEqual({
      code: 'MINOR',
      birthDate: '2008-11-30',
      adultOn: '2026-11-30',
    });
    expect(
      await errorCode(chloe, 'registerPlayer', 'register-barred-1', {
        ...ADULT,
        idDocument: { type: 'idCard', number: 'X0000001' },
      }),
    ).toEqual({
      code: 'PLAYER_EXCLUDED',
      source: 'fichier national des interdits de jeu',
      reference: 'FNIJ-1',
    });
    expect(await chloe.ok('registerPlayer', 'register-lea-0001', ADULT)).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
    const kinds = hub.state.db
      .prepare("SELECT kind FROM journal WHERE kind LIKE 'Player%' ORDER BY seq")
      .all()
      .map((r) => (r as { kind: string }).kind);
    expect(kinds).toEqual(['PlayerRegistrationRefused', 'PlayerRegistered']);
  });

  it('answers who holds a card and what a room looks like, to the roles that run the room', async () => {
    const hub = await staffHub(manualClock(), { seed: 3 });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const chloe = await loginStaff(url, 'chloe', secretOf('chloe'));
    const emma = await loginStaff(url, 'emma', secretOf('emma'));
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    await chloe.ok('registerPlayer', 'register-lea-0001', ADULT);
    await chloe.ok('registerPlayer', 'register-tom-0001', {
      ...ADULT,
      firstName: 'Tom',
      idDocument: { type: 'idCard', number: 'T1' },
    });
    await issueVirtualCard(chloe, 'card-lea-00000001', 'P000001', UID);
    await issueVirtualCard(chloe, 'card-lea-00000002', 'P000001', '04000000000002');
    await bruno.ok('setCaveLimits', 'cave-limits-0001', {
      tableId: 'holdem-1',
      minimum: 10_000,
      maximum: null,
    });
    await chloe.ok('buyCave', 'cave-lea-00000001', {
      playerId: 'P000001',
      tableId: 'holdem-1',
      amount: 10_000,
      method: 'cash',
      pin: '4821',
    });
    const seat = await emma.ok('assignSeat', 'seat-lea-00000001', {
      tableId: 'holdem-1',
      playerId: 'P000001',
    });
    await emma.ok('joinWaitingList', 'join-tom-00000001', { tableId: 'holdem-1', playerId: 'P000002' });
    const seatNo = seat.kind === 'seatAssigned' ? seat.seat : 0;

    const ask = async (who: TestStaff, message: Record<string, unknown>) => {
      const mark = who.received.length;
      who.send(message);
      return who.next((m) => m.type === 'player' || m.type === 'holdemRoom' || m.type === 'error', mark);
    };
    // The revoked card still names its holder: a found lost card is recognised.
    expect(await ask(chloe, { type: 'findPlayer', cardUid: UID.toLowerCase() })).toEqual({
      type: 'player',
      player: {
        playerId: 'P000001',
        lastName: 'Martin',
        firstName: 'Léa',
        birthDate: '1985-03-02',
        idDocument: { type: 'passport', number: '19AB12345' },
        pinSet: true,
        balance: 10_000,
        cards: [
          { cardUid: UID, status: 'revoked', locked: false, failedPins: 0, activeTerminal: null },
          { cardUid: '04000000000002', status: 'active', locked: false, failedPins: 0, activeTerminal: null },
        ],
        seat: { tableId: 'holdem-1', seat: seatNo },
      },
    });
    expect(await ask(emma, { type: 'findPlayer', playerId: 'P000009' })).toMatchObject({
      type: 'error',
      error: { code: 'UNKNOWN_PLAYER' },
    });
    expect(await ask(emma, { type: 'getHoldemRoom', tableId: 'holdem-1' })).toEqual({
      type: 'holdemRoom',
      room: {
        tableId: 'holdem-1',
        caveLimits: { minimum: 10_000, maximum: null },
        waiting: [{ position: 1, playerId: 'P000002', state: 'waiting' }],
        seats: [{ seat: seatNo, playerId: 'P000001' }],
        canDeal: false,
      },
    });
    expect(await ask(alice, { type: 'findPlayer', playerId: 'P000001' })).toMatchObject({
      type: 'error',
      error: { code: 'FORBIDDEN', params: { role: 'croupier' } },
    });
  });

  it("lets each role do only its own hold'em actions", async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const samples: Record<string, Record<string, unknown>> = {
      registerPlayer: ADULT,
      issueCard: { playerId: 'P000001', cardUid: UID },
      buyCave: { playerId: 'P000001', tableId: 'holdem-1', amount: 100, method: 'cash' },
      unlockCard: { cardUid: UID },
      payPlayer: { playerId: 'P000001', cardSession: 'a'.repeat(64), pin: '1234' },
      setCaveLimits: { tableId: 'holdem-1', minimum: 100, maximum: null },
      joinWaitingList: { tableId: 'holdem-1', playerId: 'P000001' },
      callNextWaiting: { tableId: 'holdem-1' },
      skipWaiting: { tableId: 'holdem-1', playerId: 'P000001' },
      assignSeat: { tableId: 'holdem-1', playerId: 'P000001' },
      freeSeat: { tableId: 'holdem-1', seat: 1 },
    };
    const expected: Record<string, readonly StaffRole[]> = {
      registerPlayer: ['caissier'],
      issueCard: ['caissier'],
      buyCave: ['caissier'],
      unlockCard: ['caissier'],
      payPlayer: ['caissier'],
      setCaveLimits: ['comiteDeDirection'],
      joinWaitingList: ['chefDePartie', 'comiteDeDirection'],
      callNextWaiting: ['chefDePartie', 'comiteDeDirection'],
      skipWaiting: ['chefDePartie', 'comiteDeDirection'],
      assignSeat: ['chefDePartie', 'comiteDeDirection'],
      freeSeat: ['chefDePartie', 'comiteDeDirection'],
    };
    for (const type of Object.keys(samples))
      expect(PERMISSIONS[type as keyof typeof PERMISSIONS]).toEqual(expected[type]);
    for (const [login, role] of Object.entries(STAFF)) {
      const s = await loginStaff(url, login, secretOf(login));
      for (const [type, fields] of Object.entries(samples)) {
        const reply = await s.command(type, `${type}-${login}-probe`, fields);
        const forbidden = !reply.ok && reply.error.code === 'FORBIDDEN';
        expect({ login, type, forbidden }).toEqual({
          login,
          type,
          forbidden: !expected[type]?.includes(role),
        });
      }
      s.close();
    }
  });
});
