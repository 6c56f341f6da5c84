// Seats, caves, recaves, parties, turn timers and refusals at a hold'em table (seed 000, A.7):
// each refusal is typed, names its limit and changes nothing.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { HoldemTable } from '../holdemTable.ts';
import { OPEN_ROOM, fundPlayer, hostedHoldem, key, logIn, openTable, tempDatabase } from './helpers.ts';
import { accounts } from '../../../store/accounts.ts';

const T = 'holdem-1';

function setUp(players = ['p1', 'p2', 'p3']) {
  const { db } = tempDatabase();
  for (const p of players) fundPlayer(db, p, cents(100_000));
  const opened = openTable(db, createRng(seededSource(7)));
  return { db, ...opened };
}

const count = (db: ReturnType<typeof tempDatabase>['db']): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;

describe('sitting down', () => {
  it('refuses a cave below the partie minimum, above the account, or on a taken seat, changing nothing', () => {
    const { db, table } = setUp();
    table.startPartie('staff:dir', { caveMinimum: cents(5_000) });
    const before = count(db);
    const low = table.sitDown(key('T1'), 'p1', 1, cents(4_999));
    expect(low).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 5_000 } },
    });
    const rich = table.sitDown(key('T1'), 'p1', 1, cents(100_001));
    expect(rich).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_CREDIT', params: { credit: 100_000 } },
    });
    expect(table.sitDown(key('T1'), 'p1', 1, cents(5_000)).ok).toBe(true);
    const taken = table.sitDown(key('T2'), 'p2', 1, cents(5_000));
    expect(taken).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'seatTaken' } },
    });
    const busy = table.sitDown(key('T1'), 'p2', 2, cents(5_000));
    expect(busy).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'terminalBusy' } },
    });
    const badSeat = table.sitDown(key('T2'), 'p2', 11, cents(5_000));
    expect(badSeat).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'badSeat' } },
    });
    expect(count(db)).toBe(before + 1);
    expect(balanceOf(db, accounts.player('p1'))).toBe(95_000);
    expect(balanceOf(db, accounts.stack(T, 'p1'))).toBe(5_000);
    expect(balanceOf(db, accounts.player('p2'))).toBe(100_000);
  });

  it('answers a repeated command id with the same reply and moves the money once (through the table host)', async () => {
    const { db } = tempDatabase();
    fundPlayer(db, 'p1', cents(100_000));
    logIn(db, 'p1', 'T1');
    // The chef de partie assigned seat 1 to p1.
    const room = { ...OPEN_ROOM, assignedSeat: () => 1 };
    const { table, clock } = openTable(db, createRng(seededSource(7)), undefined, {}, room);
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    const send = hostedHoldem(db, clock, table);
    const sit = { type: 'holdemSitDown', commandId: 'sit-00000001' } as const;
    const first = await send('T1', { ...sit, cave: cents(6_000) });
    expect(first).toMatchObject({ ok: true });
    expect(await send('T1', { ...sit, cave: cents(6_000) })).toEqual(first);
    expect(await send('T1', { ...sit, cave: cents(7_000) })).toMatchObject({
      ok: false,
      error: { code: 'COMMAND_ID_REUSED' },
    });
    expect(balanceOf(db, accounts.stack(T, 'p1'))).toBe(6_000);
  });
});

describe('dealing', () => {
  it('deals only during a partie and with two players at least (seed 000)', () => {
    const { table, clock, config } = setUp();
    table.sitDown(key('T1'), 'p1', 1, cents(5_000));
    table.sitDown(key('T2'), 'p2', 2, cents(5_000));
    clock.advance(10 * config.betweenHandsMs);
    expect(table.memory.state.phase).toBe('waiting');
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.leave(key('T2'), 'p2');
    clock.advance(10 * config.betweenHandsMs);
    expect(table.memory.state.phase).toBe('waiting');
    table.sitDown(key('T2'), 'p2', 2, cents(5_000));
    clock.advance(config.betweenHandsMs);
    expect(table.memory.state.phase).toBe('inHand');
  });
});

describe('in a hand', () => {
  function inHand() {
    const s = setUp();
    s.table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    s.table.sitDown(key('T1'), 'p1', 1, cents(10_000));
    s.table.sitDown(key('T2'), 'p2', 2, cents(10_000));
    s.table.sitDown(key('T3'), 'p3', 3, cents(10_000));
    s.clock.advance(s.config.betweenHandsMs);
    return s;
  }

  it('refuses actions out of turn, from another station, on a stale hand; recave and leave mid-hand', () => {
    const { db, table } = inHand();
    // Button 1, blinds 2 and 3: seat 1 acts first.
    const hand = `${T}#1`;
    const before = count(db);
    expect(table.act(key('T2'), 'p2', hand, { kind: 'call' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', params: { reason: 'notYourTurn' } },
    });
    expect(table.act(key('T2'), 'p1', hand, { kind: 'call' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(table.act(key('T1'), 'p1', `${T}#9`, { kind: 'call' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', params: { reason: 'staleHand' } },
    });
    expect(table.act(key('T1'), 'p1', hand, { kind: 'check' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', params: { reason: 'cannotCheck' } },
    });
    expect(table.act(key('T1'), 'p1', hand, { kind: 'raise', to: cents(300) })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 400 } },
    });
    expect(table.recave(key('T1'), 'p1', cents(1_000))).toMatchObject({
      ok: false,
      error: { code: 'HAND_IN_PROGRESS' },
    });
    expect(table.leave(key('T1'), 'p1')).toMatchObject({ ok: false, error: { code: 'HAND_IN_PROGRESS' } });
    expect(table.endPartie('staff:dir')).toMatchObject({ ok: false, error: { code: 'HAND_IN_PROGRESS' } });
    expect(count(db)).toBe(before);
  });

  it('times a silent player out: fold when facing a bet, check otherwise, then sat out', () => {
    const { db, table, clock, config } = inHand();
    const turnMs = config.options.turnMs;
    clock.advance(turnMs - 1);
    expect(table.memory.state.phase === 'inHand' && table.memory.state.hand.toAct).toBe(1);
    clock.advance(1);
    // Seat 1 faced the big blind: folded, sat out.
    expect(table.memory.state.seats[1]?.sittingOut).toBe(true);
    const s = table.memory.state;
    expect(s.phase === 'inHand' && s.hand.players.find((p) => p.seat === 1)?.folded).toBe(true);
    expect(table.act(key('T2'), 'p2', `${T}#1`, { kind: 'call' }).ok).toBe(true);
    // The big blind may check: on time-out it checks, and is sat out.
    clock.advance(turnMs);
    const t = table.memory.state;
    expect(t.phase === 'inHand' && t.hand.street).toBe('flop');
    expect(t.seats[3]?.sittingOut).toBe(true);
    const acted = db
      .prepare(
        "SELECT json_extract(payload, '$.event.action') AS a FROM journal WHERE kind = 'HoldemActed' AND json_extract(payload, '$.event.timedOut') = 1",
      )
      .all() as { a: string }[];
    expect(acted.map((r) => r.a)).toEqual(['fold', 'check']);
    // Sitting in again (after the hand) deals the player in.
    expect(table.sitIn(key('T1'), 'p1').ok).toBe(true);
    expect(table.memory.state.seats[1]?.sittingOut).toBe(false);
  });

  it('recaves between hands up to the maximum, from the player account', () => {
    const { db, table, clock, config } = inHand();
    const hand = `${T}#1`;
    table.act(key('T1'), 'p1', hand, { kind: 'fold' });
    table.act(key('T2'), 'p2', hand, { kind: 'fold' });
    expect(table.memory.state.phase).toBe('waiting');
    expect(table.recave(key('T2'), 'p2', cents(40_001))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 40_000 } },
    });
    expect(table.recave(key('T2'), 'p2', cents(40_000)).ok).toBe(true);
    expect(balanceOf(db, accounts.stack(T, 'p2'))).toBe(10_000 - 100 + 40_000);
    expect(balanceOf(db, accounts.player('p2'))).toBe(100_000 - 10_000 - 40_000);
    // The big blind won the small blind; the rake is 4 % of the 2 € effective pot (the uncalled
    // 1 € of the big blind went back): 8 cents.
    expect(balanceOf(db, accounts.stack(T, 'p3'))).toBe(10_000 + 100 - 8);
    expect(balanceOf(db, accounts.pot(T))).toBe(0);
    clock.advance(config.betweenHandsMs);
    expect(table.memory.state.phase).toBe('inHand');
    expect(integrityReport(db).ok).toBe(true);
  });
});

describe('parties (seed 000)', () => {
  it('changes the cave minimum only between parties, after the rake of the last is determined', () => {
    const { table } = setUp();
    // Seed 000: the minimum stake (the big blind) is never below 0,50 €.
    expect(
      table.startPartie('staff:dir', {
        caveMinimum: cents(4_000),
        smallBlind: cents(25),
        bigBlind: cents(49),
      }),
    ).toMatchObject({ ok: false, error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 50 } } });
    expect(table.startPartie('staff:dir', { caveMinimum: cents(4_000) })).toEqual({
      ok: true,
      value: { partie: 1 },
    });
    expect(table.startPartie('staff:dir', { caveMinimum: cents(8_000) })).toMatchObject({
      ok: false,
      error: { code: 'HAND_IN_PROGRESS', params: { reason: 'partieOpen' } },
    });
    table.sitDown(key('T1'), 'p1', 1, cents(4_000));
    expect(table.endPartie('staff:dir')).toEqual({ ok: true, value: { partie: 1, pots: 0, rake: 0 } });
    expect(table.startPartie('staff:dir', { caveMinimum: cents(8_000) })).toEqual({
      ok: true,
      value: { partie: 2 },
    });
    expect(table.sitDown(key('T2'), 'p2', 2, cents(4_000))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 8_000 } },
    });
  });

  it('keeps a player on the same seat for the whole partie', () => {
    const { table } = setUp();
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'p1', 1, cents(4_000));
    table.leave(key('T1'), 'p1');
    expect(table.sitDown(key('T4'), 'p1', 4, cents(4_000))).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'seatChange', seat: 1 } },
    });
    expect(table.sitDown(key('T1'), 'p1', 1, cents(4_000)).ok).toBe(true);
    table.leave(key('T1'), 'p1');
    table.endPartie('staff:dir');
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    expect(table.sitDown(key('T4'), 'p1', 4, cents(4_000)).ok).toBe(true);
  });
});

describe('the display feed', () => {
  it('cannot break the game: a failing display is reported and the hand goes on', () => {
    const { db } = tempDatabase();
    for (const p of ['p1', 'p2']) fundPlayer(db, p, cents(100_000));
    const errors: unknown[] = [];
    const { clock, config } = openTable(db, createRng(seededSource(8)));
    const table = new HoldemTable(config, {
      db,
      rng: createRng(seededSource(8)),
      clock,
      room: OPEN_ROOM,
      onDisplayError: (e) => errors.push(e),
    });
    table.recover();
    table.subscribeDisplay(() => {
      throw new Error('display unplugged');
    });
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    expect(table.sitDown(key('T1'), 'p1', 1, cents(5_000)).ok).toBe(true);
    table.sitDown(key('T2'), 'p2', 2, cents(5_000));
    clock.advance(config.betweenHandsMs);
    expect(table.memory.state.phase).toBe('inHand');
    expect(errors.length).toBeGreaterThan(3);
    table.stop();
  });
});

describe('a seat freed by the chef de partie', () => {
  it('returns the stack to the player account between the player’s hands only', () => {
    const { db, table, clock, config } = setUp();
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'p1', 1, cents(10_000));
    table.sitDown(key('T2'), 'p2', 2, cents(10_000));
    clock.advance(config.betweenHandsMs);
    expect(table.removePlayer('staff:emma', 'p1')).toMatchObject({
      ok: false,
      error: { code: 'HAND_IN_PROGRESS' },
    });
    // Heads-up, seat 1 (button, small blind) folds: seat 2 wins 1 € less 8 cents of rake.
    expect(table.act(key('T1'), 'p1', `${T}#1`, { kind: 'fold' }).ok).toBe(true);
    expect(table.removePlayer('staff:emma', 'p1')).toEqual({ ok: true, value: { stack: 9_900 } });
    expect(balanceOf(db, accounts.player('p1'))).toBe(100_000 - 100);
    expect(balanceOf(db, accounts.stack(T, 'p1'))).toBe(0);
    expect(table.removePlayer('staff:emma', 'p1')).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'notSeated' } },
    });
    expect(table.voidHand('staff:comite', 'no hand')).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION' },
    });
    expect(integrityReport(db).problems).toEqual([]);
  });
});
