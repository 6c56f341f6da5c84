// The hold'em waiting list and seats (seed 000): called in order of registration, skipping whoever
// does not answer, seats drawn at random among the free ones (journaled), ten seats at most,
// nobody seated twice, two players to deal; the projections equal their rebuild from the journal.
import { describe, expect, it } from 'vitest';
import { integrityReport } from '../../store/integrity.ts';
import { canDeal, seatedPlayers } from '../waitingList.ts';
import { identity, playerDesk, type PlayerDesk } from './helpers/playerDesk.ts';

const T = 'holdem-1';

function register(desk: PlayerDesk, n: number): void {
  for (let i = 1; i <= n; i++) desk.ok('chloe', 'caissier', identity(`DOC${i}`));
}

const pid = (i: number) => `P${String(i).padStart(6, '0')}`;

function code(outcome: ReturnType<PlayerDesk['run']>): unknown {
  return outcome.ok ? 'ok' : { code: outcome.error.code, ...(outcome.error.params ?? {}) };
}

describe('the waiting list', () => {
  it('calls in order of registration, skips who does not answer, and seats the called player at random', () => {
    const desk = playerDesk();
    register(desk, 3);
    for (const i of [1, 2, 3])
      expect(
        desk.ok('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId: pid(i) }),
      ).toEqual({
        kind: 'waitingJoined',
        tableId: T,
        playerId: pid(i),
        position: i,
      });
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId: pid(2) })),
    ).toEqual({
      code: 'ALREADY_WAITING',
    });
    // Nobody may be seated out of turn.
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(2) })),
    ).toEqual({
      code: 'NOT_CALLED',
      calledPlayerId: '',
    });
    expect(desk.ok('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T })).toEqual({
      kind: 'waitingCalled',
      tableId: T,
      playerId: pid(1),
    });
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'skipWaiting', tableId: T, playerId: pid(2) })),
    ).toEqual({
      code: 'NOT_CALLED',
      calledPlayerId: '',
    });
    expect(desk.ok('emma', 'chefDePartie', { type: 'skipWaiting', tableId: T, playerId: pid(1) })).toEqual({
      kind: 'waitingSkipped',
      tableId: T,
      playerId: pid(1),
    });
    expect(desk.ok('bruno', 'comiteDeDirection', { type: 'callNextWaiting', tableId: T })).toMatchObject({
      playerId: pid(2),
    });
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(3) })),
    ).toEqual({
      code: 'NOT_CALLED',
      calledPlayerId: pid(2),
    });
    const seated = desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(2) });
    expect(seated).toMatchObject({ kind: 'seatAssigned', tableId: T, playerId: pid(2), canDeal: false });
    const seat = seated.kind === 'seatAssigned' ? seated.seat : 0;
    expect(desk.journal('SeatAssigned')).toEqual([
      [
        'SeatAssigned',
        'staff:emma',
        {
          tableId: T,
          playerId: pid(2),
          seat,
          freeSeats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          fromWaitingList: true,
        },
      ],
    ]);
    expect(canDeal(desk.db, T)).toBe(false);
    desk.ok('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T });
    const second = desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(3) });
    expect(second).toMatchObject({ playerId: pid(3), canDeal: true });
    expect(canDeal(desk.db, T)).toBe(true);
    expect(code(desk.run('emma', 'chefDePartie', { type: 'callNextWaiting', tableId: T }))).toEqual({
      code: 'WAITING_LIST_EMPTY',
    });
    expect(
      desk
        .journal('WaitingListCalled', 'WaitingListSkipped')
        .map(([k, , p]) => [k, (p as { playerId: string }).playerId]),
    ).toEqual([
      ['WaitingListCalled', pid(1)],
      ['WaitingListSkipped', pid(1)],
      ['WaitingListCalled', pid(2)],
      ['WaitingListCalled', pid(3)],
    ]);
    expect(integrityReport(desk.db).problems).toEqual([]);
  });

  it('fills the ten seats with distinct random seats, refuses an eleventh and a second seat, frees a seat', () => {
    const desk = playerDesk({ seed: 42 });
    register(desk, 12);
    const seats: number[] = [];
    for (let i = 1; i <= 10; i++) {
      // An empty list: the chef de partie seats directly.
      const r = desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(i) });
      if (r.kind === 'seatAssigned') seats.push(r.seat);
    }
    expect([...seats].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Drawn, not handed out in order.
    expect(seats).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Each draw is among the seats journaled free at that moment.
    const draws = desk.journal('SeatAssigned').map(([, , p]) => p as { seat: number; freeSeats: number[] });
    draws.forEach((d, i) => {
      expect(d.freeSeats).toHaveLength(10 - i);
      expect(d.freeSeats).toContain(d.seat);
    });
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(11) })),
    ).toEqual({
      code: 'TABLE_FULL',
      seats: 10,
    });
    // Nobody changes seat: a seated player cannot be seated again, here or elsewhere.
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'assignSeat', tableId: 'holdem-2', playerId: pid(1) })),
    ).toEqual({
      code: 'PLAYER_ALREADY_SEATED',
      tableId: T,
      seat: seats[0],
    });
    expect(
      code(desk.run('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId: pid(1) })),
    ).toMatchObject({
      code: 'PLAYER_ALREADY_SEATED',
    });
    const seatOf4 = seats[3] ?? 0;
    expect(desk.ok('bruno', 'comiteDeDirection', { type: 'freeSeat', tableId: T, seat: seatOf4 })).toEqual({
      kind: 'seatFreed',
      tableId: T,
      playerId: pid(4),
      seat: seatOf4,
      canDeal: true,
    });
    expect(code(desk.run('emma', 'chefDePartie', { type: 'freeSeat', tableId: T, seat: seatOf4 }))).toEqual({
      code: 'SEAT_EMPTY',
    });
    expect(
      desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(11) }),
    ).toMatchObject({
      seat: seatOf4,
    });
    expect(seatedPlayers(desk.db, T)).toHaveLength(10);
    expect(integrityReport(desk.db).problems).toEqual([]);
  });

  it('reports a seat edited behind the journal', () => {
    const desk = playerDesk();
    register(desk, 2);
    desk.ok('emma', 'chefDePartie', { type: 'assignSeat', tableId: T, playerId: pid(1) });
    desk.ok('emma', 'chefDePartie', { type: 'joinWaitingList', tableId: T, playerId: pid(2) });
    expect(integrityReport(desk.db).problems).toEqual([]);
    desk.db.prepare('UPDATE seats SET player_id = ?').run(pid(2));
    desk.db.prepare("UPDATE waiting_list SET state = 'called'").run();
    const report = integrityReport(desk.db);
    const check = report.projections.find((p) => p.name === 'players, cards, caves and seats');
    expect(check?.mismatches).toBe(2);
  });
});
