// Turn order (RULES.md A.7, B §8.2): seats go clockwise (ascending, wrapping round), a player acts
// until they have matched the bet, folded players and players all in are skipped, and once no one
// is to act the hand deals the next street, goes to the showdown after the river, or ends when one
// player is left.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { Hand, HoldemState, InHand } from '../state.ts';
import { clockwiseFrom, nextStep, nextToAct } from '../turns.ts';
import { bet, call, check, fold, startHand } from './commands.ts';
import { run, table } from './helpers.ts';

const player = (seat: number, extra: Partial<InHand> = {}): InHand => ({
  seat,
  hole: [0, 1],
  committed: cents(0),
  streetBet: cents(0),
  folded: false,
  allIn: false,
  acted: true,
  facedBet: cents(0),
  ...extra,
});
const hand = (players: InHand[], extra: Partial<Hand> = {}): Hand => ({
  no: 1,
  button: 1,
  smallBlindSeat: 2,
  bigBlindSeat: 3,
  street: 'flop',
  board: [],
  players,
  currentBet: cents(0),
  lastRaiseSize: cents(200),
  raises: 0,
  lastAggressor: null,
  toAct: null,
  deadline: 0,
  shown: {},
  awarded: cents(0),
  ...extra,
});
const toAct = (s: HoldemState) => (s.phase === 'inHand' ? s.hand.toAct : null);

describe('clockwise', () => {
  it('lists the seats after a seat in ascending order, wrapping round, whatever order they come in', () => {
    expect(clockwiseFrom(5, [9, 2, 7, 5])).toEqual([7, 9, 2, 5]);
    expect(clockwiseFrom(9, [9, 2, 7, 5])).toEqual([2, 5, 7, 9]);
    expect(clockwiseFrom(3, [8, 1])).toEqual([8, 1]);
  });

  it('leaves the list it is given as it was', () => {
    const seats = Object.freeze([9, 2, 7, 5]);
    expect(clockwiseFrom(2, seats)).toEqual([5, 7, 9, 2]);
    expect(seats).toEqual([9, 2, 7, 5]);
  });
});

describe('who acts next', () => {
  it('after the last seat, the turn wraps round to the lowest seat that still owes an action', () => {
    const players = [player(2, { acted: false }), player(4), player(6, { acted: false })];
    expect(nextToAct(hand(players), 6)).toBe(2);
    expect(nextToAct(hand(players), 3)).toBe(6);
  });

  it('the last seat itself is reached when it alone still owes an action', () => {
    // Seats 2 and 4 have acted and matched; 6 has not acted yet: clockwise from 6 ends at 6.
    const players = [player(2), player(4), player(6, { acted: false })];
    expect(nextToAct(hand(players), 6)).toBe(6);
    expect(nextToAct(hand(players), 4)).toBe(6);
    expect(nextToAct(hand(players.slice(0, 2)), 4)).toBeNull();
  });

  it('given four players and the button folded, when 3 bets and 4 calls, then 2 (who checked) must answer', () => {
    // Button 1, blinds 2 and 3; seat 4 speaks first pre-flop.
    let s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000, 4: 10_000 }), [
      startHand,
      call(4),
      fold(1),
      call(2),
      check(3),
    ]).state;
    expect(s.phase === 'inHand' && [s.hand.street, s.hand.toAct]).toEqual(['flop', 2]);
    s = run(s, [check(2), bet(3, 400)]).state;
    expect(toAct(s)).toBe(4);
    s = run(s, [call(4)]).state;
    expect(toAct(s)).toBe(2);
    s = run(s, [call(2)]).state;
    expect(s.phase === 'inHand' && [s.hand.street, s.hand.toAct]).toEqual(['turn', 2]);
  });
});

describe('what the hand needs next', () => {
  const two = [player(1), player(2)];
  it('a player to act: act', () => {
    expect(nextStep(hand(two, { toAct: 2 }))).toBe('act');
  });

  it('no one to act: the next street before the river, the showdown after it', () => {
    expect(nextStep(hand(two, { street: 'preflop' }))).toBe('deal');
    expect(nextStep(hand(two, { street: 'turn' }))).toBe('deal');
    expect(nextStep(hand(two, { street: 'river' }))).toBe('showdown');
  });

  it('one player left: the hand is won by folds, whatever the street', () => {
    const alone = [player(1), player(2, { folded: true })];
    expect(nextStep(hand(alone, { street: 'flop' }))).toBe('foldWin');
    expect(nextStep(hand(alone, { street: 'river' }))).toBe('foldWin');
    expect(nextStep(hand(alone, { toAct: 1 }))).toBe('foldWin');
  });
});
