// Issue 10 §5: the journal cannot be rewritten without detection. A real store (one séance through
// the staff API) is edited as an attacker with the data folder but without the journal key would:
// an entry changed and its ledger fixed, the tail cut, an entry taken out of the middle, each time
// with the chain recomputed as it used to be (plain SHA-256) or under a key of their own.
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { startHub } from '../hub.ts';
import { verifyDataDir } from '../verify.ts';
import {
  type AnchoredSeance,
  anchoredSeance,
  hmacOf,
  rechainFrom,
  type Row,
  rows,
  sha256Of,
} from './helpers/anchoredSeance.ts';
import { runCli } from './helpers/hubChild.ts';
import { TEST_JOURNAL_KEY, testJournalKeyFile } from './helpers/testJournalKey.ts';

let seance: AnchoredSeance;
beforeAll(async () => {
  seance = await anchoredSeance();
});

/** A copy of the séance's data folder, opened for editing (foreign keys off, as an attacker may). */
function editCopy(edit: (db: DatabaseSync) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-tampered-'));
  cpSync(join(seance.dataDir, 'hub.sqlite'), join(dir, 'hub.sqlite'));
  const db = new DatabaseSync(join(dir, 'hub.sqlite'));
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('BEGIN');
  edit(db);
  db.exec('COMMIT');
  db.close();
  return dir;
}

function entry(db: DatabaseSync, kind: string): Row {
  const found = rows(db).find((e) => e.kind === kind);
  if (found === undefined) throw new Error(`no ${kind}`);
  return found;
}

/** Changes the 100 € credit to 10 € with everything that follows from it: transfer, balances, count. */
function creditTenEuros(db: DatabaseSync): number {
  const credit = entry(db, 'CreditIn');
  const payload = JSON.parse(credit.payload) as { amount: number };
  if (payload.amount !== 10_000) throw new Error(`the credit is ${payload.amount}`);
  db.prepare('UPDATE journal SET payload = ? WHERE seq = ?').run(
    JSON.stringify({ ...payload, amount: 1_000 }),
    credit.seq,
  );
  db.prepare('UPDATE transfers SET amount = 1000 WHERE journal_seq = ?').run(credit.seq);
  db.prepare("UPDATE balances SET balance = balance + 9000 WHERE account = 'cashier'").run();
  db.prepare("UPDATE balances SET balance = balance - 9000 WHERE account = 'station:T1'").run();
  const counted = entry(db, 'SessionCounted');
  const report = JSON.parse(counted.payload) as {
    creditIn: { total: number; byMethod: Record<string, number> };
    stationCreditAfter: number;
  };
  report.creditIn.total = 1_000;
  report.creditIn.byMethod['cash'] = 1_000;
  report.stationCreditAfter -= 9_000;
  db.prepare('UPDATE journal SET payload = ? WHERE seq = ?').run(JSON.stringify(report), counted.seq);
  db.prepare('UPDATE table_sessions SET count_report = ?').run(JSON.stringify(report));
  return credit.seq;
}

describe('the keyed, anchored journal (issue 10 §5)', () => {
  it('hands the séance closing and the count report the chain head as an anchor', () => {
    const db = new DatabaseSync(join(seance.dataDir, 'hub.sqlite'), { readOnly: true });
    const all = rows(db);
    db.close();
    const closed = all.find((e) => e.kind === 'SessionClosed');
    const counted = all.find((e) => e.kind === 'SessionCounted');
    if (closed === undefined || counted === undefined) throw new Error('séance not closed and counted');
    const before = (e: Row) => all[all.indexOf(e) - 1]?.hash ?? '';
    // The closing's anchor is its own entry; the count's is the head the count was made at.
    expect(seance.closing.anchor).toEqual({ seq: closed.seq, digest: hmacOf(before(closed), closed) });
    const head = all[all.indexOf(counted) - 1] as Row;
    expect(seance.report.anchor).toEqual({ seq: head.seq, digest: hmacOf(before(head), head) });
    // The hub's own mark, written at its clean shutdown: the last entry.
    const last = all.at(-1) as Row;
    expect(readFileSync(seance.anchorFile, 'utf8')).toBe(`${last.seq}:${hmacOf(before(last), last)}\n`);
    expect(
      verifyDataDir(seance.dataDir, TEST_JOURNAL_KEY, [seance.closing.anchor!, seance.report.anchor!]),
    ).toMatchObject({
      ok: true,
      problems: [],
    });
  });

  it('fails verify on a 100 € credit made 10 €, its ledger fixed and the chain recomputed with SHA-256', () => {
    let changed = 0;
    const dir = editCopy((db) => {
      changed = creditTenEuros(db);
      rechainFrom(db, changed, sha256Of);
    });
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    // Everything the attacker could fix adds up: only the chain gives the change away.
    expect(report.conservation).toEqual({ ok: true, total: 0, entered: 1_000, cashier: -1_000 });
    expect(report.projections.every((p) => p.mismatches === 0)).toBe(true);
    expect(report.chainBrokenAt).toBe(changed);
    expect(report.problems).toEqual([`journal chain broken at entry ${changed}`]);
  });

  it('fails verify on the same change re-chained under another key, its check value replaced', () => {
    const otherKey = randomBytes(32);
    let changed = 0;
    const dir = editCopy((db) => {
      changed = creditTenEuros(db);
      rechainFrom(db, changed, (prev, e) => hmacOf(prev, e, otherKey));
      // The attacker's own key check, so that the store claims their key.
      db.prepare('UPDATE journal_chain SET key_check = ?').run(
        createHmac('sha256', otherKey).update('tapis journal key check v1').digest('hex'),
      );
    });
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).problems).toEqual([
      'the journal key does not match the key this store was chained with',
      `journal chain broken at entry ${changed}`,
    ]);
  });

  it('fails verify on an entry taken out of the middle, the rest renumbered and re-chained', () => {
    let removed = 0;
    const dir = editCopy((db) => {
      // The first of the two logins after the count: nothing refers to it, one entry follows it.
      const logins = rows(db)
        .filter((e) => e.kind === 'StaffLoggedIn')
        .slice(-2);
      const [first, second] = logins as [Row, Row];
      if (second.seq !== first.seq + 1 || rows(db).at(-1)?.seq !== second.seq)
        throw new Error('not the tail');
      removed = first.seq;
      db.prepare('DELETE FROM journal WHERE seq = ?').run(first.seq);
      db.prepare('UPDATE journal SET seq = ? WHERE seq = ?').run(first.seq, second.seq);
      rechainFrom(db, removed, sha256Of);
    });
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.projections.every((p) => p.mismatches === 0)).toBe(true);
    expect(report.problems).toEqual([`journal chain broken at entry ${removed}`]);
  });

  it('does not re-chain a keyed store made to look older (key row dropped, SHA-256 chain)', async () => {
    let changed = 0;
    const dir = editCopy((db) => {
      changed = creditTenEuros(db);
      rechainFrom(db, 1, sha256Of);
      db.prepare('DELETE FROM journal_chain').run();
    });
    const keyFile = testJournalKeyFile();
    const env = { TAPIS_JOURNAL_KEY_FILE: keyFile, TAPIS_JOURNAL_ANCHOR_FILE: seance.anchorFile };
    // With the hub's high-water mark in place the re-chaining is refused and nothing changes.
    const refused = await runCli(['journal-key', 'rechain', dir], '', env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `hub: a keyed hub kept a high-water mark for this store (${seance.anchorFile}): it is not re-chained\n`,
    );
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).chainBrokenAt).toBe(1);
    // Without the mark it would be re-keyed, but the anchors printed before still give it away.
    const rechained = await runCli(['journal-key', 'rechain', dir], '', { TAPIS_JOURNAL_KEY_FILE: keyFile });
    expect(rechained.code).toBe(0);
    const anchors = [seance.closing.anchor!, seance.report.anchor!];
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY, anchors);
    expect(report.chainBrokenAt).toBeNull();
    expect(changed).toBeLessThan(anchors[0]!.seq);
    expect(report.problems.filter((p) => p.startsWith('anchor '))).toEqual(
      anchors.map(
        (a) =>
          expect.stringMatching(
            new RegExp(`^anchor ${a.seq}:${a.digest}: entry ${a.seq} has hash [0-9a-f]{64} \\(rewritten\\)$`),
          ) as unknown as string,
      ),
    );
  });

  it('fails verify against the closing anchor when the tail is cut, and the hub refuses the store', async () => {
    const anchor = seance.closing.anchor!;
    const cut = (db: DatabaseSync) => db.prepare('DELETE FROM journal WHERE seq >= ?').run(anchor.seq);
    const dir = editCopy(cut);
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY, [anchor]);
    // The chain alone holds: what is left is a valid prefix. The anchor gives the cut away.
    expect(report.chainBrokenAt).toBeNull();
    expect(report.problems).toContain(
      `anchor ${anchor.seq}:${anchor.digest}: the journal has no entry ${anchor.seq} (truncated)`,
    );

    // The hub on that folder, with its own high-water mark (written at its last clean shutdown).
    const mark = readFileSync(seance.anchorFile, 'utf8').trim();
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      anchorFile: seance.anchorFile,
      dataDir: dir,
      host: '127.0.0.1',
      port: 0,
      tables: [],
      logLevel: 'silent',
    });
    try {
      const ready = await fetch(`http://127.0.0.1:${hub.port}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { checks: { integrity?: string[] } };
      const seq = mark.split(':')[0] ?? '';
      expect(body.checks.integrity?.[0]).toBe(
        `high-water mark: anchor ${mark}: the journal has no entry ${seq} (truncated)`,
      );
      const incident = hub.state.db
        .prepare("SELECT payload FROM journal WHERE kind = 'IntegrityCheckFailed'")
        .get() as { payload: string } | undefined;
      expect(JSON.parse(incident?.payload ?? '{}')).toEqual({ problems: body.checks.integrity });
    } finally {
      await hub.close();
    }
    // A refused store does not move the mark down to its cut head.
    expect(readFileSync(seance.anchorFile, 'utf8').trim()).toBe(mark);
  });
});
