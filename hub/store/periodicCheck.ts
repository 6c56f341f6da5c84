// The background full check, again and again while the hub runs (issue 13 §5; docs/journal.md
// "Start-up"). A start checks only the entries after the check checkpoint, and only a passed full
// check moves that checkpoint: with one check per start, a hub that ran for months would check at
// its next start every entry of those months. So once the journal has grown `every` entries past
// the last passed check, another full check runs in the worker, and the tail a start reads stays
// about `every` entries whatever the hub's uptime.
import { type BackgroundCheck, type BackgroundOutcome, startBackgroundCheck } from './backgroundCheck.ts';

/** Entries journaled past the last passed check before the next one (as memory checkpoints: REFRESH_EVERY). */
export const RECHECK_EVERY = 20_000;

/** How often the hub looks whether a check is due (milliseconds). */
export const RECHECK_POLL_MS = 60_000;

/** How the hub runs its background checks. */
export interface PeriodicCheckOptions {
  readonly path: string;
  readonly journalKey: Buffer;
  /** The first check's delay, or null when the start checked the whole journal itself. */
  readonly firstAfterMs: number | null;
  readonly every: number;
  readonly pollMs: number;
  /** Entries journaled since the last passed check. */
  behind(): number;
  /** False once the store is refused: no check is started then. */
  serving(): boolean;
  /** Each check's outcome, before the next is armed (the hub moves the checkpoint or refuses). */
  onOutcome(outcome: BackgroundOutcome): void;
}

/** The running checks: the first one's outcome (null: none at start, or stopped) and how to stop them. */
export interface PeriodicCheck {
  readonly first: Promise<BackgroundOutcome | null>;
  stop(): Promise<void>;
}

/** Starts the first check (if any) and the watch for the next ones. */
export function periodicCheck(o: PeriodicCheckOptions): PeriodicCheck {
  let current: BackgroundCheck | null = null;
  let poll: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const run = (afterMs: number): Promise<BackgroundOutcome | null> => {
    const check = startBackgroundCheck(o.path, o.journalKey, afterMs);
    current = check;
    return check.done.then((outcome) => {
      current = null;
      if (outcome === null || stopped) return outcome;
      o.onOutcome(outcome);
      arm();
      return outcome;
    });
  };
  const arm = (): void => {
    if (stopped || !o.serving()) return;
    poll = setTimeout(() => {
      poll = null;
      if (stopped || !o.serving()) return;
      if (o.behind() >= o.every) void run(0);
      else arm();
    }, o.pollMs);
    // A check due is no reason to keep a process alive.
    poll.unref();
  };
  let first: Promise<BackgroundOutcome | null> = Promise.resolve(null);
  if (o.firstAfterMs === null) arm();
  else first = run(o.firstAfterMs);
  return {
    first,
    async stop() {
      stopped = true;
      if (poll !== null) clearTimeout(poll);
      await current?.stop();
    },
  };
}
