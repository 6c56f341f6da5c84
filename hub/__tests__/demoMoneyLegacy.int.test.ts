// Issue 10 §2, a store of a demo from before the fix: its grant was a `CreditIn` by `cashier:demo`.
// A demo restarted on it grants nothing more, `verify` names that money, and `--config` refuses
// the store, as it refuses one with `DemoCreditGranted`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { DEMO_TABLE_ID, demoTable, prepareDemo } from '../demo.ts';
import { startHub } from '../hub.ts';
import { verifyDataDir } from '../verify.ts';
import { ROULETTE_ENTRY } from './helpers/configFile.ts';
import { runCli } from './helpers/hubChild.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';

const TIMING = { bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 };
const open = (dataDir: string) =>
  startHub({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable(TIMING)],
    logLevel: 'silent',
    demo: true,
    journalKey: TEST_JOURNAL_KEY,
  });

describe('an older demo store', () => {
  it('is known for a demo store: no second grant, verify names its credit-in, --config refuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-demo-legacy-'));
    const old = await open(dir);
    // What prepareTable journaled before issue 10.
    old.state.tables.wheel(DEMO_TABLE_ID)?.creditIn('T1', cents(10_000), 'demo', 'cashier:demo');
    await old.close();

    const hub = await open(dir);
    prepareDemo(hub, [{ id: 'T1', secret: 'legacy-secret-0123456789' }], cents(10_000));
    const grants = hub.state.db
      .prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'DemoCreditGranted'")
      .get();
    await hub.close();
    expect(grants).toEqual({ n: 0 });

    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report).toMatchObject({
      ok: true,
      conservation: { ok: true, total: 0, entered: 10_000, cashier: -10_000 },
      demoMoney: { grantedCents: 0, grants: 0, stations: [], legacyCreditInCents: 10_000 },
      warnings: [
        'demo money: 10000 cents of CreditIn by cashier:demo (an older demo) are counted in conservation.entered; not cash from the desk',
      ],
    });

    const file = join(mkdtempSync(join(tmpdir(), 'tapis-demo-legacy-config-')), 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({ listen: { host: '127.0.0.1', port: 0 }, dataDir: dir, tables: [ROULETTE_ENTRY] }),
    );
    const configured = await runCli(['--config', file]);
    expect(configured.code).toBe(1);
    expect(configured.stderr).toContain('holds demo money');
  });
});
