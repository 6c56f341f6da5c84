// Issue 10 §3, the station's side: ws:// only to loopback, wss:// only to the pinned certificate
// (refused before one byte is written), a rotation with two pins, the hub's own listen rule, the
// secret never on the wire, and no hot reconnection loop after a refusal.
import { wheelSnapshotOf } from '../../../protocol/bridge.ts';
import { mkdtempSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTlsServer } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { euros } from '../../../games/money.ts';
import { CLOSE_CODES, ClientMessageSchema, PROTOCOL_VERSION } from '../../../protocol/hubMessages.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { TERMINAL_HELLO_DOMAIN, helloKey, newNonce, proofMatches } from '../../../hub/helloProof.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { ListenRefused } from '../../../hub/hubIdentity.ts';
import { selfSignedCertificate } from '../../../hub/__tests__/helpers/selfSignedCert.ts';
import { startStation } from '../startStation.ts';
import type { StationOptions, StationService } from '../stationApi.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';

const SECRET = 'station-tls-secret-0123456789';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  cleanups.length = 0;
});

async function until(test: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function station(
  options: Omit<StationOptions, 'terminalId' | 'secret' | 'dataDir'>,
): Promise<StationService> {
  const started = await startStation({
    terminalId: 'T1',
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-tls-')),
    ...options,
  });
  cleanups.push(() => started.close());
  return started;
}

async function tlsHub(host: string, cert: { cert: string; key: string }): Promise<RunningHub> {
  const hub = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-tls-hub-')),
    journalKey: TEST_JOURNAL_KEY,
    host,
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
    tls: cert,
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  return hub;
}

describe('the station refuses an insecure or unpinned hub', () => {
  it('refuses ws:// to a host off loopback, and wss:// without a pin, before opening anything', async () => {
    await expect(station({ hubUrl: 'ws://192.0.2.10:8700/terminal' })).rejects.toMatchObject({
      name: 'HubUrlRefused',
      reason: 'insecure',
    });
    await expect(station({ hubUrl: 'ws://hub.salle.local:8700/terminal' })).rejects.toMatchObject({
      reason: 'insecure',
    });
    await expect(station({ hubUrl: 'wss://127.0.0.1:8700/terminal' })).rejects.toMatchObject({
      reason: 'unpinned',
    });
    await expect(
      station({ hubUrl: 'wss://127.0.0.1:8700/terminal', hubCertSha256: ['not-a-fingerprint'] }),
    ).rejects.toMatchObject({ reason: 'badPin' });
  });

  it('sends nothing to a hub whose certificate is not pinned, and never goes online', async () => {
    const presented = selfSignedCertificate();
    const pinned = selfSignedCertificate();
    let attempts = 0;
    let bytes = 0;
    // Application data the station would write after the handshake (the upgrade, a hello).
    const server = createTlsServer({ cert: presented.cert, key: presented.key }, (socket) => {
      socket.on('data', (d: Buffer) => (bytes += d.length));
      socket.on('error', () => undefined);
    });
    server.on('connection', () => attempts++);
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => void server.close());
    const port = (server.address() as { port: number }).port;
    const s = await station({
      hubUrl: `wss://127.0.0.1:${port}/terminal`,
      hubCertSha256: [pinned.fingerprint],
    });
    await until(() => attempts >= 1);
    await sleep(500);
    expect(bytes).toBe(0);
    expect(s.getView().link).not.toBe('online');
  });
});

describe('the station over TLS to its pinned hub', () => {
  it('makes no proof for a challenge that names another hub than the pinned certificate', async () => {
    const cert = selfSignedCertificate();
    const server = createHttpsServer({ cert: cert.cert, key: cert.key });
    const wss = new WebSocketServer({ server });
    cleanups.push(
      () => void wss.close(),
      () => void server.close(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let connections = 0;
    const frames: string[] = [];
    wss.on('connection', (socket) => {
      connections++;
      // A relay forwarding another hub's challenge: its id is not this certificate's.
      const challenge = {
        type: 'challenge',
        protocolVersion: PROTOCOL_VERSION,
        nonce: newNonce().toString('hex'),
      };
      socket.send(JSON.stringify({ ...challenge, hubId: `sha256:${'0'.repeat(64)}` }));
      socket.on('message', (d) => frames.push(String(d)));
    });
    const port = (server.address() as { port: number }).port;
    const s = await station({
      hubUrl: `wss://127.0.0.1:${port}/terminal`,
      hubCertSha256: [cert.fingerprint],
    });
    await until(() => connections === 1);
    await sleep(1_000);
    expect(frames).toEqual([]);
    expect(connections).toBe(1);
    expect(s.getView().link).not.toBe('online');
  });

  it('logs in over wss:// with the pin, and with two pins during a rotation', async () => {
    const current = selfSignedCertificate();
    const next = selfSignedCertificate();
    const hub = await tlsHub('127.0.0.1', current);
    const url = `wss://127.0.0.1:${hub.port}/terminal`;
    const pinned = await station({ hubUrl: url, hubCertSha256: [current.fingerprint] });
    await until(() => pinned.getView().link === 'online' && pinned.getView().hub !== null);
    expect(wheelSnapshotOf(pinned.getView())?.credit).toBe(euros(100));
    await pinned.close();
    // Rotation: the terminal carries the new certificate's pin beside the current one.
    const rotating = await station({ hubUrl: url, hubCertSha256: [next.fingerprint, current.fingerprint] });
    await until(() => rotating.getView().link === 'online');
  });

  it('the hub refuses to listen off loopback without TLS, and listens there with it', async () => {
    const options = {
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-listen-')),
      journalKey: TEST_JOURNAL_KEY,
      port: 0,
      tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
      logLevel: 'silent' as const,
    };
    await expect(startHub({ ...options, host: '0.0.0.0' })).rejects.toBeInstanceOf(ListenRefused);
    await expect(startHub({ ...options, host: '::' })).rejects.toBeInstanceOf(ListenRefused);
    await tlsHub('0.0.0.0', selfSignedCertificate());
  });
});

describe('the station’s hello', () => {
  it('answers the challenge with a proof, never the secret, and does not reconnect at once after a refusal', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => void server.close());
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const frames: string[] = [];
    let connections = 0;
    let refuse = CLOSE_CODES.badCredentials as number;
    server.on('connection', (socket) => {
      connections++;
      const nonce = newNonce();
      socket.send(
        JSON.stringify({
          type: 'challenge',
          protocolVersion: PROTOCOL_VERSION,
          nonce: nonce.toString('hex'),
          hubId: 'loopback:test',
        }),
      );
      socket.on('message', (data) => {
        frames.push(String(data));
        const hello = ClientMessageSchema.parse(JSON.parse(String(data)));
        if (hello.type !== 'hello') return;
        const ok = proofMatches(
          helloKey(SECRET, 'T1'),
          TERMINAL_HELLO_DOMAIN,
          nonce,
          'T1',
          'loopback:test',
          hello.proof,
        );
        socket.close(ok ? refuse : 1008);
      });
    });
    const port = (server.address() as { port: number }).port;
    const refused = await station({ hubUrl: `ws://127.0.0.1:${port}/terminal` });
    await until(() => frames.length === 1);
    // A valid proof, refused by the hub all the same: the station waits (30 s) before trying again.
    await sleep(1_500);
    expect(connections).toBe(1);
    expect(frames.join('')).not.toContain(SECRET);
    await refused.close();

    // A connection lost for another reason is retried within the normal backoff.
    refuse = 1011;
    const dropped = await station({ hubUrl: `ws://127.0.0.1:${port}/terminal` });
    await sleep(1_500);
    expect(connections).toBeGreaterThanOrEqual(3);
    await dropped.close();
  });
});
