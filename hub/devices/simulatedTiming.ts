// Timers shared by the simulated devices: at most one pending step, cancelled on stop.
import type { Clock } from '../clock.ts';

/** One pending timer. */
export class OneTimer {
  readonly #clock: Clock;
  #cancel: (() => void) | null = null;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Runs `task` after `ms`, replacing any pending one. */
  after(ms: number, task: () => void): void {
    this.cancel();
    this.#cancel = this.#clock.schedule(ms, () => {
      this.#cancel = null;
      task();
    });
  }

  /** Cancels the pending task, if any. */
  cancel(): void {
    this.#cancel?.();
    this.#cancel = null;
  }
}

/** True with probability `perMille`/1000, drawn from the hub's RNG. */
export function happens(rng: { int(n: number): number }, perMille: number): boolean {
  return perMille > 0 && rng.int(1000) < perMille;
}
