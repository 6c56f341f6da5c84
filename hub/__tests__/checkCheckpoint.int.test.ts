// Issue 13 §5: the check checkpoint. A start after a passed full check checks only the entries
// journaled since; the whole journal is checked again in the background, which catches what the
// tail check cannot (an old entry rewritten) and leaves the store refused. A checkpoint that does
// not hold — missing, forged, altered — gives the full check at start, as before checkpoints.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RunningHub, startHub } from '../hub.ts';
import { inTransaction } from '../store/database.ts';
import { appendJournal } from '../store/journal.ts';
import { type AnchoredSeance, anchoredSeance } from './helpers/anchoredSeance.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';

let seance: AnchoredSeance;
beforeAll(async () => {
  seance = await anchoredSeance();
});

function copyOfSeance(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-checked-'));
  cpSync(join(seance.dataDir, 'hub.sqlite'), join(dir, 'hub.sqlite'));
  return dir;
}

function start(dataDir: string): Promise<RunningHub> {
  return startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    logLevel: 'silent',
    backgroundCheckAfterMs: 0,
  });
}

/** Starts and stops a hub on `dir`: the full check at start leaves a check checkpoint at the head. */
async function checked(dir: string): Promise<number> {
  const hub = await start(dir);
  const head = headOf(hub);
  expect(hub.startCheck.from).toBe(0);
  expect(hub.startCheck.report.ok).toBe(true);
  await hub.close();
  return head;
}

function headOf(hub: RunningHub): number {
  return (hub.state.db.prepare('SELECT MAX(seq) AS seq FROM journal').get() as { seq: number }).seq;
}

function edit(dir: string, work: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(join(dir, 'hub.sqlite'));
  db.exec('PRAGMA foreign_keys = OFF');
  work(db);
  db.close();
}

/** Rewrites entry `seq`'s `at` (its hash no longer holds: only a check reading it sees that). */
function tamper(db: DatabaseSync, seq: number): void {
  db.prepare("UPDATE journal SET at = '2000-01-01T00:00:00.000Z' WHERE seq = ?").run(seq);
}

/** The integrity problems /readyz gives (none when the store is served). */
async function refusal(hub: RunningHub): Promise<string[] | undefined> {
  const body = (await (await fetch(`http://127.0.0.1:${hub.port}/readyz`)).json()) as {
    checks: { integrity?: string[] };
  };
  return body.checks.integrity;
}

describe('the check checkpoint (issue 13 §5)', () => {
  it('a start after a passed check checks only the tail; the background check then passes and moves the checkpoint', async () => {
    const dir = copyOfSeance();
    const head = await checked(dir);
    const hub = await start(dir);
    try {
      expect(hub.startCheck.from).toBe(head);
      expect(hub.startCheck.report.ok).toBe(true);
      expect(hub.startCheck.report.entries).toBe(0);
      const outcome = await hub.backgroundCheck;
      expect(outcome?.problems).toEqual([]);
      expect(outcome?.entries).toBe(head);
      expect(await refusal(hub)).toBeUndefined();
    } finally {
      await hub.close();
    }
  });

  it('the full check runs again once the journal has grown past the last passed one, and moves the checkpoint', async () => {
    const dir = copyOfSeance();
    await checked(dir);
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      dataDir: dir,
      host: '127.0.0.1',
      port: 0,
      tables: [],
      logLevel: 'silent',
      backgroundCheckAfterMs: 0,
      recheck: { every: 3, pollMs: 10 },
    });
    try {
      expect((await hub.backgroundCheck)?.problems).toEqual([]);
      const covered = (): number =>
        (
          hub.state.db.prepare("SELECT seq FROM memory_checkpoints WHERE name = 'integrity check'").get() as {
            seq: number;
          }
        ).seq;
      expect(covered()).toBe(headOf(hub));
      // Fewer entries than `every`: no check, the checkpoint stays.
      const db = hub.state.db;
      const note = (): void => {
        inTransaction(db, () => appendJournal(db, '2026-12-07T22:00:00.000Z', 'Note', 'hub', {}));
      };
      const before = covered();
      note();
      note();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(covered()).toBe(before);
      note();
      const grown = headOf(hub);
      for (let i = 0; i < 300 && covered() !== grown; i++) await new Promise((r) => setTimeout(r, 50));
      expect(covered()).toBe(grown);
      expect(await refusal(hub)).toBeUndefined();
    } finally {
      await hub.close();
    }
  });

  it('an entry rewritten before the checkpoint is caught by the background check: not served, refused at the next start', async () => {
    const dir = copyOfSeance();
    const head = await checked(dir);
    edit(dir, (db) => tamper(db, 3));
    const hub = await start(dir);
    try {
      // The tail check cannot see it...
      expect(hub.startCheck.from).toBe(head);
      expect(hub.startCheck.report.ok).toBe(true);
      // ...the full check behind it does, and the hub stops serving.
      const outcome = await hub.backgroundCheck;
      expect(outcome?.problems).toContain('journal chain broken at entry 3');
      expect(await refusal(hub)).toEqual(outcome?.problems);
      const incident = hub.state.db
        .prepare("SELECT payload FROM journal WHERE kind = 'IntegrityCheckFailed'")
        .get() as { payload: string } | undefined;
      expect(JSON.parse(incident?.payload ?? '{}')).toEqual({ problems: outcome?.problems });
    } finally {
      await hub.close();
    }
    const next = await start(dir);
    try {
      expect(next.startCheck.from).toBe(0);
      expect(next.startCheck.report.problems).toContain('journal chain broken at entry 3');
      expect(await refusal(next)).toBeDefined();
    } finally {
      await next.close();
    }
  });

  it('an entry rewritten after the checkpoint is refused at start', async () => {
    const dir = copyOfSeance();
    const head = await checked(dir);
    // An entry appended after the checkpoint without the journal key: it does not chain.
    edit(dir, (db) =>
      db
        .prepare(
          'INSERT INTO journal (seq, at, kind, actor, payload, prev_hash, hash) SELECT seq + 1, at, kind, actor, payload, hash, hash FROM journal WHERE seq = ?',
        )
        .run(head),
    );
    const next = await start(dir);
    try {
      expect(next.startCheck.from).toBe(head);
      expect(next.startCheck.report.problems).toContain(`journal chain broken at entry ${head + 1}`);
      expect(await refusal(next)).toBeDefined();
    } finally {
      await next.close();
    }
  });

  it.each([
    [
      'missing',
      (db: DatabaseSync) => db.exec("DELETE FROM memory_checkpoints WHERE name = 'integrity check'"),
    ],
    [
      'with another MAC',
      (db: DatabaseSync) =>
        db.exec(`UPDATE memory_checkpoints SET mac = '${'0'.repeat(64)}' WHERE name = 'integrity check'`),
    ],
    [
      'moved to another entry',
      (db: DatabaseSync) =>
        db.exec("UPDATE memory_checkpoints SET seq = seq - 1 WHERE name = 'integrity check'"),
    ],
    [
      'whose entry was rewritten',
      (db: DatabaseSync) =>
        db.exec(
          "UPDATE journal SET hash = prev_hash WHERE seq = (SELECT seq FROM memory_checkpoints WHERE name = 'integrity check')",
        ),
    ],
  ])('a check checkpoint %s gives the full check at start', async (_what, spoil) => {
    const dir = copyOfSeance();
    await checked(dir);
    edit(dir, (db) => {
      tamper(db, 3);
      spoil(db);
    });
    const hub = await start(dir);
    try {
      expect(hub.startCheck.from).toBe(0);
      expect(hub.startCheck.report.ok).toBe(false);
      expect(await refusal(hub)).toBeDefined();
    } finally {
      await hub.close();
    }
  });
});
