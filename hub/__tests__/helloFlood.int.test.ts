// Issue 10 §4: 2,000 connections each sending one wrong hello delayed a real terminal's login by
// 77 s. Now a hello costs one HMAC, a closed socket's hello costs nothing, and the gate caps the
// unauthenticated connections in total (503) and per address (429) and closes the silent ones at
// the hello timeout: a real terminal is welcomed within 1 s during the flood.
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE_CODES } from '../../protocol/hubMessages.ts';
import type { RunningHub } from '../hub.ts';
import { sayHello } from './helpers/hello.ts';
import { manualClock } from './helpers/manualClock.ts';
import { staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { connectTerminal } from './helpers/testTerminal.ts';

const FLOODER = fileURLToPath(new URL('./helpers/helloFlooder.ts', import.meta.url));

let running: RunningHub[] = [];
const opened: WebSocket[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const s of opened.splice(0)) s.terminate();
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

/** How one connection ended. */
type Outcome = 'refused429' | 'refused503' | 'welcomed' | 'other';

/** One silent connection from `localAddress` (it never says hello). */
function silentOne(url: string, localAddress: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress });
    opened.push(socket);
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode === 429 ? 'refused429' : res.statusCode === 503 ? 'refused503' : 'other');
      socket.terminate();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve('other'));
  });
}

/** The flooder child process (helpers/helloFlooder.ts): resolves once its first wave is open. */
function startFlood(
  url: string,
  count: number,
  inFlight: number,
): Promise<{ done: Promise<Record<string, number>> }> {
  const child = spawn(process.execPath, [FLOODER, url, String(count), String(inFlight)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let done: (tally: Record<string, number>) => void = () => undefined;
    const finished = new Promise<Record<string, number>>((r) => (done = r));
    child.once('exit', (code) => reject(new Error(`flooder exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = JSON.parse(line) as { event: string; tally?: Record<string, number> };
      if (m.event === 'started') resolve({ done: finished });
      if (m.event === 'done') done(m.tally ?? {});
    });
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** Connects the real terminal T1 from 127.0.0.1 and resolves with the ms until its welcome. */
async function realLogin(port: number): Promise<number> {
  const started = performance.now();
  const t = await connectTerminal(`ws://127.0.0.1:${port}/terminal`);
  opened.push(t.socket);
  await sayHello(t, 'T1', TERMINAL_SECRET);
  await t.next((m) => m.type === 'welcome', 0);
  return performance.now() - started;
}

describe('a hello flood', () => {
  it('welcomes a real terminal within 1 s while 2,000 connections each send one wrong hello', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/terminal`;
    // The flood runs in its own process, as an attacker's would; the real terminal logs in
    // while its first 200 connections are open and the rest are still to come.
    const flooding = await startFlood(url, 2_000, 200);
    const loginMs = await realLogin(hub.port);
    const tally = await flooding.done;
    process.stdout.write(
      `hello flood: real terminal welcomed in ${loginMs.toFixed(0)} ms; ${JSON.stringify(tally)}\n`,
    );
    expect(loginMs).toBeLessThan(1_000);
    // Every flooding connection was refused by its proof, none let in, none left hanging.
    expect(tally).toEqual({ BAD_CREDENTIALS: 2_000 });
    expect(await healthStatus(hub.port)).toBe(200);
    expect([...hub.state.connections].map((c) => c.terminalId).filter((id) => id !== null)).toEqual(['T1']);
  });

  it('refuses silent connections beyond the caps with 429 and 503, and closes them at the hello timeout', async () => {
    const hub = await staffHub(manualClock(), {
      extra: { gate: { maxPending: 40, maxPendingPerAddress: 10, helloTimeoutMs: 500 } },
    });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/terminal`;
    const open = (address: string): { outcome: Promise<Outcome>; code: Promise<number> } => {
      const outcome = silentOne(url, address);
      const socket = opened.at(-1) as WebSocket;
      const code = new Promise<number>((resolve) => socket.once('close', (c) => resolve(c)));
      return { outcome, code };
    };
    const waitOpen = (): Promise<void> =>
      new Promise((resolve) => (opened.at(-1) as WebSocket).once('open', () => resolve()));
    // One address: ten admitted, the eleventh refused with 429.
    const first: Promise<number>[] = [];
    for (let i = 0; i < 10; i++) {
      first.push(open('127.0.0.2').code);
      await waitOpen();
    }
    expect(await open('127.0.0.2').outcome).toBe('refused429');
    // Three more addresses fill the total of 40; a fifth address is refused with 503.
    for (const address of ['127.0.0.3', '127.0.0.4', '127.0.0.5'])
      for (let i = 0; i < 10; i++) {
        first.push(open(address).code);
        await waitOpen();
      }
    expect(await open('127.0.0.6').outcome).toBe('refused503');
    // At the hello timeout every silent connection is closed with its code and the slots free up.
    expect(new Set(await Promise.all(first))).toEqual(new Set([CLOSE_CODES.helloTimeout]));
    expect(await realLogin(hub.port)).toBeLessThan(1_000);
  });
});
