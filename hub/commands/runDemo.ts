// `npm run hub -- --demo [--port P] [--host H] [--data DIR] [--betting-ms N --spin-ms N
// --result-ms N] [--terminal ID]... [--credit CENTS] [--quiet | --log-level L]`: a demo hub with
// one roulette table; terminal secrets come from TAPIS_DEMO_SECRET, never from the command line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cents } from '../../games/money.ts';
import { DEMO_TABLE_ID, demoTable, prepareDemo } from '../demo.ts';
import { startHub } from '../hub.ts';
import { all, announceAndWait, integer, logLevel, option } from './args.ts';

/** Starts the demo hub and prints {"event":"listening","port","dataDir","tableId"} on stdout. */
export async function runDemo(args: readonly string[]): Promise<void> {
  const dataDir = option(args, '--data') ?? mkdtempSync(join(tmpdir(), 'tapis-hub-'));
  const secret = process.env['TAPIS_DEMO_SECRET'];
  if (secret === undefined || secret.length < 16)
    throw new Error('TAPIS_DEMO_SECRET (16+ characters) must be set');
  const named = all(args, '--terminal');
  const terminals = (named.length > 0 ? named : ['T1']).map((id) => ({ id, secret }));
  const timing = {
    bettingMs: integer(args, '--betting-ms', 30_000),
    spinMs: integer(args, '--spin-ms', 6_000),
    resultMs: integer(args, '--result-ms', 6_000),
  };
  const level = logLevel(args);
  const hub = await startHub({
    dataDir,
    host: option(args, '--host') ?? '127.0.0.1',
    port: integer(args, '--port', 8700),
    tables: [demoTable(timing)],
    ...(level === undefined ? {} : { logLevel: level }),
  });
  prepareDemo(hub, terminals, cents(integer(args, '--credit', 10_000)));
  announceAndWait(hub, { port: hub.port, dataDir, tableId: DEMO_TABLE_ID });
}
