// Game recall of a real hold'em table (RULES.md A.1: "the last 10 games of each station … including
// a game interrupted mid-way"): hands played on a HoldemTable over a real SQLite file — called down
// to the showdown, won without a showdown after a fold, voided by an incident, and one still in
// progress — read back per station with their stakes, outcome, winnings and the stack before and
// after, to the cent against the ledger.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { RegisterResultSchema } from '../../../../protocol/registerMessages.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { RECALL_MAPPERS, gameOfTable, gameRecall } from '../../../registers/gameRecall.ts';
import { registerResult } from '../../../registers/staffRegisters.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { inTransaction } from '../../../store/database.ts';
import { appendJournal } from '../../../store/journal.ts';
import { holdemTable } from '../holdemConfig.ts';
import { holdemRecall } from '../holdemRecall.ts';
import type { HoldemTable } from '../holdemTable.ts';
import { fundPlayer, key, openTable, tempDatabase } from './helpers.ts';
import { accounts } from '../../../store/accounts.ts';

const T = 'holdem-1';
const TERMINAL: Readonly<Record<string, string>> = { p1: 'T1', p2: 'T2' };

/** The player to act now, with their station. */
function toAct(table: HoldemTable): { seat: number; player: string; terminalId: string } {
  const s = table.memory.state;
  if (s.phase !== 'inHand' || s.hand.toAct === null) throw new Error('nobody to act');
  const player = s.seats[s.hand.toAct]?.player ?? '';
  return { seat: s.hand.toAct, player, terminalId: TERMINAL[player] ?? '' };
}

function act(table: HoldemTable, kind: 'call' | 'check' | 'fold'): void {
  const s = table.memory.state;
  if (s.phase !== 'inHand') throw new Error('no hand');
  const { player, terminalId } = toAct(table);
  const out = table.act(key(terminalId), player, `${T}#${s.hand.no}`, { kind });
  if (!out.ok) throw new Error(out.error.message);
}

/** Plays the hand in progress to the end with calls and checks only. */
function calledDown(table: HoldemTable): void {
  for (let guard = 0; guard < 50; guard++) {
    const s = table.memory.state;
    if (s.phase !== 'inHand' || s.hand.toAct === null) return;
    const me = s.hand.players.find((p) => p.seat === s.hand.toAct);
    act(table, me && s.hand.currentBet > me.streetBet ? 'call' : 'check');
  }
}

describe("game recall of a hold'em table", () => {
  it('keeps the last 10 hands of each station with stakes, outcome, wins and stack before and after', async () => {
    const { db } = tempDatabase();
    for (const p of ['p1', 'p2']) fundPlayer(db, p, cents(100_000));
    const clock = manualClock(Date.UTC(2026, 10, 30, 14, 0, 0));
    const { table, config } = openTable(db, createRng(seededSource(8)), clock);
    table.startPartie('staff:bruno', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'p1', 1, cents(20_000));
    table.sitDown(key('T2'), 'p2', 2, cents(20_000));
    // Eight hands called down to the showdown.
    for (let h = 0; h < 8; h++) {
      clock.advance(config.betweenHandsMs);
      calledDown(table);
    }
    // Hand 9: heads-up, the small blind (first to act) folds; the big blind's uncalled 1 € comes back
    // and it wins the 2 € pot less the 4 % rake (0,08 €).
    clock.advance(config.betweenHandsMs);
    const folder = toAct(table);
    const winner = folder.terminalId === 'T1' ? 'T2' : 'T1';
    act(table, 'fold');
    // Hand 10: voided by an incident after the blinds, each blind given back.
    clock.advance(config.betweenHandsMs);
    const voidedSb = toAct(table).terminalId;
    const voided = table.voidHand('staff:bruno', 'incident technique');
    expect(voided.ok).toBe(true);
    // Hand 11: in progress, the blinds posted.
    clock.advance(config.betweenHandsMs);
    const liveSb = toAct(table).terminalId;
    table.stop();

    expect(gameOfTable(db, T)).toBe('holdem');
    expect(RECALL_MAPPERS['holdem']).toBe(holdemRecall);
    const recall = gameRecall(db, T);
    expect(Object.keys(recall)).toEqual(['T1', 'T2']);
    for (const [terminalId, games] of Object.entries(recall)) {
      const player = terminalId === 'T1' ? 'p1' : 'p2';
      // A.1: the last 10 of 11 hands, newest first.
      expect(games.map((g) => g.gameId)).toEqual(Array.from({ length: 10 }, (_, i) => `${T}#${11 - i}`));
      expect(games.map((g) => g.status)).toEqual(['inProgress', 'voided', ...Array(8).fill('settled')]);
      for (const g of games) {
        expect(g.game).toBe('holdem');
        // The stack moves by exactly what the station staked and got back.
        expect(g.creditAfter).toBe(g.creditBefore - g.stakes + g.wins);
        expect(g.stakes).toBe(g.bets.reduce((t, b) => t + b.stake, 0));
      }
      // Hands follow one another: no stack movement between them (no recave here).
      for (let i = 0; i + 1 < games.length; i++)
        expect(games[i]!.creditBefore).toBe(games[i + 1]!.creditAfter);
      // The latest figure is the stack now.
      expect(games[0]!.creditAfter).toBe(balanceOf(db, accounts.stack(T, player)));

      const [live, cancelled, folded] = games as [(typeof games)[0], (typeof games)[0], (typeof games)[0]];
      const liveBlind = terminalId === liveSb ? 100 : 200;
      expect(live).toMatchObject({
        outcome: 'en cours',
        endedAt: null,
        bets: [{ label: terminalId === liveSb ? 'petite blinde' : 'grosse blinde', stake: liveBlind }],
        stakes: liveBlind,
        wins: 0,
      });
      const voidedBlind = terminalId === voidedSb ? 100 : 200;
      expect(cancelled).toMatchObject({
        outcome: 'annulé : incident technique',
        stakes: voidedBlind,
        wins: voidedBlind,
      });
      expect(cancelled.creditAfter).toBe(cancelled.creditBefore);
      if (terminalId === folder.terminalId)
        expect(folded).toMatchObject({
          status: 'settled',
          outcome: 'couché avant le flop',
          bets: [{ label: 'petite blinde', stake: 100 }],
          stakes: 100,
          wins: 0,
        });
      else {
        expect(terminalId).toBe(winner);
        expect(folded).toMatchObject({
          outcome: 'remporte le pot',
          bets: [{ label: 'grosse blinde', stake: 200 }],
          stakes: 200,
          // 1 € uncalled back, then the 2 € pot less 0,08 € of rake.
          wins: 100 + 192,
        });
      }
    }
    // The called-down hands: 2 € each, 4 € pots raked 0,16 €, 3,84 € back to the winner(s).
    const showdowns = [...recall['T1']!.slice(3), ...recall['T2']!.slice(3)];
    for (const g of showdowns) {
      expect(g.stakes).toBe(200);
      expect(['remporte le pot', 'perd à l’abattage']).toContain(g.outcome);
      expect(g.bets.map((b) => b.label)).toEqual(
        g.bets[0]?.label === 'petite blinde' ? ['petite blinde', 'suit préflop'] : ['grosse blinde'],
      );
    }
    for (let i = 3; i < 10; i++) expect(recall['T1']![i]!.wins + recall['T2']![i]!.wins).toBe(384);

    // One station only, and through the staff register's schema.
    expect(Object.keys(gameRecall(db, T, { terminalId: 'T2' }))).toEqual(['T2']);
    const result = await registerResult(db, { register: 'gameRecall', tableId: T });
    const parsed = RegisterResultSchema.parse(result);
    expect(parsed.kind === 'gameRecall' && parsed.stations['T1']).toEqual(
      JSON.parse(JSON.stringify(recall['T1'])),
    );
  });

  it('takes a table whose séance opened with a hold’em configuration for a hold’em table', () => {
    const { db } = tempDatabase();
    expect(gameOfTable(db, T)).toBe('roulette');
    inTransaction(db, () =>
      appendJournal(db, new Date(0).toISOString(), 'SessionOpened', 'staff:bruno', {
        tableId: T,
        config: holdemTable(T),
      }),
    );
    expect(gameOfTable(db, T)).toBe('holdem');
  });
});
