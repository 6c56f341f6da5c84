// A hub with one roulette table, terminals provisioned and staff accounts, its session closed:
// the starting point of the staff, cashier and bad-input tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, seededSource } from '../../../games/rng.ts';
import type { StaffRole } from '../../../protocol/staffMessages.ts';
import { demoTable } from '../../demo.ts';
import { startHub, type HubOptions, type RunningHub } from '../../hub.ts';
import type { TableConfig } from '../../tables/wheel/tableConfigs.ts';
import { createStaff } from '../../staff/staffAccounts.ts';
import { provisionTerminal } from '../../terminals.ts';
import type { ManualClock } from './manualClock.ts';
import { TEST_CARD_KEY } from './testCardKey.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';

/** The terminals' shared test secret. */
export const TERMINAL_SECRET = 'terminal-secret-0123456789';

/** The staff of the tests: login → role; each one's secret is `${login}-secret-123`. */
export const STAFF: Readonly<Record<string, StaffRole>> = {
  alice: 'croupier',
  bruno: 'comiteDeDirection',
  chloe: 'caissier',
  denis: 'technicien',
  emma: 'chefDePartie',
};

/** A staff member's test secret. */
export const secretOf = (login: string): string => `${login}-secret-123`;

/** The demo timing used by these tests. */
export const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };

/** Starts a hub on `dataDir` (fresh by default) with terminals T1, T2 and the STAFF accounts. */
export async function staffHub(
  clock: ManualClock,
  options: {
    dataDir?: string;
    seed?: number;
    tables?: readonly TableConfig[];
    extra?: Partial<HubOptions>;
  } = {},
): Promise<RunningHub> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tapis-staff-'));
  const tables = options.tables ?? [demoTable(TIMING)];
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    cardMasterKey: TEST_CARD_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables,
    clock,
    rng: createRng(seededSource(options.seed ?? 1)),
    logLevel: 'silent',
    ...options.extra,
  });
  const db = hub.state.db;
  const fresh = db.prepare('SELECT COUNT(*) AS n FROM staff').get() as { n: number };
  if (fresh.n === 0) {
    const first = tables[0]?.tableId ?? 'roulette-1';
    provisionTerminal(db, 'T1', first, TERMINAL_SECRET);
    provisionTerminal(db, 'T2', tables[1]?.tableId ?? first, TERMINAL_SECRET);
    const at = new Date(clock.now()).toISOString();
    for (const [login, role] of Object.entries(STAFF))
      createStaff(db, at, 'operator:test', login, role, secretOf(login));
  }
  return hub;
}
