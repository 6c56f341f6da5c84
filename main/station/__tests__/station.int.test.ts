// The station service and its loopback bridge against a real hub over loopback: the origin check,
// the one-time start ticket and the session it buys (issue 10 §3), static files confined to the renderer folder, bridge calls that reach the hub,
// and the refusal of money commands while offline.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { euros } from '../../../games/money.ts';
import { type LoopbackMessage, type StationView, wheelSnapshotOf } from '../../../protocol/bridge.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { readStationFiles } from './helpers/stationFiles.ts';
import {
  BRIDGE_SUBPROTOCOL,
  startLoopbackBridge,
  type LoopbackBridge,
  type LoopbackOptions,
} from '../loopbackServer.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';

const SECRET = 'station-test-secret-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups.length = 0;
});

async function setup(options: LoopbackOptions = {}): Promise<{
  hub: RunningHub;
  station: StationService;
  bridge: LoopbackBridge;
  dataDir: string;
  logs: string[];
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
  const logs: string[] = [];
  const bridge = await startLoopbackBridge(station, rendererDir, 0, {
    log: (level, message, fields) => logs.push(JSON.stringify({ level, message, ...fields })),
    ...options,
  });
  cleanups.push(() => bridge.close());
  await until(() => wheelSnapshotOf(station.getView())?.round?.phase === 'betting');
  return { hub, station, bridge, dataDir, logs };
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

/** The start ticket in a bridge URL. */
function ticketOf(url: string): string {
  return new URL(url).hash.replace('#ticket=', '');
}

function openBridge(
  bridge: LoopbackBridge,
  credential: string,
  origin = `http://127.0.0.1:${bridge.port}`,
): Promise<{ socket: WebSocket; messages: LoopbackMessage[] }> {
  const socket = new WebSocket(`ws://127.0.0.1:${bridge.port}/bridge`, [BRIDGE_SUBPROTOCOL, credential], {
    origin,
  });
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

  it('opens the bridge only to our origin with a start ticket', async () => {
    const { bridge } = await setup();
    const ticket = ticketOf(bridge.url);
    await expect(openBridge(bridge, `ticket.${'0'.repeat(64)}`)).rejects.toThrow('refused 401');
    await expect(openBridge(bridge, `token.${ticket}`)).rejects.toThrow('refused 401');
    await expect(openBridge(bridge, `ticket.${ticket}`, 'http://evil.example')).rejects.toThrow(
      'refused 401',
    );
    const { socket, messages } = await openBridge(bridge, `ticket.${ticket}`);
    await until(() => messages.some((m) => m.kind === 'event'));
    socket.close();
  });

  it('takes a start ticket once, for a session that reconnects; a replay is refused and revokes it', async () => {
    const { bridge, logs } = await setup();
    const ticket = ticketOf(bridge.url);
    const first = await openBridge(bridge, `ticket.${ticket}`);
    await until(() => first.messages.some((m) => m.kind === 'event'));
    // The session comes first, inside the socket, and only on the connection that spent the ticket.
    const announced = first.messages[0];
    expect(announced?.kind).toBe('session');
    const session = announced?.kind === 'session' ? announced.credential : '';
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    first.socket.close();
    // A reload: the page comes back with its session, as often as it likes, and gets no new one.
    let page = first;
    for (let i = 0; i < 2; i++) {
      page = await openBridge(bridge, `session.${session}`);
      await until(() => page.messages.some((m) => m.kind === 'event'));
      expect(page.messages.some((m) => m.kind === 'session')).toBe(false);
    }
    await expect(openBridge(bridge, `session.${'0'.repeat(64)}`)).rejects.toThrow('refused 401');
    // The ticket again (someone read the start URL): refused, and since one of its two holders
    // is not the page, the session it bought is cut off and refused from now on.
    const cut = new Promise<void>((resolve) => page.socket.once('close', () => resolve()));
    await expect(openBridge(bridge, `ticket.${ticket}`)).rejects.toThrow('refused 401');
    await cut;
    await expect(openBridge(bridge, `session.${session}`)).rejects.toThrow('refused 401');
    expect(bridge.edgeErrors()).toEqual({
      'upgrade/session_unknown': 2,
      'upgrade/ticket_replayed': 1,
    });
    // Neither credential is ever written to the log (issue 10 §3).
    // Three refusals, two lines: the second session_unknown within a second is counted, not logged.
    expect(logs).toHaveLength(2);
    for (const line of logs) {
      expect(line).not.toContain(ticket);
      expect(line).not.toContain(session);
    }
  });

  it('refuses a start ticket older than its lifetime, and issues fresh ones on demand', async () => {
    let now = 1_000_000;
    const { bridge } = await setup({ now: () => now, ttlMs: 60_000 });
    now += 60_001;
    await expect(openBridge(bridge, `ticket.${ticketOf(bridge.url)}`)).rejects.toThrow('refused 401');
    expect(bridge.edgeErrors()['upgrade/ticket_expired']).toBe(1);
    const fresh = ticketOf(bridge.startUrl());
    expect(fresh).not.toBe(ticketOf(bridge.url));
    const { socket, messages } = await openBridge(bridge, `ticket.${fresh}`);
    await until(() => messages.some((m) => m.kind === 'event'));
    socket.close();
  });

  it('places a bet through the bridge, debits the hub and mirrors the meter', async () => {
    const { bridge, station, dataDir } = await setup();
    const { socket, messages } = await openBridge(bridge, `ticket.${ticketOf(bridge.url)}`);
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
    await until(() => messages.filter((m) => m.kind === 'result' || m.kind === 'failure').length === 2);
    const answer = messages.find((m) => m.kind === 'result' && m.id === 1);
    expect(answer?.kind === 'result' && (answer.value as { ok: boolean }).ok).toBe(true);
    const bad = messages.find((m) => m.kind === 'failure' && m.id === 2);
    expect(bad?.kind === 'failure' && bad.error.code).toBe('MALFORMED');
    await until(() => wheelSnapshotOf(station.getView())?.credit === 9_500);
    // The bet's reply carried the new credit and the chip (no snapshot follows a bet).
    const betId = answer?.kind === 'result' ? (answer.value as { value: { betId: string } }).value.betId : '';
    expect(wheelSnapshotOf(station.getView())?.bets).toEqual([
      { betId, spot: { kind: 'chance', chance: 'pair' }, stake: 500 },
    ]);
    const lastView = [...messages].reverse().find((m) => m.kind === 'event');
    await until(() => readStationFiles(dataDir).credit === 9_500);
    expect(readStationFiles(dataDir).pending).toEqual([]);
    expect(lastView?.kind === 'event' && (lastView.data as StationView).terminalId).toBe('T1');
    socket.close();
  });

  it('refuses money commands at once while the hub is unreachable', async () => {
    const { hub, station } = await setup();
    await hub.close();
    const lostAt = Date.now();
    await until(() => station.getView().link === 'offline');
    // Issue 12 §4: the view says since when the hub is out of reach.
    const since = station.getView().linkSince;
    expect(since).toBeGreaterThanOrEqual(lostAt - 1_000);
    expect(since).toBeLessThanOrEqual(Date.now());
    const answer = await station.placeBet({ spot: { kind: 'plein', number: 3 }, stake: euros(1) });
    expect(answer.ok === false && answer.error.code).toBe('OFFLINE');
    const payment = await station.requestPayment();
    expect(payment.ok === false && payment.error.code).toBe('OFFLINE');
  });
});
