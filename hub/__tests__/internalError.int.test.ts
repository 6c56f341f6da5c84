// A failure inside the hub (here: its store gone) answers the command that met it with
// INTERNAL, under the command's id, so that a station or console does not wait forever.
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
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

describe('internal failures', () => {
  it('reply INTERNAL to the terminal command and the staff command that met them', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    hub.state.tables.wheel('roulette-1')?.creditIn('T1', euros(10), 'cash', 'staff:chloe');
    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t, 'T1', TERMINAL_SECRET);
    await t.next((m) => m.type === 'snapshot');
    const chloe = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
    hub.state.db.close();
    t.send({ type: 'requestPayment', commandId: 'pay-when-broken' });
    expect(await t.next((m) => m.type === 'reply')).toEqual({
      type: 'reply',
      commandId: 'pay-when-broken',
      ok: false,
      error: { code: 'INTERNAL', message: 'internal error; nothing was changed' },
    });
    expect(
      await chloe.command('redeemVoucher', 'redeem-when-broken', { validationNumber: '123456789012345678' }),
    ).toEqual({
      type: 'reply',
      commandId: 'redeem-when-broken',
      ok: false,
      error: { code: 'INTERNAL', message: 'internal error; nothing was changed' },
    });
  });
});
