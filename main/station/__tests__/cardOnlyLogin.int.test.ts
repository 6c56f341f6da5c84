// The player's card at the tables that ask no PIN (issue 12 §3), against a real hub over loopback
// with a real SQLite store: at a roulette and a punto banco station a tap logs the player in by
// the card alone (no PIN pad ever shown), the station's bets, settlements and recall carry the
// player's id, a clone and a card active at another station are refused, and after the logout (or
// the Paiement, which ends the player's time at the station) the station plays anonymously again.
// The card is a virtual DESFire card authenticated by the hub through the station's relay.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { wheelSnapshotOf, type StationView } from '../../../protocol/bridge.ts';
import type { LoginState } from '../../../protocol/loginState.ts';
import { puntoBancoConfig } from '../../../hub/tables/cards/__tests__/cardHarness.ts';
import { demoTable, grantDemoCredit, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { provisionTerminal } from '../../../hub/terminals.ts';
import { createStaff } from '../../../hub/staff/staffAccounts.ts';
import { verifyDataDir } from '../../../hub/verify.ts';
import { STAFF, secretOf } from '../../../hub/__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../hub/__tests__/helpers/testStaff.ts';
import { issueVirtualCard } from '../../../hub/__tests__/helpers/virtualCards.ts';
import { TEST_CARD_KEY } from '../../../hub/__tests__/helpers/testCardKey.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';

const SECRET = 'card-only-secret-0123456789';
const UID = '04C1D2E3F4A5B6';
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await Promise.resolve(c()).catch(() => undefined);
});

async function until(test: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Room {
  readonly hub: RunningHub;
  readonly dataDir: string;
  readonly staff: (login: string) => Promise<TestStaff>;
  readonly playerId: string;
  readonly card: VirtualDesfire;
}

/** A hub with a roulette table (T1, T2) and a punto banco table (P1, P2), and one registered player with a card. */
async function room(): Promise<Room> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapis-card-only-'));
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    cardMasterKey: TEST_CARD_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 1_500, spinMs: 200, resultMs: 200 })],
    cardTables: [puntoBancoConfig({ bettingMs: 1_000 })],
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  prepareDemo(
    hub,
    [
      { id: 'T1', secret: SECRET },
      { id: 'T2', secret: SECRET },
    ],
    euros(100),
  );
  for (const p of ['P1', 'P2']) {
    provisionTerminal(hub.state.db, p, 'pb-1', SECRET);
    grantDemoCredit(hub, p, euros(50));
  }
  const at = new Date().toISOString();
  for (const [login, role] of Object.entries(STAFF))
    createStaff(hub.state.db, at, 'operator:test', login, role, secretOf(login));
  const staff = async (login: string): Promise<TestStaff> => {
    const s = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, login, secretOf(login));
    cleanups.push(() => s.close());
    return s;
  };
  const chloe = await staff('chloe');
  const registered = await chloe.ok('registerPlayer', randomUUID(), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1980-05-17',
    idDocument: { type: 'idCard', number: 'IDA' },
  });
  if (registered.kind !== 'playerRegistered') throw new Error('not registered');
  const card = await issueVirtualCard(chloe, randomUUID(), registered.playerId, UID);
  return { hub, dataDir, staff, playerId: registered.playerId, card };
}

/** A station at `terminalId` with card login (no reader: the test taps through `login.cardTapped`); every login state it published. */
async function stationAt(
  r: Room,
  terminalId: string,
): Promise<{ station: StationService; phases: LoginState['phase'][] }> {
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${r.hub.port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), `tapis-card-only-${terminalId}-`)),
    cardLogin: {},
  });
  cleanups.push(() => station.close());
  await until(() => station.getView().game !== null);
  const phases: LoginState['phase'][] = [];
  station.onView((v) => {
    const phase = v.login?.phase;
    if (phase !== undefined && phases.at(-1) !== phase) phases.push(phase);
  });
  return { station, phases };
}

function journal(r: Room, kind: string): { actor: string; payload: Record<string, unknown> }[] {
  return (
    r.hub.state.db.prepare('SELECT actor, payload FROM journal WHERE kind = ? ORDER BY seq').all(kind) as {
      actor: string;
      payload: string;
    }[]
  ).map((e) => ({ actor: e.actor, payload: JSON.parse(e.payload) as Record<string, unknown> }));
}

const betting = (v: StationView) => wheelSnapshotOf(v)?.round?.phase === 'betting';

async function betOnRouge(station: StationService): Promise<string> {
  await until(() => betting(station.getView()));
  const bet = await station.placeBet({ spot: { kind: 'chance', chance: 'rouge' }, stake: euros(2) });
  if (!bet.ok) throw new Error(bet.error.code);
  return bet.value.betId;
}

function activeTerminal(r: Room): string | null {
  const row = r.hub.state.db
    .prepare('SELECT active_terminal FROM player_cards WHERE card_uid = ?')
    .get(UID) as {
    active_terminal: string | null;
  };
  return row.active_terminal;
}

describe('the card alone at the wheel and card tables', () => {
  it('at roulette: tap → greeted without a PIN pad; bets, settlement and recall under the player; clone and elsewhere refused; anonymous after logout and Paiement', async () => {
    const r = await room();
    const first = await stationAt(r, 'T1');
    const phases = first.phases;
    let t1 = first.station;
    const { station: t2 } = await stationAt(r, 'T2');

    await t1.login?.cardTapped(r.card);
    expect(t1.getView().login).toEqual({
      phase: 'loggedIn',
      playerId: r.playerId,
      lastName: 'Martin',
      firstName: 'Léa',
      seated: false,
      seatError: null,
    });
    // No PIN pad, ever: reading the card, then greeted.
    expect(phases.filter((p) => p !== 'idle')).toEqual(['checking', 'loggedIn']);
    expect(journal(r, 'PlayerLoggedIn').map((e) => e.payload)).toEqual([
      { playerId: r.playerId, cardUid: UID, terminalId: 'T1', pin: false },
    ]);

    // The same card at another station: refused with that station (RULES.md A.1); a clone never gets a session.
    await t2.login?.cardTapped(r.card);
    expect(t2.getView().login).toMatchObject({
      phase: 'refused',
      error: { code: 'CARD_ACTIVE_ELSEWHERE', params: { terminalId: 'T1' } },
    });
    t2.login?.cardLifted();
    await t2.login?.cardTapped(VirtualDesfire.cloneOf(r.card));
    expect(t2.getView().login).toMatchObject({ phase: 'refused', error: { code: 'CARD_NOT_GENUINE' } });
    t2.login?.cardLifted();
    expect(journal(r, 'StationLoginRefused').map((e) => e.payload['reason'])).toEqual([
      'CARD_ACTIVE_ELSEWHERE',
    ]);

    // A station restarted (or reconnected) greets again the player the hub has logged in there.
    await t1.close();
    t1 = (await stationAt(r, 'T1')).station;
    await until(() => t1.getView().login?.phase === 'loggedIn');
    expect(t1.getView().login).toEqual({
      phase: 'loggedIn',
      playerId: r.playerId,
      lastName: 'Martin',
      firstName: 'Léa',
      seated: false,
      seatError: null,
    });

    // T1's bet is the player's; T2's is anonymous.
    const mine = await betOnRouge(t1);
    const theirs = await betOnRouge(t2);
    const placed = journal(r, 'BetPlaced').map((e) => e.payload);
    expect(placed.find((p) => p['betId'] === mine)).toMatchObject({ terminalId: 'T1', playerId: r.playerId });
    expect(placed.find((p) => p['betId'] === theirs)).not.toHaveProperty('playerId');

    // The settlement names the player beside their bet, and the station's recall shows them.
    await until(() => journal(r, 'RoundSettled').some((e) => JSON.stringify(e.payload).includes(mine)));
    const settled = journal(r, 'RoundSettled').find((e) => JSON.stringify(e.payload).includes(mine));
    const lines = settled?.payload['bets'] as Record<string, unknown>[];
    expect(lines.find((b) => b['betId'] === mine)).toMatchObject({ terminalId: 'T1', playerId: r.playerId });
    expect(lines.find((b) => b['betId'] === theirs)).not.toHaveProperty('playerId');
    const recall = await t1.getRecall();
    if (!recall.ok) throw new Error(recall.error.code);
    expect(recall.value.games[0]).toMatchObject({ terminalId: 'T1', playerId: r.playerId });
    const other = await t2.getRecall();
    if (!other.ok) throw new Error(other.error.code);
    expect(other.value.games[0]).not.toHaveProperty('playerId');

    // Déconnexion: the station plays anonymously again, and the card may log in elsewhere.
    expect(await t1.logout()).toEqual({ ok: true, value: { playerId: r.playerId } });
    expect(t1.getView().login).toEqual({ phase: 'idle' });
    expect(activeTerminal(r)).toBeNull();
    await until(() => !betting(t1.getView()));
    const after = await betOnRouge(t1);
    expect(journal(r, 'BetPlaced').find((e) => e.payload['betId'] === after)?.payload).not.toHaveProperty(
      'playerId',
    );

    // Logged in again at T2, the Paiement ends the player's time there: logged out with the voucher.
    await t2.login?.cardTapped(r.card);
    expect(t2.getView().login).toMatchObject({ phase: 'loggedIn', playerId: r.playerId });
    // T2's stake settled already; a chance kept in prison by a zero waits for the next spin.
    let paid = await t2.requestPayment();
    for (let i = 0; !paid.ok && paid.error.code === 'PAYMENT_WHILE_BETS_OPEN' && i < 100; i++) {
      await new Promise((res) => setTimeout(res, 200));
      paid = await t2.requestPayment();
    }
    if (!paid.ok) throw new Error(paid.error.code);
    expect(t2.getView().login).toEqual({ phase: 'idle' });
    expect(activeTerminal(r)).toBeNull();
    expect(journal(r, 'PlayerLoggedOut').map((e) => e.payload)).toEqual([
      { playerId: r.playerId, cardUid: UID, terminalId: 'T1' },
      { playerId: r.playerId, cardUid: UID, terminalId: 'T2', reason: 'payment' },
    ]);
    await r.hub.close();
    const report = verifyDataDir(r.dataDir, TEST_JOURNAL_KEY);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('at punto banco: the seat, the bet and the hand’s settlement carry the player’s id; anonymous after logout', async () => {
    const r = await room();
    const [alice, bruno] = [await r.staff('alice'), await r.staff('bruno')];
    await alice.ok('requestOpening', randomUUID(), { tableId: 'pb-1' });
    await bruno.ok('validateOpening', randomUUID(), { tableId: 'pb-1' });
    const { station: p1, phases } = await stationAt(r, 'P1');
    const { station: p2 } = await stationAt(r, 'P2');

    await p1.login?.cardTapped(r.card);
    expect(p1.getView().login).toMatchObject({ phase: 'loggedIn', playerId: r.playerId, firstName: 'Léa' });
    expect(phases.filter((p) => p !== 'idle')).toEqual(['checking', 'loggedIn']);
    await p2.login?.cardTapped(r.card);
    expect(p2.getView().login).toMatchObject({
      phase: 'refused',
      error: { code: 'CARD_ACTIVE_ELSEWHERE', params: { terminalId: 'P1' } },
    });
    p2.login?.cardLifted();

    expect(await p1.cardSit({ seat: 1 })).toMatchObject({ ok: true });
    expect(await p2.cardSit({ seat: 2 })).toMatchObject({ ok: true });
    const seats = journal(r, 'CardSeatTaken').map(
      (e) => e.payload['card'] as { fact: Record<string, unknown> },
    );
    expect(seats.map((s) => [s.fact['seat'], s.fact['playerId'] ?? null])).toEqual([
      [1, r.playerId],
      [2, null],
    ]);
    expect(await p1.puntoBancoBet({ spot: 'banco', amount: euros(5) })).toMatchObject({ ok: true });
    expect(await p2.puntoBancoBet({ spot: 'punto', amount: euros(5) })).toMatchObject({ ok: true });
    const bets = journal(r, 'PuntoBancoBetPlaced').map((e) => e.payload);
    expect(bets.map((b) => b['playerId'] ?? null)).toEqual([r.playerId, null]);

    // The hand is dealt after the betting time and settled: its entry lists the player's seat.
    await until(() => journal(r, 'PuntoBancoCoupSettled').length === 1);
    expect(journal(r, 'PuntoBancoCoupSettled')[0]?.payload['players']).toEqual([
      { seat: 1, playerId: r.playerId },
    ]);
    const recall = await p1.getRecall();
    if (!recall.ok) throw new Error(recall.error.code);
    expect(recall.value.games[0]).toMatchObject({ terminalId: 'P1', playerId: r.playerId });

    // After the logout the seat's next bet is anonymous.
    expect(await p1.logout()).toEqual({ ok: true, value: { playerId: r.playerId } });
    expect(p1.getView().login).toEqual({ phase: 'idle' });
    // The coup is settled: the next coup takes stakes at once.
    expect(await p1.puntoBancoBet({ spot: 'banco', amount: euros(5) })).toMatchObject({ ok: true });
    expect(journal(r, 'PuntoBancoBetPlaced').at(-1)?.payload).not.toHaveProperty('playerId');
    await r.hub.close();
    expect(verifyDataDir(r.dataDir, TEST_JOURNAL_KEY).problems).toEqual([]);
  });
});
