// The wire side of the hub bench (bench/hub.ts): child processes that announce their port, K
// WebSocket clients that say hello and wait for their replies, the saturating loop, and the
// figures read from /proc. Traffic only to 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';
import { TERMINAL_HELLO_DOMAIN, helloKey, helloProof } from '../hub/helloProof.ts';
import {
  type Challenge,
  ChallengeSchema,
  type ClientMessage,
  PROTOCOL_VERSION,
} from '../protocol/hubMessages.ts';

/** One simulated terminal. */
export interface Client {
  readonly id: string;
  readonly socket: WebSocket;
  /** Reply waiters by command id. */
  readonly waiting: Map<string, (ok: boolean) => void>;
  /** The hub's challenge, answered by `hello`. */
  readonly challenge: Promise<Challenge>;
  /** Called with each view's text (a wheel `snapshot`, a `cardView` or a `holdemView`; parsed only by whoever needs it). */
  onSnapshot: (text: string) => void;
}

/** Starts a child that prints {"event":"listening","port":N}; resolves with it and its port. */
export function startChild(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not listen within 30 s: ${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`child exited (${String(code)}): ${stderr}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{"event":"listening"')) return;
      clearTimeout(timer);
      resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
  });
}

/** Stops a child with SIGTERM and resolves once it exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return stopped;
}

/** CPU seconds (user + system) a process used so far, all its threads, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number | undefined): number {
  return statCpuSeconds(`/proc/${String(pid)}/stat`);
}

/**
 * CPU seconds of a process's main thread alone (/proc/<pid>/task/<pid>/stat): the hub's event
 * loop, without V8's compiler and garbage-collector threads nor the WAL checkpointer.
 */
export function mainThreadCpuSeconds(pid: number | undefined): number {
  return statCpuSeconds(`/proc/${String(pid)}/task/${String(pid)}/stat`);
}

function statCpuSeconds(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Peak resident memory of a process, in MB. */
export function peakMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Opens a client socket to `url` as terminal `id` (not yet authenticated). */
export function connect(url: string, id: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let challenged: (c: Challenge) => void = () => undefined;
    const challenge = new Promise<Challenge>((resolve) => (challenged = resolve));
    const client: Client = { id, socket, waiting: new Map(), challenge, onSnapshot: () => undefined };
    socket.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"challenge"')) return challenged(ChallengeSchema.parse(JSON.parse(text)));
      // Cheap dispatch on the prefix: the hub writes `type` first.
      if (
        text.startsWith('{"type":"snapshot"') ||
        text.startsWith('{"type":"cardView"') ||
        text.startsWith('{"type":"holdemView"')
      )
        return client.onSnapshot(text);
      if (!text.startsWith('{"type":"reply"')) return;
      const m = JSON.parse(text) as { commandId: string; ok: boolean };
      const done = client.waiting.get(m.commandId);
      client.waiting.delete(m.commandId);
      done?.(m.ok);
    });
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** Answers the hub's challenge with the terminal's proof; resolves on its first view. */
export async function hello(client: Client, secret: string): Promise<void> {
  const first = new Promise<void>((resolve) => (client.onSnapshot = () => resolve()));
  const challenge = await client.challenge;
  const nonce = Buffer.from(challenge.nonce, 'hex');
  const proof = helloProof(
    helloKey(secret, client.id),
    TERMINAL_HELLO_DOMAIN,
    nonce,
    client.id,
    challenge.hubId,
  );
  const frame: ClientMessage = {
    type: 'hello',
    protocolVersion: PROTOCOL_VERSION,
    terminalId: client.id,
    proof,
  };
  client.socket.send(JSON.stringify(frame));
  await first;
  client.onSnapshot = () => undefined;
}

/**
 * Connects and authenticates `ids` 25 at a time: the hub admits at most 32 unauthenticated
 * sockets per address and closes one that has not said hello within 5 s
 * (hub/connections/connectionGate.ts).
 */
export async function connectAll(url: string, ids: readonly string[], secret: string): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < ids.length; i += 25) {
    const batch = await Promise.all(ids.slice(i, i + 25).map((id) => connect(url, id)));
    await Promise.all(batch.map((c) => hello(c, secret)));
    clients.push(...batch);
  }
  return clients;
}

let counter = 0;
/** Sends `{type, commandId, ...fields}` and resolves with its reply's latency in ms (NaN when refused). */
export function command(client: Client, type: string, fields: Record<string, unknown>): Promise<number> {
  const commandId = `bench-${client.id}-${++counter}`;
  const started = performance.now();
  return new Promise((resolve) => {
    client.waiting.set(commandId, (ok) => resolve(ok ? performance.now() - started : Number.NaN));
    client.socket.send(JSON.stringify({ type, commandId, ...fields }));
  });
}

/**
 * Each client sends `count` messages, the next as soon as the previous is answered (message `i`
 * of client `c` is `send(c, i)`); returns messages/s and how many were refused.
 */
export async function saturate(
  clients: readonly Client[],
  count: number,
  send: (c: Client, i: number) => Promise<number>,
): Promise<{ rate: number; refused: number }> {
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      for (let i = 0; i < count; i++) if (Number.isNaN(await send(c, i))) refused++;
    }),
  );
  return { rate: (clients.length * count) / ((performance.now() - started) / 1000), refused };
}

/** A number with `digits` decimals. */
export const fmt = (n: number, digits = 1): string => n.toFixed(digits);
