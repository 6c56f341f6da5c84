// The public results board of a hold'em table (holdemResults.ts): the hands that awarded a pot,
// newest first, each pot with the seats that won it — never a player's identity.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { holdemResults } from '../holdemResults.ts';
import { fundPlayer, key, openTable, tempDatabase } from './helpers.ts';

describe("hold'em results board", () => {
  it('lists the pots of each hand and the seats that won them, newest first', () => {
    const { db } = tempDatabase();
    fundPlayer(db, 'ana', cents(20_000));
    fundPlayer(db, 'ben', cents(20_000));
    const { table, clock, config } = openTable(db, createRng(seededSource(11)));
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'ana', 1, cents(10_000));
    table.sitDown(key('T2'), 'ben', 2, cents(10_000));
    expect(holdemResults(db, 'holdem-1', 20)).toEqual([]);
    const foldFirst = () => {
      clock.advance(config.betweenHandsMs);
      const s = table.memory.state;
      if (s.phase !== 'inHand' || s.hand.toAct === null) throw new Error('no hand');
      const player = s.hand.toAct === 1 ? 'ana' : 'ben';
      const station = s.hand.toAct === 1 ? 'T1' : 'T2';
      expect(table.act(key(station), player, `holdem-1#${s.hand.no}`, { kind: 'fold' }).ok).toBe(true);
      return s.hand.toAct === 1 ? 2 : 1;
    };
    const first = foldFirst();
    const second = foldFirst();
    // Heads-up, the small blind folds: the big blind's uncalled euro comes back, it wins the 2 €
    // pot less its 4 % rake (8 cents).
    const pot = (seat: number) => ({ amount: 200, winners: [{ seat, amount: 192 }] });
    expect(holdemResults(db, 'holdem-1', 20)).toEqual([
      { handId: 'holdem-1#2', pots: [pot(second)] },
      { handId: 'holdem-1#1', pots: [pot(first)] },
    ]);
    expect(holdemResults(db, 'holdem-1', 1)).toEqual([{ handId: 'holdem-1#2', pots: [pot(second)] }]);
    expect(JSON.stringify(holdemResults(db, 'holdem-1', 20))).not.toMatch(/ana|ben/);
  });
});
