// The bonus-number jackpot (RULES.md A.2; seed 000 art. 67-5 2°) on a real hub over WebSocket: a
// séance opened and closed through the staff API, two stations betting every round on the bonus
// number they read in their snapshot (variant 1), contributions each spin, a pool won and shared
// pro rata then reset by the bank, prison on zero; every balance asserted to the cent against an
// independent model, the pool account equal to the jackpot register, the count balanced with its
// jackpot term, verify clean, and verify catching a tampered jackpot transfer or séance row.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { RED_NUMBERS } from '../../games/roulette/layout.ts';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import type { RouletteStationSnapshot, StationJackpot } from '../../protocol/stationSnapshot.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { jackpotHistory } from '../registers/jackpotHistory.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { accounts, balanceOf } from '../store/ledger.ts';
import { verifyDataDir } from '../verify.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

const TABLE = 'roulette-1';
const POOL = accounts.jackpot(TABLE);
const CREDIT = 500_000;
const RESET = 50_000;
const BPS = 333;
const JACKPOT = { variant: 1, split: 'a', contributionBps: BPS, resetAmount: RESET } as const;

/** What the test expects, computed on its own from the rules (not from the hub's code). */
interface Model {
  t1: number;
  t2: number;
  pool: number;
  /** T1's rouge stake in prison after a zero. */
  prison: boolean;
  rounds: number;
  contributions: number;
  paid: number;
  wins: { bonus: number; shares: [number, number] }[];
}

let dir = '';

/** The jackpot table: automatic launcher, prison on zero. */
function jackpotTable() {
  return rouletteTable(TABLE, 'Roulette jackpot', euros(1), TIMING, {
    launcher: 'automatic',
    zeroRule: 'prison',
    jackpot: JACKPOT,
  });
}
let model: Model;
let countReport: unknown;
let history: ReturnType<typeof jackpotHistory>;
let hubBalances: Record<string, number> = {};
let snapshotsChecked = 0;
let zeros = 0;

async function terminal(hub: RunningHub, id: string): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, id, TERMINAL_SECRET);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

async function bet(
  t: TestTerminal,
  id: string,
  roundId: number,
  spot: unknown,
  stake: number,
): Promise<void> {
  const mark = t.received.length;
  t.send({ type: 'placeBet', commandId: id, roundId, spot, stake });
  const reply = (await t.next((m) => m.type === 'reply' && m.commandId === id, mark)) as Extract<
    HubMessage,
    { type: 'reply' }
  >;
  if (!reply.ok) throw new Error(`bet ${id} refused: ${JSON.stringify(reply.error)}`);
}

/** One spin: both stations read the bonus number, bet, the ball lands; the model follows. */
async function playRound(
  hub: RunningHub,
  t1: TestTerminal,
  t2: TestTerminal,
  clock: ReturnType<typeof manualClock>,
) {
  const { db } = hub.state;
  const roundId = (
    db.prepare("SELECT MAX(round_id) AS r FROM rounds WHERE phase = 'betting'").get() as { r: number }
  ).r;
  const seen = (await t1.next(
    (m) =>
      m.type === 'snapshot' &&
      m.state.round?.roundId === roundId &&
      m.state.round.phase === 'betting' &&
      m.state.game === 'roulette' &&
      (m.state.jackpot?.bonusNumber ?? null) !== null,
    0,
  )) as Extract<HubMessage, { type: 'snapshot' }>;
  const jackpot = (seen.state as RouletteStationSnapshot).jackpot as StationJackpot;
  // The terminal shows the options and the pool as the ledger holds it.
  expect(jackpot).toEqual({
    variant: 1,
    split: 'a',
    contributionBps: BPS,
    bonusNumber: jackpot.bonusNumber,
    pool: model.pool,
  });
  snapshotsChecked++;
  const bonus = jackpot.bonusNumber as number;
  const other = (bonus + 1) % 37;
  await bet(t1, `r${roundId}-t1-plein`, roundId, { kind: 'plein', number: bonus }, 1_000);
  await bet(t1, `r${roundId}-t1-rouge`, roundId, { kind: 'chance', chance: 'rouge' }, 2_000);
  await bet(t2, `r${roundId}-t2-plein`, roundId, { kind: 'plein', number: bonus }, 500);
  await bet(t2, `r${roundId}-t2-other`, roundId, { kind: 'plein', number: other }, 500);
  clock.advance(TIMING.bettingMs + TIMING.spinMs);
  const { pocket, phase } = db
    .prepare('SELECT pocket, phase FROM rounds WHERE round_id = ?')
    .get(roundId) as {
    pocket: number;
    phase: string;
  };
  expect(phase).toBe('settled');

  // The model, from RULES.md A.2: plein 35 to 1, chance 1 to 1, prison on zero, the jackpot.
  const m = model;
  m.rounds++;
  m.t1 -= 3_000;
  m.t2 -= 1_000;
  if (m.prison) {
    if (RED_NUMBERS.has(pocket)) m.t1 += 2_000; // released without gain
    m.prison = false; // lost on black or on a second zero (no double prison)
  }
  if (pocket === 0) zeros++;
  if (pocket === bonus) m.t1 += 36_000;
  if (RED_NUMBERS.has(pocket)) m.t1 += 4_000;
  else if (pocket === 0) m.prison = true;
  if (pocket === bonus) m.t2 += 18_000;
  if (pocket === other) m.t2 += 18_000;
  const contribution = Math.floor((4_000 * BPS) / 10_000);
  m.contributions += contribution;
  m.pool += contribution;
  if (pocket === bonus) {
    // Option a: pro rata to global stakes 3 000 : 1 000, the odd cent to the larger stake.
    const won = m.pool;
    let s1 = Math.floor((won * 3_000) / 4_000);
    const s2 = Math.floor((won * 1_000) / 4_000);
    s1 += won - s1 - s2;
    m.t1 += s1;
    m.t2 += s2;
    m.paid += won;
    m.wins.push({ bonus, shares: [s1, s2] });
    m.pool = RESET;
  }
  expect(balanceOf(db, accounts.station('T1'))).toBe(m.t1);
  expect(balanceOf(db, accounts.station('T2'))).toBe(m.t2);
  expect(balanceOf(db, POOL)).toBe(m.pool);
  expect(balanceOf(db, accounts.stakes(TABLE))).toBe(m.prison ? 2_000 : 0);
  return pocket === bonus;
}

beforeAll(async () => {
  const clock = manualClock();
  const hub = await staffHub(clock, { tables: [jackpotTable()], seed: 5 });
  dir = hub.state.db.location() ?? '';
  dir = dir.slice(0, dir.lastIndexOf('/'));
  try {
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno, chloe] = (await Promise.all(
      ['alice', 'bruno', 'chloe'].map((login) => loginStaff(url, login, secretOf(login))),
    )) as [TestStaff, TestStaff, TestStaff];
    // The bank seeded the pool when the table started.
    expect(balanceOf(hub.state.db, POOL)).toBe(RESET);
    for (const id of ['T1', 'T2'])
      await chloe.ok('creditIn', `credit-${id}`, {
        terminalId: id,
        payment: { method: 'cash', amount: CREDIT },
      });
    model = {
      t1: CREDIT,
      t2: CREDIT,
      pool: RESET,
      prison: false,
      rounds: 0,
      contributions: 0,
      paid: 0,
      wins: [],
    };
    const t1 = await terminal(hub, 'T1');
    const t2 = await terminal(hub, 'T2');
    await alice.ok('requestOpening', 'request-open-1', { tableId: TABLE });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: TABLE });

    let won = false;
    while (!won && model.rounds < 300) {
      won = await playRound(hub, t1, t2, clock);
      clock.advance(TIMING.resultMs);
    }
    expect(won).toBe(true);
    // RULES.md A.1: the three last, announced while the next round takes bets, then the closing.
    await bruno.ok('announceLastRounds', 'announce-last-1', { tableId: TABLE });
    for (let i = 0; i < 3; i++) {
      await playRound(hub, t1, t2, clock);
      clock.advance(TIMING.resultMs);
    }
    await bruno.ok('validateClosing', 'close-session-1', { tableId: TABLE });
    // Nothing stays in prison after a séance: the stake goes back to its owner.
    if (model.prison) model.t1 += 2_000;
    model.prison = false;
    const counted = await chloe.ok('countSession', 'count-session-1', { tableId: TABLE });
    countReport = counted.kind === 'counted' ? counted.report : null;
    history = jackpotHistory(hub.state.db, TABLE);
    for (const a of [
      accounts.station('T1'),
      accounts.station('T2'),
      POOL,
      accounts.stakes(TABLE),
      accounts.bank(TABLE),
      accounts.cashier,
    ])
      hubBalances[a] = balanceOf(hub.state.db, a);
    t1.close();
    t2.close();
  } finally {
    await hub.close();
  }
}, 120_000);

afterAll(() => {
  hubBalances = {};
});

describe('bonus-number jackpot on a live hub', () => {
  it('pays and feeds the pool to the cent, shared pro rata, reset by the bank', () => {
    // The seeded run is about something: the pool was won, and a zero put a stake in prison.
    expect(model.wins.length).toBeGreaterThanOrEqual(1);
    expect(zeros).toBeGreaterThanOrEqual(1);
    expect(snapshotsChecked).toBe(model.rounds);
    expect(hubBalances).toEqual({
      [accounts.station('T1')]: model.t1,
      [accounts.station('T2')]: model.t2,
      [POOL]: model.pool,
      [accounts.stakes(TABLE)]: 0,
      // Every cent the stations and the pool do not hold is the bank's; the desk gave 2 × CREDIT.
      [accounts.bank(TABLE)]: 2 * CREDIT - model.t1 - model.t2 - model.pool,
      [accounts.cashier]: -2 * CREDIT,
    });
  });

  it('keeps a register equal to the pool account', () => {
    expect(history.pool).toBe(model.pool);
    expect(history.seeded.map((s) => s.amount)).toEqual([RESET]);
    expect(history.spins).toHaveLength(model.rounds);
    expect(history.spins.every((s) => s.contribution === 133)).toBe(true);
    expect(
      history.wins.map((w) => ({
        bonus: w.bonusNumber,
        pocket: w.pocket,
        shares: w.winners.map((x) => x.amount),
      })),
    ).toEqual(model.wins.map((w) => ({ bonus: w.bonus, pocket: w.bonus, shares: w.shares })));
    expect(history.wins.every((w) => w.winners.map((x) => x.terminalId).join() === 'T1,T2')).toBe(true);
    expect(history.wins.every((w) => w.reset === RESET && w.poolAfter === RESET)).toBe(true);
    expect(history.totals).toEqual({
      contributions: model.contributions,
      wins: model.paid,
      paidInByBank: RESET * (1 + model.wins.length),
    });
  });

  it('counts the séance with its jackpot term, balanced to the cent', () => {
    expect(countReport).toMatchObject({
      tableId: TABLE,
      creditIn: { total: 2 * CREDIT, byMethod: { cash: 2 * CREDIT } },
      vouchersIssued: { count: 0, total: 0 },
      stationCreditBefore: 0,
      stationCreditAfter: model.t1 + model.t2,
      stakesChange: 0,
      jackpot: {
        contributions: model.contributions,
        paidInByBank: RESET * (1 + model.wins.length),
        wins: model.paid,
        poolChange: model.pool,
      },
      balanced: true,
    });
  });

  it('passes verify, with every transfer and séance rebuilt from the journal', () => {
    const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
    expect(report.problems).toEqual([]);
    expect(report.projections.map((p) => [p.name, p.mismatches])).toEqual([
      ['journal payloads', 0],
      ['balances', 0],
      ['transfers', 0],
      ['rounds and bets', 0],
      ['vouchers', 0],
      ['players, cards, caves and seats', 0],
      ['table sessions', 0],
    ]);
  });
});

/** A copy of the store, tampered by `sql` as someone with the SQLite file could. */
function tampered(sql: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'tapis-jackpot-tamper-'));
  cpSync(dir, copy, { recursive: true });
  const db = new DatabaseSync(join(copy, 'hub.sqlite'), { enableForeignKeyConstraints: false });
  db.exec(sql);
  db.close();
  return copy;
}

function read<T>(sql: string): T {
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).get() as T;
  } finally {
    db.close();
  }
}

describe('verify catches a tampered decider transfer or séance row', () => {
  it('a jackpot win moved to the other station, balances adjusted so money is conserved', async () => {
    const win = read<{ id: number; journal_seq: number; to_account: string; amount: number }>(
      `SELECT id, journal_seq, to_account, amount FROM transfers WHERE from_account = '${POOL}' ORDER BY id LIMIT 1`,
    );
    const thief = win.to_account === 'station:T1' ? 'station:T2' : 'station:T1';
    const copy = tampered(`
      UPDATE transfers SET to_account = '${thief}' WHERE id = ${win.id};
      UPDATE balances SET balance = balance - ${win.amount} WHERE account = '${win.to_account}';
      UPDATE balances SET balance = balance + ${win.amount} WHERE account = '${thief}';`);
    const report = verifyDataDir(copy, TEST_JOURNAL_KEY);
    expect(report.conservation.ok).toBe(true);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(
      new RegExp(
        `^transfers: 1 mismatch\\(es\\), first: transfers of entry ${win.journal_seq}: stored .*${POOL}>${thief}:${win.amount}.*, journal gives .*${POOL}>${win.to_account}:${win.amount}`,
      ),
    ); // The start-up check refuses the store: no table is served.
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      dataDir: copy,
      host: '127.0.0.1',
      port: 0,
      tables: [jackpotTable()],
      clock: manualClock(),
      rng: createRng(seededSource(5)),
      logLevel: 'silent',
    });
    try {
      expect(hub.state.tables.size).toBe(0);
    } finally {
      await hub.close();
    }
  });

  it('a jackpot contribution shaved by a cent into the bank', () => {
    const c = read<{ id: number; journal_seq: number }>(
      `SELECT id, journal_seq FROM transfers WHERE to_account = '${POOL}' AND amount = 133 ORDER BY id DESC LIMIT 1`,
    );
    const copy = tampered(`
      UPDATE transfers SET amount = 132 WHERE id = ${c.id};
      UPDATE balances SET balance = balance - 1 WHERE account = '${POOL}';
      UPDATE balances SET balance = balance + 1 WHERE account = 'bank:${TABLE}';`);
    const report = verifyDataDir(copy, TEST_JOURNAL_KEY);
    expect(report.conservation.ok).toBe(true);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^transfers: 1 mismatch\\(es\\), first: transfers of entry ${c.journal_seq}: stored .*bank:${TABLE}>${POOL}:132.*, journal gives .*bank:${TABLE}>${POOL}:133`,
        ),
      ),
    ]);
  });

  it('the seeding of the pool removed with its balance', () => {
    const seed = read<{ seq: number }>(`SELECT seq FROM journal WHERE kind = 'JackpotSeeded'`);
    const copy = tampered(`
      DELETE FROM transfers WHERE journal_seq = ${seed.seq};
      UPDATE balances SET balance = balance - ${RESET} WHERE account = '${POOL}';
      UPDATE balances SET balance = balance + ${RESET} WHERE account = 'bank:${TABLE}';`);
    expect(verifyDataDir(copy, TEST_JOURNAL_KEY).problems).toEqual([
      `transfers: 1 mismatch(es), first: transfers of entry ${seed.seq}: in the journal but not stored`,
    ]);
  });

  it('a séance row whose closing validator was changed', () => {
    const s = read<{ session_id: number }>('SELECT session_id FROM table_sessions');
    const copy = tampered(`UPDATE table_sessions SET closed_by = 'staff:mallory'`);
    const report = verifyDataDir(copy, TEST_JOURNAL_KEY);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^table sessions: 1 mismatch\\(es\\), first: session ${s.session_id}: stored .*"closed_by":"staff:mallory".*, journal gives .*"closed_by":"staff:bruno"`,
        ),
      ),
    ]);
  });

  it('a séance row deleted, or its three last put back', () => {
    const s = read<{ session_id: number }>('SELECT session_id FROM table_sessions');
    expect(verifyDataDir(tampered('DELETE FROM table_sessions'), TEST_JOURNAL_KEY).problems).toEqual([
      `table sessions: 1 mismatch(es), first: session ${s.session_id}: in the journal but not stored`,
    ]);
    const report = verifyDataDir(
      tampered('UPDATE table_sessions SET last_rounds_remaining = 2'),
      TEST_JOURNAL_KEY,
    );
    expect(report.projections.find((p) => p.name === 'table sessions')?.first).toEqual([
      expect.stringMatching(/"last_rounds_remaining":2.*journal gives .*"last_rounds_remaining":0/),
    ]);
  });
});
