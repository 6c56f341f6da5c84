// How long each phase of a hub's start took (issue 13 §5; docs/journal.md "Start-up"): logged with
// "hub listening" and given to the bench, so that a start that grows with the store shows where.
import { performance } from 'node:perf_hooks';

/** Milliseconds per phase of one start, in order. */
export type StartUpPhases = Readonly<Record<string, number>>;

/** A stopwatch of a start's phases: each `lap` ends the phase under way and names it. */
export interface PhaseTimer {
  lap(phase: string): void;
  readonly phases: StartUpPhases;
}

/** Starts timing the first phase now. */
export function phaseTimer(): PhaseTimer {
  const phases: Record<string, number> = {};
  let since = performance.now();
  return {
    lap(phase) {
      const now = performance.now();
      // Rounded to the microsecond: a log line, not a trace.
      phases[phase] = Math.round((now - since) * 1000) / 1000;
      since = now;
    },
    phases,
  };
}
