// Issue 10 §1 "No input ends a process", on the station: a real station process (its hub child,
// the station service, the loopback bridge) gets thousands of generated raw HTTP and upgrade
// requests and malformed or oversized frames on an opened bridge socket. After each batch the
// station and its hub are alive, both answer /healthz, the hub's journal has not moved, and the
// bridge's edge counter shows the refusals.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { badFrame, rawRequestTo } from '../../../hub/__tests__/helpers/edgeInputs.ts';
import {
  encodeFrame,
  inParallel,
  openRawWebSocket,
  rawExchange,
  sendOnRawSocket,
} from '../../../hub/__tests__/helpers/rawWire.ts';

const PROCESS = fileURLToPath(new URL('./helpers/bridgeProcess.ts', import.meta.url));
/** loopbackServer.ts maxPayload. */
const BRIDGE_MAX_PAYLOAD = 64 * 1024;
const SEED = 20_261_203;

interface Started {
  readonly url: string;
  readonly port: number;
  readonly hubPort: number;
  readonly hubPid: number;
}

let child: ChildProcess;
let started: Started;
let hubDataDir: string;
let journalAtStart: { seq: number; hash: string };
let stderr = '';
let session: string;

function journalHead(): { seq: number; hash: string } {
  const db = new DatabaseSync(join(hubDataDir, 'hub.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; hash: string } | undefined;
    return row ?? { seq: 0, hash: '' };
  } finally {
    db.close();
  }
}

/** The bridge's own health: alive, and its edge counter by `edge/reason`. */
async function bridgeHealth(): Promise<{ status: number; edgeErrors: Record<string, number> }> {
  const response = await fetch(`http://127.0.0.1:${started.port}/healthz`);
  const body = (await response.json()) as { edgeErrors: Record<string, number> };
  return { status: response.status, edgeErrors: body.edgeErrors };
}

async function counted(key: string): Promise<number> {
  return (await bridgeHealth()).edgeErrors[key] ?? 0;
}

async function expectUnharmed(): Promise<void> {
  expect(child.exitCode, stderr).toBe(null);
  expect((await bridgeHealth()).status).toBe(200);
  const hub = await fetch(`http://127.0.0.1:${started.hubPort}/healthz`);
  expect(hub.status).toBe(200);
  expect(((await hub.json()) as { journalSeq: number }).journalSeq).toBe(journalAtStart.seq);
  expect(journalHead()).toEqual(journalAtStart);
}

/** The headers of a bridge upgrade that the page itself would send (its origin, its session). */
function pageHeaders(): Record<string, string> {
  return {
    Origin: `http://127.0.0.1:${started.port}`,
    'Sec-WebSocket-Protocol': `tapis-bridge.v1, session.${session}`,
  };
}

/** Spends the start URL's ticket as the page does, and returns the session credential it gets. */
async function redeemTicket(): Promise<string> {
  const ticket = new URL(started.url).hash.replace('#ticket=', '');
  const socket = new WebSocket(
    `ws://127.0.0.1:${started.port}/bridge`,
    ['tapis-bridge.v1', `ticket.${ticket}`],
    {
      origin: `http://127.0.0.1:${started.port}`,
    },
  );
  const first = await new Promise<string>((resolve, reject) => {
    socket.once('message', (d) => resolve(String(d)));
    socket.once('error', reject);
  });
  socket.close();
  const message = JSON.parse(first) as { kind: string; credential: string };
  expect(message.kind).toBe('session');
  return message.credential;
}

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'tapis-fuzz-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Tapis</title>');
  hubDataDir = mkdtempSync(join(tmpdir(), 'tapis-fuzz-hub-'));
  child = spawn(process.execPath, [PROCESS, rendererDir, hubDataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (d) => (stderr += String(d)));
  started = await new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`station did not start: ${stderr}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`station exited (${String(code)}): ${stderr}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const event = JSON.parse(line) as Started & { event: string };
      if (event.event !== 'bridge') return;
      clearTimeout(timer);
      resolve(event);
    });
  });
  journalAtStart = journalHead();
  expect(journalAtStart.seq).toBeGreaterThan(0);
  session = await redeemTicket();
}, 30_000);

afterAll(() => {
  // SIGKILL both: a station that died early would have left its hub child behind.
  child.kill('SIGKILL');
  try {
    process.kill(started.hubPid, 'SIGKILL');
  } catch {
    // already gone
  }
});

describe('station bridge edges under hostile input', () => {
  it('answers GET //[ on the plain path and on an upgrade, and stays up', async () => {
    const plain = await rawExchange(started.port, ['GET //[ HTTP/1.1\r\nHost: x\r\n\r\n'], {
      end: true,
      holdMs: 1_000,
    });
    expect(plain.text).toMatch(/^HTTP\/1\.1 404 /);
    const upgrade = await rawExchange(
      started.port,
      [
        'GET //[ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ],
      { end: true, holdMs: 1_000 },
    );
    expect(upgrade.text).toMatch(/^HTTP\/1\.1 400 /);
    await expectUnharmed();
  });

  it('closes a bridge socket that sends a frame over its limit, counts it, and stays up', async () => {
    const before = await counted('bridge/WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    const socket = await openRawWebSocket(started.port, '/bridge', pageHeaders());
    expect(socket).not.toBe(null);
    if (socket === null) return;
    const frame = encodeFrame({ opcode: 1, payload: Buffer.alloc(BRIDGE_MAX_PAYLOAD + 1, 0x61) });
    expect(await sendOnRawSocket(socket, frame, 1_000)).toBe(true);
    await expectUnharmed();
    expect(await counted('bridge/WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toBe(before + 1);
  });

  it('survives batches of generated raw HTTP and upgrade requests', async () => {
    const statuses = new Set<string>();
    for (let b = 0; b < 6; b++) {
      const inputs = fc.sample(rawRequestTo(['/bridge', '/nowhere']), { numRuns: 500, seed: SEED + b });
      const replies = await inParallel(
        inputs.map((input) => () => rawExchange(started.port, input.chunks, input.delivery)),
        48,
      );
      for (const reply of replies) {
        if (reply.text === '') continue;
        expect(reply.text).toMatch(/^HTTP\/1\.1 \d{3} /);
        statuses.add(reply.text.slice(9, 12));
      }
      await expectUnharmed();
    }
    for (const status of ['400', '401', '404', '431']) expect(statuses).toContain(status);
    expect(await counted('client/HPE_INVALID_METHOD')).toBeGreaterThan(0);
  }, 60_000);

  it('survives malformed and oversized frames on opened bridge sockets', async () => {
    for (let b = 0; b < 3; b++) {
      const frames = fc.sample(badFrame(BRIDGE_MAX_PAYLOAD), { numRuns: 200, seed: SEED + 100 + b });
      const outcomes = await inParallel(
        frames.map((f) => async () => {
          const socket = await openRawWebSocket(started.port, '/bridge', pageHeaders());
          return socket === null
            ? 'refused'
            : (await sendOnRawSocket(socket, encodeFrame(f)))
              ? 'closed'
              : 'open';
        }),
        16,
      );
      expect(outcomes.filter((o) => o === 'refused')).toEqual([]);
      await expectUnharmed();
    }
  }, 60_000);
});
