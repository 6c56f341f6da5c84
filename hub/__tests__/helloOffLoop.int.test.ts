// Secrets are hashed off the event loop: while many terminals and staff say hello at once (after
// a hub restart, a whole room reconnects), a connected terminal's bet is still answered at once.
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import type { RunningHub } from '../hub.ts';
import { manualClock } from './helpers/manualClock.ts';
import { staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { connectStaffSocket } from './helpers/testStaff.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { challengeOf, helloFrame, sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

describe('hashing off the event loop', () => {
  it('answers a bet while twenty hellos and logins are being checked', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const table = hub.state.tables.wheel('roulette-1');
    table?.creditIn('T1', euros(100), 'cash', 'staff:chloe');
    table?.openSession('staff:alice', 'staff:bruno');
    const url = `ws://127.0.0.1:${hub.port}`;
    const t1 = await connectTerminal(`${url}/terminal`);
    await sayHello(t1, 'T1', TERMINAL_SECRET);
    const snap = await t1.next((m) => m.type === 'snapshot' && m.state.round !== null);
    const roundId = snap.type === 'snapshot' ? snap.roundId : 0;

    const terminals = await Promise.all(Array.from({ length: 10 }, () => connectTerminal(`${url}/terminal`)));
    // Each login from its own address: one source's failures beyond five are throttled
    // unchecked (hub/staff/loginThrottle.ts), and this test wants ten real staff hashes.
    const staff = await Promise.all(
      Array.from({ length: 10 }, (_, i) => connectStaffSocket(`${url}/staff`, `127.0.0.${10 + i}`)),
    );
    const others = [...terminals, ...staff];
    const wrongHellos = await Promise.all(
      terminals.map(async (o, i) => helloFrame(await challengeOf(o), `X${i}`, 'wrong-secret')),
    );
    const started = performance.now();
    others.forEach((o, i) =>
      o.send(wrongHellos[i] ?? { type: 'login', login: 'bruno', secret: 'wrong-secret' }),
    );
    t1.send({
      type: 'placeBet',
      commandId: 'bet-during-hellos',
      roundId,
      spot: { kind: 'plein', number: 4 },
      stake: 100,
    });
    const reply = await t1.next((m) => m.type === 'reply' && m.commandId === 'bet-during-hellos');
    const betMs = performance.now() - started;
    await Promise.all(others.map((o) => new Promise((resolve) => o.socket.once('close', resolve))));
    const allMs = performance.now() - started;
    expect(reply.type === 'reply' && reply.ok).toBe(true);
    // Twenty scrypt hashes take about a second of CPU; the bet did not wait for them.
    expect(betMs).toBeLessThan(allMs / 2);
  });
});
