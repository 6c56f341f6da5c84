// A stake withdrawn before rien ne va plus feeds no jackpot (RULES.md A.2: the contribution is
// taken from the spin's stakes; a bet taken back was never one): a roulette table with the
// bonus-number jackpot opened through the staff API, a spin with 40 € standing and 60 € withdrawn
// by undo, then the jackpotHistory register: 3,33 % of 40 €, not of 100 €.
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

describe('jackpot contribution and withdrawn stakes', () => {
  it('takes the contribution from the stakes standing at the close only', async () => {
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
    await placeBet(t1, 'r-plein-bonus', roundId, { kind: 'plein', number: bonus }, 3_000);
    await placeBet(t1, 'r-rouge-0001', roundId, { kind: 'chance', chance: 'rouge' }, 1_000);
    await placeBet(t1, 'r-noir-00001', roundId, { kind: 'chance', chance: 'noir' }, 6_000);
    const mark = t1.received.length;
    t1.send({ type: 'undoLastBet', commandId: 'r-undo-00001', roundId });
    const undo = await t1.next((m) => m.type === 'reply' && m.commandId === 'r-undo-00001', mark);
    expect(undo).toMatchObject({ ok: true, result: { kind: 'wheelBetsWithdrawn', refunded: 6_000 } });
    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    clock.advance(TIMING.resultMs);

    const reply = await ask(emma, 'after', TABLE);
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
    const history = jackpotHistory(db, TABLE);
    expect(reply.result).toEqual({ kind: 'jackpotHistory', ...JSON.parse(JSON.stringify(history)) });
    // 3,33 % of 4 000 cents rounded down is 133 (of 10 000 it would be 333).
    expect(history.spins.map((s) => [s.roundId, s.poolBefore, s.contribution])).toEqual([
      [roundId, RESET, 133],
    ]);
    expect(history.totals.contributions).toBe(133);
    expect(history.pool).toBe(balanceOf(db, accounts.jackpot(TABLE)));
  });
});
