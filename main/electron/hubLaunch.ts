// Single-table mode (DESIGN.md "The kiosk": in Electron the hub runs in a utilityProcess): the
// arguments the built hub entry gets, and the line it prints once it listens. Pure. A provisioned
// terminal's hub runs its configuration file; only the explicit demo of `npm start` runs `--demo`
// (issue 10 §2: before, every single-table terminal granted itself 100 € at each hub start).
import path from 'node:path';
import type { TerminalConfig } from './terminalConfig.ts';

/** The built hub entry, relative to the app's root (vite.main.config.ts emits it). */
export const HUB_ENTRY = 'dist/hub/cli.mjs';

/**
 * V8 flags of every hub process (the kiosk's fork, `npm run hub`, the load bench). V8 lets the
 * young generation grow to 64 MB per semi-space under a burst of allocation (the hub's saturated
 * bets: 128 MB of new space holding under 5 MB alive); 16 MB, V8's long-standing 64-bit default,
 * keeps the hub's peak memory within docs/operations.md "Load bench" at no cost in its throughput.
 */
export const HUB_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=16'];

/** The hub's WebSocket path for terminals (hub/hub.ts). */
export const HUB_TERMINAL_PATH = '/terminal';

/** A terminal configuration whose hub runs on the terminal itself. */
export type LocalHubConfig = TerminalConfig & {
  readonly hub: Extract<TerminalConfig['hub'], { mode: 'single-table' | 'demo' }>;
};

/**
 * Arguments of `hub/cli.ts` for this terminal's own hub: `--config FILE --port P` for a provisioned
 * single-table terminal (the port the shell chose, so a restarted hub comes back on it); `--demo`
 * on loopback only for the explicit demo, whose secret goes by environment.
 */
export function hubForkArgs(config: LocalHubConfig, port: number): string[] {
  if (config.hub.mode === 'single-table') return ['--config', config.hub.config, '--port', String(port)];
  return [
    '--demo',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--data',
    path.join(config.dataDir, 'hub'),
    '--terminal',
    config.terminalId,
  ];
}

/**
 * The environment of the hub process: only what it needs. The demo's secret goes by name
 * (hub/cli.ts); a configured hub needs none, its terminal being provisioned in its store.
 */
export function hubForkEnv(
  config: LocalHubConfig,
  base: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const env: Record<string, string> = config.hub.mode === 'demo' ? { TAPIS_DEMO_SECRET: config.secret } : {};
  for (const name of ['PATH', 'HOME', 'LANG', 'TZ', 'NODE_ENV'] as const) {
    const value = base[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** The port announced by a hub stdout line `{"event":"listening","port":N}`, else null. */
export function parseListeningLine(line: string): number | null {
  let event: unknown;
  try {
    event = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  const { event: name, port } = event as { event?: unknown; port?: unknown };
  if (
    name !== 'listening' ||
    typeof port !== 'number' ||
    !Number.isInteger(port) ||
    port <= 0 ||
    port > 65_535
  )
    return null;
  return port;
}

/** The station's hub URL for a hub listening on loopback `port`. */
export function loopbackHubUrl(port: number): string {
  return `ws://127.0.0.1:${port}${HUB_TERMINAL_PATH}`;
}

/** Splits a byte stream into lines; returns the push function. */
export function lineSplitter(onLine: (line: string) => void): (chunk: Buffer | string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString();
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      onLine(pending.slice(0, newline).replace(/\r$/, ''));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > 65_536) pending = '';
  };
}
