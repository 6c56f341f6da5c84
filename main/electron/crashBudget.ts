// The crash budget (DESIGN.md "The kiosk": crash budget with relaunch). A crashed renderer or
// hub is relaunched while it has crashed fewer than `maxCrashes` times within `windowMs`;
// beyond that the terminal goes out of service and staff are told, rather than looping.

/** How many crashes are tolerated in how long. */
export interface CrashBudgetPolicy {
  readonly maxCrashes: number;
  readonly windowMs: number;
}

/** The kiosk window's default budget: 3 crashes in 10 minutes. */
export const DEFAULT_WINDOW_BUDGET: CrashBudgetPolicy = { maxCrashes: 3, windowMs: 10 * 60_000 };

/** The single-table hub's default budget: 5 exits in 10 minutes. */
export const DEFAULT_HUB_BUDGET: CrashBudgetPolicy = { maxCrashes: 5, windowMs: 10 * 60_000 };

/** The crash times still inside the window (oldest first). */
export type CrashHistory = readonly number[];

/** The decision after one more crash, and the history to keep. */
export interface CrashVerdict {
  readonly decision: 'relaunch' | 'out-of-service';
  readonly history: CrashHistory;
}

/** Records a crash at `now` and decides whether to relaunch. */
export function recordCrash(history: CrashHistory, now: number, policy: CrashBudgetPolicy): CrashVerdict {
  const recent = [...history.filter((t) => now - t < policy.windowMs), now];
  return { decision: recent.length <= policy.maxCrashes ? 'relaunch' : 'out-of-service', history: recent };
}

/** A small stateful wrapper for the shell: one budget per supervised thing. */
export function createCrashBudget(policy: CrashBudgetPolicy, clock: () => number = Date.now) {
  let history: CrashHistory = [];
  return {
    /** Records a crash now; returns what to do. */
    record(): CrashVerdict['decision'] {
      const verdict = recordCrash(history, clock(), policy);
      history = verdict.history;
      return verdict.decision;
    },
    /** The crashes counted right now. */
    count(): number {
      return history.filter((t) => clock() - t < policy.windowMs).length;
    },
  };
}
