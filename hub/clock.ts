// Time for the hub, injected so that tests drive rounds without waiting (STYLE.md: time comes in
// through the context).

/** Wall-clock time and timers. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` after `ms`; returns a function that cancels it. */
  schedule(ms: number, task: () => void): () => void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
