// The station service and its loopback bridge against a real hub over loopback: the token and
// origin checks, static files confined to the renderer folder, bridge calls that reach the hub,
// and the refusal of money commands while offline.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { euros } from '../../../games/money.ts';
import type { LoopbackMessage, StationView } from '../../../protocol/bridge.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { readMirror } from '../meterMirror.ts';
import { BRIDGE_SUBPROTOCOL, startLoopbackBridge, type LoopbackBridge } from '../loopbackServer.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';

const SECRET = 'station-test-secret-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups.length = 0;
});

async function setup(): Promise<{
  hub: RunningHub;
  station: StationService;
  bridge: LoopbackBridge;
  dataDir: string;
}> {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-hub-')),
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
  });
  cleanups.push(() => hub.close());
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  const dataDir = mkdtempSync(join(tmpdir(), 'tapis-st-'));
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId: 'T1',
    secret: SECRET,
    dataDir,
  });
  cleanups.push(() => station.close());
  const rendererDir = mkdtempSync(join(tmpdir(), 'tapis-st-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Tapis</title>');
  const bridge = await startLoopbackBridge(station, rendererDir);
  cleanups.push(() => bridge.close());
  await until(() => station.getView().hub?.round?.phase === 'betting');
  return { hub, station, bridge, dataDir };
}

async function until(test: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function get(port: number, path: string): Promise<{ status: number; csp: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          csp: res.headers['content-security-policy'] as string | undefined,
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function openBridge(
  bridge: LoopbackBridge,
  token: string,
  origin: string,
): Promise<{ socket: WebSocket; messages: LoopbackMessage[] }> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${bridge.port}/bridge`,
    [BRIDGE_SUBPROTOCOL, `token.${token}`],
    { origin },
  );
  const messages: LoopbackMessage[] = [];
  socket.on('message', (d) => messages.push(JSON.parse(String(d)) as LoopbackMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('station service and loopback bridge', () => {
  it('serves the renderer with a strict CSP and nothing outside its folder', async () => {
    const { bridge } = await setup();
    const page = await get(bridge.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Tapis</title>');
    expect(page.csp).toContain("script-src 'self'");
    expect(page.csp).not.toContain('unsafe-eval');
    for (const path of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/missing.js']) {
      expect((await get(bridge.port, path)).status).toBe(404);
    }
  });

  it('opens the bridge only to our origin with the start token', async () => {
    const { bridge } = await setup();
    const token = new URL(bridge.url).hash.replace('#token=', '');
    const origin = `http://127.0.0.1:${bridge.port}`;
    await expect(openBridge(bridge, 'wrong', origin)).rejects.toThrow('refused 401');
    await expect(openBridge(bridge, token, 'http://evil.example')).rejects.toThrow('refused 401');
    const { socket, messages } = await openBridge(bridge, token, origin);
    await until(() => messages.some((m) => m.kind === 'event'));
    socket.close();
  });

  it('places a bet through the bridge, debits the hub and mirrors the meter', async () => {
    const { bridge, station, dataDir } = await setup();
    const token = new URL(bridge.url).hash.replace('#token=', '');
    const { socket, messages } = await openBridge(bridge, token, `http://127.0.0.1:${bridge.port}`);
    socket.send(
      JSON.stringify({
        id: 1,
        call: 'placeBet',
        args: { spot: { kind: 'chance', chance: 'pair' }, stake: 500 },
      }),
    );
    socket.send(
      JSON.stringify({
        id: 2,
        call: 'placeBet',
        args: { spot: { kind: 'chance', chance: 'pair' }, stake: 'lots' },
      }),
    );
    await until(() => messages.filter((m) => m.kind !== 'event').length === 2);
    const answer = messages.find((m) => m.kind === 'result' && m.id === 1);
    expect(answer?.kind === 'result' && (answer.value as { ok: boolean }).ok).toBe(true);
    const bad = messages.find((m) => m.kind === 'failure' && m.id === 2);
    expect(bad?.kind === 'failure' && bad.error.code).toBe('MALFORMED');
    await until(() => station.getView().hub?.credit === 9_500);
    // The bet's reply carried the new credit and the chip (no snapshot follows a bet).
    const betId = answer?.kind === 'result' ? (answer.value as { value: { betId: string } }).value.betId : '';
    expect(station.getView().hub?.bets).toEqual([
      { betId, spot: { kind: 'chance', chance: 'pair' }, stake: 500 },
    ]);
    const lastView = [...messages].reverse().find((m) => m.kind === 'event');
    await until(() => readMirror(dataDir)?.credit === 9_500);
    expect(lastView?.kind === 'event' && (lastView.data as StationView).terminalId).toBe('T1');
    socket.close();
  });

  it('refuses money commands at once while the hub is unreachable', async () => {
    const { hub, station } = await setup();
    await hub.close();
    await until(() => station.getView().link === 'offline');
    const answer = await station.placeBet({ spot: { kind: 'plein', number: 3 }, stake: euros(1) });
    expect(answer.ok === false && answer.error.code).toBe('OFFLINE');
    const payment = await station.requestPayment();
    expect(payment.ok === false && payment.error.code).toBe('OFFLINE');
  });
});
