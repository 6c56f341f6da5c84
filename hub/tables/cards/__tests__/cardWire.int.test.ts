// The card tables through the hub over real WebSocket (docs/card-tables.md, docs/protocol.md):
// a blackjack hand with three stations (insurance, a split, a double, a blackjack, a bust) and the
// absence → consignment → orphans path at punto banco, the séance and the absence rule run by
// staff over the staff API, the credits by the cashier; every balance to the cent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { CardStationViewSchema } from '../../../../protocol/cardMessages.ts';
import type { StationHubMessage } from '../../../../protocol/roomMessages.ts';
import { type JsonSocket, connectJson } from '../../../__tests__/helpers/jsonSocket.ts';
import { type ManualClock, manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { STAFF as STAFF_LOGINS, TERMINAL_SECRET, secretOf } from '../../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../__tests__/helpers/testStaff.ts';
import { startHub, type RunningHub } from '../../../hub.ts';
import { modele11bis } from '../../../registers/modele11bis.ts';
import { createStaff } from '../../../staff/staffAccounts.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { provisionTerminal } from '../../../terminals.ts';
import { verifyDataDir } from '../../../verify.ts';
import { blackjackConfig, puntoBancoConfig, stackedShoe } from './cardHarness.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { sayHello } from '../../../__tests__/helpers/hello.ts';

// Deal order B §6.4: box 1, 2, 3, the dealer's up card, box 1, 2, 3; then split, double, hit, dealer.
const BLACKJACK = ['8c', 'Ac', 'Tc', 'Ad', '8d', 'Kc', '6c', '3c', 'Th', 'Ts', 'Td', '7c'];
// The first card (an ace) is shown and one more burnt; then P, B, P, B per coup, naturals only.
const COUPS = ['Ac', '2c', '4c', '2d', '5c', '3c', 'Tc', '3d', '7c', '5d', '4d', '3h', '4h', '5h'];
const COUPS_MORE = [...COUPS, '4s', '2h', '5s', '3s'];

type Station = JsonSocket<StationHubMessage> & {
  command(
    type: string,
    fields?: Record<string, unknown>,
  ): Promise<Extract<StationHubMessage, { type: 'reply' }>>;
  /** Waits until everything sent before has been handled (a getSnapshot's view comes back). */
  settle(): Promise<void>;
};

const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

let ids = 0;
async function cardHub(
  clock: ManualClock,
  shoes: Record<string, string[]>,
  terminals: Record<string, string>,
): Promise<{
  hub: RunningHub;
  dataDir: string;
  station(id: string): Promise<Station>;
  staff(login: string): Promise<TestStaff>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapis-cards-wire-'));
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    cardTables: [blackjackConfig(), puntoBancoConfig({ bettingMs: 90_000, maxAbsenceMs: 60_000 })],
    cardShoe: (tableId) => (shoes[tableId] === undefined ? undefined : stackedShoe(5, shoes[tableId])),
    clock,
    rng: createRng(seededSource(3)),
    logLevel: 'silent',
  });
  closers.push(hub);
  const at = new Date(clock.now()).toISOString();
  for (const [t, table] of Object.entries(terminals))
    provisionTerminal(hub.state.db, t, table, TERMINAL_SECRET);
  for (const [login, role] of Object.entries(STAFF_LOGINS))
    createStaff(hub.state.db, at, 'operator:test', login, role, secretOf(login));
  const url = (path: string): string => `ws://127.0.0.1:${hub.port}${path}`;
  return {
    hub,
    dataDir,
    async station(terminalId) {
      const socket = await connectJson<StationHubMessage>(url('/terminal'));
      closers.push({ close: () => socket.socket.close() });
      await sayHello(socket, terminalId, TERMINAL_SECRET);
      await socket.next((m) => m.type === 'cardView', 0);
      return {
        ...socket,
        async command(type, fields = {}) {
          const commandId = `card-${String(++ids).padStart(6, '0')}`;
          const mark = socket.received.length;
          socket.send({ type, commandId, ...fields });
          return (await socket.next((m) => m.type === 'reply' && m.commandId === commandId, mark)) as Extract<
            StationHubMessage,
            { type: 'reply' }
          >;
        },
        async settle() {
          // Views pushed before (e.g. by a clock tick) must not be taken for the answer.
          const seq = hub.state.cards.sequence(terminals[terminalId] ?? '');
          await socket.next((m) => m.type === 'cardView' && m.seq >= seq, 0);
          const mark = socket.received.length;
          socket.send({ type: 'getSnapshot' });
          await socket.next((m) => m.type === 'cardView', mark);
        },
      };
    },
    async staff(login) {
      const s = await loginStaff(url('/staff'), login, secretOf(login));
      closers.push(s);
      return s;
    },
  };
}

const cmd = (): string => `staff-${String(++ids).padStart(6, '0')}`;

describe('card tables through the hub over WebSocket', () => {
  it('plays a blackjack hand at three stations with insurance, a split, a double, a blackjack and a bust, to the cent', async () => {
    const clock = manualClock();
    const { hub, dataDir, station, staff } = await cardHub(
      clock,
      { 'bj-1': BLACKJACK },
      { T1: 'bj-1', T2: 'bj-1', T3: 'bj-1', P1: 'pb-1' },
    );
    const [alice, bruno, chloe] = [await staff('alice'), await staff('bruno'), await staff('chloe')];
    for (const t of ['T1', 'T2', 'T3'])
      await chloe.ok('creditIn', cmd(), { terminalId: t, payment: { method: 'cash', amount: 10_000 } });
    await alice.ok('requestOpening', cmd(), { tableId: 'bj-1' });
    await bruno.ok('validateOpening', cmd(), { tableId: 'bj-1' });
    const [t1, t2, t3] = [await station('T1'), await station('T2'), await station('T3')];
    for (const [s, seat] of [
      [t1, 1],
      [t2, 2],
      [t3, 3],
    ] as const)
      expect(await s.command('cardSit', { tableId: 'bj-1', seat })).toMatchObject({
        ok: true,
        result: { kind: 'seated', seat },
      });
    // A.1: one station per player; a taken seat is refused; another table's message too.
    expect(await t1.command('cardSit', { tableId: 'bj-1', seat: 4 })).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_SEATED' },
    });
    expect(await t1.command('cardSit', { tableId: 'pb-1', seat: 4 })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', params: { reason: 'notThisTable' } },
    });
    expect(await t1.command('puntoBancoBet', { tableId: 'bj-1', spot: 'punto', amount: 500 })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_BET', params: { reason: 'notThisGame' } },
    });
    for (const [s, box] of [
      [t1, 1],
      [t2, 2],
      [t3, 3],
    ] as const)
      expect(await s.command('blackjackBet', { tableId: 'bj-1', box, amount: 500 })).toMatchObject({
        ok: true,
        result: { kind: 'cardBetAccepted', staked: 500 },
      });
    clock.advance(15_000);
    const table = hub.state.tables.card('bj-1');
    expect(table?.memory.state).toMatchObject({ phase: 'insurance' });
    // B §6.5: insurance up to half the stake.
    expect(await t1.command('blackjackInsurance', { tableId: 'bj-1', box: 1, amount: 300 })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 250 } },
    });
    expect(await t1.command('blackjackInsurance', { tableId: 'bj-1', box: 1, amount: 250 })).toMatchObject({
      ok: true,
    });
    expect(await t2.command('blackjackInsurance', { tableId: 'bj-1', box: 2, amount: 0 })).toMatchObject({
      ok: true,
    });
    expect(await t3.command('blackjackInsurance', { tableId: 'bj-1', box: 3, amount: 0 })).toMatchObject({
      ok: true,
    });
    expect(await t2.command('blackjackAction', { tableId: 'bj-1', box: 2, action: 'hit' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    // Box 1: 8 8 split → 8 3 doubled with a ten (21), 8 T stands (18); box 3: T 6 hits a ten.
    for (const action of ['split', 'double', 'stand'])
      expect(await t1.command('blackjackAction', { tableId: 'bj-1', box: 1, action })).toMatchObject({
        ok: true,
      });
    expect(await t3.command('blackjackAction', { tableId: 'bj-1', box: 3, action: 'hit' })).toMatchObject({
      ok: true,
    });
    const db = hub.state.db;
    const credit = (t: string): number => balanceOf(db, accounts.station(t));
    // T1: −500 −250 −500 −500, back 2 000 (21) + 500 (push against the dealer's soft 18).
    expect([credit('T1'), credit('T2'), credit('T3')]).toEqual([10_750, 10_750, 9_500]);
    expect(balanceOf(db, accounts.bank('bj-1'))).toBe(-1_000);
    expect(balanceOf(db, accounts.stakes('bj-1'))).toBe(0);
    // Each station's pushed view: its credit, the settled hand; never the shoe.
    await t1.settle();
    const view = t1.received.filter((m) => m.type === 'cardView').at(-1);
    if (view?.type !== 'cardView') throw new Error('no view');
    expect(CardStationViewSchema.parse(view.view)).toEqual(view.view);
    expect(view.view.credit).toBe(10_750);
    expect(
      view.view.game.game === 'blackjack' && view.view.game.last?.settlements.map((s) => s.returned),
    ).toEqual([2_000, 500, 0]);
    expect(JSON.stringify(t1.received)).not.toContain('shoe');
    expect(integrityReport(db).problems).toEqual([]);
    await hub.close();
    closers.splice(closers.indexOf(hub), 1);
    expect(verifyDataDir(dataDir, TEST_JOURNAL_KEY).problems).toEqual([]);
  });

  it('raises an absence to staff, suspends and consigns, pays a claim back and writes the rest to the orphans register', async () => {
    const clock = manualClock();
    const { hub, station, staff } = await cardHub(
      clock,
      { 'pb-1': COUPS_MORE },
      { P1: 'pb-1', P2: 'pb-1', P3: 'pb-1', P4: 'pb-1' },
    );
    const [alice, bruno, chloe] = [await staff('alice'), await staff('bruno'), await staff('chloe')];
    for (const t of ['P1', 'P2', 'P3', 'P4'])
      await chloe.ok('creditIn', cmd(), { terminalId: t, payment: { method: 'cash', amount: 5_000 } });
    await alice.ok('requestOpening', cmd(), { tableId: 'pb-1' });
    await bruno.ok('validateOpening', cmd(), { tableId: 'pb-1' });
    const [p1, p2, p3, p4] = [
      await station('P1'),
      await station('P2'),
      await station('P3'),
      await station('P4'),
    ];
    expect(
      await p1.command('cardSit', { tableId: 'pb-1', seat: 1, playerName: 'Jean Dupont' }),
    ).toMatchObject({ ok: true });
    for (const [s, seat] of [
      [p2, 2],
      [p3, 3],
      [p4, 4],
    ] as const)
      expect(await s.command('cardSit', { tableId: 'pb-1', seat })).toMatchObject({ ok: true });
    expect(
      await p1.command('puntoBancoBet', { tableId: 'pb-1', spot: 'punto', amount: 1_000 }),
    ).toMatchObject({ ok: true });
    expect(
      await p2.command('puntoBancoBet', { tableId: 'pb-1', spot: 'banco', amount: 1_000 }),
    ).toMatchObject({ ok: true });
    const consignedAt = new Date(clock.now() + 61_000).toISOString();
    // P2 touches its screen every 30 s; the others do not.
    const present = async (ms: number): Promise<void> => {
      for (let left = ms; left > 0; left -= Math.min(left, 30_000)) {
        clock.advance(Math.min(left, 30_000));
        p2.send({ type: 'cardPresence', tableId: 'pb-1' });
        await p2.settle();
      }
    };
    await present(60_000);
    clock.advance(1_000);
    const raised = async (): Promise<number[]> =>
      (hub.state.tables.card('pb-1')?.staffView().seats ?? [])
        .filter((s) => s.absenceRaisedAt !== null)
        .map((s) => s.seat);
    // Seed 000: beyond the maximum absence, the table raises it to staff.
    expect(await raised()).toEqual([1, 3, 4]);
    // P4 comes back (a touch) before anyone acts: no longer absent; it leaves.
    p4.send({ type: 'cardPresence', tableId: 'pb-1' });
    await p4.settle();
    expect(await raised()).toEqual([1, 3]);
    expect(await bruno.command('suspendAbsentPlayer', cmd(), { tableId: 'pb-1', seat: 4 })).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE' },
    });
    expect(await p4.command('cardLeave', { tableId: 'pb-1' })).toMatchObject({ ok: true });
    // Only a comité member suspends.
    expect(await alice.command('suspendAbsentPlayer', cmd(), { tableId: 'pb-1', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    // P1's stake (1 000) goes back to the credit, and the whole credit is consigned in its name.
    expect(await bruno.ok('suspendAbsentPlayer', cmd(), { tableId: 'pb-1', seat: 1 })).toMatchObject({
      kind: 'playerSuspended',
      seat: 1,
      amount: 5_000,
    });
    const t3 = await bruno.ok('suspendAbsentPlayer', cmd(), { tableId: 'pb-1', seat: 3 });
    if (t3.kind !== 'playerSuspended') throw new Error('not suspended');
    const db = hub.state.db;
    const credit = (t: string): number => balanceOf(db, accounts.station(t));
    expect(credit('P1')).toBe(0);
    expect(balanceOf(db, accounts.consigned('pb-1', 1))).toBe(5_000);
    expect(await p1.command('puntoBancoBet', { tableId: 'pb-1', spot: 'punto', amount: 200 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_SEATED' },
    });
    // P3 comes back before the end of the séance: the cashier pays the consignment back.
    const claim = { tableId: 'pb-1', consignmentId: t3.consignmentId, terminalId: 'P3' };
    expect(await bruno.command('claimConsignment', cmd(), claim)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await chloe.ok('claimConsignment', cmd(), claim)).toEqual({
      kind: 'consignmentClaimed',
      consignmentId: t3.consignmentId,
      amount: 5_000,
    });
    expect(credit('P3')).toBe(5_000);

    // Coup 1 (punto wins) with P2 alone, then the three last hands.
    await present(30_000);
    expect(credit('P2')).toBe(4_000);
    await alice
      .command('announceLastRounds', cmd(), { tableId: 'pb-1' })
      .then((r) => expect(r).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } }));
    expect(await bruno.ok('announceLastRounds', cmd(), { tableId: 'pb-1' })).toEqual({
      kind: 'lastRoundsAnnounced',
      remaining: 3,
    });
    for (let i = 0; i < 3; i++) {
      expect(
        await p2.command('puntoBancoBet', { tableId: 'pb-1', spot: 'banco', amount: 200 }),
      ).toMatchObject({ ok: true });
      await present(90_000);
    }
    // Banco 8 wins (200 less 10 cents commission), égalité pushes, punto 9 wins.
    expect(credit('P2')).toBe(4_000 + 190 + 0 - 200);
    const closed = await bruno.ok('validateClosing', cmd(), { tableId: 'pb-1' });
    expect(closed).toEqual({
      kind: 'sessionClosed',
      sessionId: expect.any(Number) as number,
      orphansRecorded: 1,
      anchor: { seq: expect.any(Number) as number, digest: expect.any(String) as string },
    });
    // Issue 10 §5: the anchor is the journal's head after the closing's entries (the orphan's last).
    const anchor = closed.kind === 'sessionClosed' ? closed.anchor : undefined;
    const closing = db.prepare("SELECT MAX(seq) AS seq FROM journal WHERE kind = 'OrphanRecorded'").get() as {
      seq: number;
    };
    expect(anchor?.seq).toBeGreaterThanOrEqual(closing.seq);
    expect(db.prepare('SELECT hash FROM journal WHERE seq = ?').get(anchor?.seq ?? 0)).toEqual({
      hash: anchor?.digest,
    });
    const rows = db.prepare("SELECT payload FROM journal WHERE kind = 'OrphanRecorded'").all() as {
      payload: string;
    }[];
    expect(rows.map((r) => JSON.parse(r.payload) as unknown)).toEqual([
      {
        tableId: 'pb-1',
        seat: 1,
        playerId: 'P1',
        playerName: 'Jean Dupont',
        amount: 5_000,
        reason: 'consignation non réclamée à la fin de la séance / consignment unclaimed at session end',
        consignedAt,
      },
    ]);
    expect(balanceOf(db, accounts.orphans)).toBe(5_000);
    expect(balanceOf(db, accounts.consigned('pb-1', 1))).toBe(0);
    const register = modele11bis(db, '2026-11-29', '2026-11-29');
    expect(register.lines.map((l) => [l.tableId, l.seat, l.playerName, l.amount])).toEqual([
      ['pb-1', 1, 'Jean Dupont', 5_000],
    ]);
    expect(register.ledger).toEqual({ account: 'orphans', credited: 5_000, consistent: true });
    // Every cent the cashier took in: on the stations, in the bank's result, or in the orphans account.
    const stations = ['P1', 'P2', 'P3', 'P4'].reduce((sum, t) => sum + credit(t), 0);
    expect(stations + balanceOf(db, accounts.bank('pb-1')) + balanceOf(db, accounts.orphans)).toBe(20_000);
    expect(integrityReport(db).problems).toEqual([]);
  });
});
