// Starts the hub as its own Node process (as the kiosk does with a utilityProcess) and waits for
// its "listening" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A hub child process. */
export interface HubChild {
  readonly port: number;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

const HUB_CLI = fileURLToPath(new URL('../../hub/cli.ts', import.meta.url));

/** Spawns `node hub/cli.ts <args>` with `secret` in its environment; resolves once it listens. */
export function spawnHub(args: readonly string[], secret: string): Promise<HubChild> {
  const child = spawn(process.execPath, [HUB_CLI, ...args], {
    env: { ...process.env, TAPIS_DEMO_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('hub did not start within 15 s')), 15_000);
    child.once('exit', (code) => reject(new Error(`hub exited with code ${String(code)} before listening`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      let event: { event?: string; port?: number; dataDir?: string };
      try {
        event = JSON.parse(line) as typeof event;
      } catch {
        return;
      }
      if (event.event !== 'listening' || event.port === undefined || event.dataDir === undefined) return;
      clearTimeout(timer);
      resolve({
        port: event.port,
        dataDir: event.dataDir,
        process: child,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
