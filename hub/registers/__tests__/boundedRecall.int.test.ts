// The bounded game recall (docs/journal.md "Recall") against the whole-journal recall it replaced:
// real roulette tables on real SQLite, stations that play every round, now and then, only long ago
// or never, bets taken back and a round voided by a restart; every station at many depths must read
// the very same games, and each of the recall's reads must go through an index.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { openDatabase } from '../../store/database.ts';
import { RouletteTable } from '../../tables/wheel/rouletteTable.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { type GameRecallMapper, RECALL_MAPPERS, RECALL_QUERIES, gameRecall } from '../gameRecall.ts';
import { JACKPOT_QUERIES, jackpotHistory } from '../jackpotHistory.ts';
import { fullScanJackpotHistory } from './fullScanJackpotHistory.ts';
import { fullScanRecall } from './fullScanRecall.ts';

const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
const ROUND_MS = TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs;
const TABLES = ['roulette-1', 'roulette-2'];
const STATIONS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
const ROUNDS = 360;
const DEPTHS = [1, 2, 3, 5, 10, 17, 40, 500];

let db: DatabaseSync;

/** Does station `i` bet in round `r`? Every round, every third, only the first ones, rarely, lately, never. */
function plays(i: number, r: number): boolean {
  return [true, r % 3 === 0, r < 6, r % 11 === 0, r % 2 === 0 && r > ROUNDS / 3, false][i] ?? false;
}

beforeAll(() => {
  db = openDatabase(
    join(mkdtempSync(join(tmpdir(), 'tapis-bounded-recall-')), 'hub.sqlite'),
    TEST_JOURNAL_KEY,
  );
  const clock = manualClock();
  const rng = createRng(seededSource(11));
  const ctx = { db, rng, clock, onChange: () => undefined };
  // The second table has the bonus-number jackpot, its pool won now and then.
  const configs = TABLES.map((id, k) =>
    rouletteTable(id, id, euros(1), TIMING, {
      launcher: 'automatic',
      zeroRule: 'prison',
      ...(k === 1 ? { jackpot: { variant: 1, split: 'a', contributionBps: 100, resetAmount: 100_000 } } : {}),
    }),
  );
  const tables = configs.map((config) => {
    const t = new RouletteTable(config as never, ctx);
    t.recover();
    return t;
  });
  for (const [k, t] of tables.entries()) {
    for (const s of STATIONS) t.creditIn(`${TABLES[k]}-${s}`, euros(10_000), 'cash', 'cashier:test');
    t.openSession('comite:test', 'comite:test');
  }
  let n = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const [k, t] of tables.entries()) {
      const roundId = t.memory.roundId ?? 0;
      for (const [i, s] of STATIONS.entries()) {
        if (!plays(i, r)) continue;
        const terminalId = `${TABLES[k]}-${s}`;
        const key = () => ({ terminalId, commandId: `c-${++n}`, fingerprint: String(n) });
        const spot =
          n % 3 === 0
            ? { kind: 'plein', number: n % 37 }
            : { kind: 'chance', chance: n % 2 ? 'rouge' : 'noir' };
        t.placeBet(key(), roundId, spot, cents(100 * (1 + (n % 5))));
        if ((r + i) % 5 === 0) t.placeBet(key(), roundId, { kind: 'plein', number: r % 37 }, cents(200));
        // A bet taken back, and now and then every bet of the station (no game for it then).
        if ((r + i) % 7 === 0) t.undoLastBet(key(), roundId);
        if ((r + i) % 13 === 0) t.clearAllBets(key(), roundId);
        // A plein on the bonus number now and then: the jackpot is won.
        const bonus = (t.memory.state.round as { bonusNumber?: number | null } | null)?.bonusNumber;
        if (k === 1 && typeof bonus === 'number' && (r + i) % 9 === 0)
          t.placeBet(key(), roundId, { kind: 'plein', number: bonus }, cents(500));
      }
    }
    if (r === ROUNDS / 2) {
      // A restart mid-betting: the open round of the first table is voided, its stakes refunded.
      tables[0]?.stop();
      const again = new RouletteTable(configs[0] as never, ctx);
      again.recover();
      tables[0] = again;
    }
    clock.advance(ROUND_MS);
  }
  for (const t of tables) t.stop();
});

afterAll(() => db.close());

describe('bounded game recall', () => {
  it('reads the same games as the whole journal for every station at every depth', () => {
    const total = (db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
    expect(total).toBeGreaterThan(3000);
    const voided = db.prepare(`SELECT COUNT(*) AS n FROM journal WHERE kind = 'RoundVoided'`).get() as {
      n: number;
    };
    expect(voided.n).toBeGreaterThan(0);
    for (const tableId of TABLES) {
      for (const s of STATIONS) {
        const terminalId = `${tableId}-${s}`;
        for (const depth of DEPTHS) {
          const bounded = gameRecall(db, tableId, { terminalId, depth });
          expect(bounded, `${terminalId} depth ${depth}`).toEqual(
            fullScanRecall(db, tableId, { terminalId, depth }),
          );
        }
      }
      expect(gameRecall(db, tableId)).toEqual(fullScanRecall(db, tableId, { depth: 10 }));
    }
  });

  it('reads a window of the latest rounds for a station that plays, not the table', () => {
    const base = RECALL_MAPPERS['roulette'] as GameRecallMapper;
    let read = 0;
    const counting: GameRecallMapper = {
      ...base,
      games(tableId, entries) {
        read += entries.length;
        return base.games(tableId, entries);
      },
    };
    const games = gameRecall(db, 'roulette-1', { terminalId: 'roulette-1-T1', depth: 10, mapper: counting });
    expect(games['roulette-1-T1']).toHaveLength(10);
    const table = db
      .prepare(`SELECT COUNT(*) AS n FROM journal WHERE json_extract(payload, '$.tableId') = 'roulette-1'`)
      .get() as { n: number };
    expect(read).toBeLessThan(table.n / 5);
  });

  it('reads the same jackpot history as the whole journal', () => {
    for (const tableId of TABLES) {
      const history = jackpotHistory(db, tableId);
      expect(history).toEqual(fullScanJackpotHistory(db, tableId));
      if (tableId === 'roulette-2') expect(history.wins.length).toBeGreaterThan(0);
    }
  });

  it('goes through an index for each of its reads (no scan of the journal or the transfers)', () => {
    const plan = (sql: string): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');
    const reads = {
      boundaries: [RECALL_QUERIES.boundaries, 'journal_by_table'],
      window: [RECALL_QUERIES.window(5), 'journal_by_table'],
      movedIn: [RECALL_QUERIES.movedAfter('to_account'), 'transfers_to_by_seq'],
      movedOut: [RECALL_QUERIES.movedAfter('from_account'), 'transfers_from_by_seq'],
      jackpotSpins: [JACKPOT_QUERIES.spins, 'journal_by_table'],
      jackpotBets: [JACKPOT_QUERIES.bets, 'journal_by_table'],
    };
    for (const [name, [sql, index]] of Object.entries(reads)) {
      const detail = plan(sql as string);
      expect(detail, name).toContain(`INDEX ${index as string}`);
      expect(detail, name).not.toMatch(/SCAN (journal|transfers)\b(?! USING)/);
    }
  });
});
