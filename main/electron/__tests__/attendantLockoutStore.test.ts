import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_LOCKOUT } from '../attendantLockout.ts';
import { LOCKOUT_FILE, loadLockout, parseLockoutState, saveLockout } from '../attendantLockoutStore.ts';

describe('the stored attendant lockout', () => {
  it('round-trips through the data dir', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'tapis-lockout-')), 'data');
    expect(loadLockout(dir, 0, 1_000)).toEqual(INITIAL_LOCKOUT);
    saveLockout(dir, { failures: 2, locks: 1, lockedUntil: 5_000 });
    expect(loadLockout(dir, 0, 1_000)).toEqual({ failures: 2, locks: 1, lockedUntil: 5_000 });
  });

  it('treats a torn or tampered file as a lock, never as a reset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapis-lockout-'));
    writeFileSync(path.join(dir, LOCKOUT_FILE), '{"failures":');
    expect(loadLockout(dir, 100, 1_000)).toEqual({ failures: 0, locks: 1, lockedUntil: 1_100 });
    expect(parseLockoutState({ failures: -1, locks: 0, lockedUntil: 0 }, 100, 1_000)).toEqual({
      failures: 0,
      locks: 1,
      lockedUntil: 1_100,
    });
    expect(parseLockoutState({ failures: 1, locks: 0, lockedUntil: 0, extra: 1 }, 100, 1_000)).toEqual({
      failures: 1,
      locks: 0,
      lockedUntil: 0,
    });
    expect(parseLockoutState(null, 100, 1_000)).toEqual({ failures: 0, locks: 1, lockedUntil: 1_100 });
  });
});
