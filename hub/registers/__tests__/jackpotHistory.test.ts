// The jackpot register read back from a real journal: the decider's events for two spins of a
// jackpot table (one won by two pleins on the bonus number, shared pro rata, one not) journaled
// with their transfers by the live path, then the history checked to the cent against the ledger.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { rouletteRules } from '../../../games/roulette/rules.ts';
import { decide } from '../../../games/wheelRound/decide.ts';
import type { Staff } from '../../../games/wheelRound/types.ts';
import { jackpotHistory } from '../jackpotHistory.ts';
import { withJackpotPool } from '../../tables/wheel/jackpotSeed.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { journalEvents } from '../../tables/wheel/wheelJournal.ts';
import { emptyMemory } from '../../tables/wheel/wheelMemory.ts';
import { rouletteOptionsOf } from '../../tables/wheel/wheelOptions.ts';
import type { RouletteCommand, WheelMemory } from '../../tables/wheel/wheelTypes.ts';
import { inTransaction, openDatabase } from '../../store/database.ts';
import { accounts, balanceOf, conservationReport } from '../../store/ledger.ts';
import { integrityReport } from '../../store/integrity.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const TABLE = 'roulette-1';
const croupier: Staff = { id: 'croupier', role: 'croupier' };
const comite: Staff = { id: 'comite', role: 'comite' };

describe('jackpot history', () => {
  it('lists the seeding, each contribution and the win with its winners, equal to the pool account', () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-jackpot-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    const config = rouletteTable(
      TABLE,
      'Roulette',
      euros(1),
      { bettingMs: 20_000, spinMs: 0, resultMs: 0 },
      {
        launcher: 'automatic',
        zeroRule: 'partage',
        jackpot: { variant: 1, split: 'a', contributionBps: 100, resetAmount: 100_000 },
      },
    );
    const options = rouletteOptionsOf(config);
    const rng = createRng(seededSource(7));
    let memory: WheelMemory = withJackpotPool(db, TABLE, options.jackpot, emptyMemory(options), 'seed');
    let now = 0;
    const run = (command: RouletteCommand, terminalId?: string): void => {
      const decision = decide(rouletteRules, memory.state, command, { rng, now: (now += 1000) });
      if (!decision.ok) throw new Error(JSON.stringify(decision.rejection));
      const at = new Date(now).toISOString();
      const ctx = {
        db,
        tableId: TABLE,
        at,
        actor: 'hub',
        ...(terminalId === undefined ? {} : { terminalId }),
      };
      memory = inTransaction(db, () => journalEvents(ctx, memory, decision.events));
    };
    const plein = (betId: string, seat: number, number: number, stake: number, terminalId: string): void =>
      run(
        {
          type: 'PlaceBet',
          betId,
          seat,
          playerMinimum: cents(100),
          bet: { kind: 'spot', spot: { kind: 'plein', number } },
          unit: cents(stake),
        },
        terminalId,
      );
    run({ type: 'OpenSession', openedBy: croupier, validatedBy: comite });

    // Spin 1: the bonus number comes out; T1 (global stake 30 €) and T2 (5 €) hold a plein on it.
    run({ type: 'OpenRound' });
    const bonus1 = memory.state.round?.bonusNumber as number;
    plein('b1', 1, bonus1, 1000, 'T1');
    run(
      {
        type: 'PlaceBet',
        betId: 'b2',
        seat: 1,
        playerMinimum: cents(100),
        bet: { kind: 'spot', spot: { kind: 'chance', chance: 'rouge' } },
        unit: cents(2000),
      },
      'T1',
    );
    plein('b3', 2, bonus1, 500, 'T2');
    plein('b4', 3, (bonus1 + 1) % 37, 1000, 'T3');
    run({ type: 'CloseBets', trigger: 'timer' });
    run({
      type: 'ReportResult',
      outcome: { pocket: bonus1 },
      direction: 'clockwise',
      turns: 3,
      anomaly: false,
    });

    // Spin 2: not won.
    run({ type: 'OpenRound' });
    const bonus2 = memory.state.round?.bonusNumber as number;
    plein('b5', 1, bonus2, 1000, 'T1');
    run({ type: 'CloseBets', trigger: 'timer' });
    const pocket2 = (bonus2 + 1) % 37;
    run({
      type: 'ReportResult',
      outcome: { pocket: pocket2 },
      direction: 'anticlockwise',
      turns: 3,
      anomaly: false,
    });

    const history = jackpotHistory(db, TABLE);
    expect(history.seeded).toEqual([{ seq: 1, at: 'seed', amount: 100_000 }]);
    expect(history.spins).toHaveLength(2);
    const [won, lost] = history.spins;
    // 1 % of 45 € = 45 c; 1 000,45 € shared 3 000 : 500, the odd cent to the larger global stake.
    expect(won).toMatchObject({
      bonusNumber: bonus1,
      pocket: bonus1,
      poolBefore: 100_000,
      contribution: 45,
      winners: [
        { seat: 1, terminalId: 'T1', amount: 85_753 },
        { seat: 2, terminalId: 'T2', amount: 14_292 },
      ],
      paid: 100_045,
      reset: 100_000,
      poolAfter: 100_000,
    });
    expect(lost).toMatchObject({
      bonusNumber: bonus2,
      pocket: pocket2,
      poolBefore: 100_000,
      contribution: 10,
      winners: [],
      paid: 0,
      reset: 0,
      poolAfter: 100_010,
    });
    expect(history.wins).toEqual([won]);
    expect(history.totals).toEqual({ contributions: 55, wins: 100_045, paidInByBank: 200_000 });
    expect(history.pool).toBe(100_010);
    expect(balanceOf(db, accounts.jackpot(TABLE))).toBe(history.pool);
    expect(memory.state.jackpotPool).toBe(history.pool);
    expect(conservationReport(db).ok).toBe(true);
    expect(integrityReport(db).problems).toEqual([]);
    db.close();
  });

  it('is empty for a table without a jackpot', () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-jackpot-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    expect(jackpotHistory(db, TABLE)).toEqual({
      tableId: TABLE,
      seeded: [],
      spins: [],
      wins: [],
      totals: { contributions: 0, wins: 0, paidInByBank: 0 },
      pool: 0,
    });
    db.close();
  });
});
