// A hold'em hub with one registered player ready to log in at a station (the cashier's and the
// chef de partie's steps of seed 000 over the staff socket): identity, nominative card, cave
// with the PIN, waiting list, seat drawn, partie opened. The card is a virtual DESFire card. For the station's login tests.
import type { ManualClock } from '../../../../hub/__tests__/helpers/manualClock.ts';
import { secretOf } from '../../../../hub/__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../../hub/__tests__/helpers/testStaff.ts';
import {
  commandId,
  holdemHub,
  scriptedRng,
  T,
} from '../../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import type { RunningHub } from '../../../../hub/hub.ts';
import { issueVirtualCard } from '../../../../hub/__tests__/helpers/virtualCards.ts';
import type { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';

/** The room: the hub, its URL, the staff consoles and the player's card. */
export interface HoldemRoom {
  readonly hub: RunningHub;
  readonly url: (path: string) => string;
  readonly cashier: TestStaff;
  readonly player: {
    readonly playerId: string;
    readonly uid: string;
    /** Their virtual DESFire card, issued at the cashier's desk reader. */
    readonly card: VirtualDesfire;
    readonly seat: number;
  };
  close(): Promise<void>;
}

/** Starts the room with one player whose PIN is `pin` and whose account holds `bought` cents. */
export async function holdemRoom(clock: ManualClock, pin: string, bought = 10_000): Promise<HoldemRoom> {
  const { hub, url } = await holdemHub(clock, scriptedRng(5));
  const consoles: TestStaff[] = [];
  const staff = async (login: string): Promise<TestStaff> => {
    const s = await loginStaff(url('/staff'), login, secretOf(login));
    consoles.push(s);
    return s;
  };
  const [bruno, chloe, emma] = [await staff('bruno'), await staff('chloe'), await staff('emma')];
  await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 4_000, maximum: null });
  const registered = await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1980-05-17',
    idDocument: { type: 'idCard', number: 'IDA' },
  });
  if (registered.kind !== 'playerRegistered') throw new Error('not registered');
  const uid = '04A1B2C3D4E5F1';
  const card = await issueVirtualCard(chloe, commandId('card'), registered.playerId, uid);
  await chloe.ok('buyCave', commandId('cave'), {
    playerId: registered.playerId,
    tableId: T,
    amount: bought,
    method: 'cash',
    pin,
  });
  await emma.ok('joinWaitingList', commandId('wait'), { tableId: T, playerId: registered.playerId });
  await emma.ok('callNextWaiting', commandId('call'), { tableId: T });
  const seated = await emma.ok('assignSeat', commandId('seat'), {
    tableId: T,
    playerId: registered.playerId,
  });
  if (seated.kind !== 'seatAssigned') throw new Error('no seat');
  await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T });
  return {
    hub,
    url,
    cashier: chloe,
    player: { playerId: registered.playerId, uid, card, seat: seated.seat },
    async close() {
      for (const c of consoles) c.close();
      await hub.close();
    },
  };
}
