import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { allInEquity } from '../displayEquity.ts';
import { evolve } from '../evolve.ts';
import { decide } from '../decide.ts';
import type { Hand, InHand } from '../state.ts';
import { lowest, rigged, table } from './helpers.ts';

const hole = (names: string): readonly [number, number] => parseCards(names) as [number, number];

/** A player of a built hand: 100 € in, not folded, not all in unless said. */
const player = (seat: number, cards: string, p: Partial<InHand> = {}): InHand => ({
  seat,
  hole: hole(cards),
  committed: cents(10_000),
  streetBet: cents(0),
  folded: false,
  allIn: false,
  acted: true,
  facedBet: cents(0),
  ...p,
});

/**
 * A hand on the turn (board 2c 7d 9s Js): seat 1 holds Ah Ad, seat 3 Kh Kc, seat 5 folded Qs Qd.
 * Only the 44 river cards are left to deal.
 */
const turn = (players: InHand[], toAct: number | null): Hand => ({
  no: 1,
  button: 1,
  smallBlindSeat: 3,
  bigBlindSeat: 5,
  street: 'turn',
  board: parseCards('2c 7d 9s Js'),
  players,
  currentBet: cents(0),
  lastRaiseSize: cents(200),
  raises: 0,
  lastAggressor: null,
  toAct,
  deadline: 0,
  shown: {},
  awarded: cents(0),
});
const folded = player(5, 'Qs Qd', { committed: cents(200), folded: true });

describe("hold'em display equity", () => {
  it('gives exact equities once everyone is all in, street by street', () => {
    const s = rigged(table({ 1: 1_000, 2: 1_000 }), { 1: 'As Ah', 2: 'Kd Kc' });
    if (s.phase !== 'inHand') throw new Error('no hand');
    expect(allInEquity(s.hand)).toBeNull();
    const a = decide(s, { type: 'Act', seat: 1, action: { kind: 'allIn' } }, lowest);
    if (!a.ok) throw new Error(a.rejection.code);
    let after = a.events.reduce(evolve, s);
    const b = decide(after, { type: 'Act', seat: 2, action: { kind: 'call' } }, lowest);
    if (!b.ok) throw new Error(b.rejection.code);
    // Replay the run-out and take the equity right after the flop.
    let flops = 0;
    for (const e of b.events) {
      after = evolve(after, e);
      if (e.type === 'StreetDealt' && e.street === 'flop' && after.phase === 'inHand') {
        flops++;
        const eq = allInEquity(after.hand);
        expect(eq?.seats).toEqual([1, 2]);
        expect(eq?.result.boards).toBe(990);
        expect(eq!.result.equity[0]! + eq!.result.equity[1]!).toBeCloseTo(1, 12);
      }
    }
    expect(flops).toBe(1);
  });

  it('shows equity when one live player is all in and the other, with chips behind, has nothing left to do', () => {
    // Seat 3's kings win only with one of the two kings left among the 44 river cards (no
    // straight or flush can come for either hand): 2/44 against 42/44.
    const hand = turn([player(1, 'Ah Ad'), player(3, 'Kh Kc', { allIn: true }), folded], null);
    const eq = allInEquity(hand);
    expect(eq?.seats).toEqual([1, 3]);
    expect(eq?.result.boards).toBe(44);
    expect(eq?.result.wins).toEqual([42, 2]);
    expect(eq?.result.equity[0]).toBeCloseTo(42 / 44, 12);
    expect(eq?.result.equity[1]).toBeCloseTo(2 / 44, 12);
  });

  it('shows nothing while betting can still happen: two players with chips, even between streets', () => {
    expect(allInEquity(turn([player(1, 'Ah Ad'), player(3, 'Kh Kc'), folded], null))).toBeNull();
    expect(allInEquity(turn([player(1, 'Ah Ad'), player(3, 'Kh Kc'), folded], 3))).toBeNull();
  });

  it('shows nothing while the one player with chips still has to answer an all-in', () => {
    const hand = turn([player(1, 'Ah Ad'), player(3, 'Kh Kc', { allIn: true }), folded], 1);
    expect(allInEquity(hand)).toBeNull();
  });

  it('shows nothing when a single player is left in the hand', () => {
    const alone = turn([player(1, 'Ah Ad'), player(3, 'Kh Kc', { folded: true }), folded], null);
    expect(allInEquity(alone)).toBeNull();
    const allInAlone = turn(
      [player(1, 'Ah Ad', { allIn: true }), player(3, 'Kh Kc', { folded: true }), folded],
      null,
    );
    expect(allInEquity(allInAlone)).toBeNull();
  });

  it('a hand whose cards repeat is a bug, not a figure to display: it throws', () => {
    const hand = turn(
      [player(1, 'Ah Ad', { allIn: true }), player(3, 'Ah Kc', { allIn: true }), folded],
      null,
    );
    expect(() => allInEquity(hand)).toThrow(new Error('impossible hand state: duplicate-card'));
  });
});
