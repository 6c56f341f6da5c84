// `npm run hub -- --config <file> [--quiet | --log-level L]`: a standalone hub for the tables of
// a configuration file (docs/operations.md). Sessions stay closed until staff open them.
import { hubOptionsOf, loadConfig } from '../config/loadConfig.ts';
import { startHub } from '../hub.ts';
import { announceAndWait, logLevel } from './args.ts';
import { anchorFileFor, type JournalArgs, journalKeyFor } from './journalKeySource.ts';

/** Validates the file, starts the hub and prints {"event":"listening","port","dataDir","tables","tls"}. */
export async function runConfigured(
  file: string,
  args: readonly string[],
  journal: JournalArgs = {},
): Promise<void> {
  const config = loadConfig(file);
  const options = {
    ...hubOptionsOf(config),
    journalKey: journalKeyFor(journal, config.dataDir, config.journal),
    anchorFile: anchorFileFor(journal, config.dataDir, config.journal),
  };
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
