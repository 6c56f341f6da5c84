// `npm run hub -- --config <file> [--port P] [--quiet | --log-level L]`: a standalone hub for the
// tables of a configuration file (docs/operations.md). Sessions stay closed until staff open them
// and no credit exists until a cashier's credit-in. `--port` overrides `listen.port` (the kiosk's
// single-table hub, whose shell picks its loopback port once). Issue 10 §2: a data folder that
// holds demo money is a demo store, and a production hub refuses to serve it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { hubOptionsOf, loadConfig } from '../config/loadConfig.ts';
import { startHub } from '../hub.ts';
import { holdsDemoMoney } from '../store/demoMoney.ts';
import { announceAndWait, integer, logLevel, option } from './args.ts';
import { anchorFileFor, type JournalArgs, journalKeyFor } from './journalKeySource.ts';
import { cardMasterKeyFor } from '../players/cardKeySource.ts';
import { loadCardMasterKey } from '../players/cardMasterKey.ts';

/** Validates the file, starts the hub and prints {"event":"listening","port","dataDir","tables","tls"}. */
export async function runConfigured(
  file: string,
  args: readonly string[],
  journal: JournalArgs = {},
): Promise<void> {
  const config = loadConfig(file);
  // Issue 12 §2: without a card master key the hub authenticates no card (docs/players.md).
  const cardMasterKey = cardMasterKeyFor(config.dataDir, config.cards?.masterKeyFile);
  const configured = {
    ...hubOptionsOf(config),
    journalKey: journalKeyFor(journal, config.dataDir, config.journal),
    anchorFile: anchorFileFor(journal, config.dataDir, config.journal),
    ...(cardMasterKey === undefined ? {} : { cardMasterKey }),
    ...(config.cards?.previousMasterKeyFile === undefined
      ? {}
      : { previousCardMasterKey: loadCardMasterKey(config.cards.previousMasterKeyFile, config.dataDir) }),
  };
  const options =
    option(args, '--port') === undefined
      ? configured
      : { ...configured, port: integer(args, '--port', configured.port) };
  if (isDemoStore(options.dataDir))
    throw new Error(
      `${options.dataDir} holds demo money (DemoCreditGranted, or CreditIn by cashier:demo): a demo store is never served by --config`,
    );
  const level = logLevel(args);
  const hub = await startHub(level === undefined ? options : { ...options, logLevel: level });
  announceAndWait(hub, {
    port: hub.port,
    dataDir: options.dataDir,
    tables: [...options.tables, ...(options.holdemTables ?? []), ...(options.cardTables ?? [])].map(
      (t) => t.tableId,
    ),
    tls: options.tls !== undefined,
  });
}

/** Whether `dataDir`'s store (when it has one) holds demo money; read-only. */
function isDemoStore(dataDir: string): boolean {
  const path = join(dataDir, 'hub.sqlite');
  if (!existsSync(path)) return false;
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal'").get() !==
      undefined
      ? holdsDemoMoney(db)
      : false;
  } finally {
    db.close();
  }
}
