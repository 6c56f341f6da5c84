// Whole hands at a hold'em table through the hub's table service, on a real SQLite file: every
// stack, the pot and the rake account asserted to the cent; PotRaked entries (the modèle 7
// contract) summing to the rake account; conservation and the store's integrity report; replay.
import { describe, expect, it } from 'vitest';
import type { BetAction } from '../../../../games/holdem/state.ts';
import { type Cents, cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { replayHoldemTable } from '../holdemReplay.ts';
import type { HoldemTable } from '../holdemTable.ts';
import { fundPlayer, key, openTable, stackedDeck, tempDatabase } from './helpers.ts';
import { accounts } from '../../../store/accounts.ts';

const T = 'holdem-1';
const stack = (db: Parameters<typeof balanceOf>[0], p: string): Cents => balanceOf(db, accounts.stack(T, p));

/** Acts for `player` at their station, expecting acceptance. */
function play(table: HoldemTable, player: string, action: BetAction): void {
  const s = table.memory.state;
  if (s.phase !== 'inHand') throw new Error('no hand');
  const seat = Object.entries(s.seats).find(([, x]) => x.player === player)?.[0];
  const out = table.act(key(`T${seat}`), player, `${T}#${s.hand.no}`, action);
  if (!out.ok) throw new Error(`${player} ${action.kind}: ${out.error.code} ${out.error.message}`);
}

function rakedEntries(db: Parameters<typeof balanceOf>[0]): Record<string, unknown>[] {
  return (
    db.prepare("SELECT payload FROM journal WHERE kind = 'PotRaked' ORDER BY seq").all() as {
      payload: string;
    }[]
  ).map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

describe('a three-handed hand with an all-in, a side pot and a split pot', () => {
  // Seats 1, 2, 3; button 1, small blind 2, big blind 3. Holes are dealt clockwise from seat 2,
  // one card at a time: seat 2 gets cards 1 and 4, seat 3 cards 2 and 5, seat 1 cards 3 and 6.
  // Seat 1 As Ks and seat 3 Ah Kc tie with aces and kings; seat 2 Qd Qc loses.
  const deck = ['Qd Ah As Qc Kc Ks', 'Ad Kh 7c', '5s', '2h'];

  it('rakes each pot 4 % rounded down, splits the odd cent clockwise from the button, and balances', () => {
    const { db, path } = tempDatabase();
    fundPlayer(db, 'p1', cents(50_000));
    fundPlayer(db, 'p2', cents(4_001));
    fundPlayer(db, 'p3', cents(50_000));
    const { table, clock, config } = openTable(db, stackedDeck(deck, createRng(seededSource(1))));
    expect(table.startPartie('staff:directeur', { caveMinimum: cents(4_000) }).ok).toBe(true);
    expect(table.sitDown(key('T1'), 'p1', 1, cents(10_000)).ok).toBe(true);
    expect(table.sitDown(key('T2'), 'p2', 2, cents(4_001)).ok).toBe(true);
    expect(table.sitDown(key('T3'), 'p3', 3, cents(10_000)).ok).toBe(true);
    expect(balanceOf(db, accounts.player('p1'))).toBe(40_000);
    clock.advance(config.betweenHandsMs);
    const s = table.memory.state;
    expect(s.phase).toBe('inHand');
    expect(balanceOf(db, accounts.pot(T))).toBe(300);

    play(table, 'p1', { kind: 'raise', to: cents(1_000) });
    play(table, 'p2', { kind: 'allIn' });
    play(table, 'p3', { kind: 'call' });
    play(table, 'p1', { kind: 'call' });
    expect(balanceOf(db, accounts.pot(T))).toBe(3 * 4_001);
    // The central display: no hole card while betting; the rake rate shown.
    const during = table.displayView();
    expect(during.seats.map((x) => x.cards)).toEqual([null, null, null]);
    expect(during.rakeBasisPoints).toBe(400);
    expect(during.pots).toEqual([{ amount: 12_003, eligible: [1, 2, 3] }]);
    // Flop: seat 2 is all in, seat 3 opens.
    play(table, 'p3', { kind: 'bet', to: cents(2_000) });
    play(table, 'p1', { kind: 'call' });
    play(table, 'p3', { kind: 'check' });
    play(table, 'p1', { kind: 'check' });
    play(table, 'p3', { kind: 'check' });
    play(table, 'p1', { kind: 'check' });

    expect(table.memory.state.phase).toBe('waiting');
    // After the hand the table view shows no cards any more (the feed carried the showdown).
    expect(table.displayView().seats.every((x) => x.cards === null)).toBe(true);
    // Main pot 120,03 €: rake 480 (4 % = 480,12 rounded down), 11 523 split 5 762 (seat 3, first
    // clockwise from the button) / 5 761 (seat 1). Side pot 40 €: rake 160, 1 920 each.
    expect(stack(db, 'p1')).toBe(3_999 + 5_761 + 1_920);
    expect(stack(db, 'p2')).toBe(0);
    expect(stack(db, 'p3')).toBe(3_999 + 5_762 + 1_920);
    expect(balanceOf(db, accounts.pot(T))).toBe(0);
    expect(balanceOf(db, accounts.rake(T))).toBe(640);
    expect(rakedEntries(db)).toEqual([
      { tableId: T, handId: `${T}#1`, serial: 1, pot: 12_003, rake: 480 },
      { tableId: T, handId: `${T}#1`, serial: 2, pot: 4_000, rake: 160 },
    ]);
    // Engine stacks = ledger stacks.
    for (const [n, seat] of Object.entries(table.memory.state.seats))
      expect(stack(db, seat.player), `seat ${n}`).toBe(seat.stack);

    // Leaving for good returns the stack to the player's account.
    expect(table.leave(key('T1'), 'p1').ok).toBe(true);
    expect(balanceOf(db, accounts.player('p1'))).toBe(40_000 + 11_680);
    expect(stack(db, 'p1')).toBe(0);

    const report = integrityReport(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    const sumRake = rakedEntries(db).reduce((t, e) => t + (e['rake'] as number), 0);
    expect(sumRake).toBe(balanceOf(db, accounts.rake(T)));
    expect(replayHoldemTable(db, config)).toEqual(table.memory);
    void path;
  });
});
