// The staff `tables` view over a real WebSocket lists every table the hub serves: the wheel table,
// a punto banco table (its séance, its seats with the absence flag raised, a consignment held
// after a suspension, seed 000) and a hold'em table (its partie, blinds and the players seated
// with their stations and stacks), each exactly as the hub holds it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import { StaffHubMessageSchema } from '../../protocol/staffMessages.ts';
import { puntoBancoConfig } from '../tables/cards/__tests__/cardHarness.ts';
import { demoTable } from '../demo.ts';
import { holdemTable } from '../tables/holdem/holdemConfig.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { createStaff } from '../staff/staffAccounts.ts';
import { provisionTerminal } from '../terminals.ts';
import { type JsonSocket, connectJson } from './helpers/jsonSocket.ts';
import { manualClock } from './helpers/manualClock.ts';
import { STAFF, TERMINAL_SECRET, TIMING, secretOf } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { TEST_CARD_KEY } from './helpers/testCardKey.ts';
import { issueVirtualCard, tapAt } from './helpers/virtualCards.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

let ids = 0;
const id = (what: string): string => `${what}-${String(++ids).padStart(6, '0')}`;

type Station = JsonSocket<StationHubMessage> & {
  command(type: string, fields?: Record<string, unknown>): Promise<unknown>;
};

describe('staff tables view', () => {
  it('lists the wheel, card and hold’em tables with their seats, séance, partie and consignments', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 30, 15, 0, 0));
    const hub: RunningHub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      cardMasterKey: TEST_CARD_KEY,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-staff-tables-')),
      host: '127.0.0.1',
      port: 0,
      tables: [demoTable(TIMING)],
      cardTables: [puntoBancoConfig({ bettingMs: 90_000, maxAbsenceMs: 60_000 })],
      holdemTables: [holdemTable('holdem-1', { smallBlind: cents(100), bigBlind: cents(200) })],
      clock,
      rng: createRng(seededSource(4)),
      logLevel: 'silent',
    });
    closers.push(hub);
    const db = hub.state.db;
    const at = new Date(clock.now()).toISOString();
    for (const [t, table] of [
      ['P1', 'pb-1'],
      ['P2', 'pb-1'],
      ['H1', 'holdem-1'],
      ['H2', 'holdem-1'],
    ] as const)
      provisionTerminal(db, t, table, TERMINAL_SECRET);
    for (const [login, role] of Object.entries(STAFF))
      createStaff(db, at, 'operator:test', login, role, secretOf(login));
    const url = (path: string): string => `ws://127.0.0.1:${hub.port}${path}`;
    const staff = async (login: string): Promise<TestStaff> => {
      const s = await loginStaff(url('/staff'), login, secretOf(login));
      closers.push(s);
      return s;
    };
    const station = async (terminalId: string): Promise<Station> => {
      const socket = await connectJson<StationHubMessage>(url('/terminal'));
      closers.push({ close: () => socket.socket.close() });
      await sayHello(socket, terminalId, TERMINAL_SECRET);
      await socket.next((m) => m.type === 'cardView' || m.type === 'welcome', 0);
      return {
        ...socket,
        async command(type, fields = {}) {
          const commandId = id('cmd');
          const mark = socket.received.length;
          socket.send({ type, commandId, ...fields });
          const reply = await socket.next((m) => m.type === 'reply' && m.commandId === commandId, mark);
          if (!('ok' in reply) || reply.ok !== true) throw new Error(`${type}: ${JSON.stringify(reply)}`);
          return reply;
        },
      };
    };
    const [alice, bruno, chloe, emma] = [
      await staff('alice'),
      await staff('bruno'),
      await staff('chloe'),
      await staff('emma'),
    ];

    // Punto banco: a séance, two players seated, one suspended for absence with a stake on.
    for (const t of ['P1', 'P2'])
      await chloe.ok('creditIn', id('credit'), { terminalId: t, payment: { method: 'cash', amount: 5_000 } });
    await alice.ok('requestOpening', id('open'), { tableId: 'pb-1' });
    await bruno.ok('validateOpening', id('validate'), { tableId: 'pb-1' });
    const [p1, p2] = [await station('P1'), await station('P2')];
    await p1.command('cardSit', { tableId: 'pb-1', seat: 1, playerName: 'Jean Dupont' });
    await p2.command('cardSit', { tableId: 'pb-1', seat: 2 });
    await p1.command('puntoBancoBet', { tableId: 'pb-1', spot: 'punto', amount: 1_000 });
    const consignedAt = new Date(clock.now() + 61_000).toISOString();
    clock.advance(61_000);
    const suspended = await bruno.ok('suspendAbsentPlayer', id('suspend'), { tableId: 'pb-1', seat: 1 });
    if (suspended.kind !== 'playerSuspended') throw new Error('not suspended');

    // Hold'em: two registered players seated from H1 and H2, a partie open.
    await bruno.ok('setCaveLimits', id('limits'), { tableId: 'holdem-1', minimum: 4_000, maximum: null });
    const seated: { playerId: string; seat: number; terminalId: string; cave: number }[] = [];
    for (const [i, terminalId] of ['H1', 'H2'].entries()) {
      const registered = await chloe.ok('registerPlayer', id('reg'), {
        lastName: `Joueur${i}`,
        firstName: 'Camille',
        birthDate: '1980-05-17',
        idDocument: { type: 'idCard', number: `ID${i}` },
      });
      if (registered.kind !== 'playerRegistered') throw new Error('not registered');
      const cardUid = `04A1B2C3D4E5F${i + 1}`;
      const card = await issueVirtualCard(chloe, id('card'), registered.playerId, cardUid);
      await chloe.ok('buyCave', id('cave'), {
        playerId: registered.playerId,
        tableId: 'holdem-1',
        amount: 10_000,
        method: 'cash',
        pin: '4821',
      });
      await emma.ok('joinWaitingList', id('wait'), { tableId: 'holdem-1', playerId: registered.playerId });
      await emma.ok('callNextWaiting', id('call'), { tableId: 'holdem-1' });
      const seat = await emma.ok('assignSeat', id('seat'), {
        tableId: 'holdem-1',
        playerId: registered.playerId,
      });
      if (seat.kind !== 'seatAssigned') throw new Error('no seat');
      const h = await station(terminalId);
      await h.command('playerLogin', { cardSession: await tapAt(h.socket, card), pin: '4821' });
      const cave = 6_000 + 1_000 * i;
      await h.command('holdemSitDown', { cave });
      seated.push({ playerId: registered.playerId, seat: seat.seat, terminalId, cave });
    }
    await bruno.ok('startHoldemPartie', id('partie'), { tableId: 'holdem-1' });

    const mark = alice.received.length;
    alice.send({ type: 'getTables' });
    const message = StaffHubMessageSchema.parse(await alice.next((m) => m.type === 'tables', mark));
    if (message.type !== 'tables') throw new Error('not the tables view');

    expect(message.tables.map((t) => t.tableId)).toEqual(['roulette-1']);
    const pb = message.cardTables?.[0];
    expect(message.cardTables).toHaveLength(1);
    expect(pb).toMatchObject({
      tableId: 'pb-1',
      tableName: 'Punto banco 1',
      game: 'puntoBanco',
      session: { phase: 'open', requestedBy: 'staff:alice', openedBy: 'staff:bruno', counted: false },
      inService: true,
      lastHandsRemaining: null,
    });
    // Seed 000: P2 stayed away too; its absence is raised for the comité.
    expect(pb?.seats).toEqual([
      {
        seat: 2,
        terminalId: 'P2',
        connected: true,
        playerName: null,
        minimum: null,
        lastSeenAt: expect.any(Number) as number,
        absenceRaisedAt: expect.any(Number) as number,
      },
    ]);
    expect(pb?.consignments).toEqual([
      {
        id: suspended.consignmentId,
        seat: 1,
        playerId: 'P1',
        playerName: 'Jean Dupont',
        amount: 5_000,
        consignedAt,
        status: 'held',
      },
    ]);

    expect(message.holdemTables).toEqual([
      {
        tableId: 'holdem-1',
        seats: 10,
        structure: 'noLimit',
        smallBlind: 100,
        bigBlind: 200,
        ante: 0,
        caveMinimum: 4_000,
        partie: { no: 1, open: true, pots: 0, rake: 0 },
        handId: null,
        players: seated
          .map((s) => ({
            seat: s.seat,
            playerId: s.playerId,
            terminalId: s.terminalId,
            connected: true,
            stack: s.cave,
            sittingOut: false,
          }))
          .sort((a, b) => a.seat - b.seat),
      },
    ]);

    // A hand dealt shows in the view pushed to the consoles.
    const pushed = emma.received.length;
    clock.advance(hub.state.tables.holdem('holdem-1')!.config.betweenHandsMs);
    const next = StaffHubMessageSchema.parse(
      await emma.next((m) => m.type === 'tables' && m.holdemTables?.[0]?.handId === 'holdem-1#1', pushed),
    );
    // The blinds (1 € and 2 €) left the stacks for the pot.
    const stacks = next.type === 'tables' ? (next.holdemTables?.[0]?.players.map((p) => p.stack) ?? []) : [];
    expect(stacks.reduce((t, x) => t + x, 0)).toBe(6_000 + 7_000 - 300);
  }, 60_000);
});
