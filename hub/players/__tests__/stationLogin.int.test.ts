// Login at a hold'em station by card and PIN (RULES.md A.1, A.7): the card is a virtual DESFire
// card authenticated at its tap (issue 12 §2); one station per card, logout frees it, three wrong
// PINs lock the card until a cashier unlocks it; every step journaled and the card projection
// equal to its rebuild from the journal.
import { describe, expect, it } from 'vitest';
import { integrityReport } from '../../store/integrity.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { loginAtStation, logoutAtStation } from '../stationLogin.ts';
import { identity, playerDesk, type PlayerDesk } from './helpers/playerDesk.ts';

const UID = '04A1B2C3D4E5F6';

/** A player desk whose hold'em table takes caves of at least 50 €. */
function caveDesk(): PlayerDesk {
  const desk = playerDesk();
  desk.ok('bruno', 'comiteDeDirection', {
    type: 'setCaveLimits',
    tableId: 'holdem-1',
    minimum: 5_000,
    maximum: null,
  });
  return desk;
}

async function seatedPlayer(
  desk: PlayerDesk,
  doc: string,
  cardUid: string,
  pin?: string,
): Promise<VirtualDesfire> {
  desk.ok('chloe', 'caissier', identity(doc));
  const playerId = `P00000${(desk.db.prepare('SELECT COUNT(*) AS n FROM players').get() as { n: number }).n}`;
  const card = await desk.issue(playerId, cardUid);
  if (pin !== undefined)
    desk.ok('chloe', 'caissier', {
      type: 'buyCave',
      playerId,
      tableId: 'holdem-1',
      amount: 5_000,
      method: 'cash',
      pin,
    });
  return card;
}

const refusal = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e as Error).message,
  );

describe('login at a station', () => {
  it('logs in by card and PIN, refuses a second station until logout, and refuses forged or unknown cards', async () => {
    const desk = caveDesk();
    const card = await seatedPlayer(desk, 'AB1', UID);
    const proof = await desk.tap(card);
    const at = desk.at();
    // Card issued, no cave yet: the PIN is not programmed.
    expect(await loginAtStation(desk.db, at, 'T1', proof, '4821')).toEqual({
      ok: false,
      code: 'PIN_NOT_SET',
    });
    desk.ok('chloe', 'caissier', {
      type: 'buyCave',
      playerId: 'P000001',
      tableId: 'holdem-1',
      amount: 5_000,
      method: 'cash',
      pin: '4821',
    });
    expect(await loginAtStation(desk.db, at, 'T9', proof, '4821')).toEqual({
      ok: false,
      code: 'UNKNOWN_TERMINAL',
    });
    // A card never issued, and a copy of this one (same UID, no key), never reach the login.
    expect(await refusal(desk.tap(new VirtualDesfire({ uid: Buffer.from('04000000000000', 'hex') })))).toBe(
      'CARD_BLANK',
    );
    expect(await refusal(desk.tap(VirtualDesfire.cloneOf(card)))).toBe('CARD_NOT_GENUINE');
    expect(await loginAtStation(desk.db, at, 'T1', proof, '4821')).toEqual({
      ok: true,
      playerId: 'P000001',
      lastName: 'Dupont',
      firstName: 'Camille',
    });
    expect(await loginAtStation(desk.db, at, 'T2', proof, '4821')).toEqual({
      ok: false,
      code: 'CARD_ACTIVE_ELSEWHERE',
      terminalId: 'T1',
    });
    // Another player's card cannot take an occupied station.
    const other = await desk.tap(await seatedPlayer(desk, 'AB2', '04000000000002', '1111'));
    expect(await loginAtStation(desk.db, at, 'T1', other, '1111')).toEqual({
      ok: false,
      code: 'STATION_OCCUPIED',
    });
    expect(logoutAtStation(desk.db, at, 'T1')).toEqual({ ok: true, playerId: 'P000001', cardUid: UID });
    expect(logoutAtStation(desk.db, at, 'T1')).toEqual({ ok: false, code: 'NOBODY_LOGGED_IN' });
    expect(await loginAtStation(desk.db, at, 'T2', proof, '4821')).toMatchObject({ ok: true });
    expect(desk.journal('PlayerLoggedIn', 'PlayerLoggedOut', 'StationLoginRefused')).toEqual([
      [
        'StationLoginRefused',
        'terminal:T1',
        { playerId: 'P000001', cardUid: UID, terminalId: 'T1', reason: 'PIN_NOT_SET' },
      ],
      ['PlayerLoggedIn', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1' }],
      [
        'StationLoginRefused',
        'terminal:T2',
        { playerId: 'P000001', cardUid: UID, terminalId: 'T2', reason: 'CARD_ACTIVE_ELSEWHERE' },
      ],
      [
        'StationLoginRefused',
        'terminal:T1',
        { playerId: 'P000002', cardUid: '04000000000002', terminalId: 'T1', reason: 'STATION_OCCUPIED' },
      ],
      ['PlayerLoggedOut', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1' }],
      ['PlayerLoggedIn', 'terminal:T2', { playerId: 'P000001', cardUid: UID, terminalId: 'T2' }],
    ]);
    // A re-issued card revokes the old one: the old card is unknown, the new one logs in.
    const fresh = await desk.issue('P000001', '04000000000003');
    // Tapped before the re-issue, its PIN typed after: refused all the same.
    expect(await loginAtStation(desk.db, at, 'T3', proof, '4821')).toEqual({
      ok: false,
      code: 'UNKNOWN_CARD',
    });
    // The old card is genuine, and still refused at its tap.
    expect(await refusal(desk.tap(card))).toBe('UNKNOWN_CARD');
    expect(await loginAtStation(desk.db, at, 'T3', await desk.tap(fresh), '4821')).toMatchObject({
      ok: true,
    });
    expect(integrityReport(desk.db).problems).toEqual([]);
  });

  it('locks the card at the third wrong PIN in a row until a cashier unlocks it', async () => {
    const desk = caveDesk();
    const proof = await desk.tap(await seatedPlayer(desk, 'AB1', UID, '4821'));
    const at = desk.at();
    expect(await loginAtStation(desk.db, at, 'T1', proof, '0000')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 2,
    });
    expect(await loginAtStation(desk.db, at, 'T1', proof, '0001')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 1,
    });
    // A right PIN resets the count.
    expect(await loginAtStation(desk.db, at, 'T1', proof, '4821')).toMatchObject({ ok: true });
    logoutAtStation(desk.db, at, 'T1');
    expect(await loginAtStation(desk.db, at, 'T1', proof, '0000')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 2,
    });
    expect(await loginAtStation(desk.db, at, 'T1', proof, '0000')).toEqual({
      ok: false,
      code: 'WRONG_PIN',
      attemptsLeft: 1,
    });
    expect(await loginAtStation(desk.db, at, 'T2', proof, '0000')).toEqual({
      ok: false,
      code: 'CARD_LOCKED',
    });
    // Locked: even the right PIN is refused, at any station.
    expect(await loginAtStation(desk.db, at, 'T1', proof, '4821')).toEqual({
      ok: false,
      code: 'CARD_LOCKED',
    });
    const refused = desk.run('emma', 'chefDePartie', { type: 'unlockCard', cardUid: '04000000000009' });
    expect(refused.ok === false && refused.error.code).toBe('UNKNOWN_CARD');
    desk.now += 60_000;
    expect(desk.ok('chloe', 'caissier', { type: 'unlockCard', cardUid: UID })).toEqual({
      kind: 'cardUnlocked',
      playerId: 'P000001',
      cardUid: UID,
    });
    const again = desk.run('chloe', 'caissier', { type: 'unlockCard', cardUid: UID });
    expect(again.ok === false && again.error.code).toBe('CARD_NOT_LOCKED');
    expect(await loginAtStation(desk.db, desk.at(), 'T1', proof, '4821')).toMatchObject({ ok: true });
    const rows = desk.db
      .prepare(
        "SELECT kind, actor, at, payload FROM journal WHERE kind IN ('PinFailed', 'CardLocked', 'CardUnlocked') ORDER BY seq",
      )
      .all() as { kind: string; actor: string; at: string; payload: string }[];
    expect(rows.map((r) => [r.kind, r.actor, JSON.parse(r.payload) as unknown])).toEqual([
      ['PinFailed', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1', attempts: 1 }],
      ['PinFailed', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1', attempts: 2 }],
      ['PinFailed', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1', attempts: 1 }],
      ['PinFailed', 'terminal:T1', { playerId: 'P000001', cardUid: UID, terminalId: 'T1', attempts: 2 }],
      ['PinFailed', 'terminal:T2', { playerId: 'P000001', cardUid: UID, terminalId: 'T2', attempts: 3 }],
      ['CardLocked', 'hub', { playerId: 'P000001', cardUid: UID, terminalId: 'T2', attempts: 3 }],
      ['CardUnlocked', 'staff:chloe', { playerId: 'P000001', cardUid: UID, failedPins: 3 }],
    ]);
    // Who unlocked, and when: the entry's actor and time.
    expect(rows.at(-1)?.at).toBe('2026-11-29T14:01:00.000Z');
    expect(integrityReport(desk.db).problems).toEqual([]);
  });

  it('counts wrong PINs typed at the same time at two stations', async () => {
    const desk = caveDesk();
    const proof = await desk.tap(await seatedPlayer(desk, 'AB1', UID, '4821'));
    const at = desk.at();
    const outcomes = await Promise.all(
      ['T1', 'T2', 'T3', 'T1'].map((t) => loginAtStation(desk.db, at, t, proof, '9999')),
    );
    // Their hashes finish in any order; each attempt is then decided on the card as it is.
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.code)).sort()).toEqual([
      'CARD_LOCKED',
      'CARD_LOCKED',
      'WRONG_PIN',
      'WRONG_PIN',
    ]);
    expect(desk.journal('PinFailed').map(([, , p]) => (p as { attempts: number }).attempts)).toEqual([
      1, 2, 3,
    ]);
    expect(desk.journal('CardLocked')).toHaveLength(1);
  });
});
