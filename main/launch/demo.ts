// The single-table demo on loopback: a hub process, a station service and the bridge that
// serves the renderer to Chromium. `npm run start:browser` and the end-to-end tests use it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopbackBridge } from '../station/loopbackServer.ts';
import { startStation } from '../station/startStation.ts';
import type { StationService } from '../station/stationApi.ts';
import type { ReaderOptions } from '../station/reader/readerSupervisor.ts';
import { spawnHub, type HubChild } from './hubProcess.ts';

/** How to run the demo. */
export interface DemoOptions {
  /** Hub data folder; a fresh temporary one when absent. */
  readonly hubDataDir?: string;
  /** Automatic launcher timing, milliseconds. */
  readonly bettingMs?: number;
  readonly spinMs?: number;
  readonly resultMs?: number;
  /** Starting credit granted by the demo cashier, in cents. */
  readonly creditCents?: number;
  /** Hub port (0: any free port). */
  readonly hubPort?: number;
  /** The station's NFC reader (issue 12 §1; e2e tests pass a private pcscd's); none when absent. */
  readonly reader?: ReaderOptions;
  /** The station's terminal and its demo table (default T1 at roulette-1; e.g. B1 at boule-1). */
  readonly terminal?: { readonly id: string; readonly tableId: string };
}

/** A running demo. */
export interface RunningDemo {
  /** Open this in Chromium. */
  readonly url: string;
  readonly hub: HubChild;
  readonly station: StationService;
  /** http://127.0.0.1:<port> of the hub (for /healthz and the results board). */
  readonly hubHttp: string;
  stop(): Promise<void>;
}

/** The built renderer's folder. */
export const RENDERER_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

/** Starts hub, station and loopback bridge for terminal T1 of the demo table (or `options.terminal`). */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const secret = randomBytes(24).toString('hex');
  const terminal = options.terminal ?? { id: 'T1', tableId: '' };
  const hub = await spawnHub(
    [
      '--demo',
      '--port',
      String(options.hubPort ?? 0),
      '--data',
      options.hubDataDir ?? mkdtempSync(join(tmpdir(), 'tapis-hub-')),
      '--betting-ms',
      String(options.bettingMs ?? 25_000),
      '--spin-ms',
      String(options.spinMs ?? 6_000),
      '--result-ms',
      String(options.resultMs ?? 7_000),
      '--credit',
      String(options.creditCents ?? 10_000),
      '--terminal',
      terminal.tableId === '' ? terminal.id : `${terminal.id}@${terminal.tableId}`,
    ],
    secret,
  );
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId: terminal.id,
    secret,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-station-')),
    ...(options.reader === undefined ? {} : { reader: options.reader }),
  });
  const bridge = await startLoopbackBridge(station, RENDERER_DIR);
  return {
    url: bridge.url,
    hub,
    station,
    hubHttp: `http://127.0.0.1:${hub.port}`,
    async stop() {
      await bridge.close();
      await station.close();
      await hub.stop();
    },
  };
}
