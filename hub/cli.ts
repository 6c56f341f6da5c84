// The hub's command line (`npm run hub -- ...`):
//   --demo [--port P] [--host H] [--data DIR] [--betting-ms N --spin-ms N --result-ms N]
//          [--terminal ID]... [--credit CENTS]   demo hub with one roulette table;
//          terminal secrets come from TAPIS_DEMO_SECRET (never from the command line).
//   verify <dir>                                 journal chain + conservation; exit 1 on a break.
//   provision <dir> <terminalId> <tableId>       prints a new terminal secret to give the station.
// Prints one JSON line {"event":"listening","port":N} on stdout once listening.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { cents } from '../games/money.ts';
import { DEMO_TABLE_ID, demoTable, prepareDemo } from './demo.ts';
import { startHub } from './hub.ts';
import { openDatabase } from './store/database.ts';
import { newTerminalSecret, provisionTerminal } from './terminals.ts';
import { verifyDataDir } from './verify.ts';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function all(args: string[], name: string): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1] as string] : []));
}

function integer(args: string[], name: string, fallback: number): number {
  const raw = option(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} takes a whole number, got "${raw}"`);
  return value;
}

async function runDemo(args: string[]): Promise<void> {
  const dataDir = option(args, '--data') ?? mkdtempSync(join(tmpdir(), 'tapis-hub-'));
  const secret = process.env['TAPIS_DEMO_SECRET'];
  if (secret === undefined || secret.length < 16)
    throw new Error('TAPIS_DEMO_SECRET (16+ characters) must be set');
  const terminals = (all(args, '--terminal').length > 0 ? all(args, '--terminal') : ['T1']).map((id) => ({
    id,
    secret,
  }));
  const timing = {
    bettingMs: integer(args, '--betting-ms', 30_000),
    spinMs: integer(args, '--spin-ms', 6_000),
    resultMs: integer(args, '--result-ms', 6_000),
  };
  const hub = await startHub({
    dataDir,
    host: option(args, '--host') ?? '127.0.0.1',
    port: integer(args, '--port', 8700),
    tables: [demoTable(timing)],
  });
  prepareDemo(hub, terminals, cents(integer(args, '--credit', 10_000)));
  process.stdout.write(
    `${JSON.stringify({ event: 'listening', port: hub.port, dataDir, tableId: DEMO_TABLE_ID })}\n`,
  );
  const stop = (): void => {
    void hub.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === '--demo' || rest.includes('--demo')) return runDemo(process.argv.slice(2));
  if (command === 'verify' && rest[0] !== undefined) {
    const report = verifyDataDir(rest[0]);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.ok ? 0 : 1;
    return;
  }
  if (command === 'provision' && rest.length === 3) {
    const [dir, terminalId, tableId] = rest as [string, string, string];
    const db = openDatabase(join(dir, 'hub.sqlite'));
    const secret = newTerminalSecret();
    provisionTerminal(db, terminalId, tableId, secret);
    db.close();
    process.stdout.write(`${JSON.stringify({ terminalId, tableId, secret })}\n`);
    return;
  }
  process.stderr.write(
    'usage: hub --demo [options] | hub verify <dir> | hub provision <dir> <terminalId> <tableId>\n',
  );
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  process.stderr.write(`hub: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
