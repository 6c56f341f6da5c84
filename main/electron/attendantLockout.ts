// Lockout of the attendant prompt after failed credentials (DESIGN.md "The kiosk"): a player
// guessing staff codes gets `maxFailures` tries, then a lock that doubles each time, and each
// lock is raised to staff. Pure: state in, state out.

/** How many failures lock the prompt, and for how long at first. */
export interface LockoutPolicy {
  readonly maxFailures: number;
  readonly baseLockMs: number;
  readonly maxLockMs: number;
}

/** Five tries, then 5 minutes, doubling up to 4 hours. */
export const DEFAULT_LOCKOUT: LockoutPolicy = {
  maxFailures: 5,
  baseLockMs: 5 * 60_000,
  maxLockMs: 4 * 3_600_000,
};

/** Failures since the last success or lock, locks so far, and the end of the current lock. */
export interface LockoutState {
  readonly failures: number;
  readonly locks: number;
  readonly lockedUntil: number;
}

/** No failures, never locked. */
export const INITIAL_LOCKOUT: LockoutState = { failures: 0, locks: 0, lockedUntil: 0 };

/** True while a lock is running at `now`. */
export function isLocked(state: LockoutState, now: number): boolean {
  return now < state.lockedUntil;
}

/** The state after a failed credential at `now`, and whether that failure started a lock. */
export function recordFailure(
  state: LockoutState,
  now: number,
  policy: LockoutPolicy,
): { state: LockoutState; lockedNow: boolean } {
  const failures = state.failures + 1;
  if (failures < policy.maxFailures) return { state: { ...state, failures }, lockedNow: false };
  const lockMs = Math.min(policy.baseLockMs * 2 ** state.locks, policy.maxLockMs);
  return { state: { failures: 0, locks: state.locks + 1, lockedUntil: now + lockMs }, lockedNow: true };
}

/** The state after a good credential: everything forgotten. */
export function recordSuccess(): LockoutState {
  return INITIAL_LOCKOUT;
}
