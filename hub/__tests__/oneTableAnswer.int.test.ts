// Issue 13 §2: the cashier's "is there such a table?" is the registry's answer, hold'em tables
// included. Before, its own check skipped them and refused a hold'em count as UNKNOWN_TABLE while
// the station router served the same table; now only an id that no table has is unknown.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../games/rng.ts';
import type { RunningHub } from '../hub.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { T, commandId, holdemHub } from '../tables/holdem/__tests__/helpers/holdemHub.ts';

let hub: RunningHub | null = null;
let staff: TestStaff | null = null;

afterEach(async () => {
  staff?.close();
  await hub?.close();
  hub = null;
  staff = null;
});

describe('one answer to "is there a table X?"', () => {
  it("takes a count at a hold'em table to its séance check, and refuses only an unknown id", async () => {
    const started = await holdemHub(manualClock(), createRng(seededSource(13)));
    hub = started.hub;
    staff = await loginStaff(started.url('/staff'), 'chloe', secretOf('chloe'));
    const known = await staff.command('countSession', commandId('count-holdem'), { tableId: T });
    expect(known).toMatchObject({ ok: false, error: { code: 'SESSION_STATE', params: { phase: 'none' } } });
    const unknown = await staff.command('countSession', commandId('count-nowhere'), { tableId: 'nowhere' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_TABLE' } });
  });
});
