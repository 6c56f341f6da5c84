// Restart policy of a supervised child (the single-table hub in its utilityProcess): restart
// after an unexpected exit, after a short delay, while the crash budget allows; then give up
// and let the shell put the terminal out of service (DESIGN.md "The kiosk"). No Electron here:
// the child is anything that can report its exit and be killed.
import { recordCrash, type CrashBudgetPolicy, type CrashHistory } from './crashBudget.ts';

/** A started child as the supervisor sees it. */
export interface SupervisedChild {
  /** Registers the exit callback (called once). */
  onExit(listener: (code: number | null) => void): void;
  /** Asks the child to stop. */
  kill(): void;
}

/** What the supervisor needs. */
export interface SupervisorOptions {
  readonly start: () => SupervisedChild;
  readonly budget: CrashBudgetPolicy;
  readonly restartDelayMs: number;
  readonly clock: () => number;
  readonly schedule: (run: () => void, ms: number) => void;
  /** Called once, when the budget is spent. */
  readonly onGiveUp: () => void;
  readonly log: (event: string, details: Record<string, unknown>) => void;
}

/** A supervisor: start it once, stop it on quit. */
export interface Supervisor {
  start(): void;
  stop(): void;
  /** True after the budget was spent. */
  gaveUp(): boolean;
}

/** Creates a supervisor over `options.start`. */
export function createSupervisor(options: SupervisorOptions): Supervisor {
  let child: SupervisedChild | null = null;
  let stopping = false;
  let givenUp = false;
  let history: CrashHistory = [];

  const launch = (): void => {
    if (stopping || givenUp) return;
    const current = options.start();
    child = current;
    current.onExit((code) => {
      if (child === current) child = null;
      if (stopping) return;
      const verdict = recordCrash(history, options.clock(), options.budget);
      history = verdict.history;
      options.log('child-exited', { code, decision: verdict.decision, recent: history.length });
      if (verdict.decision === 'out-of-service') {
        givenUp = true;
        options.onGiveUp();
        return;
      }
      options.schedule(launch, options.restartDelayMs);
    });
  };

  return {
    start: launch,
    stop() {
      stopping = true;
      child?.kill();
      child = null;
    },
    gaveUp: () => givenUp,
  };
}
