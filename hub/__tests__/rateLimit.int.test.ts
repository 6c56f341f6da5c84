// docs/protocol.md: 80 messages in a burst, 40 a second sustained, per connection; beyond that
// each message gets RATE_LIMITED and is dropped, and the connection stays.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHub } from '../hub.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { loginStaff } from './helpers/testStaff.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

describe('per-connection rate limit', () => {
  it('answers the 81st message of a burst with RATE_LIMITED, and refills at 40 a second', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t, 'T1', TERMINAL_SECRET);
    await t.next((m) => m.type === 'snapshot');
    const mark = t.received.length;
    for (let i = 0; i < 89; i++) t.send({ type: 'getSnapshot' });
    await t.next((m) => m.type === 'error' && t.received.length - mark >= 89, mark);
    const answers = t.received.slice(mark).map((m) => (m.type === 'error' ? m.error.code : m.type));
    // hello took one token: 79 snapshots, then 10 refusals.
    expect(answers).toEqual([
      ...Array<string>(79).fill('snapshot'),
      ...Array<string>(10).fill('RATE_LIMITED'),
    ]);
    clock.advance(500); // 20 tokens back
    const again = t.received.length;
    for (let i = 0; i < 21; i++) t.send({ type: 'getSnapshot' });
    await t.next((m) => m.type === 'error', again);
    expect(t.received.slice(again).map((m) => m.type)).toEqual([
      ...Array<string>(20).fill('snapshot'),
      'error',
    ]);
    expect(t.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('a rate-limited command or query is answered by its id', () => {
  it('settles the command with a RATE_LIMITED reply and the query with a RATE_LIMITED answer', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t, 'T1', TERMINAL_SECRET);
    await t.next((m) => m.type === 'snapshot');
    const mark = t.received.length;
    // hello took one token: 79 snapshots empty the bucket.
    for (let i = 0; i < 79; i++) t.send({ type: 'getSnapshot' });
    t.send({ type: 'undoLastBet', commandId: 'cmd-limited-1', roundId: 1 });
    t.send({ type: 'getRecall', queryId: 'query-limited-1' });
    t.send({ type: 'getRules', queryId: 'query-limited-2' });
    // No usable id (too short for CommandIdSchema; a `type` that is an Object property): plain error.
    t.send({ type: 'undoLastBet', commandId: 'short', roundId: 1 });
    t.send({ type: 'constructor', queryId: 'query-limited-3' });
    t.socket.send('not json {');
    await t.next(() => t.received.length - mark >= 85, mark);
    const refused = { code: 'RATE_LIMITED', message: 'too many messages' };
    expect(t.received.slice(mark + 79)).toEqual([
      { type: 'reply', commandId: 'cmd-limited-1', ok: false, error: refused },
      { type: 'recall', queryId: 'query-limited-1', ok: false, error: refused },
      { type: 'rules', queryId: 'query-limited-2', ok: false, error: refused },
      { type: 'error', error: refused },
      { type: 'error', error: refused },
      { type: 'error', error: refused },
    ]);
    expect(t.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('a rate-limited staff command or register query is answered by its id', () => {
  it('settles the staff command with a RATE_LIMITED reply and the register query with a RATE_LIMITED answer', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    const staff = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'alice', secretOf('alice'));
    const mark = staff.received.length;
    // The login took one token: 79 table views empty the bucket.
    for (let i = 0; i < 79; i++) staff.send({ type: 'getTables' });
    staff.send({ type: 'requestOpening', commandId: 'staff-limited-1', tableId: 'roulette-1' });
    staff.send({
      type: 'registerQuery',
      requestId: 'r1',
      query: { register: 'jackpotHistory', tableId: 'x' },
    });
    staff.send({ type: 'getTables' });
    await staff.next(() => staff.received.length - mark >= 82, mark);
    const refused = { code: 'RATE_LIMITED', message: 'too many messages' };
    expect(staff.received.slice(mark + 79)).toEqual([
      { type: 'reply', commandId: 'staff-limited-1', ok: false, error: refused },
      { type: 'register', requestId: 'r1', ok: false, error: refused },
      { type: 'error', error: refused },
    ]);
  });
});
