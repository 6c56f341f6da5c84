// `npm run hub -- verify <dir> [--anchor SEQ:DIGEST]...`: the store's integrity report
// (hub/store/integrity.ts), read-only, under the journal key and against the given anchors, with
// the demo money a demo hub granted reported apart (issue 10 §2): it is not cash from the desk.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { ChainAnchor } from './store/anchors.ts';
import { beginRead } from './store/database.ts';
import { attachJournalKey } from './store/chainKey.ts';
import { type DemoMoneyReport, demoMoneyOf } from './store/demoMoney.ts';
import { type IntegrityReport, integrityReport } from './store/integrity.ts';

/** The verification report of a hub's data folder. */
export type VerifyReport = IntegrityReport & {
  /** What demo hubs granted in this store: zeros for a production store. */
  readonly demoMoney: DemoMoneyReport;
  /** What is not a break but must be seen: demo money in the store. */
  readonly warnings: readonly string[];
};

/** Verifies the hub store in `dataDir` read-only, its chain under `journalKey`, holding each of `anchors`. */
export function verifyDataDir(
  dataDir: string,
  journalKey: Buffer,
  anchors: readonly ChainAnchor[] = [],
): VerifyReport {
  const path = join(dataDir, 'hub.sqlite');
  if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    attachJournalKey(db, journalKey);
    // One read transaction: every query sees the same commit, even while the hub writes.
    beginRead(db);
    const integrity = integrityReport(db, anchors);
    const unreadable: string[] = [];
    const demoMoney = demoMoneyOf(db, unreadable);
    const problems = [...integrity.problems, ...unreadable];
    const warnings = [
      ...(demoMoney.grants === 0
        ? []
        : [
            `demo money: ${demoMoney.grantedCents} cents granted by a demo hub to ${demoMoney.stations.join(', ')} in ${demoMoney.grants} grant(s); not cash from the desk`,
          ]),
      ...(demoMoney.legacyCreditInCents === 0
        ? []
        : [
            `demo money: ${demoMoney.legacyCreditInCents} cents of CreditIn by cashier:demo (an older demo) are counted in conservation.entered; not cash from the desk`,
          ]),
    ];
    return { ...integrity, ok: problems.length === 0, problems, demoMoney, warnings };
  } finally {
    if (db.isTransaction) db.exec('COMMIT');
    db.close();
  }
}
