// The whole room path with the real players service (hub/players): registration, card, cave and
// PIN at the cashier, waiting list and random seat, login by card and PIN, sitting down with the
// cave, a hand, leaving for good, logout, seat freed, payment at the cashier — every cent traced.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import {
  DESK_SESSION,
  DESK_START,
  identity,
  playerDesk,
} from '../../../players/__tests__/helpers/playerDesk.ts';
import type { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';
import { loginAtStation, logoutAtStation } from '../../../players/stationLogin.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { holdemTable } from '../holdemConfig.ts';
import { dispatchHoldem } from '../holdemDispatch.ts';
import { HoldemTable } from '../holdemTable.ts';
import { playersRoomGate } from '../roomGate.ts';
import { HoldemClientMessageSchema } from '../../../../protocol/holdemMessages.ts';
import { key } from './helpers.ts';

const T = 'holdem-1';

describe("the hold'em room with the players service", () => {
  it('seats only the assigned, logged-in player and pays back every cent at the cashier', async () => {
    const desk = playerDesk({ now: DESK_START });
    const clock = manualClock(DESK_START);
    desk.ok('bruno', 'comiteDeDirection', {
      type: 'setCaveLimits',
      tableId: T,
      minimum: 4_000,
      maximum: null,
    });
    const players: { id: string; card: VirtualDesfire; seat: number; terminal: string }[] = [];
    for (const i of [1, 2]) {
      desk.ok('chloe', 'caissier', identity(`AB${i}`));
      const id = `P00000${i}`;
      const uid = `04A1B2C3D4E5F${i}`;
      const card = await desk.issue(id, uid);
      desk.ok('chloe', 'caissier', {
        type: 'buyCave',
        playerId: id,
        tableId: T,
        amount: 20_000,
        method: 'cash',
        pin: '4821',
      });
      desk.ok('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId: id });
      desk.ok('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T });
      const seated = desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: id });
      const seat = seated.kind === 'seatAssigned' ? seated.seat : 0;
      const terminal = `T${i}`;
      expect(await loginAtStation(desk.db, desk.at(), terminal, await desk.tap(card), '4821')).toMatchObject({
        ok: true,
        playerId: id,
      });
      players.push({ id, card, seat, terminal });
    }
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const table = new HoldemTable(holdemTable(T), {
      db: desk.db,
      rng: createRng(seededSource(31)),
      clock,
      room: playersRoomGate(desk.db, T),
    });
    table.recover();
    expect(table.mayChangeCaveMinimum).toBe(true);
    table.startPartie('staff:bruno', { caveMinimum: cents(4_000) });
    expect(table.mayChangeCaveMinimum).toBe(false);
    // Not the assigned seat; not the station the player is logged in at.
    const other = a.seat === 10 ? 9 : a.seat + 1 === b.seat ? a.seat + 2 : a.seat + 1;
    expect(table.sitDown(key(a.terminal), a.id, other, cents(10_000))).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'notAssigned' } },
    });
    expect(table.sitDown(key('T3'), a.id, a.seat, cents(10_000))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    // The station asks to sit: the seat is the one assigned.
    for (const p of players) {
      const wire = { type: 'holdemSitDown', commandId: `sit-${p.id}`, cave: 10_000 } as const;
      expect(dispatchHoldem(table, key(p.terminal), p.id, HoldemClientMessageSchema.parse(wire)).ok).toBe(
        true,
      );
      expect(table.stationView(p.terminal)?.seat).toBe(p.seat);
    }

    clock.advance(table.config.betweenHandsMs);
    const s = table.memory.state;
    if (s.phase !== 'inHand' || s.hand.toAct === null) throw new Error('no hand');
    const first = players.find((p) => p.seat === s.hand.toAct);
    if (first === undefined) throw new Error('no player to act');
    const fold = {
      type: 'holdemAct',
      commandId: 'fold-000001',
      handId: `${T}#1`,
      action: { kind: 'fold' },
    } as const;
    expect(dispatchHoldem(table, key(first.terminal), first.id, fold).ok).toBe(true);
    // Heads-up: the small blind folded, the big blind wins 1 € less 4 % of the 2 € pot (8 cents).
    const winner = first === a ? b : a;
    expect(balanceOf(desk.db, accounts.stack(T, winner.id))).toBe(10_000 + 100 - 8);
    expect(balanceOf(desk.db, accounts.rake(T))).toBe(8);

    for (const p of players) {
      const left = dispatchHoldem(table, key(p.terminal), p.id, {
        type: 'holdemLeave',
        commandId: `leave-${p.id}`,
      });
      expect(left.ok).toBe(true);
      expect(logoutAtStation(desk.db, desk.at(), p.terminal).ok).toBe(true);
      desk.ok('emma', 'chefDePartie', { type: 'freeSeat', tableId: T, seat: p.seat });
      desk.ok(
        'chloe',
        'caissier',
        { type: 'payPlayer', playerId: p.id, cardSession: DESK_SESSION, pin: '4821' },
        await desk.payment(p.card, '4821', p.id),
      );
      expect(balanceOf(desk.db, accounts.player(p.id))).toBe(0);
    }
    // 400 € of caves in; all paid out but the 8 cents of rake.
    expect(balanceOf(desk.db, accounts.cashier)).toBe(-8);
    expect(integrityReport(desk.db).problems).toEqual([]);
    table.stop();
  });
});
