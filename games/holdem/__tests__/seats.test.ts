// Seats between hands (RULES.md A.7): sitting down with a cave of at least the minimum, one seat
// per player, recaves up to the maximum, leaving (the only way to take the stack back) and sitting
// out. Given/when/then on the decider, then the state its events lead to.
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type HoldemCommand, type HoldemState, initialState } from '../state.ts';
import { fold, startHand } from './commands.ts';
import { lowest, run, table } from './helpers.ts';

// DEFAULT_OPTIONS: 10 seats, cave minimum 40 €, recave maximum 400 €.
const empty = initialState(DEFAULT_OPTIONS);
const sitDown = (seat: number, player: string, cave: number): HoldemCommand => ({
  type: 'SitDown',
  seat,
  player,
  // A raw number: commands reach the decider unchecked, fractions included.
  cave: cave as Cents,
});
const refused = (code: string, detail?: unknown) => ({
  ok: false,
  rejection: detail === undefined ? { code } : { code, detail },
});
const seated = (s: HoldemState, seat: number) => s.seats[seat];

describe('sitting down', () => {
  it('given an empty table, when Ana sits at seat 1 with exactly the 40 € minimum, then she is seated', () => {
    expect(decide(empty, sitDown(1, 'ana', 4_000), lowest)).toEqual({
      ok: true,
      events: [{ type: 'PlayerSeated', at: 1_000, seat: 1, player: 'ana', cave: 4_000 }],
    });
    const s = run(empty, [sitDown(1, 'ana', 4_000)]).state;
    expect(s.seats).toEqual({ 1: { player: 'ana', stack: 4_000, sittingOut: false } });
    expect(s.netBrought).toBe(4_000);
  });

  it('seats are numbered 1 to 10: 1 and 10 exist, 0, 11, −1 and 2.5 do not', () => {
    expect(decide(empty, sitDown(10, 'ana', 4_000), lowest).ok).toBe(true);
    for (const seat of [0, 11, -1, 2.5]) {
      expect(decide(empty, sitDown(seat, 'ana', 4_000), lowest)).toEqual(refused('badSeat'));
    }
  });

  it('a taken seat is refused, and so is a second seat for a player already seated', () => {
    const s = run(empty, [sitDown(3, 'ana', 4_000)]).state;
    expect(decide(s, sitDown(3, 'bob', 4_000), lowest)).toEqual(refused('seatTaken'));
    expect(decide(s, sitDown(4, 'ana', 4_000), lowest)).toEqual(refused('playerSeated'));
    expect(decide(s, sitDown(4, 'bob', 5_000), lowest)).toEqual({
      ok: true,
      events: [{ type: 'PlayerSeated', at: 1_000, seat: 4, player: 'bob', cave: 5_000 }],
    });
  });

  it('a cave under the minimum, or not a whole number of cents, is refused with the minimum', () => {
    const below = refused('belowCaveMinimum', { minimum: 4_000, text: '40,00 €' });
    expect(decide(empty, sitDown(1, 'ana', 3_999), lowest)).toEqual(below);
    expect(decide(empty, sitDown(1, 'ana', 4_000.5), lowest)).toEqual(below);
    expect(decide(empty, sitDown(1, 'ana', Number.NaN), lowest)).toEqual(below);
  });
});

describe('recaves (A.7: between hands, up to the maximum)', () => {
  // Built inside each test: a mutant that refuses the seat fails the test, not the file.
  const anaAt2 = () => run(empty, [sitDown(2, 'ana', 4_000)]).state;
  const recave = (seat: number, amount: number): HoldemCommand => ({
    type: 'Recave',
    seat,
    amount: amount as Cents,
  });

  it('given Ana at seat 2 with 40 €, when she recaves the 400 € maximum, then her stack is 440 €', () => {
    const s = anaAt2();
    expect(decide(s, recave(2, 40_000), lowest)).toEqual({
      ok: true,
      events: [{ type: 'Recaved', at: 1_000, seat: 2, amount: 40_000 }],
    });
    const after = run(s, [recave(2, 40_000)]).state;
    expect(seated(after, 2)).toEqual({ player: 'ana', stack: 44_000, sittingOut: false });
    expect(after.netBrought).toBe(44_000);
  });

  it('nothing, a negative amount, a fraction of a cent or more than the maximum is refused', () => {
    const s = anaAt2();
    const over = refused('aboveRecaveMaximum', { maximum: 40_000, text: '400,00 €' });
    for (const amount of [0, -100, 100.5, 40_001]) expect(decide(s, recave(2, amount), lowest)).toEqual(over);
    expect(decide(s, recave(2, 1), lowest).ok).toBe(true);
  });

  it('an empty seat cannot recave', () => {
    expect(decide(anaAt2(), recave(5, 1_000), lowest)).toEqual(refused('notSeated'));
  });
});

describe('leaving: the only way to take the stack back (A.7)', () => {
  it('given two players, when seat 1 leaves, then the seat is free and the stack leaves with her', () => {
    const s = table({ 1: 10_000, 2: 7_000 });
    expect(decide(s, { type: 'Leave', seat: 1 }, lowest)).toEqual({
      ok: true,
      events: [{ type: 'PlayerLeft', at: 1_000, seat: 1, stack: 10_000 }],
    });
    const after = run(s, [{ type: 'Leave', seat: 1 }]).state;
    expect(after.seats).toEqual({ 2: { player: 'p2', stack: 7_000, sittingOut: false } });
    expect(after.netBrought).toBe(7_000);
  });

  it('an empty seat cannot leave', () => {
    expect(decide(table({ 1: 10_000 }), { type: 'Leave', seat: 4 }, lowest)).toEqual(refused('notSeated'));
  });

  it('during a hand, a player not dealt in may leave or recave; one dealt in may not', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'SitOut', seat: 3 }, startHand]).state;
    expect(s.phase === 'inHand' && s.hand.players.map((p) => p.seat)).toEqual([1, 2]);
    expect(decide(s, { type: 'Leave', seat: 3 }, lowest)).toEqual({
      ok: true,
      events: [{ type: 'PlayerLeft', at: 1_000, seat: 3, stack: 10_000 }],
    });
    expect(decide(s, { type: 'Recave', seat: 3, amount: cents(500) }, lowest).ok).toBe(true);
    expect(decide(s, { type: 'Leave', seat: 2 }, lowest)).toEqual(refused('handInProgress'));
    expect(decide(s, { type: 'Recave', seat: 1, amount: cents(500) }, lowest)).toEqual(
      refused('handInProgress'),
    );
  });
});

describe('sitting out and back in', () => {
  it('given three players, when seat 2 sits out, then the next hand is dealt to seats 1 and 3 only', () => {
    const s = table({ 1: 10_000, 2: 10_000, 3: 10_000 });
    expect(decide(s, { type: 'SitOut', seat: 2 }, lowest)).toEqual({
      ok: true,
      events: [{ type: 'SatOut', at: 1_000, seat: 2 }],
    });
    const out = run(s, [{ type: 'SitOut', seat: 2 }]).state;
    expect(seated(out, 2)).toEqual({ player: 'p2', stack: 10_000, sittingOut: true });
    const dealt = run(out, [startHand]).events.find((e) => e.type === 'HandStarted');
    expect(dealt?.type === 'HandStarted' && dealt.holes.map((h) => h.seat)).toEqual([1, 3]);
  });

  it('when seat 2 sits back in, then it is dealt in again', () => {
    const out = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'SitOut', seat: 2 }]).state;
    expect(decide(out, { type: 'SitIn', seat: 2 }, lowest)).toEqual({
      ok: true,
      events: [{ type: 'SatIn', at: 1_000, seat: 2 }],
    });
    const back = run(out, [{ type: 'SitIn', seat: 2 }]).state;
    expect(seated(back, 2)?.sittingOut).toBe(false);
    const dealt = run(back, [startHand]).events.find((e) => e.type === 'HandStarted');
    expect(dealt?.type === 'HandStarted' && dealt.holes.map((h) => h.seat)).toEqual([1, 2, 3]);
  });

  it('an empty seat can neither sit out nor sit in', () => {
    const s = table({ 1: 10_000 });
    expect(decide(s, { type: 'SitOut', seat: 6 }, lowest)).toEqual(refused('notSeated'));
    expect(decide(s, { type: 'SitIn', seat: 6 }, lowest)).toEqual(refused('notSeated'));
  });

  it('a seated player without chips is not dealt in, whether sitting out or not', () => {
    // Seat 3 has nothing left; seat 2 sits out with chips: only 1 and 4 play.
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 0, 4: 10_000 }), [{ type: 'SitOut', seat: 2 }]).state;
    const dealt = run(s, [startHand]).events.find((e) => e.type === 'HandStarted');
    expect(dealt?.type === 'HandStarted' && dealt.holes.map((h) => h.seat)).toEqual([1, 4]);
  });

  it('a player who sits out keeps the seat and the stack through the next hand', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [
      { type: 'SitOut', seat: 3 },
      startHand,
      fold(1),
    ]).state;
    expect(s.phase).toBe('waiting');
    expect(seated(s, 3)).toEqual({ player: 'p3', stack: 10_000, sittingOut: true });
    expect(evolve(s, { type: 'SatIn', at: 0, seat: 3 }).seats[3]?.sittingOut).toBe(false);
  });
});
