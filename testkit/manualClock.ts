// A clock moved by hand, for the tests and the benches: scheduled tasks run once their time passes.
import type { Clock } from '../hub/clock.ts';

/** A manual clock and its controls. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, running every task that falls due, in order. */
  advance(ms: number): void;
}

/** A manual clock starting at `start` milliseconds since the epoch. */
export function manualClock(start = Date.UTC(2026, 10, 29, 14, 0, 0)): ManualClock {
  let now = start;
  let tasks: { at: number; run: () => void; id: number }[] = [];
  let nextId = 0;
  return {
    now: () => now,
    schedule(ms, run) {
      const id = nextId++;
      tasks.push({ at: now + ms, run, id });
      return () => {
        tasks = tasks.filter((t) => t.id !== id);
      };
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = tasks.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (due === undefined) break;
        tasks = tasks.filter((t) => t.id !== due.id);
        now = due.at;
        due.run();
      }
      now = target;
    },
  };
}
