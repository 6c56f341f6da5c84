// The hold'em room end to end through the hub over real WebSocket: the cashier registers three
// players, issues their cards and sells their caves with a PIN; the chef de partie calls them
// from the waiting list and draws their seats; the comité sets the cave minimum and opens the
// partie; each station logs its player in by card and PIN and sits down; a hand is played to
// showdown with an all-in and a side pot, the hub restarted in the middle of it (crash rule:
// restored exactly, docs/holdem-room.md); every stack, player account and the rake account are
// asserted to the cent, the modèle 7 equals the rake account, the display never carried a hole
// card before the showdown, and the store verifies clean.
import { afterEach, describe, expect, it } from 'vitest';
import type { HoldemStationView } from '../../../../protocol/holdemMessages.ts';
import type { DisplayHubMessage } from '../../../../protocol/roomMessages.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { loginStaff, type TestStaff } from '../../../__tests__/helpers/testStaff.ts';
import { issueVirtualCard, tapAt } from '../../../__tests__/helpers/virtualCards.ts';
import type { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';
import { secretOf } from '../../../__tests__/helpers/staffHub.ts';
import type { RunningHub } from '../../../hub.ts';
import { modele7 } from '../../../registers/modele7.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { verifyDataDir } from '../../../verify.ts';
import {
  commandId,
  connectDisplay,
  connectStation,
  holdemHub,
  scriptedRng,
  T,
  type TestStation,
} from './helpers/holdemHub.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';

type Who = 'A' | 'B' | 'C';
const PIN = '4821';
/** The caves bought at the cashier and brought to the table (cents). */
const BOUGHT: Record<Who, number> = { A: 5_000, B: 20_000, C: 20_000 };
const CAVE: Record<Who, number> = { A: 5_000, B: 15_000, C: 15_000 };
/** A holds aces, B kings, C queens; the board pairs nobody and makes no straight or flush. */
const HOLES: Record<Who, [string, string]> = { A: ['As', 'Ah'], B: ['Ks', 'Kh'], C: ['Qs', 'Qh'] };
const BOARD = '2c 7d 9h Jc 3s';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
});

describe("a hold'em hand through the hub over WebSocket", () => {
  it('registration to showdown with an all-in and a side pot, restarted mid-hand, to the cent', async () => {
    const clock = manualClock();
    const rng = scriptedRng(11);
    const first = await holdemHub(clock, rng);
    const { dataDir } = first;
    let { hub, url } = first;
    let running: RunningHub | null = hub;
    open.push({ close: () => running?.close() });
    const staff = async (login: string): Promise<TestStaff> => {
      const s = await loginStaff(url('/staff'), login, secretOf(login));
      open.push(s);
      return s;
    };
    const [bruno, chloe, emma] = [await staff('bruno'), await staff('chloe'), await staff('emma')];

    // The comité sets the cave limits of the séance (seed 000).
    await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 4_000, maximum: null });
    // The cashier: identity, nominative card, cave with the PIN programmed.
    const who: Who[] = ['A', 'B', 'C'];
    const players = new Map<Who, { id: string; card: VirtualDesfire; seat: number }>();
    for (const [i, w] of who.entries()) {
      const registered = await chloe.ok('registerPlayer', commandId('reg'), {
        lastName: `Joueur${w}`,
        firstName: 'Camille',
        birthDate: '1980-05-17',
        idDocument: { type: 'idCard', number: `ID${w}` },
      });
      if (registered.kind !== 'playerRegistered') throw new Error('not registered');
      const uid = `04A1B2C3D4E5F${i + 1}`;
      const card = await issueVirtualCard(chloe, commandId('card'), registered.playerId, uid);
      const cave = await chloe.ok('buyCave', commandId('cave'), {
        playerId: registered.playerId,
        tableId: T,
        amount: BOUGHT[w],
        method: 'cash',
        pin: PIN,
      });
      expect(cave).toMatchObject({ kind: 'caveBought', balance: BOUGHT[w], pinProgrammed: true });
      await emma.ok('joinWaitingList', commandId('wait'), { tableId: T, playerId: registered.playerId });
      players.set(w, { id: registered.playerId, card, seat: 0 });
    }
    // The chef de partie calls the list in order and draws each seat at random.
    for (const w of who) {
      const p = players.get(w)!;
      expect(await emma.ok('callNextWaiting', commandId('call'), { tableId: T })).toMatchObject({
        playerId: p.id,
      });
      const seated = await emma.ok('assignSeat', commandId('seat'), { tableId: T, playerId: p.id });
      if (seated.kind !== 'seatAssigned') throw new Error('no seat');
      p.seat = seated.seat;
    }
    // Seed 000: the partie opens with the comité's cave minimum.
    expect(await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T })).toEqual({
      kind: 'holdemPartieStarted',
      tableId: T,
      partie: 1,
      caveMinimum: 4_000,
    });

    // Stations: T1 for A, T2 for B, T3 for C; login by card and PIN, then sit down.
    const terminalOf: Record<Who, string> = { A: 'T1', B: 'T2', C: 'T3' };
    const stations = new Map<Who, TestStation>();
    const connectAll = async (): Promise<void> => {
      for (const w of who) {
        const s = await connectStation(url('/terminal'), terminalOf[w]);
        open.push(s);
        stations.set(w, s);
      }
    };
    await connectAll();
    const station = (w: Who): TestStation => stations.get(w)!;
    for (const w of who) {
      const p = players.get(w)!;
      const login = await station(w).command('playerLogin', commandId('login'), {
        cardSession: await tapAt(station(w).socket, p.card),
        pin: PIN,
      });
      expect(login).toMatchObject({
        ok: true,
        result: { kind: 'playerLoggedIn', playerId: p.id, lastName: `Joueur${w}` },
      });
      expect(await station(w).command('holdemSitDown', commandId('sit'), { cave: CAVE[w] })).toMatchObject({
        ok: true,
      });
      expect((await station(w).view(hub.state.holdem.sequence(T))).view.seat).toBe(p.seat);
    }
    const display = await connectDisplay(url('/display'));
    open.push({ close: () => display.socket.close() });

    // The deck: the first hand's button is the lowest seat; cards go one at a time clockwise from
    // the seat after the button (games/holdem/decide.ts), then the board.
    const bySeat = [...who].sort((x, y) => players.get(x)!.seat - players.get(y)!.seat);
    const order = [bySeat[1], bySeat[2], bySeat[0]] as Who[];
    rng.deal([...order.map((w) => HOLES[w][0]), ...order.map((w) => HOLES[w][1]), BOARD].join(' '));
    clock.advance(hub.state.tables.holdem(T)!.config.betweenHandsMs);

    const whoAt = (seat: number): Who => who.find((w) => players.get(w)!.seat === seat)!;
    const current = async (): Promise<HoldemStationView['table']> =>
      (await station('A').view(hub.state.holdem.sequence(T))).view.table;
    /** Plays each player's policy until `done` holds for the table. */
    const playUntil = async (done: (t: HoldemStationView['table']) => boolean): Promise<void> => {
      for (let t = await current(); !done(t); t = await current()) {
        if (t.toAct === null || t.handId === null) throw new Error('nobody to act');
        const w = whoAt(t.toAct);
        const mine = (await station(w).view(hub.state.holdem.sequence(T))).view;
        const toCall = mine.limits?.toCall ?? 0;
        const action =
          t.street === 'preflop'
            ? w === 'A'
              ? { kind: 'allIn' }
              : { kind: toCall === 0 ? 'check' : 'call' }
            : t.street === 'flop' && w === 'B' && toCall === 0
              ? { kind: 'bet', to: 3_000 }
              : { kind: toCall === 0 ? 'check' : 'call' };
        const reply = await station(w).command('holdemAct', commandId('act'), { handId: t.handId, action });
        expect(reply, `${w} ${action.kind}`).toMatchObject({ ok: true, result: { kind: 'holdemAccepted' } });
      }
    };
    // Preflop: A all in for 50 €, B and C call: a main pot of 150 €.
    await playUntil((t) => t.street === 'flop');
    expect(balanceOf(hub.state.db, accounts.pot(T))).toBe(15_000);
    // Each station sees its own hole cards, never another's.
    for (const w of who) {
      const v = (await station(w).view(hub.state.holdem.sequence(T))).view;
      expect(v.myCards).toEqual(HOLES[w]);
      expect(v.table.seats.every((s) => s.cards === null)).toBe(true);
    }
    // Flop: B bets 30 €; C is to call when the hub stops.
    const bSeat = players.get('B')!.seat;
    await playUntil((t) => t.seats.find((s) => s.seat === bSeat)?.streetBet === 3_000);
    const before = new Map<Who, HoldemStationView>();
    for (const w of who) before.set(w, (await station(w).view(hub.state.holdem.sequence(T))).view);
    const potBefore = balanceOf(hub.state.db, accounts.pot(T));
    expect(potBefore).toBe(18_000);

    // Restart: the same data dir, a new hub. Stations reconnect; their logins are in the store.
    await hub.close();
    running = null;
    ({ hub, url } = await holdemHub(clock, rng, dataDir));
    running = hub;
    await connectAll();
    expect(balanceOf(hub.state.db, accounts.pot(T))).toBe(potBefore);
    for (const w of who) {
      const after = (await station(w).view(0)).view;
      const was = before.get(w)!;
      // The same hand, board, bets, stacks and cards; the player to act has a fresh full turn.
      expect({ ...after.table, deadline: null }).toEqual({ ...was.table, deadline: null });
      expect(after.myCards).toEqual(HOLES[w]);
      expect(after.seat).toBe(was.seat);
    }
    expect((await current()).deadline).toBe(clock.now() + 30_000);
    const display2 = await connectDisplay(url('/display'));
    open.push({ close: () => display2.socket.close() });

    // C calls; turn and river checked down; showdown.
    await playUntil((t) => t.handId === null);
    const db = hub.state.db;
    const stack = (w: Who): number => balanceOf(db, accounts.stack(T, players.get(w)!.id));
    const account = (w: Who): number => balanceOf(db, accounts.player(players.get(w)!.id));
    // Main pot 150 € (A, B, C): rake 6 €, A's aces win 144 €. Side pot 60 € (B, C): rake 2,40 €,
    // B's kings win 57,60 €. C's queens lose 80 €.
    expect(stack('A')).toBe(14_400);
    expect(stack('B')).toBe(15_000 - 8_000 + 5_760);
    expect(stack('C')).toBe(15_000 - 8_000);
    expect(balanceOf(db, accounts.rake(T))).toBe(840);
    expect(balanceOf(db, accounts.pot(T))).toBe(0);
    expect(who.map(account)).toEqual([0, 5_000, 5_000]);
    // The cashier took 450 € in; all of it is in the accounts, the stacks and the rake.
    expect(balanceOf(db, accounts.cashier)).toBe(-45_000);

    // The display: no hole card before the showdown, in either hub's feed; the showdown shows them.
    await display2.next((m) => m.type === 'holdemDisplay' && m.event.type === 'handEnded', 0);
    const holeNames = who.flatMap((w) => HOLES[w]);
    const feed = [...display.received, ...display2.received];
    const showdownAt = (ms: DisplayHubMessage[]): number =>
      ms.findIndex((m) => m.type === 'holdemDisplay' && m.event.type === 'showdown');
    expect(showdownAt(display.received)).toBe(-1);
    const shown = showdownAt(display2.received);
    expect(shown).toBeGreaterThan(0);
    for (const m of [...display.received, ...display2.received.slice(0, shown)])
      for (const card of holeNames) expect(JSON.stringify(m)).not.toContain(`"${card}"`);
    expect(JSON.stringify(display2.received[shown])).toContain('"As"');
    expect(
      feed
        .filter((m) => m.type === 'holdemDisplay' && m.event.type === 'potRaked')
        .map((m) => m.type === 'holdemDisplay' && m.event),
    ).toEqual([
      { type: 'potRaked', serial: 1, pot: 15_000, rake: 600 },
      { type: 'potRaked', serial: 2, pot: 6_000, rake: 240 },
    ]);

    // The modèle 7 of the day equals the rake account.
    const day = modele7(db, T, '2026-11-29');
    expect(day.anomalies).toEqual([]);
    expect(day.lines.map((l) => [l.serial, l.pot, l.rake])).toEqual([
      [1, 15_000, 600],
      [2, 6_000, 240],
    ]);
    expect(day.totals.rakeTotal).toBe(balanceOf(db, accounts.rake(T)));

    // Staff: the cave minimum waits for the end of the partie; freeing C's seat gives the stack back.
    const cSeat = players.get('C')!.seat;
    bruno.close();
    emma.close();
    const [bruno2, emma2] = [await staff('bruno'), await staff('emma')];
    expect(
      await bruno2.command('setCaveLimits', commandId('limits'), {
        tableId: T,
        minimum: 6_000,
        maximum: null,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'HAND_IN_PROGRESS', params: { reason: 'partieOpen' } },
    });
    expect(await station('C').command('playerLogout', commandId('out'), {})).toMatchObject({
      ok: true,
      result: { kind: 'playerLoggedOut', playerId: players.get('C')!.id },
    });
    expect(await emma2.ok('freeSeat', commandId('free'), { tableId: T, seat: cSeat })).toMatchObject({
      kind: 'seatFreed',
      seat: cSeat,
    });
    expect(stack('C')).toBe(0);
    expect(account('C')).toBe(12_000);
    expect((await current()).seats.map((s) => s.seat)).not.toContain(cSeat);
    expect(await bruno2.ok('endHoldemPartie', commandId('end'), { tableId: T })).toEqual({
      kind: 'holdemPartieEnded',
      tableId: T,
      partie: 1,
      pots: 2,
      rake: 840,
    });
    await bruno2.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 6_000, maximum: null });

    expect(integrityReport(db).problems).toEqual([]);
    await hub.close();
    running = null;
    expect(verifyDataDir(dataDir, TEST_JOURNAL_KEY).problems).toEqual([]);
  });
});
