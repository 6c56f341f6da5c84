// Issue 10 §2 "No production path runs the demo", the demo hub's side, as a real child process:
// it listens on loopback only, grants its demo money once per station and data folder (three
// restarts after a Paiement used to mint three 100 € vouchers), `verify` reports that money apart,
// it starts without TAPIS_DEMO_SECRET by printing working secrets, and every client is told "demo".
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import { ROULETTE_ENTRY } from './helpers/configFile.ts';
import { freePort, type HubChild, runCli, spawnHubChild, stopChild } from './helpers/hubChild.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { sayHello } from './helpers/hello.ts';

const SECRET = 'demo-mode-secret-0123456789';
let children: HubChild[] = [];
let sockets: TestTerminal[] = [];

afterEach(async () => {
  for (const t of sockets) t.close();
  sockets = [];
  for (const c of children) await stopChild(c.process);
  children = [];
});

async function demoHub(dir: string, env: Record<string, string> = { TAPIS_DEMO_SECRET: SECRET }) {
  const child = await spawnHubChild(
    ['--demo', '--port', '0', '--data', dir, '--terminal', 'T1', '--log-level', 'info'],
    env,
  );
  children.push(child);
  return child;
}

/** A terminal that said hello and got its first snapshot. */
async function station(port: number, secret = SECRET): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${port}/terminal`);
  sockets.push(t);
  await sayHello(t, 'T1', secret);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

async function pay(t: TestTerminal, commandId: string) {
  const mark = t.received.length;
  t.send({ type: 'requestPayment', commandId });
  return (await t.next((m) => m.type === 'reply' && m.commandId === commandId, mark)) as Extract<
    HubMessage,
    { type: 'reply' }
  >;
}

function refusedTcp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('the demo hub', () => {
  it.each(['0.0.0.0', '192.168.1.20', '::'])(
    'refuses --demo --host %s: exit code 2, a clear error, nothing listens',
    async (host) => {
      const port = await freePort();
      const dir = mkdtempSync(join(tmpdir(), 'tapis-demo-host-'));
      const run = await runCli(['--demo', '--host', host, '--port', String(port), '--data', dir]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `hub: --demo listens on loopback only (127.0.0.1, ::1 or localhost), not "${host}"; a hub on a network runs --config <file> (docs/operations.md)\n`,
      );
      expect(await refusedTcp(port)).toBe(true);
    },
  );

  it('grants its demo money once: a Paiement then three restarts give one 100 € voucher, and verify says it is demo money', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-demo-restart-'));
    const first = await demoHub(dir);
    const t = await station(first.listening.port);
    expect(t.lastSnapshot()?.state).toMatchObject({ credit: 10_000, demo: true });
    const paid = await pay(t, 'pay-first-0');
    expect(paid.ok && paid.result.kind === 'paid' && paid.result.voucher.amount).toBe(10_000);
    t.close();
    await stopChild(first.process);
    children = [];

    for (let restart = 1; restart <= 3; restart += 1) {
      const hub = await demoHub(dir);
      const again = await station(hub.listening.port);
      expect(again.lastSnapshot()?.state).toMatchObject({ credit: 0, demo: true });
      const refused = await pay(again, `pay-after-restart-${restart}`);
      expect(refused.ok === false && refused.error.code).toBe('NOTHING_TO_PAY');
      again.close();
      await stopChild(hub.process);
      children = [];
    }

    const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
    const vouchers = db.prepare('SELECT amount FROM vouchers').all() as { amount: number }[];
    const kinds = db
      .prepare("SELECT kind, actor FROM journal WHERE kind IN ('CreditIn', 'DemoCreditGranted') ORDER BY seq")
      .all();
    const bank = db.prepare("SELECT balance FROM balances WHERE account = 'demo:bank'").get();
    db.close();
    expect(vouchers).toEqual([{ amount: 10_000 }]);
    expect(kinds).toEqual([{ kind: 'DemoCreditGranted', actor: 'demo' }]);
    expect(bank).toEqual({ balance: -10_000 });

    const verify = await runCli(['verify', dir]);
    expect(verify.code).toBe(0);
    const report = JSON.parse(verify.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      ok: true,
      problems: [],
      conservation: { ok: true, total: 0, entered: 0, cashier: 0 },
      demoMoney: { grantedCents: 10_000, grants: 1, stations: ['T1'], legacyCreditInCents: 0 },
      warnings: ['demo money: 10000 cents granted by a demo hub to T1 in 1 grant(s); not cash from the desk'],
    });

    // A production hub never serves a demo store: its demo money would pass for cash.
    const file = join(mkdtempSync(join(tmpdir(), 'tapis-demo-config-')), 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({ listen: { host: '127.0.0.1', port: 0 }, dataDir: dir, tables: [ROULETTE_ENTRY] }),
    );
    const configured = await runCli(['--config', file]);
    expect(configured.code).toBe(1);
    expect(configured.stdout).toBe('');
    expect(configured.stderr).toBe(
      `hub: ${dir} holds demo money (DemoCreditGranted, or CreditIn by cashier:demo): a demo store is never served by --config\n`,
    );
  }, 60_000);

  it('starts without TAPIS_DEMO_SECRET: prints a working secret per terminal, once, and never logs it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-demo-nosecret-'));
    // The child inherits this environment: the variable must really be unset here.
    expect(process.env['TAPIS_DEMO_SECRET']).toBeUndefined();
    const hub = await demoHub(dir, {});
    const line = hub.listening as { terminals?: { terminalId: string; tableId: string; secret?: string }[] };
    expect(line.terminals).toHaveLength(1);
    const [printed] = line.terminals ?? [];
    expect(printed).toMatchObject({ terminalId: 'T1', tableId: 'roulette-1' });
    expect(printed?.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(hub.listening['demo']).toBe(true);

    const wrong = await connectTerminal(`ws://127.0.0.1:${hub.listening.port}/terminal`);
    sockets.push(wrong);
    await sayHello(wrong, 'T1', SECRET);
    const refused = await wrong.next((m) => m.type === 'error');
    expect(refused.type === 'error' && refused.error.code).toBe('BAD_CREDENTIALS');

    const t = await station(hub.listening.port, printed?.secret ?? '');
    expect(t.received.find((m) => m.type === 'welcome')).toMatchObject({ type: 'welcome', terminalId: 'T1' });
    expect(t.lastSnapshot()?.state).toMatchObject({ tableId: 'roulette-1', credit: 10_000, demo: true });

    // The hub's own results board says "demo" too.
    const board = (await (
      await fetch(`http://127.0.0.1:${hub.listening.port}/api/tables/roulette-1/results`)
    ).json()) as Record<string, unknown>;
    expect(board).toEqual({ tableId: 'roulette-1', demo: true, results: [] });
    expect(hub.stderr()).not.toContain(printed?.secret ?? 'no secret');
  }, 30_000);
});
