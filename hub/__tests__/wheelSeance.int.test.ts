// The séance at a boule and a wheel-of-fortune table through the staff API (RULES.md A.1, seeds
// 000 and 002), and a configuration file with one table of each wheel game round-tripped into a
// running hub whose stations get their own game's snapshot.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { HubMessageSchema } from '../../protocol/hubMessages.ts';
import { hubOptionsOf, loadConfig } from '../config/loadConfig.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { provisionTerminal } from '../terminals.ts';
import { verifyDataDir } from '../verify.ts';
import { pleinChanceTable, wheelOfFortuneTable } from '../tables/wheel/tableConfigs.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from './helpers/staffHub.ts';
import { loginStaff } from './helpers/testStaff.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const ROUND = TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs;

describe('the séance at the other wheel games', () => {
  it('boule: the croupier requests and announces the three last, the comité validates and closes, the cashier counts', async () => {
    const clock = manualClock();
    const table = pleinChanceTable('boule', 'boule-1', 'Boule 1', euros(1), TIMING, {
      pleinMaxMultiple: 40,
      chanceMaxMultiple: 200,
    });
    const hub = await staffHub(clock, { tables: [table] });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno, chloe] = await Promise.all(
      ['alice', 'bruno', 'chloe'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    if (alice === undefined || bruno === undefined || chloe === undefined) throw new Error('login');
    const tableId = 'boule-1';
    await chloe.ok('creditIn', 'credit-t1-cash', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 5_000 },
    });
    await chloe.ok('creditIn', 'credit-t2-cash', {
      terminalId: 'T2',
      payment: { method: 'cash', amount: 3_000 },
    });
    await alice.ok('requestOpening', 'request-open-1', { tableId });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId });
    expect((await bruno.tables())[0]).toMatchObject({
      tableId,
      launcher: 'croupier',
      session: { phase: 'open' },
    });
    const stations = await Promise.all(
      ['T1', 'T2'].map(async (id) => {
        const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
        await sayHello(t, id, TERMINAL_SECRET);
        await t.next((m) => m.type === 'snapshot');
        return t;
      }),
    );
    const [t1, t2] = stations;
    if (t1 === undefined || t2 === undefined) throw new Error('stations');
    const roundId = t1.lastSnapshot()?.state.round?.roundId as number;
    const place = async (t: typeof t1, commandId: string, spot: unknown, stake: number) => {
      const mark = t.received.length;
      t.send({ type: 'placeBet', commandId, roundId, spot, stake });
      const r = await t.next((m) => m.type === 'reply' && m.commandId === commandId, mark);
      expect(r.type === 'reply' && r.ok).toBe(true);
    };
    await place(t1, 'bet-t1-plein-4', { kind: 'plein', number: 4 }, 500);
    await place(t2, 'bet-t2-impair-1', { kind: 'chance', chance: 'impair' }, 1_000);
    // Seed 000 / A.1: at a croupier's table the croupier announces the three last.
    expect(await alice.ok('announceLastRounds', 'announce-last-1', { tableId })).toEqual({
      kind: 'lastRoundsAnnounced',
      remaining: 3,
    });
    clock.advance(ROUND * 6); // the three announced rounds, and no fourth
    const rounds = hub.state.db
      .prepare('SELECT phase, pocket FROM rounds WHERE table_id = ? ORDER BY round_id')
      .all(tableId) as { phase: string; pocket: number }[];
    expect(rounds.map((r) => r.phase)).toEqual(['settled', 'settled', 'settled']);
    const n = rounds[0]?.pocket as number;
    // Seed 002: the plein on 4 returns 8 × 500 when 4 comes; impair (1 3 7 9) returns 2 × 1000.
    const t1Back = n === 4 ? 4_000 : 0;
    const t2Back = [1, 3, 7, 9].includes(n) ? 2_000 : 0;
    const balance = (id: string) =>
      (
        hub.state.db.prepare('SELECT balance FROM balances WHERE account = ?').get(`station:${id}`) as {
          balance: number;
        }
      ).balance;
    expect([balance('T1'), balance('T2')]).toEqual([4_500 + t1Back, 2_000 + t2Back]);
    expect(await bruno.ok('validateClosing', 'close-session-1', { tableId })).toMatchObject({
      kind: 'sessionClosed',
    });
    const counted = await chloe.ok('countSession', 'count-session-1', { tableId });
    expect(counted.kind === 'counted' && counted.report).toMatchObject({
      tableId,
      creditIn: { total: 8_000, byMethod: { cash: 8_000 } },
      houseResult: 1_500 - t1Back - t2Back,
      stationCreditBefore: 0,
      stationCreditAfter: 6_500 + t1Back + t2Back,
      balanced: true,
    });
    const kinds = (
      hub.state.db.prepare('SELECT kind, actor FROM journal ORDER BY seq').all() as {
        kind: string;
        actor: string;
      }[]
    ).filter((e) =>
      [
        'SessionOpeningRequested',
        'SessionOpened',
        'LastRoundsAnnounced',
        'SessionClosed',
        'SessionCounted',
      ].includes(e.kind),
    );
    expect(kinds).toEqual([
      { kind: 'SessionOpeningRequested', actor: 'staff:alice' },
      { kind: 'SessionOpened', actor: 'staff:bruno' },
      { kind: 'LastRoundsAnnounced', actor: 'staff:alice' },
      { kind: 'SessionClosed', actor: 'staff:bruno' },
      { kind: 'SessionCounted', actor: 'staff:chloe' },
    ]);
    expect(verifyDataDir(dirname(hub.state.db.location() ?? ''), TEST_JOURNAL_KEY).ok).toBe(true);
  });

  it('wheel of fortune in Auto mode: the comité member announces the three last, and no manual result is taken', async () => {
    const clock = manualClock();
    const table = wheelOfFortuneTable('roue-1', 'Roue 1', euros(1), TIMING, {
      bonusStake: euros(1),
      reading: 'pour',
      mode: 'auto',
    });
    const hub = await staffHub(clock, { tables: [table] });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    const tableId = 'roue-1';
    await alice.ok('requestOpening', 'request-open-1', { tableId });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId });
    const byCroupier = await alice.command('announceLastRounds', 'announce-by-croupier', { tableId });
    expect(byCroupier.ok === false && byCroupier.error.code).toBe('FORBIDDEN');
    clock.advance(TIMING.bettingMs);
    const manual = await alice.command('enterResult', 'enter-result-1', { tableId, pocket: 3 });
    expect(manual.ok === false && manual.error.code).toBe('SESSION_STATE');
    await bruno.ok('announceLastRounds', 'announce-last-1', { tableId });
    clock.advance(ROUND * 6);
    const phases = hub.state.db
      .prepare('SELECT phase FROM rounds WHERE table_id = ? ORDER BY round_id')
      .all(tableId)
      .map((r) => (r as { phase: string }).phase);
    // The spin already launched, then exactly the three announced ones.
    expect(phases).toEqual(['settled', 'settled', 'settled', 'settled']);
    expect(await bruno.ok('validateClosing', 'close-session-1', { tableId })).toMatchObject({
      kind: 'sessionClosed',
    });
  });
});

describe('a configuration file with every wheel game', () => {
  it('starts a hub whose stations each get their own game’s snapshot and limits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-wheel-config-'));
    const timing = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
    const file = join(dir, 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({
        listen: { host: '127.0.0.1', port: 0 },
        dataDir: 'data',
        tables: [
          { id: 'roulette-1', name: 'Roulette 1', game: 'roulette', minimum: 200, timing },
          {
            id: 'boule-1',
            name: 'Boule 1',
            game: 'boule',
            minimum: 100,
            options: { pleinMax: 60, chanceMax: 300 },
            timing,
          },
          { id: 'vt-1', name: 'Vingt-trois 1', game: 'vingtTrois', minimum: 500, timing },
          {
            id: 'roue-1',
            name: 'Roue 1',
            game: 'wheelOfFortune',
            minimum: 100,
            options: { bonusStake: 300, reading: 'plus' },
            timing,
          },
        ],
      }),
    );
    const options = hubOptionsOf(loadConfig(file));
    const clock = manualClock();
    const hub = await startHub({ journalKey: TEST_JOURNAL_KEY, ...options, clock, logLevel: 'silent' });
    running.push(hub);
    const health = (await (await fetch(`http://127.0.0.1:${hub.port}/healthz`)).json()) as {
      tables: unknown;
    };
    expect(health.tables).toEqual(
      ['roulette-1', 'boule-1', 'vt-1', 'roue-1'].map((tableId) => ({ tableId, sessionOpen: false })),
    );
    const expected = {
      'roulette-1': {
        game: 'roulette',
        limits: { minimum: 200, maxPlein: 6_000, maxChance: 200_000, zeroRule: 'partage' },
      },
      'boule-1': { game: 'boule', limits: { minimum: 100, maxPlein: 6_000, maxChance: 30_000 } },
      'vt-1': { game: 'vingtTrois', limits: { minimum: 500, maxPlein: 10_000, maxChance: 50_000 } },
      'roue-1': {
        game: 'wheelOfFortune',
        limits: {
          minimum: 100,
          bonusStake: 300,
          reading: 'plus',
          maxima: { '2': 10_000, '4': 5_000, '6': 2_500, '16': 1_200, '24': 1_000, '48': 500, bonus: 300 },
        },
      },
    } as const;
    for (const [i, [tableId, want]] of Object.entries(expected).entries()) {
      provisionTerminal(hub.state.db, `S${i}`, tableId, TERMINAL_SECRET);
      hub.state.tables.wheel(tableId)?.openSession('comite:test', 'comite:test');
      const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
      await sayHello(t, `S${i}`, TERMINAL_SECRET);
      const snapshot = HubMessageSchema.parse(await t.next((m) => m.type === 'snapshot'));
      expect(snapshot.type === 'snapshot' && snapshot.state).toMatchObject({
        tableId,
        ...want,
        session: 'open',
        round: { phase: 'betting', result: null },
      });
      t.close();
    }
    // The options each table opened with are journaled with its session.
    const opened = hub.state.db
      .prepare(
        "SELECT json_extract(payload, '$.config') AS config FROM journal WHERE kind = 'SessionOpened' ORDER BY seq",
      )
      .all()
      .map((r) => JSON.parse((r as { config: string }).config) as Record<string, unknown>);
    expect(opened.map((c) => [c['tableId'], c['game'] ?? 'roulette'])).toEqual([
      ['roulette-1', 'roulette'],
      ['boule-1', 'boule'],
      ['vt-1', 'vingtTrois'],
      ['roue-1', 'wheelOfFortune'],
    ]);
    expect(opened[1]).toMatchObject({ pleinMaxMultiple: 60, chanceMaxMultiple: 300, launcher: 'croupier' });
    expect(opened[3]).toMatchObject({
      bonusStake: 300,
      reading: 'plus',
      mode: 'auto',
      launcher: 'automatic',
    });
  });
});
