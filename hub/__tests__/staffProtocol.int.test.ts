// The staff endpoint's edges (docs/protocol.md "Staff API"): nothing before login, malformed
// frames answered and survived, roles checked per action, unknown tables typed, and every
// command applied once per command id.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PERMISSIONS } from '../staff/permissions.ts';
import type { RunningHub } from '../hub.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub } from './helpers/staffHub.ts';
import { connectStaffSocket, loginStaff } from './helpers/testStaff.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const SAMPLES: Record<string, Record<string, unknown>> = {
  requestOpening: { tableId: 'roulette-1' },
  validateOpening: { tableId: 'roulette-1' },
  announceLastRounds: { tableId: 'roulette-1' },
  validateClosing: { tableId: 'roulette-1' },
  relaunch: { tableId: 'roulette-1' },
  countSession: { tableId: 'roulette-1' },
  creditIn: { terminalId: 'T1', payment: { method: 'cash', amount: 100 } },
  redeemVoucher: { validationNumber: '123456789012345678' },
  unlockStaff: { login: 'alice' },
  certifyModele7: { tableId: 'holdem-1', day: '2026-11-29' },
};

describe('the staff endpoint', () => {
  it('answers nothing but typed errors before login and keeps the connection on bad frames', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const s = await connectStaffSocket(`ws://127.0.0.1:${hub.port}/staff`);
    const cases: [unknown, string][] = [
      [{ type: 'getTables' }, 'NOT_AUTHENTICATED'],
      [{ type: 'requestOpening', commandId: 'request-open-1', tableId: 'roulette-1' }, 'NOT_AUTHENTICATED'],
      ['{nope', 'MALFORMED'],
      [
        {
          type: 'creditIn',
          commandId: 'credit-neg-1',
          terminalId: 'T1',
          payment: { method: 'cash', amount: -5 },
        },
        'MALFORMED',
      ],
      [
        {
          type: 'creditIn',
          commandId: 'credit-frac-1',
          terminalId: 'T1',
          payment: { method: 'cash', amount: 1.5 },
        },
        'MALFORMED',
      ],
      [{ type: 'selfDestruct' }, 'MALFORMED'],
    ];
    for (const [message, code] of cases) {
      const mark = s.received.length;
      s.send(message);
      const answer = await s.next((m) => m.type === 'error', mark);
      expect(answer.type === 'error' && answer.error.code).toBe(code);
    }
    expect(s.socket.readyState).toBe(WebSocket.OPEN);
    const status = await new Promise<number>((resolve) =>
      request({
        host: '127.0.0.1',
        port: hub.port,
        path: '/nowhere',
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      })
        .on('response', (r) => resolve(r.statusCode ?? 0))
        .on('error', () => resolve(-1))
        .end(),
    );
    expect(status).toBe(404);
  });

  it('lets each role do only its own actions', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    for (const login of ['alice', 'bruno', 'chloe', 'denis', 'emma']) {
      const s = await loginStaff(url, login, secretOf(login));
      const welcome = s.received[0];
      const role = welcome?.type === 'welcome' ? welcome.role : null;
      for (const [type, fields] of Object.entries(SAMPLES)) {
        const reply = await s.command(type, `${type}-${login}-probe`, fields);
        const allowed =
          (PERMISSIONS as Record<string, readonly string[]>)[type]?.includes(role ?? '') ?? false;
        const forbidden = !reply.ok && reply.error.code === 'FORBIDDEN';
        expect({ login, type, forbidden }).toEqual({ login, type, forbidden: !allowed });
      }
      s.close();
    }
  });

  it('applies a session step once per command id and types unknown tables', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const first = await alice.command('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    const repeat = await alice.command('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    expect(repeat).toEqual(first);
    const n = hub.state.db
      .prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'SessionOpeningRequested'")
      .get() as { n: number };
    expect(n.n).toBe(1);
    const second = await alice.command('requestOpening', 'request-open-2', { tableId: 'roulette-1' });
    expect(second.ok === false && second.error).toEqual({
      code: 'SESSION_STATE',
      message: 'the session must be closed (or never opened)',
      params: { phase: 'requested' },
    });
    const unknown = await alice.command('requestOpening', 'request-open-3', { tableId: 'roulette-9' });
    expect(unknown.ok === false && unknown.error.code).toBe('UNKNOWN_TABLE');
  });

  it('pushes the tables view to logged-in consoles after a change, without being asked', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const mark = bruno.received.length;
    await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    const pushed = await bruno.next((m) => m.type === 'tables', mark);
    expect(pushed.type === 'tables' && pushed.tables[0]?.session).toMatchObject({
      phase: 'requested',
      requestedBy: 'staff:alice',
    });
    const anonymous = await connectStaffSocket(url);
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });
    const opened = await alice.next((m) => m.type === 'tables' && m.tables[0]?.session?.inService === true);
    expect(opened.type === 'tables' && opened.tables[0]?.round?.phase).toBe('betting');
    // Only logged-in consoles are told.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(anonymous.received).toEqual([]);
  });
});
