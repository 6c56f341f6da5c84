// The player entries as the hub writes them (hub/players/): a cashier's and a chef de partie's
// day — registration, card, cave with PIN, wrong PINs to the lock, unlock, login and logout, the
// waiting list and a seat — and every journaled entry of a catalogued kind parses to itself.
import { describe, expect, it } from 'vitest';
import { loginAtStation, logoutAtStation } from '../../players/stationLogin.ts';
import { identity, playerDesk } from '../../players/__tests__/helpers/playerDesk.ts';
import { isEntryKind } from '../catalogue.ts';
import { readEntry } from '../typedJournal.ts';

const T = 'holdem-1';
const UID = '04A1B2C3D4E5F6';

describe('the player entries as the hub writes them', () => {
  it('every journaled entry of a catalogued kind parses to the payload stored', async () => {
    const desk = playerDesk();
    desk.ok('bruno', 'comiteDeDirection', {
      type: 'setCaveLimits',
      tableId: T,
      minimum: 5_000,
      maximum: null,
    });
    desk.ok('chloe', 'caissier', identity('AB1'));
    desk.ok('chloe', 'caissier', identity('AB2'));
    const card = await desk.issue('P000001', UID);
    desk.ok('chloe', 'caissier', {
      type: 'buyCave',
      playerId: 'P000001',
      tableId: T,
      amount: 5_000,
      method: 'cash',
      pin: '4821',
    });
    const proof = await desk.tap(card);
    for (let i = 0; i < 3; i++) await loginAtStation(desk.db, desk.at(), 'T1', proof, '0000');
    desk.ok('chloe', 'caissier', { type: 'unlockCard', cardUid: UID });
    expect((await loginAtStation(desk.db, desk.at(), 'T1', await desk.tap(card), '4821')).ok).toBe(true);
    expect(logoutAtStation(desk.db, desk.at(), 'T1').ok).toBe(true);
    for (const playerId of ['P000001', 'P000002'])
      desk.ok('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId });
    desk.ok('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T });
    desk.ok('emma', 'chefDePartie', { type: 'skipWaiting', tableId: T, playerId: 'P000001' });
    desk.ok('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T });
    const seated = desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: 'P000002' });
    const seat = seated.kind === 'seatAssigned' ? seated.seat : 0;
    desk.ok('emma', 'chefDePartie', { type: 'freeSeat', tableId: T, seat });

    const rows = desk.db.prepare('SELECT seq, kind, payload FROM journal ORDER BY seq').all() as {
      seq: number;
      kind: string;
      payload: string;
    }[];
    const seen = new Set<string>();
    for (const row of rows) {
      if (!isEntryKind(row.kind)) continue;
      seen.add(row.kind);
      expect(readEntry(row.kind, row.payload, row.seq)).toEqual({
        ok: true,
        payload: JSON.parse(row.payload),
      });
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'CardIssued',
        'CardLocked',
        'CardUnlocked',
        'CaveBought',
        'CaveLimitsSet',
        'PinFailed',
        'PinProgrammed',
        'PlayerLoggedIn',
        'PlayerLoggedOut',
        'PlayerRegistered',
        'SeatAssigned',
        'SeatFreed',
        'WaitingListCalled',
        'WaitingListJoined',
        'WaitingListSkipped',
      ]),
    );
  });
});
