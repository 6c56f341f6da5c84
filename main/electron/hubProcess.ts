// The single-table hub in a utilityProcess (DESIGN.md "The kiosk": never in the main process),
// started from the built entry with its configuration file (or, for the explicit demo only, the
// demo arguments: hubLaunch.ts), supervised with a crash budget, and stopped on quit. A demo
// secret reaches it by environment only (hub/cli.ts).
import path from 'node:path';
import { utilityProcess } from 'electron';
import type { CrashBudgetPolicy } from './crashBudget.ts';
import {
  HUB_ENTRY,
  HUB_EXEC_ARGV,
  hubForkArgs,
  hubForkEnv,
  type LocalHubConfig,
  lineSplitter,
  parseListeningLine,
} from './hubLaunch.ts';
import { logEvent } from './staffAlert.ts';
import { createSupervisor, type Supervisor } from './supervisor.ts';

/** The utilityProcess's name in app metrics and `child-process-gone`. */
export const HUB_SERVICE_NAME = 'tapis-hub';

/** What starting the hub needs. */
export interface HubProcessOptions {
  readonly appRoot: string;
  readonly config: LocalHubConfig;
  readonly port: number;
  readonly budget: CrashBudgetPolicy;
  readonly onGiveUp: () => void;
}

/** Starts the supervised hub; returns the supervisor (stop() on quit). */
export function startHubProcess(options: HubProcessOptions): Supervisor {
  const entry = path.join(options.appRoot, HUB_ENTRY);
  const supervisor = createSupervisor({
    start: () => {
      const child = utilityProcess.fork(entry, hubForkArgs(options.config, options.port), {
        serviceName: HUB_SERVICE_NAME,
        execArgv: [...HUB_EXEC_ARGV],
        stdio: 'pipe',
        env: hubForkEnv(options.config, process.env),
      });
      child.stdout?.on(
        'data',
        lineSplitter((line) => {
          const port = parseListeningLine(line);
          if (port !== null) logEvent('hub-listening', { port, pid: child.pid });
        }),
      );
      child.stderr?.on(
        'data',
        lineSplitter((line) => process.stderr.write(`[hub] ${line}\n`)),
      );
      return {
        onExit: (listener) => child.once('exit', (code) => listener(code)),
        kill: () => void child.kill(),
      };
    },
    budget: options.budget,
    restartDelayMs: 1_000,
    clock: Date.now,
    schedule: (run, ms) => void setTimeout(run, ms),
    onGiveUp: options.onGiveUp,
    log: (event, details) => logEvent(`hub-${event}`, details),
  });
  supervisor.start();
  return supervisor;
}
