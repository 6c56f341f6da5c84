// The `jackpotHistory` register over a real WebSocket: a roulette table with the bonus-number
// jackpot (RULES.md A.2; seed 000 art. 67-5 2°) opened through the staff API, three spins with
// stakes on the bonus number, then the register as the comité, the cashier and the chef de partie
// read it: the bank's seeding, each spin's 3,33 % contribution, the pool equal to its ledger account.
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';
import type { RouletteStationSnapshot } from '../../../protocol/stationSnapshot.ts';
import { StaffHubMessageSchema, type StaffHubMessage } from '../../../protocol/staffMessages.ts';
import type { RunningHub } from '../../hub.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { TERMINAL_SECRET, TIMING, secretOf, staffHub } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import { connectTerminal, type TestTerminal } from '../../__tests__/helpers/testTerminal.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { balanceOf, accounts } from '../../store/ledger.ts';
import { jackpotHistory } from '../jackpotHistory.ts';
import { sayHello } from '../../__tests__/helpers/hello.ts';

const TABLE = 'roulette-1';
const RESET = 50_000;
const BPS = 333;

let hubs: RunningHub[] = [];
let sockets: { close(): void }[] = [];

afterEach(async () => {
  for (const s of sockets) s.close();
  for (const hub of hubs) await hub.close().catch(() => undefined);
  hubs = [];
  sockets = [];
});

type RegisterReply = Extract<StaffHubMessage, { type: 'register' }>;

async function ask(staff: TestStaff, requestId: string, tableId: string): Promise<RegisterReply> {
  const mark = staff.received.length;
  staff.send({ type: 'registerQuery', requestId, query: { register: 'jackpotHistory', tableId } });
  const reply = await staff.next((m) => m.type === 'register' && m.requestId === requestId, mark);
  return StaffHubMessageSchema.parse(reply) as RegisterReply;
}

async function placeBet(t: TestTerminal, id: string, roundId: number, spot: unknown, stake: number) {
  const mark = t.received.length;
  t.send({ type: 'placeBet', commandId: id, roundId, spot, stake });
  const reply = (await t.next((m) => m.type === 'reply' && m.commandId === id, mark)) as Extract<
    HubMessage,
    { type: 'reply' }
  >;
  if (!reply.ok) throw new Error(`bet ${id} refused: ${JSON.stringify(reply.error)}`);
}

describe('jackpot register on the staff API', () => {
  it('gives the seeding, every spin and the pool to the comité, the cashier and the chef de partie', async () => {
    const clock = manualClock();
    const table = rouletteTable(TABLE, 'Roulette jackpot', euros(1), TIMING, {
      launcher: 'automatic',
      zeroRule: 'partage',
      jackpot: { variant: 1, split: 'a', contributionBps: BPS, resetAmount: RESET },
    });
    const hub = await staffHub(clock, { tables: [table], seed: 7 });
    hubs.push(hub);
    const db = hub.state.db;
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno, chloe, emma] = (await Promise.all(
      ['alice', 'bruno', 'chloe', 'emma'].map((login) => loginStaff(url, login, secretOf(login))),
    )) as [TestStaff, TestStaff, TestStaff, TestStaff];
    sockets.push(alice, bruno, chloe, emma);
    await chloe.ok('creditIn', 'credit-T1', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 100_000 },
    });
    const t1 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    sockets.push(t1);
    await sayHello(t1, 'T1', TERMINAL_SECRET);
    await t1.next((m) => m.type === 'snapshot');
    await alice.ok('requestOpening', 'request-open', { tableId: TABLE });
    await bruno.ok('validateOpening', 'validate-open', { tableId: TABLE });

    // Before any spin: the bank's seeding only.
    const seededOnly = await ask(emma, 'before', TABLE);
    expect(seededOnly.ok && seededOnly.result).toMatchObject({
      kind: 'jackpotHistory',
      tableId: TABLE,
      spins: [],
      wins: [],
      totals: { contributions: 0, wins: 0, paidInByBank: RESET },
      pool: RESET,
    });

    for (let spin = 0; spin < 3; spin++) {
      const roundId = (
        db.prepare("SELECT MAX(round_id) AS r FROM rounds WHERE phase = 'betting'").get() as { r: number }
      ).r;
      const seen = (await t1.next(
        (m) =>
          m.type === 'snapshot' &&
          m.state.round?.roundId === roundId &&
          m.state.game === 'roulette' &&
          (m.state.jackpot?.bonusNumber ?? null) !== null,
        0,
      )) as Extract<HubMessage, { type: 'snapshot' }>;
      const bonus = (seen.state as RouletteStationSnapshot).jackpot?.bonusNumber as number;
      // 30 € on the bonus number, 10 € on rouge: 40 € of stakes, 1,33 € contributed (3,33 % rounded down).
      await placeBet(t1, `r${roundId}-plein`, roundId, { kind: 'plein', number: bonus }, 3_000);
      await placeBet(t1, `r${roundId}-rouge`, roundId, { kind: 'chance', chance: 'rouge' }, 1_000);
      clock.advance(TIMING.bettingMs + TIMING.spinMs);
      clock.advance(TIMING.resultMs);
    }

    const expected = jackpotHistory(db, TABLE);
    for (const [staff, id] of [
      [bruno, 'comite'],
      [chloe, 'caissier'],
      [emma, 'chef'],
    ] as const) {
      const reply = await ask(staff, id, TABLE);
      if (!reply.ok) throw new Error(JSON.stringify(reply.error));
      // Exactly the register read from the journal, through the wire.
      expect(reply.result).toEqual({ kind: 'jackpotHistory', ...JSON.parse(JSON.stringify(expected)) });
    }
    expect(expected.seeded.map((s) => s.amount)).toEqual([RESET]);
    expect(expected.spins).toHaveLength(3);
    expect(expected.spins.map((s) => s.contribution)).toEqual([133, 133, 133]);
    // The pool as the register keeps it is the pool's ledger account.
    expect(expected.pool).toBe(balanceOf(db, accounts.jackpot(TABLE)));
    const won = expected.wins.length > 0;
    if (!won) expect(expected.pool).toBe(RESET + 3 * 133);
    expect(expected.spins[0]?.poolBefore).toBe(RESET);

    // A croupier does not read the pool's register.
    const forbidden = await ask(alice, 'croupier', TABLE);
    expect(forbidden.ok === false && forbidden.error.code).toBe('FORBIDDEN');
  }, 60_000);
});
