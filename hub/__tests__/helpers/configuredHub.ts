// A hub run as a child process from a configuration file (the crash tests): a fresh folder with
// the file serving the given tables on a free loopback port, its data folder provisioned with the
// terminals and the staff accounts (as `provision` and `staff add` do) before the first start.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaff } from '../../staff/staffAccounts.ts';
import { openDatabase } from '../../store/database.ts';
import { provisionTerminal } from '../../terminals.ts';
import { freePort, type HubChild, spawnHubChild } from './hubChild.ts';
import { STAFF, secretOf } from './staffHub.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';

/** A configured, provisioned hub folder; `start` spawns a hub on it (again after each kill). */
export interface ConfiguredHub {
  readonly dataDir: string;
  readonly port: number;
  start(): Promise<HubChild>;
}

/** Writes the configuration serving `tables` and provisions `terminals` (terminal id → table id). */
export async function configuredHub(
  prefix: string,
  tables: readonly unknown[],
  terminals: Readonly<Record<string, string>>,
  secret: string,
): Promise<ConfiguredHub> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const config = join(dir, 'hub.json');
  writeFileSync(
    config,
    JSON.stringify({ listen: { host: '127.0.0.1', port }, dataDir: 'data', log: { level: 'error' }, tables }),
  );
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(join(dataDir, 'hub.sqlite'), TEST_JOURNAL_KEY);
  try {
    for (const [terminalId, tableId] of Object.entries(terminals))
      provisionTerminal(db, terminalId, tableId, secret);
    const at = new Date().toISOString();
    for (const [login, role] of Object.entries(STAFF))
      createStaff(db, at, 'operator:test', login, role, secretOf(login));
  } finally {
    db.close();
  }
  return {
    dataDir,
    port,
    start: () => spawnHubChild(['--config', config, '--log-level', 'error']),
  };
}
