// docs/protocol.md: 80 messages in a burst, 40 a second sustained, per connection; beyond that
// each message gets RATE_LIMITED and is dropped, and the connection stays.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHub } from '../hub.ts';
import { manualClock } from './helpers/manualClock.ts';
import { staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
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
