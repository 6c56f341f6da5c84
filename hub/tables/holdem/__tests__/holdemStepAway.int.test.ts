// "Je m'absente" at a hold'em station over real WebSockets (issue 12 §5, seed 000 absence rule):
// the player sits out and the absence starts, journaled; the station's view shows until when;
// beyond the maximum the hub raises it (journaled) and the station and staff see it; back at the
// station, holdemSitIn ends it. A repeat of the command answers the same and sits out no twice.
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { secretOf } from '../../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../__tests__/helpers/testStaff.ts';
import type { StaffHubMessage } from '../../../../protocol/staffMessages.ts';
import { DEFAULT_MAX_ABSENCE_MS } from '../../cards/cardConfig.ts';
import { issueVirtualCard, tapAt } from '../../../__tests__/helpers/virtualCards.ts';
import {
  commandId,
  connectStation,
  holdemHub,
  scriptedRng,
  T,
  type TestStation,
} from './helpers/holdemHub.ts';

const PIN = '4821';
const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
});

async function holdemPlayers(
  tables: TestStaff,
): Promise<Extract<StaffHubMessage, { type: 'tables' }>['holdemTables']> {
  const mark = tables.received.length;
  tables.send({ type: 'getTables' });
  const m = (await tables.next((x) => x.type === 'tables', mark)) as Extract<
    StaffHubMessage,
    { type: 'tables' }
  >;
  return m.holdemTables;
}

describe("Je m'absente at a hold'em station", () => {
  it('sits out, shows the allowed absence, raises it beyond the maximum, and ends it on sit-in', async () => {
    const clock = manualClock(Date.UTC(2026, 11, 2, 15, 0, 0));
    const { hub, url } = await holdemHub(clock, scriptedRng(3));
    open.push(hub);
    const staff = async (login: string): Promise<TestStaff> => {
      const s = await loginStaff(url('/staff'), login, secretOf(login));
      open.push(s);
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
      amount: 5_000,
      method: 'cash',
      pin: PIN,
    });
    await emma.ok('joinWaitingList', commandId('wait'), { tableId: T, playerId: registered.playerId });
    await emma.ok('callNextWaiting', commandId('call'), { tableId: T });
    await emma.ok('assignSeat', commandId('seat'), { tableId: T, playerId: registered.playerId });
    await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T });

    const station: TestStation = await connectStation(url('/terminal'), 'T1');
    open.push(station);
    // Not logged in: refused, as any hold'em station command.
    expect(await station.command('holdemStepAway', commandId('away'))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await station.command('playerLogin', commandId('login'), {
      cardSession: await tapAt(station.socket, card),
      pin: PIN,
    });
    expect(await station.command('holdemSitDown', commandId('sit'), { cave: 5_000 })).toMatchObject({
      ok: true,
    });

    const since = clock.now();
    const away = commandId('away');
    const reply = await station.command('holdemStepAway', away);
    expect(reply).toEqual({
      type: 'reply',
      commandId: away,
      ok: true,
      result: { kind: 'away', since, allowedUntil: since + DEFAULT_MAX_ABSENCE_MS },
    });
    expect(await station.command('holdemStepAway', away)).toEqual(reply);
    const journal = (kind: string): number =>
      (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal WHERE kind = ?').get(kind) as { n: number }).n;
    expect(journal('HoldemAwayDeclared')).toBe(1);
    const seq = hub.state.holdem.sequence(T);
    const viewed = await station.view(seq);
    expect(viewed.away).toEqual({
      since,
      allowedUntil: since + DEFAULT_MAX_ABSENCE_MS,
      beyondMaximum: false,
    });
    expect((await holdemPlayers(emma))?.[0]?.players[0]).toMatchObject({
      sittingOut: true,
      away: { since, beyondMaximum: false },
    });

    // Beyond the maximum: raised by the hub, journaled once, shown to the station and to staff.
    clock.advance(DEFAULT_MAX_ABSENCE_MS + 1_000);
    expect(journal('HoldemAbsenceRaised')).toBe(1);
    const raised = await station.view(hub.state.holdem.sequence(T));
    expect(raised.away).toEqual({ since, allowedUntil: since + DEFAULT_MAX_ABSENCE_MS, beyondMaximum: true });
    expect((await holdemPlayers(emma))?.[0]?.players[0]?.away?.beyondMaximum).toBe(true);

    // Back at the station before staff acted: sit-in ends the absence.
    expect(await station.command('holdemSitIn', commandId('in'))).toMatchObject({ ok: true });
    expect(journal('HoldemAbsenceEnded')).toBe(1);
    const back = await station.view(hub.state.holdem.sequence(T));
    expect(back.away).toBe(undefined);
    expect((await holdemPlayers(emma))?.[0]?.players[0]?.away).toBe(undefined);
  });
});
