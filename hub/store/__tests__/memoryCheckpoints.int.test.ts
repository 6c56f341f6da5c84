// Checkpoints of the tables' memories (issue 13 §5; docs/journal.md "Checkpoints") on real SQLite
// files: a replay from a checkpoint and the entries after it gives the state the full replay gives
// and the live table holds, for any sequence of bets, spins and restarts; a checkpoint that is
// missing, tampered with, forged without the key, made for another configuration, or covering an
// entry the journal no longer holds is not used, and the table replays its whole journal.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { DatabaseSync } from 'node:sqlite';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import { ALL_SPOTS } from '../../../games/roulette/combinations.ts';
import { wheelPropertyTable } from '../../__tests__/helpers/wheelPropertyTable.ts';
import { RouletteTable } from '../../tables/wheel/rouletteTable.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { rouletteOptionsOf } from '../../tables/wheel/wheelOptions.ts';
import { replayTable } from '../../tables/wheel/wheelReplay.ts';
import { refreshCheckpoints, takeCheckpointProblems } from '../checkpointedReplay.ts';
import { releaseTail } from '../journalTail.ts';
import { MEMORY_FORMAT, readCheckpoint } from '../memoryCheckpoints.ts';

const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
const TERMINALS = ['T1', 'T2', 'T3'];
const config = rouletteTable('roulette-1', 'Roulette', euros(1), TIMING, {
  launcher: 'automatic',
  zeroRule: 'prison',
});
const options = rouletteOptionsOf(config);
const NAME = 'wheel:roulette-1';

type Step =
  { kind: 'bet'; terminal: number; spot: number; units: number } | { kind: 'spin' } | { kind: 'restart' };
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      terminal: fc.nat(2),
      spot: fc.nat(ALL_SPOTS.length - 1),
      units: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'spin' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

/** The full replay: no checkpoint, every entry of the table (the store is left as it was). */
function fullReplay(db: DatabaseSync): ReturnType<typeof replayTable> {
  db.exec('SAVEPOINT full');
  try {
    db.prepare('DELETE FROM memory_checkpoints').run();
    return replayTable(db, 'roulette-1', options);
  } finally {
    db.exec('ROLLBACK TO full');
    db.exec('RELEASE full');
  }
}

/** A table played by `steps`, its store and its live memory. */
function played(steps: readonly Step[], seed: number) {
  const t = wheelPropertyTable('tapis-checkpoint-', seed, TERMINALS, (ctx) => new RouletteTable(config, ctx));
  let table = t.start();
  for (const s of steps) {
    if (s.kind === 'bet') {
      const spot = ALL_SPOTS[s.spot] ?? { kind: 'plein', number: 0 };
      table.placeBet(
        t.key(TERMINALS[s.terminal] ?? 'T1'),
        table.memory.roundId ?? 0,
        spot,
        cents(100 * s.units),
      );
    } else if (s.kind === 'spin') t.clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
    else table = t.restart(table);
  }
  return { ...t, table };
}

describe('memory checkpoints', () => {
  it('a replay from a checkpoint gives the full replay and the live table, for any play', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 30 }),
        fc.array(step, { maxLength: 30 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (before, after, seed) => {
          const { db, table } = played([...before, { kind: 'restart' }, ...after], seed);
          try {
            // The restart in the middle checkpointed the memory then; the entries after it are the tail.
            const start = readCheckpoint(db, NAME, `${MEMORY_FORMAT}:${JSON.stringify(options)}`);
            expect(start.problem).toBeNull();
            expect(start.seq).toBeGreaterThan(0);
            releaseTail(db);
            const fromCheckpoint = replayTable(db, 'roulette-1', options);
            expect(fromCheckpoint).toEqual(fullReplay(db));
            expect(fromCheckpoint).toEqual(table.memory);
            // Refreshed at the head (a clean stop), the next replay starts there and agrees too.
            refreshCheckpoints(db, { force: true });
            expect(readCheckpoint(db, NAME, `${MEMORY_FORMAT}:${JSON.stringify(options)}`).seq).toBe(
              (db.prepare('SELECT MAX(seq) AS s FROM journal').get() as { s: number }).s,
            );
            expect(replayTable(db, 'roulette-1', options)).toEqual(table.memory);
            expect(takeCheckpointProblems(db)).toEqual([]);
          } finally {
            table.stop();
            db.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  /** A played table whose checkpoint covers an entry before the last ones, and its full replay. */
  function withCheckpoint() {
    const steps: Step[] = [
      { kind: 'bet', terminal: 0, spot: 3, units: 2 },
      { kind: 'bet', terminal: 1, spot: 40, units: 1 },
      { kind: 'spin' },
      { kind: 'restart' },
      { kind: 'bet', terminal: 2, spot: 7, units: 3 },
      { kind: 'spin' },
      { kind: 'bet', terminal: 0, spot: 1, units: 1 },
    ];
    const t = played(steps, 42);
    t.table.stop();
    releaseTail(t.db);
    takeCheckpointProblems(t.db);
    const full = fullReplay(t.db);
    expect(full).toEqual(t.table.memory);
    const row = t.db.prepare('SELECT seq, memory FROM memory_checkpoints WHERE name = ?').get(NAME) as {
      seq: number;
      memory: Uint8Array;
    };
    return { ...t, full, row };
  }

  /** Replays with the checkpoint as it now is: the full replay's memory, and why it was not used. */
  function replayed(db: DatabaseSync, full: ReturnType<typeof replayTable>): string[] {
    expect(replayTable(db, 'roulette-1', options)).toEqual(full);
    return takeCheckpointProblems(db);
  }

  it('a missing checkpoint: the whole journal, nothing to say', () => {
    const { db, full } = withCheckpoint();
    db.prepare('DELETE FROM memory_checkpoints').run();
    expect(replayed(db, full)).toEqual([]);
    db.close();
  });

  it('a checkpoint whose memory was altered: its MAC does not hold, the whole journal', () => {
    const { db, full } = withCheckpoint();
    // An attacker's memory: a station credited a seat it never had.
    const forged = { ...full, seatOfTerminal: new Map([['T9', 1]]) };
    db.prepare('UPDATE memory_checkpoints SET memory = ? WHERE name = ?').run(serialize(forged), NAME);
    expect(replayed(db, full)).toEqual([
      `checkpoint ${NAME}: its MAC does not hold (written without the journal key, or altered)`,
    ]);
    db.close();
  });

  it('a checkpoint forged under another key: the whole journal', () => {
    const { db, full, row } = withCheckpoint();
    const other = createHmac('sha256', Buffer.alloc(32, 1)).update('tapis memory checkpoint v1').digest();
    const head = db.prepare('SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1').get() as {
      seq: number;
      hash: string;
    };
    const print = `${MEMORY_FORMAT}:${JSON.stringify(options)}`;
    const mac = createHmac('sha256', other)
      .update(JSON.stringify([NAME, print, head.seq, head.hash]))
      .update(row.memory)
      .digest('hex');
    db.prepare('UPDATE memory_checkpoints SET seq = ?, hash = ?, mac = ? WHERE name = ?').run(
      head.seq,
      head.hash,
      mac,
      NAME,
    );
    expect(replayed(db, full)).toEqual([
      `checkpoint ${NAME}: its MAC does not hold (written without the journal key, or altered)`,
    ]);
    db.close();
  });

  it('a checkpoint made for another configuration: the whole journal', () => {
    const { db, full } = withCheckpoint();
    const other = rouletteOptionsOf(
      rouletteTable('roulette-1', 'Roulette', euros(2), TIMING, {
        launcher: 'automatic',
        zeroRule: 'prison',
      }),
    );
    releaseTail(db);
    replayTable(db, 'roulette-1', other);
    expect(takeCheckpointProblems(db)).toEqual([
      `checkpoint ${NAME}: made for another configuration or memory format`,
    ]);
    db.close();
    void full;
  });

  it('a checkpoint covering an entry cut from the journal or rewritten: the whole journal', () => {
    const cut = withCheckpoint();
    cut.db.exec('PRAGMA foreign_keys = OFF');
    cut.db.prepare('DELETE FROM journal WHERE seq >= ?').run(cut.row.seq);
    const shorter = fullReplay(cut.db);
    releaseTail(cut.db);
    expect(replayTable(cut.db, 'roulette-1', options)).toEqual(shorter);
    expect(takeCheckpointProblems(cut.db)).toEqual([
      `checkpoint ${NAME}: the journal no longer holds entry ${cut.row.seq} with the hash it covers`,
    ]);
    cut.db.close();
    const rewritten = withCheckpoint();
    rewritten.db
      .prepare("UPDATE journal SET hash = 'ab' || substr(hash, 3) WHERE seq = ?")
      .run(rewritten.row.seq);
    expect(replayed(rewritten.db, rewritten.full)).toEqual([
      `checkpoint ${NAME}: the journal no longer holds entry ${rewritten.row.seq} with the hash it covers`,
    ]);
    rewritten.db.close();
  });

  it('an older genuine checkpoint is used: the entries after it are replayed', () => {
    const { db, full, row } = withCheckpoint();
    const head = (db.prepare('SELECT MAX(seq) AS s FROM journal').get() as { s: number }).s;
    expect(row.seq).toBeLessThan(head);
    expect(replayed(db, full)).toEqual([]);
    db.close();
  });

  it('while the hub runs, a checkpoint fallen behind is brought to the head a slice at a time', () => {
    const steps: Step[] = Array.from({ length: 12 }, (_, i): Step[] => [
      { kind: 'bet', terminal: i % 3, spot: i, units: 1 + (i % 4) },
      { kind: 'bet', terminal: (i + 1) % 3, spot: 2 * i, units: 1 },
      { kind: 'spin' },
    ]).flat();
    const { db, table } = played([{ kind: 'restart' }, ...steps], 7);
    try {
      const print = `${MEMORY_FORMAT}:${JSON.stringify(options)}`;
      const head = (db.prepare('SELECT MAX(seq) AS s FROM journal').get() as { s: number }).s;
      let seq = readCheckpoint(db, NAME, print).seq;
      // Not yet `every` behind: nothing moves.
      refreshCheckpoints(db, { every: head - seq + 1, slice: 7 });
      expect(readCheckpoint(db, NAME, print).seq).toBe(seq);
      const seen: number[] = [];
      for (let i = 0; seq < head; i++) {
        refreshCheckpoints(db, { every: 10, slice: 7 });
        const next = readCheckpoint(db, NAME, print);
        expect(next.problem).toBeNull();
        expect(next.seq - seq).toBeLessThanOrEqual(7);
        expect(next.seq).toBeGreaterThan(seq);
        seq = next.seq;
        seen.push(seq);
        if (i > 1000) throw new Error('no progress');
      }
      expect(seen.length).toBeGreaterThan(3);
      releaseTail(db);
      expect(replayTable(db, 'roulette-1', options)).toEqual(table.memory);
    } finally {
      table.stop();
      db.close();
    }
  });
});
