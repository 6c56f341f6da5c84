// The kiosk shell end to end without the Electron binary: kioskShell.ts runs against a fake
// 'electron' module (fakeElectron.ts) but with the real station service and a real hub process
// (the explicit demo's, and a provisioned single-table terminal's configured hub), so the
// configuration, the hub's start and stop, the bridge IPC wrapper, the view push, the app://
// handler, the crash budget and the attendant exit are exercised together.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../../../hub/staff/staffAccounts.ts';
import { openDatabase } from '../../../hub/store/database.ts';
import { newTerminalSecret, provisionTerminal } from '../../../hub/terminals.ts';
import { secretOf, STAFF } from '../../../hub/__tests__/helpers/staffHub.ts';
import { loginStaff } from '../../../hub/__tests__/helpers/testStaff.ts';
import { BRIDGE_CALL_NAMES } from '../../../protocol/bridge.ts';
import { demoTerminalConfig } from '../demoConfig.ts';
import { createFakeElectron, FakeBrowserWindow, type FakeWebContents } from './fakeElectron.ts';
import { TEST_JOURNAL_KEY, testJournalKeyFile } from '../../../hub/__tests__/helpers/testJournalKey.ts';

const holder = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock(
  'electron',
  () => new Proxy({}, { get: (_t, key) => holder.current?.[key as string], has: () => true }),
);

type Fake = ReturnType<typeof createFakeElectron>;
let fake: Fake | null = null;

afterEach(() => {
  for (const child of fake?.children ?? []) if (child.exitCode === null) child.kill('SIGKILL');
  FakeBrowserWindow.all.length = 0;
  delete process.env['TAPIS_TERMINAL_CONFIG'];
});

async function startShell(config: Record<string, unknown> | string, packaged = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tapis-shell-'));
  mkdirSync(path.join(dir, 'app', 'dist', 'renderer', 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'app', 'dist', 'renderer', 'index.html'),
    '<!doctype html><title>felt</title>',
  );
  writeFileSync(path.join(dir, 'app', 'dist', 'renderer', 'assets', 'a.js'), 'export {};');
  const file = path.join(dir, 'terminal.json');
  writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  process.env['TAPIS_TERMINAL_CONFIG'] = file;
  fake = createFakeElectron(path.join(dir, 'app'), path.join(dir, 'userData'));
  holder.current = fake.module;
  const { runKiosk } = await import('../kioskShell.ts');
  await runKiosk(packaged);
  return { dir, fake };
}

function ours(contents: FakeWebContents, url = 'app://tapis/index.html') {
  return { sender: contents, senderFrame: { url, parent: null } };
}

async function until<T>(read: () => T | undefined | null | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const KEY = {
  type: 'keyDown',
  code: '',
  control: false,
  alt: false,
  shift: false,
  meta: false,
  isAutoRepeat: false,
};
const noop = { preventDefault: () => undefined };

describe('the kiosk shell with a fake Electron', () => {
  it('shows "terminal hors service" when the configuration is invalid', async () => {
    await startShell({ terminalId: 'T 1' });
    const [window] = FakeBrowserWindow.all;
    expect(window?.webContents.getURL()).toBe('app://shell/hors-service?reason=configuration');
    expect(fake?.handlers.size).toBe(0);
    expect(fake?.children).toEqual([]);
  });

  it('starts hub and station, answers our page only, pushes views, and exits on the attendant code', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapis-shell-demo-'));
    const demo = await demoTerminalConfig(dir);
    const { fake: f } = await startShell(demo.json);
    const [window] = FakeBrowserWindow.all;
    if (window === undefined) throw new Error('no window');
    expect(window.webContents.getURL()).toBe('app://tapis/index.html');
    expect(window.options).toMatchObject({ kiosk: true, fullscreen: true, frame: false });
    expect(window.options['webPreferences']).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    // One handler per call of the contract, all through the one wrapper (checklist item 17).
    expect([...f.handlers.keys()]).toEqual(BRIDGE_CALL_NAMES.map((name) => `tapis:call:${name}`));
    expect(f.children).toHaveLength(1);
    expect(f.children[0]?.spawnargs.join(' ')).not.toContain(String(demo.json['secret']));

    // app:// serves the renderer with the CSP header and refuses traversal
    const session = f.sessions.get('tapis-kiosk');
    const served = await session?.protocolHandler?.(new Request('app://tapis/index.html'));
    expect(served?.status).toBe(200);
    expect(served?.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(await served?.text()).toContain('<title>felt</title>');
    expect(
      (await session?.protocolHandler?.(new Request('app://tapis/..%2F..%2Fterminal.json')))?.status,
    ).toBe(403);
    let cancelled: boolean | null = null;
    session?.beforeRequest?.({ url: 'https://example.com/' }, (r) => (cancelled = r.cancel));
    expect(cancelled).toBe(true);
    let granted: boolean | null = null;
    session?.permissionRequest?.(null, 'media', (ok) => (granted = ok));
    expect(granted).toBe(false);

    // the bridge: the view comes online with the hub's snapshot, and is pushed to the page
    const getView = f.handlers.get('tapis:call:getView');
    if (getView === undefined) throw new Error('no getView handler');
    const view = await until(() => {
      const sent = window.webContents.mainFrame.sent.filter(([c]) => c === 'tapis:event:view');
      const last = sent.at(-1)?.[1] as { link: string; hub: { credit: number } | null } | undefined;
      return last?.link === 'online' && last.hub !== null ? last : null;
    });
    expect(view.hub?.credit).toBe(10_000);
    expect(await getView(ours(window.webContents), {})).toMatchObject({
      ok: true,
      value: { terminalId: 'T1', link: 'online' },
    });

    // refused senders never reach the station
    for (const event of [
      ours(window.webContents, 'file:///etc/passwd'),
      ours(window.webContents, 'http://127.0.0.1:5173/'),
      { sender: window.webContents, senderFrame: { url: 'app://tapis/index.html', parent: {} } },
      { sender: { id: 999 }, senderFrame: { url: 'app://tapis/index.html', parent: null } },
    ]) {
      expect(await getView(event, {})).toEqual({
        ok: false,
        error: { code: 'FORBIDDEN', message: 'sender refused' },
      });
    }

    // a bet goes to the hub and comes back with its answer
    const placeBet = f.handlers.get('tapis:call:placeBet');
    const bet = (await placeBet?.(ours(window.webContents), {
      spot: { kind: 'plein', number: 17 },
      stake: 100,
    })) as {
      ok: boolean;
      value: { ok: boolean; error?: { code: string } };
    };
    expect(bet.ok).toBe(true);
    expect(bet.value.ok || bet.value.error?.code === 'BETS_CLOSED').toBe(true);

    // the attendant chord opens a script-less prompt; the right code quits and stops the hub
    window.webContents.emit('before-input-event', noop, {
      ...KEY,
      key: 'T',
      code: 'KeyT',
      control: true,
      alt: true,
      shift: true,
    });
    const prompt = FakeBrowserWindow.all[1];
    if (prompt === undefined) throw new Error('no prompt');
    expect(prompt.options['webPreferences']).toMatchObject({ javascript: false, sandbox: true });
    expect(prompt.options['webPreferences']).not.toHaveProperty('preload');
    for (const digit of demo.attendantCode)
      prompt.webContents.emit('before-input-event', noop, { ...KEY, key: digit });
    expect(prompt.webContents.getURL()).toBe('app://shell/personnel?n=6&status=typing');
    prompt.webContents.emit('before-input-event', noop, { ...KEY, key: 'Enter' });
    await until(() => f.exited(), 10_000);
    await until(() => f.children[0]?.exitCode !== null, 10_000);
    expect(f.children[0]?.exitCode).toBe(0);
  }, 60_000);

  it('refuses the demo hub on a packaged terminal: "terminal hors service", no hub forked', async () => {
    const demo = await demoTerminalConfig(mkdtempSync(path.join(tmpdir(), 'tapis-shell-packaged-')));
    const { fake: f } = await startShell(demo.json, true);
    expect(FakeBrowserWindow.all.at(-1)?.webContents.getURL()).toBe(
      'app://shell/hors-service?reason=configuration',
    );
    expect(f.children).toEqual([]);
  });

  // Issue 10 §2: single-table mode forked `--demo`, which granted 100 € and opened the séance as
  // `comite:demo` at every start. A provisioned terminal's hub now runs its configuration.
  it('runs a provisioned single-table terminal on its configured hub: no credit and no séance until the staff API acts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapis-shell-single-'));
    const demo = await demoTerminalConfig(dir);
    // Imaging: the hub's configuration file, its store with the terminal and the staff accounts.
    const hubConfig = path.join(dir, 'hub.json');
    const store = path.join(dir, 'hub-data');
    writeFileSync(
      hubConfig,
      JSON.stringify({
        listen: { host: '127.0.0.1', port: 8700 },
        dataDir: 'hub-data',
        journal: { keyFile: testJournalKeyFile() },
        log: { level: 'error' },
        tables: [
          {
            id: 'roulette-1',
            name: 'Roulette 1',
            game: 'roulette',
            minimum: 100,
            timing: { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 },
          },
        ],
      }),
    );
    mkdirSync(store);
    const secret = newTerminalSecret();
    const provisioning = openDatabase(path.join(store, 'hub.sqlite'), TEST_JOURNAL_KEY);
    provisionTerminal(provisioning, 'T1', 'roulette-1', secret);
    for (const [login, role] of Object.entries(STAFF))
      createStaff(provisioning, new Date().toISOString(), 'operator:test', login, role, secretOf(login));
    provisioning.close();

    const { fake: f } = await startShell({
      ...demo.json,
      secret,
      hub: { mode: 'single-table', config: hubConfig },
    });
    const [window] = FakeBrowserWindow.all;
    if (window === undefined) throw new Error('no window');
    const args = f.children[0]?.spawnargs ?? [];
    expect(args).not.toContain('--demo');
    expect(args.slice(-4, -1)).toEqual(['--config', hubConfig, '--port']);
    const port = Number(args.at(-1));
    type Seen = { link: string; hub: { credit: number; session: string; demo?: true } | null };
    const latest = (): Seen | undefined =>
      window.webContents.mainFrame.sent.filter(([c]) => c === 'tapis:event:view').at(-1)?.[1] as
        Seen | undefined;
    const online = await until(() => {
      const view = latest();
      return view?.link === 'online' && view.hub !== null ? view : null;
    });
    expect(online.hub).toMatchObject({ credit: 0, session: 'closed' });
    expect(online.hub).not.toHaveProperty('demo');

    // Credit only through the cashier; the séance requested by a croupier, validated by a comité member.
    const url = `ws://127.0.0.1:${port}/staff`;
    const [alice, bruno, chloe] = await Promise.all(
      ['alice', 'bruno', 'chloe'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    if (alice === undefined || bruno === undefined || chloe === undefined) throw new Error('login');
    await chloe.ok('creditIn', 'credit-cash-1', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 5_000 },
    });
    await until(() => latest()?.hub?.credit === 5_000);
    expect(latest()?.hub?.session).toBe('closed');
    await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });
    await until(() => latest()?.hub?.session === 'open');
    for (const s of [alice, bruno, chloe]) s.close();

    const db = new DatabaseSync(path.join(store, 'hub.sqlite'), { readOnly: true });
    const money = db
      .prepare(
        "SELECT kind, actor FROM journal WHERE kind IN ('CreditIn', 'DemoCreditGranted', 'SessionOpened') ORDER BY seq",
      )
      .all();
    db.close();
    expect(money).toEqual([
      { kind: 'CreditIn', actor: 'staff:chloe' },
      { kind: 'SessionOpened', actor: 'staff:bruno' },
    ]);
    f.module.app.quit();
    await until(() => f.exited(), 10_000);
    await until(() => f.children[0]?.exitCode !== null, 10_000);
    expect(f.children[0]?.exitCode).toBe(0);
  }, 60_000);

  it('refuses a wrong attendant code, relaunches a crashed page, then goes out of service', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapis-shell-crash-'));
    const demo = await demoTerminalConfig(dir);
    const { fake: f } = await startShell({
      ...demo.json,
      hub: { mode: 'remote', url: 'ws://127.0.0.1:9/terminal' },
    });
    const first = FakeBrowserWindow.all[0];
    if (first === undefined) throw new Error('no window');

    first.webContents.emit('before-input-event', noop, {
      ...KEY,
      key: 'T',
      code: 'KeyT',
      control: true,
      alt: true,
      shift: true,
    });
    const prompt = FakeBrowserWindow.all[1];
    if (prompt === undefined) throw new Error('no prompt');
    for (const digit of '000000') prompt.webContents.emit('before-input-event', noop, { ...KEY, key: digit });
    prompt.webContents.emit('before-input-event', noop, { ...KEY, key: 'Enter' });
    await until(() => prompt.webContents.getURL() === 'app://shell/personnel?n=0&status=wrong');
    expect(f.quits()).toBe(0);
    prompt.webContents.emit('before-input-event', noop, { ...KEY, key: 'Escape' });
    expect(prompt.isDestroyed()).toBe(true);

    // the hub's utilityProcess is counted by its own supervisor, not by the window's budget
    for (let i = 0; i < 5; i += 1) {
      f.module.app.emit('child-process-gone', noop, {
        type: 'Utility',
        name: 'tapis-hub',
        reason: 'crashed',
        exitCode: 1,
      });
    }
    // 3 crashes within the budget: each relaunches a fresh window; the 4th: out of service
    for (let crash = 1; crash <= 3; crash += 1) {
      const current = FakeBrowserWindow.all
        .filter((w) => !w.isDestroyed() && w.options['kiosk'] === true)
        .at(-1);
      f.module.app.emit('render-process-gone', noop, current?.webContents, {
        reason: 'crashed',
        exitCode: 11,
      });
      expect(current?.isDestroyed()).toBe(true);
    }
    const kiosks = FakeBrowserWindow.all.filter((w) => w.options['kiosk'] === true);
    expect(kiosks).toHaveLength(4);
    const last = kiosks.at(-1);
    expect(last?.webContents.getURL()).toBe('app://tapis/index.html');
    f.module.app.emit('render-process-gone', noop, last?.webContents, { reason: 'oom', exitCode: 0 });
    expect(last?.webContents.getURL()).toBe('app://shell/hors-service?reason=renderer-crashes');

    // a crash of another window does not count
    f.module.app.emit('render-process-gone', noop, prompt.webContents, { reason: 'crashed', exitCode: 1 });
    expect(FakeBrowserWindow.all.filter((w) => w.options['kiosk'] === true)).toHaveLength(4);
    f.module.app.quit();
    await until(() => f.exited(), 10_000);
  }, 60_000);
});
