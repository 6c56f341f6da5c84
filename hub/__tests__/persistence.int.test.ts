// Issue 5 item 2: projections are rebuilt from the journal and compared, by `hub verify` and at
// start-up. Each test tampers with a copy of a real store the way someone with the SQLite file
// could (an edited payload, a deleted entry, a changed balance, an inserted transfer, a changed
// bet) and sees both the report and the start-up check refuse it.
import { cpSync, mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import { DEMO_TABLE_ID, demoTable, prepareDemo } from '../demo.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { verifyDataDir } from '../verify.ts';
import { runCli } from './helpers/hubChild.ts';
import { manualClock } from './helpers/manualClock.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';

const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
let base = '';
let running: RunningHub[] = [];

afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

async function boot(dataDir: string): Promise<RunningHub> {
  const clock = manualClock();
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable(TIMING)],
    clock,
    rng: createRng(seededSource(7)),
    logLevel: 'silent',
  });
  running.push(hub);
  return hub;
}

/** A store with credit-ins, a settled round, a voucher, and a bet in the open round last. */
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'tapis-persist-'));
  const clock = manualClock();
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: base,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable(TIMING)],
    clock,
    rng: createRng(seededSource(7)),
    logLevel: 'silent',
  });
  // No demo money (issue 10 §2): the credit enters through the cashier's action, as in a casino.
  prepareDemo(
    hub,
    [
      { id: 'T1', secret: 'x'.repeat(16) },
      { id: 'T2', secret: 'y'.repeat(16) },
    ],
    cents(0),
  );
  const table = hub.state.tables.wheel(DEMO_TABLE_ID);
  if (table === undefined) throw new Error('no table');
  for (const id of ['T1', 'T2']) table.creditIn(id, cents(10_000), 'cash', 'staff:chloe');
  const round = () =>
    (hub.state.db.prepare('SELECT MAX(round_id) AS r FROM rounds').get() as { r: number }).r;
  const key = (terminalId: string, commandId: string) => ({ terminalId, commandId, fingerprint: commandId });
  expect(table.placeBet(key('T1', 'b1'), round(), { kind: 'chance', chance: 'rouge' }, cents(500)).ok).toBe(
    true,
  );
  expect(table.placeBet(key('T2', 'b2'), round(), { kind: 'plein', number: 17 }, cents(200)).ok).toBe(true);
  clock.advance(TIMING.bettingMs + TIMING.spinMs + 1);
  expect(table.requestPayment(key('T2', 'p1')).ok).toBe(true);
  clock.advance(TIMING.resultMs);
  expect(table.placeBet(key('T1', 'b3'), round(), { kind: 'chance', chance: 'noir' }, cents(300)).ok).toBe(
    true,
  );
  await hub.close();
  expect(verifyDataDir(base, TEST_JOURNAL_KEY)).toMatchObject({
    ok: true,
    problems: [],
    chainBrokenAt: null,
  });
});

/** A fresh copy of the base store, tampered by `sql` with foreign keys off (as the sqlite3 shell). */
function tampered(sql: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-tamper-'));
  cpSync(base, dir, { recursive: true });
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { enableForeignKeyConstraints: false });
  db.exec(sql);
  db.close();
  return dir;
}

function lastSeq(kind: string): number {
  const db = new DatabaseSync(join(base, 'hub.sqlite'), { readOnly: true });
  const row = db.prepare('SELECT MAX(seq) AS s FROM journal WHERE kind = ?').get(kind) as { s: number };
  db.close();
  return row.s;
}

function fetchJson(port: number, path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as unknown }));
    }).on('error', reject);
  });
}

/** The start-up check refuses `dir`: no table, upgrades refused, /readyz lists `problems`, incident journaled. */
async function expectRefused(dir: string, problems: readonly string[]): Promise<void> {
  const hub = await boot(dir);
  expect(hub.state.tables.size).toBe(0);
  const ready = await fetchJson(hub.port, '/readyz');
  expect(ready).toEqual({
    status: 503,
    body: {
      status: 'not ready',
      checks: { database: 'ok', tables: 0, expectedTables: 1, integrity: problems },
    },
  });
  const upgrade = await new Promise<number>((resolve, reject) => {
    get({
      host: '127.0.0.1',
      port: hub.port,
      path: '/terminal',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
      .on('response', (res) => resolve(res.statusCode ?? 0))
      .on('error', reject);
  });
  expect(upgrade).toBe(503);
  const incident = hub.state.db
    .prepare("SELECT payload FROM journal WHERE kind = 'IntegrityCheckFailed'")
    .all() as { payload: string }[];
  expect(incident.map((e) => JSON.parse(e.payload) as unknown)).toEqual([{ problems }]);
}

describe('projections rebuilt and compared', () => {
  it('passes an untouched store: verify exits 0 and the hub serves it', async () => {
    const dir = tampered('SELECT 1');
    const cli = await runCli(['verify', dir]);
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: true, chainBrokenAt: null, problems: [] });
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.projections.map((p) => [p.name, p.mismatches])).toEqual([
      ['journal payloads', 0],
      ['balances', 0],
      ['transfers', 0],
      ['rounds and bets', 0],
      ['vouchers', 0],
      ['players, cards, caves and seats', 0],
      ['table sessions', 0],
    ]);
    expect(report.conservation).toEqual({ ok: true, total: 0, entered: 20_000, cashier: -20_000 });
    const hub = await boot(dir);
    expect(hub.state.tables.size).toBe(1);
    expect((await fetchJson(hub.port, '/readyz')).status).toBe(200);
  });

  it('catches an edited journal payload (the chain, and the transfers it no longer explains)', async () => {
    const seq = lastSeq('BetPlaced');
    const dir = tampered(
      `UPDATE journal SET payload = replace(payload, '"stake":300', '"stake":30') WHERE seq = ${seq}`,
    );
    const problems = [
      `journal chain broken at entry ${seq}`,
      `transfers: 1 mismatch(es), first: transfers of entry ${seq}: stored station:T1>stakes:roulette-1:300, journal gives station:T1>stakes:roulette-1:30`,
      `rounds and bets: 1 mismatch(es), first: ${verifyDataDir(dir, TEST_JOURNAL_KEY).projections[3]?.first[0] ?? ''}`,
    ];
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).problems).toEqual(problems);
    const cli = await runCli(['verify', dir]);
    expect(cli.code).toBe(1);
    await expectRefused(dir, problems);
  });

  it('catches a deleted journal entry, even the last one (its transfer names a missing entry)', async () => {
    const seq = lastSeq('BetPlaced');
    const dir = tampered(`DELETE FROM journal WHERE seq = ${seq}`);
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.chainBrokenAt).toBe(null);
    expect(report.problems[0]).toMatch(
      new RegExp(
        `^transfers: 2 mismatch\\(es\\), first: transfer \\d+: journal entry ${seq} does not exist$`,
      ),
    );
    expect(report.problems.slice(1)).toEqual([
      expect.stringMatching(
        /^rounds and bets: 1 mismatch\(es\), first: bet .*: stored but not in the journal$/,
      ),
    ]);
    await expectRefused(dir, report.problems);
  });

  it('catches a deleted entry in the middle (the chain breaks at the next one)', async () => {
    const dir = tampered(`DELETE FROM journal WHERE seq = 3`);
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).chainBrokenAt).toBe(4);
    expect((await runCli(['verify', dir])).code).toBe(1);
  });

  it('catches a changed balance (Σ ≠ 0 and the balance differs from its transfers)', async () => {
    const dir = tampered(`UPDATE balances SET balance = balance + 1 WHERE account = 'station:T1'`);
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    const t1 = report.projections[1]?.first[0] ?? '';
    expect(t1).toMatch(/^balance station:T1: stored \d+, journal gives \d+$/);
    expect(report.problems).toEqual(['balances sum to 1, not 0', `balances: 1 mismatch(es), first: ${t1}`]);
    await expectRefused(dir, report.problems);
  });

  it('catches an inserted transfer even with the balances adjusted to match', async () => {
    const seq = lastSeq('BetPlaced');
    const dir = tampered(`
      INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (${seq}, 'bank:roulette-1', 'station:T1', 5000);
      UPDATE balances SET balance = balance - 5000 WHERE account = 'bank:roulette-1';
      UPDATE balances SET balance = balance + 5000 WHERE account = 'station:T1';`);
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.conservation.ok).toBe(true);
    expect(report.problems).toEqual([
      `transfers: 1 mismatch(es), first: transfers of entry ${seq}: stored bank:roulette-1>station:T1:5000, station:T1>stakes:roulette-1:300, journal gives station:T1>stakes:roulette-1:300`,
    ]);
    await expectRefused(dir, report.problems);
  });

  it('catches a changed bet and a changed round', async () => {
    const dir =
      tampered(`UPDATE bets SET returned = returned + 100 WHERE returned IS NOT NULL AND terminal_id = 'T2';
      UPDATE rounds SET pocket = (pocket + 1) % 37 WHERE phase = 'settled'`);
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.projections[3]?.mismatches).toBe(2);
    expect(report.problems).toEqual([
      `rounds and bets: 2 mismatch(es), first: ${report.projections[3]?.first[0] ?? ''}`,
    ]);
    expect(report.projections[3]?.first).toEqual([
      expect.stringMatching(
        /^round \d+: stored \["roulette-1","settled",\d+,\d+,"clockwise"\], journal gives/,
      ),
      expect.stringMatching(
        /^bet \d+-\d+-T2: stored \[\d+,"T2","\{\\"kind\\":\\"plein\\",\\"number\\":17\}",200,\d+\], journal gives/,
      ),
    ]);
    await expectRefused(dir, report.problems);
  });
});
