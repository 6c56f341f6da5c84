// Issue 10 §1 "No input ends a process": a real hub process (node hub/cli.ts --demo) gets
// thousands of generated raw HTTP requests, upgrade requests and malformed WebSocket frames over
// node:net. After each batch the process is alive, /healthz answers 200 and the journal (its last
// seq and hash, read from the SQLite file) has not moved; /metrics counts the refusals.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badFrame, rawRequestTo } from './helpers/edgeInputs.ts';
import { type HubChild, spawnHubChild, stopChild } from './helpers/hubChild.ts';
import {
  encodeFrame,
  inParallel,
  openRawWebSocket,
  rawExchange,
  sendOnRawSocket,
} from './helpers/rawWire.ts';

/** hub.ts MAX_PAYLOAD. */
const HUB_MAX_PAYLOAD = 16 * 1024;
/** Fixed seeds: a failure replays; fast-check prints the counterexample. */
const SEED = 20_261_202;

let hub: HubChild;
let port: number;
let dataDir: string;
let journalAtStart: { seq: number; hash: string };

function journalHead(): { seq: number; hash: string } {
  const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; hash: string } | undefined;
    return row ?? { seq: 0, hash: '' };
  } finally {
    db.close();
  }
}

async function healthz(): Promise<{ status: number; journalSeq: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  const body = (await response.json()) as { journalSeq: number };
  return { status: response.status, journalSeq: body.journalSeq };
}

/** The value of tapis_edge_errors_total{edge,reason} now (0 when the series does not exist). */
async function edgeErrors(edge: string, reason: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`tapis_edge_errors_total{edge="${edge}",reason="${reason}"} `));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

async function expectUnharmed(): Promise<void> {
  expect(hub.process.exitCode).toBe(null);
  expect(hub.process.signalCode).toBe(null);
  const health = await healthz();
  expect(health.status).toBe(200);
  expect(health.journalSeq).toBe(journalAtStart.seq);
  expect(journalHead()).toEqual(journalAtStart);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tapis-edge-fuzz-'));
  // A betting window longer than the suite: the journal moves only if an input moved it.
  hub = await spawnHubChild(
    [
      '--demo',
      '--port',
      '0',
      '--data',
      dataDir,
      '--terminal',
      'T1',
      '--betting-ms',
      '600000',
      '--log-level',
      'silent',
    ],
    { TAPIS_DEMO_SECRET: 'edge-fuzz-secret-0123456789' },
  );
  port = hub.listening.port;
  journalAtStart = journalHead();
  expect(journalAtStart.seq).toBeGreaterThan(0);
});

afterAll(async () => {
  await stopChild(hub.process, 'SIGKILL');
});

describe('hub edges under hostile input', () => {
  it('answers GET //[ on the plain path and on the /terminal upgrade, and stays up', async () => {
    const plain = await rawExchange(port, ['GET //[ HTTP/1.1\r\nHost: x\r\n\r\n'], {
      end: true,
      holdMs: 1_000,
    });
    expect(plain.text).toMatch(/^HTTP\/1\.1 404 /);
    const upgrade = await rawExchange(
      port,
      [
        'GET //[ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ],
      { end: true, holdMs: 1_000 },
    );
    expect(upgrade.text).toMatch(/^HTTP\/1\.1 404 /);
    expect(upgrade.closedByPeer).toBe(true);
    await expectUnharmed();
  });

  it('answers 400 to a target that does not parse, and counts it per edge', async () => {
    const before = {
      http: await edgeErrors('http', 'bad_target'),
      upgrade: await edgeErrors('upgrade', 'bad_target'),
    };
    const targets = ['http://[::1', 'http://a:99999/', 'https://%zz/', '*'];
    for (const target of targets) {
      const plain = await rawExchange(port, [`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`], {
        end: true,
        holdMs: 1_000,
      });
      expect(plain.text).toMatch(/^HTTP\/1\.1 400 /);
      const upgrade = await rawExchange(
        port,
        [`GET ${target} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`],
        { end: true, holdMs: 1_000 },
      );
      expect(upgrade.text).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await edgeErrors('http', 'bad_target')).toBe(before.http + targets.length);
    expect(await edgeErrors('upgrade', 'bad_target')).toBe(before.upgrade + targets.length);
    await expectUnharmed();
  });

  it('counts what the HTTP parser refuses and what ws refuses at the handshake', async () => {
    const parser = await edgeErrors('client', 'HPE_INVALID_METHOD');
    const big = await edgeErrors('client', 'HPE_HEADER_OVERFLOW');
    const handshake = await edgeErrors('terminal', 'bad_handshake');
    expect(
      (await rawExchange(port, ['G\u0001T / HTTP/1.1\r\n\r\n'], { end: true, holdMs: 1_000 })).text,
    ).toMatch(/^HTTP\/1\.1 400 /);
    const huge = `GET /healthz HTTP/1.1\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`;
    expect((await rawExchange(port, [huge], { end: true, holdMs: 1_000 })).text).toMatch(/^HTTP\/1\.1 431 /);
    const noKey = 'GET /terminal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n';
    expect((await rawExchange(port, [noKey], { end: true, holdMs: 1_000 })).text).toMatch(/^HTTP\/1\.1 400 /);
    expect(await edgeErrors('client', 'HPE_INVALID_METHOD')).toBe(parser + 1);
    expect(await edgeErrors('client', 'HPE_HEADER_OVERFLOW')).toBe(big + 1);
    expect(await edgeErrors('terminal', 'bad_handshake')).toBe(handshake + 1);
    await expectUnharmed();
  });

  it('survives batches of generated raw HTTP and upgrade requests', async () => {
    const batches = 8;
    const perBatch = 500;
    const statuses = new Set<string>();
    for (let b = 0; b < batches; b++) {
      const inputs = fc.sample(rawRequestTo(['/terminal', '/staff', '/display', '/nowhere']), {
        numRuns: perBatch,
        seed: SEED + b,
      });
      const replies = await inParallel(
        inputs.map((input) => () => rawExchange(port, input.chunks, input.delivery)),
        48,
      );
      // Whatever the hub wrote back is an HTTP response, never a stack trace or half a line.
      for (const reply of replies) {
        if (reply.text === '') continue;
        expect(reply.text).toMatch(/^HTTP\/1\.1 \d{3} /);
        statuses.add(reply.text.slice(9, 12));
      }
      await expectUnharmed();
    }
    // The inputs reached every kind of answer, not only the parser's refusal.
    for (const status of ['101', '200', '400', '404', '405', '431']) expect(statuses).toContain(status);
  }, 60_000);

  it('survives malformed and oversized frames on the terminal, staff and display sockets, and counts them', async () => {
    const tooLong = await edgeErrors('terminal', 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    const oversized = await openRawWebSocket(port, '/terminal');
    expect(oversized).not.toBe(null);
    if (oversized === null) return;
    const frame = encodeFrame({ opcode: 1, payload: Buffer.alloc(HUB_MAX_PAYLOAD + 1, 0x61) });
    expect(await sendOnRawSocket(oversized, frame, 1_000)).toBe(true);
    expect(await edgeErrors('terminal', 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toBe(tooLong + 1);
    const paths = ['/terminal', '/staff', '/display'] as const;
    for (let b = 0; b < 4; b++) {
      const frames = fc.sample(badFrame(HUB_MAX_PAYLOAD), { numRuns: 250, seed: SEED + 100 + b });
      const closed = await inParallel(
        frames.map((f, i) => async () => {
          const socket = await openRawWebSocket(port, paths[i % paths.length] ?? '/terminal');
          return socket === null
            ? 'refused'
            : (await sendOnRawSocket(socket, encodeFrame(f)))
              ? 'closed'
              : 'open';
        }),
        24,
      );
      // Every upgrade succeeded (a frame, not the handshake, is under test).
      expect(closed.filter((c) => c === 'refused')).toEqual([]);
      await expectUnharmed();
    }
  }, 60_000);
});
