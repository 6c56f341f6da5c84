// Starting a hand (RULES.md A.7, B §8.2): at least two players, the button moving one seat
// clockwise each hand, the blinds left of it (heads-up: the button posts the small blind), antes,
// short stacks posting what they have, hole cards dealt one at a time clockwise, and every card
// drawn uniformly from those not yet seen. Figures worked out by hand.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import type { HoldemEvent, HoldemState } from '../state.ts';
import { call, check, fold, startHand } from './commands.ts';
import { lowest, run, table } from './helpers.ts';

const three = () => table({ 1: 10_000, 2: 10_000, 3: 10_000 });
const posted = (events: HoldemEvent[]) =>
  events.flatMap((e) => (e.type === 'Posted' ? [[e.seat, e.blind, e.amount]] : []));
const handOf = (s: HoldemState) => {
  if (s.phase !== 'inHand') throw new Error('no hand in progress');
  return s.hand;
};

/** The `lowest` draw (always index 0), remembering how many cards each draw chose among. */
function counting(now = 1_000): { ctx: Ctx; pools: number[] } {
  const pools: number[] = [];
  return {
    pools,
    ctx: {
      now,
      rng: {
        int: (n: number) => {
          pools.push(n);
          return 0;
        },
      },
    },
  };
}

describe('who may play', () => {
  it('a hand needs two players dealt in: none, one, or one plus one sitting out is refused', () => {
    const refused = { ok: false, rejection: { code: 'notEnoughPlayers', detail: { minimum: 2 } } };
    expect(decide(table({}), startHand, lowest)).toEqual(refused);
    expect(decide(table({ 4: 10_000 }), startHand, lowest)).toEqual(refused);
    const oneOut = run(table({ 4: 10_000, 6: 10_000 }), [{ type: 'SitOut', seat: 6 }]).state;
    expect(decide(oneOut, startHand, lowest)).toEqual(refused);
  });

  it('a hand cannot start while one is in progress', () => {
    const s = run(three(), [startHand]).state;
    expect(decide(s, startHand, lowest)).toEqual({ ok: false, rejection: { code: 'handInProgress' } });
  });
});

describe('the deal', () => {
  it('given seats 1, 2, 3: the first hand puts the button on 1, blinds on 2 and 3, cards from seat 2 round', () => {
    // The lowest draw deals cards 0, 1, 2… in order: one card each from seat 2 (left of the
    // button) round to the button, then a second round: seat 2 gets 0 and 3, seat 3 1 and 4, seat 1 2 and 5.
    expect(decide(three(), startHand, lowest)).toEqual({
      ok: true,
      events: [
        {
          type: 'HandStarted',
          at: 1_000,
          no: 1,
          button: 1,
          smallBlindSeat: 2,
          bigBlindSeat: 3,
          holes: [
            { seat: 1, cards: [2, 5] },
            { seat: 2, cards: [0, 3] },
            { seat: 3, cards: [1, 4] },
          ],
        },
        { type: 'Posted', at: 1_000, seat: 2, blind: 'small', amount: 100 },
        { type: 'Posted', at: 1_000, seat: 3, blind: 'big', amount: 200 },
      ],
    });
    const hand = handOf(run(three(), [startHand]).state);
    // Left of the big blind speaks first, with the table's 30 s from the deal.
    expect([hand.toAct, hand.deadline]).toEqual([1, 31_000]);
  });

  it('the next hand moves the button one seat clockwise: button 2, blinds 3 and 1, cards from seat 3 round', () => {
    const after = run(three(), [startHand, fold(1), fold(2)]).state;
    expect(after.phase).toBe('waiting');
    const d = decide(after, startHand, lowest);
    expect(d.ok && d.events[0]).toEqual({
      type: 'HandStarted',
      at: 1_000,
      no: 2,
      button: 2,
      smallBlindSeat: 3,
      bigBlindSeat: 1,
      holes: [
        { seat: 1, cards: [1, 4] },
        { seat: 2, cards: [2, 5] },
        { seat: 3, cards: [0, 3] },
      ],
    });
    // And round again: the third hand's button is seat 3, then back to seat 1.
    // Hand 2: seat 2 (left of the big blind on 1) speaks first.
    const third = run(after, [startHand, fold(2), fold(3)]).state;
    const d3 = decide(third, startHand, lowest);
    expect(d3.ok && d3.events[0]).toMatchObject({ no: 3, button: 3, smallBlindSeat: 1, bigBlindSeat: 2 });
  });

  it('the button skips empty and sitting-out seats: seats 2, 5, 9 with 5 out after hand 1', () => {
    let s = run(table({ 2: 10_000, 5: 10_000, 9: 10_000 }), [startHand, fold(2), fold(5)]).state;
    expect(s.button).toBe(2);
    s = run(s, [{ type: 'SitOut', seat: 5 }]).state;
    const d = decide(s, startHand, lowest);
    // Heads-up between 2 and 9: the button moves past 5 to 9 and posts the small blind.
    expect(d.ok && d.events.slice(0, 3)).toEqual([
      expect.objectContaining({ button: 9, smallBlindSeat: 9, bigBlindSeat: 2 }),
      { type: 'Posted', at: 1_000, seat: 9, blind: 'small', amount: 100 },
      { type: 'Posted', at: 1_000, seat: 2, blind: 'big', amount: 200 },
    ]);
  });

  it('every card is drawn from those not yet seen: 52, 51… for the holes, then the flop, turn and river', () => {
    const { ctx, pools } = counting();
    const { events } = run(
      three(),
      [startHand, call(1), call(2), check(3), check(2), check(3), check(1)],
      ctx,
    );
    // Six hole cards from 52, 51, 50, 49, 48, 47; three flop cards from the 46 left; then turn.
    expect(pools).toEqual([52, 51, 50, 49, 48, 47, 46, 45, 44, 43]);
    const boards = events.flatMap((e) => (e.type === 'StreetDealt' ? [[e.street, e.cards]] : []));
    // The lowest unseen cards: the holes took 0…5, so the flop is 6, 7, 8 and the turn 9.
    expect(boards).toEqual([
      ['flop', [6, 7, 8]],
      ['turn', [9]],
    ]);
  });

  it('the highest draw deals the top of the deck: the ace of spades first, never a 53rd card', () => {
    const top: Ctx = { now: 1_000, rng: { int: (n) => n - 1 } };
    const d = decide(table({ 1: 10_000, 2: 10_000 }), startHand, top);
    // Heads-up, button 1: seat 2 gets 51 then 49, seat 1 gets 50 then 48.
    expect(d.ok && d.events[0]).toMatchObject({
      holes: [
        { seat: 1, cards: [50, 48] },
        { seat: 2, cards: [51, 49] },
      ],
    });
  });
});

describe('blinds and antes', () => {
  it('antes come first from every player, then the blinds; a short stack posts what it has left', () => {
    // Seat 2 (small blind) has 110: ante 25, then only 85 of the 100 small blind, all in.
    const s = table({ 1: 10_000, 2: 110, 3: 10_000 }, { ante: cents(25) });
    const { state, events } = run(s, [startHand]);
    expect(posted(events)).toEqual([
      [2, 'ante', 25],
      [3, 'ante', 25],
      [1, 'ante', 25],
      [2, 'small', 85],
      [3, 'big', 200],
    ]);
    expect(state.seats[2]?.stack).toBe(0);
    expect(handOf(state).players.find((p) => p.seat === 2)).toMatchObject({ allIn: true, committed: 110 });
  });

  it('a player whose ante takes the last chip posts no blind at all', () => {
    const s = table({ 1: 10_000, 2: 25, 3: 10_000 }, { ante: cents(25) });
    expect(posted(run(s, [startHand]).events)).toEqual([
      [2, 'ante', 25],
      [3, 'ante', 25],
      [1, 'ante', 25],
      [3, 'big', 200],
    ]);
  });

  it('an ante below zero (a setting checkOptions refuses) takes nothing and gives nothing', () => {
    // Seat 2, small blind, has 90: it posts its 90 and no more, as with no ante.
    const s = table({ 1: 10_000, 2: 90, 3: 10_000 }, { ante: cents(-25) });
    const { state, events } = run(s, [startHand]);
    expect(posted(events)).toEqual([
      [2, 'small', 90],
      [3, 'big', 200],
    ]);
    expect([state.seats[1]?.stack, state.seats[2]?.stack, state.seats[3]?.stack]).toEqual([10_000, 0, 9_800]);
  });

  it('a big blind shorter than the blind posts it all: 150 of 200', () => {
    const s = table({ 1: 10_000, 2: 10_000, 3: 150 });
    expect(posted(run(s, [startHand]).events)).toEqual([
      [2, 'small', 100],
      [3, 'big', 150],
    ]);
  });
});

describe('the clock', () => {
  it('each action and each new street gives the next player the table’s 30 s from that moment', () => {
    let s = run(three(), [startHand]).state;
    s = run(s, [call(1)], { ...lowest, now: 5_000 }).state;
    expect([handOf(s).toAct, handOf(s).deadline]).toEqual([2, 35_000]);
    s = run(s, [call(2), check(3)], { ...lowest, now: 7_000 }).state;
    expect([handOf(s).street, handOf(s).toAct, handOf(s).deadline]).toEqual(['flop', 2, 37_000]);
  });
});
