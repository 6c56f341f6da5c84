// Issue 13 §1: a staff command is money too (a cashier's credit-in, a voucher redeemed, a count):
// it goes through the group commit like the stations' commands, so a console's command and the
// bets of the same turn share one transaction, and its reply leaves once that is on disk.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHub } from '../hub.ts';
import { groupOf } from '../store/groupCommit.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';

let hub: RunningHub | null = null;
let chloe: TestStaff | null = null;

afterEach(async () => {
  chloe?.close();
  await hub?.close();
  hub = null;
  chloe = null;
});

describe('a staff command in the group commit', () => {
  it('is committed by the group committer, once, and answered after', async () => {
    hub = await staffHub(manualClock());
    chloe = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
    const group = groupOf(hub.state.db);
    const before = group.commands;
    const payment = { method: 'cash', amount: 2_500 };
    const credited = await chloe.ok('creditIn', 'credit-in-group-1', { terminalId: 'T1', payment });
    expect(credited).toMatchObject({ kind: 'credited', terminalId: 'T1', amount: 2_500, credit: 2_500 });
    expect(group.commands - before).toBe(1);
    // A repeat is answered from its record, in the group too, and moves nothing.
    const again = await chloe.ok('creditIn', 'credit-in-group-1', { terminalId: 'T1', payment });
    expect(again).toEqual(credited);
    expect(group.commands - before).toBe(2);
    expect(balanceOf(hub.state.db, accounts.station('T1'))).toBe(2_500);
  });
});
