// A real station process for the bridge fuzz test (issue 10 §1): a hub child (node hub/cli.ts
// --demo, as the launcher starts it), the station service and its loopback bridge serving
// `rendererDir`. Prints one JSON line {"event":"bridge",...} on stdout once listening; SIGTERM
// stops the bridge, the station and the hub child.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnHub } from '../../../launch/hubProcess.ts';
import { startLoopbackBridge } from '../../loopbackServer.ts';
import { startStation } from '../../startStation.ts';

const [rendererDir, hubDataDir] = process.argv.slice(2);
if (rendererDir === undefined || hubDataDir === undefined) {
  process.stderr.write('usage: bridgeProcess.ts <rendererDir> <hubDataDir>\n');
  process.exit(2);
}
const secret = randomBytes(24).toString('hex');
// A betting window longer than any test: the journal moves only if an input moved it.
const hub = await spawnHub(
  [
    '--demo',
    '--port',
    '0',
    '--data',
    hubDataDir,
    '--terminal',
    'T1',
    '--betting-ms',
    '600000',
    '--log-level',
    'silent',
  ],
  secret,
);
const station = await startStation({
  hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
  terminalId: 'T1',
  secret,
  dataDir: mkdtempSync(join(tmpdir(), 'tapis-fuzz-station-')),
});
const bridge = await startLoopbackBridge(station, rendererDir);
process.stdout.write(
  `${JSON.stringify({ event: 'bridge', url: bridge.url, port: bridge.port, hubPort: hub.port, hubPid: hub.process.pid })}\n`,
);
process.once('SIGTERM', () => {
  void bridge
    .close()
    .then(() => station.close())
    .then(() => hub.stop())
    .then(() => process.exit(0));
});
