// Issue 5 item 2, group commit: bets from many terminals that arrive together share one SQLite
// transaction, and every answer and snapshot leaves only after that transaction is committed
// (another connection to the file already sees the bet when the reply arrives).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import { demoTable, prepareDemo } from '../demo.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { inTransaction, openDatabase } from '../store/database.ts';
import { GroupCommit, groupOf } from '../store/groupCommit.ts';
import { appendJournal, verifyChain } from '../store/journal.ts';
import { verifyDataDir } from '../verify.ts';
import { manualClock } from './helpers/manualClock.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

const SECRET = 'group-commit-secret-0123';
const N = 12;
let running: RunningHub[] = [];
let terminals: TestTerminal[] = [];

afterEach(async () => {
  for (const t of terminals) t.close();
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
  terminals = [];
});

describe('group commit', () => {
  it(`commits ${N} simultaneous bets from ${N} terminals in fewer than ${N} transactions, answering after the commit`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-group-'));
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      dataDir: dir,
      host: '127.0.0.1',
      port: 0,
      tables: [demoTable({ bettingMs: 60_000, spinMs: 5_000, resultMs: 5_000 })],
      clock: manualClock(),
      rng: createRng(seededSource(3)),
      logLevel: 'silent',
    });
    running.push(hub);
    const ids = Array.from({ length: N }, (_, i) => `T${i + 1}`);
    prepareDemo(
      hub,
      ids.map((id) => ({ id, secret: SECRET })),
      cents(10_000),
    );
    for (const id of ids) {
      const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
      terminals.push(t);
      await sayHello(t, id, SECRET);
      await t.next((m) => m.type === 'snapshot');
    }
    const roundId = terminals[0]?.lastSnapshot()?.roundId;
    const reader = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
    const seenOnDisk: boolean[] = [];
    for (const t of terminals) {
      // Checked the moment the reply arrives: a second connection sees only committed data.
      t.socket.on('message', (data) => {
        const m = JSON.parse(String(data)) as HubMessage;
        if (m.type !== 'reply' || !m.ok || m.result.kind !== 'betAccepted') return;
        const row = reader.prepare('SELECT stake FROM bets WHERE bet_id = ?').get(m.result.betId);
        seenOnDisk.push(row !== undefined);
      });
    }
    const group = groupOf(hub.state.db);
    const before = { commits: group.commits, commands: group.commands };
    const marks = terminals.map((t) => t.received.length);
    // One synchronous burst: the frames reach the hub in the same event-loop turn.
    terminals.forEach((t, i) =>
      t.send({
        type: 'placeBet',
        commandId: `group-bet-${i}`,
        roundId,
        spot: { kind: 'chance', chance: 'rouge' },
        stake: 100,
      }),
    );
    await Promise.all(
      terminals.map((t, i) => t.next((m) => m.type === 'reply' && m.commandId === `group-bet-${i}`)),
    );
    reader.close();
    const commits = group.commits - before.commits;
    expect(group.commands - before.commands).toBe(N);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(N);
    expect(seenOnDisk).toEqual(Array.from({ length: N }, () => true));
    // A bet changes only its own station's view, and its reply carries that change: the credit
    // after the stake and the bet's chip. No snapshot goes to anyone.
    for (const [i, t] of terminals.entries()) {
      const after = t.received.slice(marks[i]);
      expect(after).toEqual([
        {
          type: 'reply',
          commandId: `group-bet-${i}`,
          ok: true,
          result: {
            kind: 'betAccepted',
            betId: expect.any(String),
            credit: 9_900,
            chips: [{ betId: expect.any(String), spot: { kind: 'chance', chance: 'rouge' }, stake: 100 }],
          },
        },
      ]);
      const reply = after[0];
      if (reply?.type === 'reply' && reply.ok && reply.result.kind === 'betAccepted')
        expect(reply.result.chips?.[0]?.betId).toBe(reply.result.betId);
    }
    await hub.close();
    running = [];
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).problems).toEqual([]);
  });

  it('undoes a failing command alone and commits the others of its group', async () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-group-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    const group = new GroupCommit(db);
    const insert = (id: string) => () =>
      db
        .prepare(
          "INSERT INTO terminals (terminal_id, table_id, secret_salt, secret_hash) VALUES (?, 't', 's', 'h')",
        )
        .run(id);
    const results = await Promise.allSettled([
      group.run(insert('A')),
      group.run(() => {
        insert('B')();
        throw new Error('refused after writing');
      }),
      group.run(() => inTransaction(db, insert('C'))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([group.commits, group.commands]).toEqual([1, 3]);
    expect(db.prepare('SELECT terminal_id FROM terminals ORDER BY terminal_id').all()).toEqual([
      { terminal_id: 'A' },
      { terminal_id: 'C' },
    ]);
    db.close();
  });

  it('chains the journal across a group whose middle command appended and then failed', async () => {
    // The journal's tip is kept per transaction (store/journal.ts): the undone entry must not be
    // chained to, and the next transaction must read the tip again.
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-group-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    const group = new GroupCommit(db);
    const append = (kind: string) => () => appendJournal(db, '2026-11-30T12:00:00.000Z', kind, 'test', {});
    const results = await Promise.allSettled([
      group.run(append('First')),
      group.run(() => {
        append('Undone')();
        throw new Error('refused after journaling');
      }),
      group.run(() => inTransaction(db, append('Second'))),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual([1, 'rejected', 2]);
    expect(await group.run(append('NextGroup'))).toBe(3);
    expect(inTransaction(db, append('OnItsOwn'))).toBe(4);
    expect(db.prepare('SELECT seq, kind FROM journal ORDER BY seq').all()).toEqual([
      { seq: 1, kind: 'First' },
      { seq: 2, kind: 'Second' },
      { seq: 3, kind: 'NextGroup' },
      { seq: 4, kind: 'OnItsOwn' },
    ]);
    expect(verifyChain(db)).toBeNull();
    db.close();
  });
});
