// Issue 5 item 8: the hub as a child process with simulated terminals betting, SIGKILLed at
// random moments and restarted on the same data folder. After every restart: the chain is intact,
// money is conserved to the cent, and every acknowledged bet exists, in a round that is either
// settled exactly once (paid by the rules) or voided and refunded exactly once — or, taken back
// before rien ne va plus (issue 11's undo), refunded exactly once and never settled.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import type { RouletteSpot } from '../../games/roulette/bets.ts';
import { settleChip } from '../../games/roulette/settle.ts';
import { verifyDataDir } from '../verify.ts';
import { freePort, type HubChild, runCli, spawnHubChild, stopChild } from './helpers/hubChild.ts';
import { type AckedBet, type AckedWithdrawal, SimTerminal } from './helpers/simTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';

const SECRET = 'crash-test-secret-0123456789';
const TERMINALS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
const KILLS = 20;
let hub: HubChild | null = null;
const terminals: SimTerminal[] = [];

afterAll(async () => {
  for (const t of terminals) t.stop();
  if (hub !== null) await stopChild(hub.process, 'SIGKILL');
});

function start(dir: string, port: number): Promise<HubChild> {
  const args = [
    '--demo',
    '--port',
    String(port),
    '--data',
    dir,
    // Short rounds (~80 ms) so that 20 kills land over a few hundred rounds within the time budget.
    '--betting-ms',
    '60',
    '--spin-ms',
    '10',
    '--result-ms',
    '10',
  ];
  for (const id of TERMINALS) args.push('--terminal', id);
  return spawnHubChild([...args, '--credit', '100000', '--log-level', 'error'], {
    TAPIS_DEMO_SECRET: SECRET,
  });
}

/** Checks every invariant on the store; `finished` also requires that no acknowledged bet is still open. */
function audit(
  dir: string,
  acked: readonly AckedBet[],
  finished: boolean,
  withdrawals: readonly AckedWithdrawal[] = [],
): { rounds: number; settled: number; voided: number; withdrawn: number } {
  const report = verifyDataDir(dir, TEST_JOURNAL_KEY);
  expect(report.chainBrokenAt).toBe(null);
  expect(report.problems).toEqual([]);
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
  // One read transaction: the restarted hub keeps writing, and every query must see one commit.
  db.exec('BEGIN');
  try {
    const journal = (kind: string) =>
      (
        db.prepare('SELECT seq, payload FROM journal WHERE kind = ?').all(kind) as {
          seq: number;
          payload: string;
        }[]
      ).map((e) => ({
        seq: e.seq,
        payload: JSON.parse(e.payload) as { roundId: number; bets?: { betId: string; returned: number }[] },
      }));
    const settledEntries = journal('RoundSettled');
    const voidedEntries = journal('RoundVoided');
    const withdrawnEntries = journal('BetWithdrawn') as unknown as { payload: { betId: string } }[];
    const withdrawn = new Set(withdrawnEntries.map((e) => e.payload.betId));
    // A bet is taken back once at most, and every acknowledged withdrawal is in the journal.
    expect(withdrawn.size).toBe(withdrawnEntries.length);
    for (const w of withdrawals) for (const id of w.betIds) expect(withdrawn.has(id)).toBe(true);
    const rounds = db.prepare('SELECT round_id, phase, pocket FROM rounds ORDER BY round_id').all() as {
      round_id: number;
      phase: string;
      pocket: number | null;
    }[];
    const latest = rounds.at(-1)?.round_id;
    for (const r of rounds) {
      const settledTimes = settledEntries.filter((e) => e.payload.roundId === r.round_id).length;
      const voidedTimes = voidedEntries.filter((e) => e.payload.roundId === r.round_id).length;
      if (r.phase === 'settled') expect([settledTimes, voidedTimes]).toEqual([1, 0]);
      else if (r.phase === 'voided') expect([settledTimes, voidedTimes]).toEqual([0, 1]);
      // Only the live round may still be open; once the terminals stopped, it holds no bet.
      else {
        const held = (
          db.prepare('SELECT COUNT(*) AS n FROM bets WHERE round_id = ?').get(r.round_id) as { n: number }
        ).n;
        expect({ round: r.round_id, held: finished ? held : 0 }).toEqual({ round: latest, held: 0 });
      }
    }
    const byId = new Map(
      (
        db
          .prepare(
            'SELECT b.bet_id, b.round_id, b.terminal_id, b.spot, b.stake, b.returned, r.phase, r.pocket FROM bets b JOIN rounds r USING (round_id)',
          )
          .all() as {
          bet_id: string;
          round_id: number;
          terminal_id: string;
          spot: string;
          stake: number;
          returned: number | null;
          phase: string;
          pocket: number | null;
        }[]
      ).map((b) => [b.bet_id, b]),
    );
    for (const a of acked) {
      const bet = byId.get(a.betId);
      // Nothing acknowledged is ever lost.
      expect(bet && { round: bet.round_id, terminal: bet.terminal_id, stake: bet.stake }).toEqual({
        round: a.roundId,
        terminal: a.terminalId,
        stake: a.stake,
      });
      if (bet === undefined) continue;
      if (withdrawn.has(a.betId)) {
        // Taken back before rien ne va plus: its stake came back once, no settlement lists it.
        expect(bet.returned).toBe(bet.stake);
        const listed = settledEntries.flatMap((e) => e.payload.bets ?? []).filter((b) => b.betId === a.betId);
        expect(listed).toEqual([]);
      } else if (bet.phase === 'settled') {
        const due = settleChip(
          JSON.parse(bet.spot) as RouletteSpot,
          cents(bet.stake),
          bet.pocket ?? -1,
        ).returned;
        expect(bet.returned).toBe(due);
        const listed = settledEntries.flatMap((e) => e.payload.bets ?? []).filter((b) => b.betId === a.betId);
        expect(listed).toEqual([{ ...listed[0], betId: a.betId, returned: due }]);
      } else if (bet.phase === 'voided') {
        expect(bet.returned).toBe(bet.stake);
      } else {
        expect(finished).toBe(false);
      }
    }
    // Each voided round refunded each station exactly what it had staked in it.
    for (const v of voidedEntries) {
      const refunds = db
        .prepare(
          'SELECT to_account AS account, SUM(amount) AS amount FROM transfers WHERE journal_seq = ? GROUP BY to_account ORDER BY to_account',
        )
        .all(v.seq);
      const bets = db
        .prepare('SELECT bet_id, terminal_id, stake FROM bets WHERE round_id = ? ORDER BY terminal_id')
        .all(v.payload.roundId) as { bet_id: string; terminal_id: string; stake: number }[];
      // What stayed on the layout: a bet taken back was refunded by its withdrawal, not by the void.
      const staked = new Map<string, number>();
      for (const b of bets)
        if (!withdrawn.has(b.bet_id))
          staked.set(`station:${b.terminal_id}`, (staked.get(`station:${b.terminal_id}`) ?? 0) + b.stake);
      expect(refunds).toEqual([...staked].map(([account, amount]) => ({ account, amount })));
    }
    return {
      rounds: rounds.length,
      settled: rounds.filter((r) => r.phase === 'settled').length,
      voided: rounds.filter((r) => r.phase === 'voided').length,
      withdrawn: withdrawn.size,
    };
  } finally {
    db.exec('COMMIT');
    db.close();
  }
}

describe('crash safety', () => {
  it(`survives ${KILLS} SIGKILLs at random moments with every acknowledged bet settled or refunded once`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-crash-'));
    const port = await freePort();
    const rng = createRng(seededSource(5));
    hub = await start(dir, port);
    for (const id of TERMINALS) {
      const t = new SimTerminal(id, SECRET, createRng(seededSource(id.charCodeAt(1))));
      terminals.push(t);
      t.connect(`ws://127.0.0.1:${port}/terminal`);
    }
    const acked = (): AckedBet[] => terminals.flatMap((t) => t.acked);
    const withdrawals = (): AckedWithdrawal[] => terminals.flatMap((t) => t.withdrawn);
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 700 + rng.int(1000)));
      await stopChild(hub.process, 'SIGKILL');
      hub = await start(dir, port);
      audit(dir, acked(), false, withdrawals());
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const t of terminals) t.stop();
    await stopChild(hub.process, 'SIGKILL');
    // A last restart voids and refunds the round the final kill interrupted; then a clean stop
    // (the round the restart opens holds no bet: the terminals are gone).
    hub = await start(dir, port);
    await stopChild(hub.process, 'SIGTERM');
    hub = null;
    const totals = audit(dir, acked(), true, withdrawals());
    expect(acked().length).toBeGreaterThan(1000);
    expect(totals.rounds).toBeGreaterThan(200);
    expect(totals.settled).toBeGreaterThan(150);
    // Undo was exercised across the kills.
    expect(totals.withdrawn).toBeGreaterThan(100);
    // The operator's command agrees: chain, conservation and every projection.
    const verified = await runCli(['verify', dir]);
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, problems: [] });
    process.stdout.write(
      `crash test: ${KILLS} kills, ${JSON.stringify(totals)}, ${acked().length} acknowledged bets\n`,
    );
    // A kill between a settlement and the next round leaves nothing to void: not every kill voids.
    expect(totals.voided).toBeGreaterThan(KILLS / 4);
  }, 90_000);
});
