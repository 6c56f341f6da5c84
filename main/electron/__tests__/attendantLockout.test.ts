import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOCKOUT,
  isLocked,
  recordFailure,
  recordSuccess,
  type LockoutState,
} from '../attendantLockout.ts';

const policy = { maxFailures: 3, baseLockMs: 1_000, maxLockMs: 3_000 };

function fail(state: LockoutState, now: number, times: number): { state: LockoutState; locks: boolean[] } {
  const locks: boolean[] = [];
  for (let i = 0; i < times; i += 1) {
    const next = recordFailure(state, now, policy);
    state = next.state;
    locks.push(next.lockedNow);
  }
  return { state, locks };
}

describe('attendant lockout', () => {
  it('locks after maxFailures, for baseLockMs', () => {
    const { state, locks } = fail(INITIAL_LOCKOUT, 100, 3);
    expect(locks).toEqual([false, false, true]);
    expect(state).toEqual({ failures: 0, locks: 1, lockedUntil: 1_100 });
    expect(isLocked(state, 1_099)).toBe(true);
    expect(isLocked(state, 1_100)).toBe(false);
  });

  it('doubles each lock up to maxLockMs', () => {
    let state = fail(INITIAL_LOCKOUT, 0, 3).state;
    state = fail(state, 10_000, 3).state;
    expect(state.lockedUntil).toBe(12_000);
    state = fail(state, 20_000, 3).state;
    expect(state.lockedUntil).toBe(23_000);
    state = fail(state, 30_000, 3).state;
    expect(state.lockedUntil).toBe(33_000);
  });

  it('forgets failures after a success', () => {
    expect(fail(INITIAL_LOCKOUT, 0, 2).state.failures).toBe(2);
    expect(recordSuccess()).toEqual(INITIAL_LOCKOUT);
    expect(isLocked(INITIAL_LOCKOUT, 0)).toBe(false);
  });
});
