// `npm run bench -- hub [--terminals K]`: the hub (a child process, demo table) and K simulated
// terminals over WebSocket on loopback (issue 5 §10). Paced: each terminal places 20 bets at random
// moments of a 20 s betting window; prints bet-ack p50/p99 and the time from the result to each
// terminal holding its settlement. Saturated: each terminal sends its next bet as soon as the
// previous one is acknowledged; prints commands/s beside a bare `ws` echo server (also a child
// process) driven by the same K clients and message count, and the ratio. Peak memory from
// /proc/<pid>/status VmHWM. Mixed (issue 13 §6): a second hub, started from a configuration file
// with a roulette table, blackjack, punto banco and hold'em tables, saturated by wheel bets and card
// commands together while the hold'em stations play their turns (bench/_mixedRun.ts); commands/s
// against the same run's echo. `--mixed-only`
// skips the paced and the wheel-only runs. Traffic only to 127.0.0.1; every loop is bounded in count and time.
// The hub runs as production runs it: the bundle dist/hub/cli.mjs, built first from the current
// sources (vite.main.config.ts, what the kiosk forks), with the hub's V8 flags (HUB_EXEC_ARGV).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cents } from '../games/money.ts';
import { createRng } from '../games/rng.ts';
import { demoJournal, demoKeyDir } from '../hub/commands/demoJournal.ts';
import { inTransaction, openDatabase } from '../hub/store/database.ts';
import { appendJournal } from '../hub/store/journal.ts';
import { accounts, transfer } from '../hub/store/ledger.ts';
import { provisionTerminal } from '../hub/terminals.ts';
import { HUB_ENTRY, HUB_EXEC_ARGV } from '../main/electron/hubLaunch.ts';
import {
  type Client,
  command,
  connect,
  connectAll,
  cpuSeconds,
  fmt,
  peakMb,
  saturate,
  startChild,
  stopChild,
} from './_hubWire.ts';
import { mixedRun } from './_mixedRun.ts';

/** `--terminals=K` (bench/run.ts takes a bare word for a bench name) or `--terminals K`. */
function terminalsOption(args: readonly string[]): number {
  const joined = args.find((a) => a.startsWith('--terminals='));
  const index = args.indexOf('--terminals');
  const raw = joined?.slice('--terminals='.length) ?? (index >= 0 ? args[index + 1] : undefined);
  const value = Number(raw ?? 500);
  if (!Number.isSafeInteger(value) || value < 1 || value > 5000)
    throw new Error(`--terminals takes 1–5000, got ${String(raw)}`);
  return value;
}

const K = terminalsOption(process.argv.slice(2));
const BETS = 20;
const WINDOW_MS = 20_000;
const SATURATED_PER_TERMINAL = 40;
const SECRET = randomBytes(16).toString('hex');
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES_CLI = join(ROOT, 'hub', 'cli.ts');
const rng = createRng();
// Issue 13 §6: the saturated ratio's target is 45 % (30 % before).
const TARGETS = { ackP99: 25, fanOutP99: 150, ratio: 0.45, memoryMb: 300 };

/** Prepares a store with K terminals sharing one secret (each its own hello key) and a large credit each. */
function prepareStore(dir: string): void {
  // The demo hub started on `dir` below finds this same key beside its data folder.
  const db = openDatabase(join(dir, 'hub.sqlite'), demoJournal(dir, {}).journalKey);
  inTransaction(db, () => {
    for (let i = 1; i <= K; i++) {
      // A hello key is one HKDF (hub/helloProof.ts): provisioning K terminals costs nothing.
      provisionTerminal(db, `T${i}`, 'roulette-1', SECRET);
      const seq = appendJournal(db, new Date().toISOString(), 'CreditIn', 'cashier:bench', {
        terminalId: `T${i}`,
        amount: 1_000_000,
        method: 'bench',
      });
      transfer(db, seq, accounts.cashier, accounts.station(`T${i}`), cents(1_000_000));
    }
  });
  db.close();
}

/**
 * The hub entry to run: the bundle, rebuilt now so it matches the sources; `--from-sources` or a
 * failed build runs hub/cli.ts instead, with a printed note (Node's TypeScript stripping of the
 * sources adds about 35–45 MB to the hub's memory, so its peak is not the production figure).
 */
function hubEntry(): string {
  if (process.argv.includes('--from-sources')) {
    process.stdout.write('hub: hub/cli.ts from the sources (--from-sources; peak memory above production)\n');
    return SOURCES_CLI;
  }
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.main.config.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (build.status !== 0) {
    process.stdout.write(
      `hub: NOTE the build failed (${(build.stderr || String(build.error)).trim().split('\n')[0] ?? ''}); ` +
        'running hub/cli.ts from the sources instead: peak memory above production\n',
    );
    return SOURCES_CLI;
  }
  process.stdout.write(
    `hub: ${HUB_ENTRY} (built now by vite.main.config.ts, as the kiosk forks it), ${HUB_EXEC_ARGV.join(' ')}\n`,
  );
  return join(ROOT, HUB_ENTRY);
}

/** Sends one bet and resolves with the ack latency in ms (NaN when refused). */
function bet(client: Client, roundId: number): Promise<number> {
  return command(client, 'placeBet', { roundId, spot: { kind: 'chance', chance: 'rouge' }, stake: 100 });
}

/** Resolves with the first round that opens from now on, and how long its betting lasts. */
function nextRound(client: Client): Promise<{ roundId: number; closesIn: number }> {
  return new Promise((resolve) => {
    let current: number | null = null;
    client.onSnapshot = (text) => {
      const m = JSON.parse(text) as {
        state: { hubTime: number; round: { roundId: number; phase: string; closesAt: number | null } | null };
      };
      const r = m.state.round;
      if (r === null) return;
      if (current === null) current = r.phase === 'betting' ? r.roundId : -1;
      if (r.phase === 'betting' && r.roundId !== current) {
        client.onSnapshot = () => undefined;
        resolve({ roundId: r.roundId, closesIn: (r.closesAt ?? 0) - m.state.hubTime });
      }
    };
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

async function paced(clients: readonly Client[]): Promise<void> {
  const { roundId, closesIn } = await nextRound(clients[0] as Client);
  const window = Math.min(WINDOW_MS, closesIn) - 500;
  const acks: number[] = [];
  await Promise.all(
    clients.map(async (c) => {
      const at = Array.from({ length: BETS }, () => rng.int(window)).sort((a, b) => a - b);
      const start = performance.now();
      for (const offset of at) {
        const wait = offset - (performance.now() - start);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        acks.push(await bet(c, roundId));
      }
    }),
  );
  // Each terminal holds its settlement when a snapshot names this round settled.
  const held = clients.map(
    (c) =>
      new Promise<number>((resolve) => {
        const timer = setTimeout(() => resolve(Number.NaN), 30_000);
        c.onSnapshot = (text) => {
          const m = JSON.parse(text) as { state: { lastSettlement: { roundId: number } | null } };
          if (m.state.lastSettlement?.roundId !== roundId) return;
          clearTimeout(timer);
          c.onSnapshot = () => undefined;
          resolve(Date.now());
        };
      }),
  );
  const receivedAt = await Promise.all(held);
  landedAt.set(roundId, receivedAt);
  const refused = acks.filter((a) => Number.isNaN(a)).length;
  const ok = acks.filter((a) => !Number.isNaN(a));
  const p99 = percentile(ok, 99);
  process.stdout.write(
    `paced: ${K} terminals × ${BETS} bets over ${fmt(window / 1000)} s: ${ok.length} acknowledged, ${refused} refused\n` +
      `  bet ack p50 ${fmt(percentile(ok, 50))} ms, p99 ${fmt(p99)} ms (target ≤ ${TARGETS.ackP99} ms: ${verdict(p99 <= TARGETS.ackP99)})\n`,
  );
  pacedRound = roundId;
}

const landedAt = new Map<number, number[]>();
let pacedRound = 0;

/** The result's time (the BallLanded entry) against each terminal's receipt of its settlement. */
function reportFanOut(dir: string): void {
  const db = openDatabase(join(dir, 'hub.sqlite'), demoJournal(dir, {}).journalKey);
  const row = db
    .prepare("SELECT at FROM journal WHERE kind = 'BallLanded' AND json_extract(payload, '$.roundId') = ?")
    .get(pacedRound) as { at: string } | undefined;
  db.close();
  const result = Date.parse(row?.at ?? '');
  const delays = (landedAt.get(pacedRound) ?? []).map((t) => t - result);
  const missing = delays.filter((d) => Number.isNaN(d)).length;
  const p99 = percentile(delays, 99);
  process.stdout.write(
    `  result → settlement held: p50 ${fmt(percentile(delays, 50))} ms, p99 ${fmt(p99)} ms, last ${fmt(Math.max(...delays))} ms` +
      `${missing > 0 ? `, ${missing} never` : ''} (target p99 ≤ ${TARGETS.fanOutP99} ms: ${verdict(p99 <= TARGETS.fanOutP99)})\n`,
  );
}

const ECHO_SERVER = `
import { WebSocketServer } from 'ws';
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
  process.stdout.write(JSON.stringify({ event: 'listening', port: server.address().port }) + '\\n');
});
server.on('connection', (socket) => socket.on('message', (data) => {
  const m = JSON.parse(String(data));
  socket.send(JSON.stringify({ type: 'reply', commandId: m.commandId, ok: true, result: { kind: 'betAccepted', betId: m.commandId } }));
}));
`;

/** The demo hub on `dir` (its roulette table only, K terminals), from `entry`. */
function startDemoHub(entry: string, profile: readonly string[], dir: string) {
  return startChild(
    [
      ...HUB_EXEC_ARGV,
      ...profile,
      entry,
      '--demo',
      '--port',
      '0',
      '--data',
      dir,
      '--betting-ms',
      String(WINDOW_MS + 1000),
      '--spin-ms',
      '1000',
      '--result-ms',
      '500',
      '--credit',
      '0',
      '--log-level',
      'error',
    ],
    { TAPIS_DEMO_SECRET: SECRET },
  );
}

/** What the bare echo did: its messages/s, and the CPU its process spent per message (µs). */
interface EchoFigures {
  readonly rate: number;
  readonly cpuUs: number;
}

/** The bare echo's figures with K clients, each sending the same count as the hub's runs. */
async function echoRate(port: number, pid: number | undefined): Promise<EchoFigures> {
  const echoClients: Client[] = [];
  for (let i = 1; i <= K; i++) echoClients.push(await connect(`ws://127.0.0.1:${port}/`, `E${i}`));
  const cpuBefore = cpuSeconds(pid);
  const run = await saturate(echoClients, SATURATED_PER_TERMINAL, (c) => bet(c, 0));
  const cpu = cpuSeconds(pid) - cpuBefore;
  for (const c of echoClients) c.socket.terminate();
  return { rate: run.rate, cpuUs: (cpu / (K * SATURATED_PER_TERMINAL)) * 1e6 };
}

/** Paced, then saturated with wheel bets only; the echo runs right after, the hub still up. */
async function wheelRuns(
  entry: string,
  profile: readonly string[],
  dir: string,
  echoServer: { port: number; pid: number | undefined },
): Promise<EchoFigures> {
  prepareStore(dir);
  const { child: hub, port } = await startDemoHub(entry, profile, dir);
  try {
    const clients = await connectAll(
      `ws://127.0.0.1:${port}/terminal`,
      Array.from({ length: K }, (_, i) => `T${i + 1}`),
      SECRET,
    );
    process.stdout.write(`${K} terminals connected and authenticated\n`);
    await paced(clients);
    reportFanOut(dir);
    process.stdout.write(`  hub peak memory ${fmt(peakMb(hub.pid))} MB (target ≤ ${TARGETS.memoryMb} MB)\n`);

    const { roundId } = await nextRound(clients[0] as Client);
    const cpuBefore = { hub: cpuSeconds(hub.pid), bench: process.cpuUsage() };
    const wallBefore = performance.now();
    const hubRun = await saturate(clients, SATURATED_PER_TERMINAL, (c) => bet(c, roundId));
    const wall = (performance.now() - wallBefore) / 1000;
    const hubCpu = (cpuSeconds(hub.pid) - cpuBefore.hub) / wall;
    const benchUsage = process.cpuUsage(cpuBefore.bench);
    const benchCpu = (benchUsage.user + benchUsage.system) / 1e6 / wall;
    for (const c of clients) c.socket.terminate();
    const echo = await echoRate(echoServer.port, echoServer.pid);
    const ratio = hubRun.rate / echo.rate;
    const memory = peakMb(hub.pid);
    process.stdout.write(
      `saturated: ${K} terminals × ${SATURATED_PER_TERMINAL} bets: hub ${fmt(hubRun.rate, 0)} commands/s (${hubRun.refused} refused), bare ws echo ${fmt(echo.rate, 0)} messages/s\n` +
        `  busy during the hub run: hub ${fmt(hubCpu * 100, 0)} % of a core (${fmt((hubCpu / hubRun.rate) * 1e6, 0)} µs per command), the K clients ${fmt(benchCpu * 100, 0)} %; the echo ${fmt(echo.cpuUs, 0)} µs of CPU per message\n` +
        `  ratio ${fmt(ratio * 100)} % of bare echo (target ≥ ${TARGETS.ratio * 100} %: ${verdict(ratio >= TARGETS.ratio)})\n` +
        `  hub peak memory ${fmt(memory)} MB (target ≤ ${TARGETS.memoryMb} MB: ${verdict(memory <= TARGETS.memoryMb)})\n`,
    );
    return echo;
  } finally {
    await stopChild(hub);
  }
}

async function main(): Promise<void> {
  const mixedOnly = process.argv.includes('--mixed-only');
  const dirs = [
    mkdtempSync(join(tmpdir(), 'tapis-bench-hub-')),
    mkdtempSync(join(tmpdir(), 'tapis-bench-mixed-')),
  ];
  const [wheelDir = '', mixedDir = ''] = dirs;
  // `--cpu-prof`: each hub child writes a V8 CPU profile when it stops (the path is printed).
  const profileDir = join(tmpdir(), 'tapis-hub-cpu-prof');
  const profile = process.argv.includes('--cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  if (profile.length > 0) process.stdout.write(`hub CPU profile → ${profileDir}\n`);
  const entry = hubEntry();
  const echo = await startChild(['--input-type=module', '-e', ECHO_SERVER], {});
  const deadline = setTimeout(() => {
    process.stderr.write('bench hub: 360 s budget exceeded, stopping\n');
    echo.child.kill('SIGKILL');
    process.exit(1);
  }, 360_000);
  try {
    const echoServer = { port: echo.port, pid: echo.child.pid };
    const echoRun = mixedOnly
      ? await echoRate(echoServer.port, echoServer.pid)
      : await wheelRuns(entry, profile, wheelDir, echoServer);
    const mixed = await mixedRun({
      dir: mixedDir,
      k: K,
      perTerminal: SATURATED_PER_TERMINAL,
      secret: SECRET,
      hubArgs: (configFile) => [
        ...HUB_EXEC_ARGV,
        ...profile,
        entry,
        '--config',
        configFile,
        '--log-level',
        'error',
      ],
    });
    const ratio = mixed.rate / echoRun.rate;
    const perCommand = (cores: number) => (cores / mixed.rate) * 1e6;
    const refused = Object.values(mixed.refused).reduce((sum, n) => sum + n, 0);
    const game = (g: keyof typeof mixed.rates, name: string) =>
      `${name} ${fmt(mixed.rates[g], 0)}/s, ${fmt(mixed.meanMs[g])} ms`;
    process.stdout.write(
      `mixed: ${mixed.counts.wheel} roulette + ${mixed.counts.blackjack} blackjack + ${mixed.counts.puntoBanco} punto banco terminals × ${SATURATED_PER_TERMINAL} commands, ${mixed.counts.holdem} hold'em stations playing their turns meanwhile: hub ${fmt(mixed.rate, 0)} commands/s (${refused} refused), bare ws echo ${fmt(echoRun.rate, 0)} messages/s\n` +
        `  commands/s and mean reply: ${game('wheel', 'bet')}; ${game('blackjack', 'blackjack')}; ${game('puntoBanco', 'punto banco')}; ${game('holdem', "hold'em")} (${mixed.refused.holdem} refused)\n` +
        `  hub ${fmt(mixed.hubCpu * 100, 0)} % of a core (${fmt(perCommand(mixed.hubCpu), 0)} µs per command, of which its main thread ${fmt(perCommand(mixed.hubMainCpu), 0)} µs); the echo ${fmt(echoRun.cpuUs, 0)} µs of CPU per message\n` +
        `  ratio ${fmt(ratio * 100)} % of bare echo (target ≥ ${TARGETS.ratio * 100} %: ${verdict(ratio >= TARGETS.ratio)})\n`,
    );
  } finally {
    clearTimeout(deadline);
    await stopChild(echo.child);
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(demoKeyDir(dir), { recursive: true, force: true });
    }
  }
}

await main();
