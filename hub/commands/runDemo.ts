// `npm run hub -- --demo [--port P] [--host H] [--data DIR] [--betting-ms N --spin-ms N
// --result-ms N] [--terminal ID[@TABLE]]... [--credit CENTS] [--quiet | --log-level L]`: a demo
// hub with one table of each wheel game (roulette-1, boule-1, vingt-trois-1, roue-1) and
// simulated devices. The hub serves the tables that have a terminal, each with its session open:
// without any --terminal, T1 plays roulette-1, B1 boule-1, V1 vingt-trois-1 and W1 roue-1;
// `--terminal T1` alone (the browser demo, the kiosk, the crash test, the bench) serves
// roulette-1 only, as before the other games. Terminal secrets come from TAPIS_DEMO_SECRET,
// never from the command line; without it each terminal gets a fresh secret, printed once in the
// listening line on stdout (never in a log line) so that a newcomer can start the demo.
// Issue 10 §2: a demo listens on loopback only; its credit is demo money (hub/demo.ts) and it
// tells its clients it is a demo. A production hub runs `--config` (commands/runConfigured.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cents } from '../../games/money.ts';
import { DEMO_TABLE_ID, DEMO_TABLE_IDS, demoTables, prepareTable } from '../demo.ts';
import { startHub } from '../hub.ts';
import { newTerminalSecret } from '../terminals.ts';
import { isLoopbackHost } from './loopbackHost.ts';
import { all, announceAndWait, integer, logLevel, option } from './args.ts';
import { demoJournal } from './demoJournal.ts';
import type { JournalArgs } from './journalKeySource.ts';

/** Every game's table with one terminal, when no --terminal is given. */
const DEFAULT_TERMINALS = [
  `T1@${DEMO_TABLE_IDS.roulette}`,
  `B1@${DEMO_TABLE_IDS.boule}`,
  `V1@${DEMO_TABLE_IDS.vingtTrois}`,
  `W1@${DEMO_TABLE_IDS.wheelOfFortune}`,
];

/**
 * Starts the demo hub and prints {"event":"listening","port","dataDir","tableId","tables",
 * "terminals","demo":true} on stdout; each terminal carries its `secret` when it was generated.
 * A host other than loopback is refused with exit code 2 before anything listens.
 */
export async function runDemo(args: readonly string[], journal: JournalArgs = {}): Promise<void> {
  const host = option(args, '--host') ?? '127.0.0.1';
  if (!isLoopbackHost(host)) {
    process.stderr.write(
      `hub: --demo listens on loopback only (127.0.0.1, ::1 or localhost), not "${host}"; a hub on a network runs --config <file> (docs/operations.md)\n`,
    );
    process.exitCode = 2;
    return;
  }
  const given = process.env['TAPIS_DEMO_SECRET'];
  if (given !== undefined && given.length < 16)
    throw new Error('TAPIS_DEMO_SECRET must have 16+ characters (or be unset: the demo generates them)');
  const dataDir = option(args, '--data') ?? mkdtempSync(join(tmpdir(), 'tapis-hub-'));
  const named = all(args, '--terminal');
  const terminals = (named.length > 0 ? named : DEFAULT_TERMINALS).map((spec) => {
    const [id = spec, tableId = DEMO_TABLE_ID] = spec.split('@');
    return { id, tableId, secret: given ?? newTerminalSecret() };
  });
  const timing = {
    bettingMs: integer(args, '--betting-ms', 30_000),
    spinMs: integer(args, '--spin-ms', 6_000),
    resultMs: integer(args, '--result-ms', 6_000),
  };
  const every = demoTables(timing);
  for (const t of terminals) {
    if (!every.some((table) => table.tableId === t.tableId))
      throw new Error(`--terminal ${t.id}@${t.tableId}: no demo table ${t.tableId}`);
  }
  const tables = every.filter((table) => terminals.some((t) => t.tableId === table.tableId));
  const level = logLevel(args);
  const hub = await startHub({
    dataDir,
    ...demoJournal(dataDir, journal),
    host,
    port: integer(args, '--port', 8700),
    tables,
    demo: true,
    ...(level === undefined ? {} : { logLevel: level }),
  });
  const credit = cents(integer(args, '--credit', 10_000));
  for (const table of tables) {
    prepareTable(
      hub,
      table.tableId,
      terminals.filter((t) => t.tableId === table.tableId),
      credit,
    );
  }
  announceAndWait(hub, {
    port: hub.port,
    dataDir,
    tableId: tables[0]?.tableId ?? DEMO_TABLE_ID,
    tables: tables.map((t) => t.tableId),
    // Generated secrets are shown here once (stdout, the lifecycle line), never logged.
    terminals: terminals.map((t) => ({
      terminalId: t.id,
      tableId: t.tableId,
      ...(given === undefined ? { secret: t.secret } : {}),
    })),
    demo: true,
  });
}
