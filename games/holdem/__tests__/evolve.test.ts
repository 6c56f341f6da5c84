// evolve (STYLE.md "Rules"): applies an event, trusting it, never failing and never changing it.
// Hand events with no hand in progress change nothing; a deal keeps the players in seat order
// whatever order the event lists them in (turn order is a rotation of that list, turns.ts).
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { evolve } from '../evolve.ts';
import type { HoldemEvent } from '../state.ts';
import { startHand } from './commands.ts';
import { run, table } from './helpers.ts';

const three = () => table({ 1: 10_000, 2: 10_000, 3: 10_000 });

describe('evolve', () => {
  it('ignores hand events when no hand is in progress', () => {
    const s = three();
    const events: HoldemEvent[] = [
      { type: 'Posted', at: 0, seat: 1, blind: 'big', amount: cents(200) },
      {
        type: 'Acted',
        at: 0,
        seat: 1,
        action: 'call',
        amount: cents(200),
        to: cents(200),
        allIn: false,
        fullRaise: false,
        timedOut: false,
      },
      { type: 'StreetDealt', at: 0, street: 'flop', cards: [0, 1, 2] },
      { type: 'UncalledBetReturned', at: 0, seat: 1, amount: cents(100) },
      { type: 'HandsShown', at: 0, order: [1], hands: [{ seat: 1, cards: [0, 1], value: 1 }] },
    ];
    for (const e of events) expect(evolve(s, e)).toBe(s);
  });

  it('deals players in seat order whatever order the event lists them in, and leaves the event as it was', () => {
    const holes = Object.freeze([
      { seat: 3, cards: [4, 5] as const },
      { seat: 1, cards: [0, 1] as const },
      { seat: 2, cards: [2, 3] as const },
    ]);
    const s = evolve(three(), {
      type: 'HandStarted',
      at: 5_000,
      no: 1,
      button: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 3,
      holes,
    });
    expect(holes.map((h) => h.seat)).toEqual([3, 1, 2]);
    if (s.phase !== 'inHand') throw new Error('no hand');
    expect(s.hand.players.map((p) => [p.seat, p.hole])).toEqual([
      [1, [0, 1]],
      [2, [2, 3]],
      [3, [4, 5]],
    ]);
    // Nobody acts before the blinds; the clock starts at the deal (30 s); the big blind counts as
    // the street's opening bet.
    expect([s.hand.toAct, s.hand.deadline, s.hand.lastRaiseSize, s.hand.raises]).toEqual([
      null,
      35_000,
      200,
      1,
    ]);
    // With the blinds posted, the turn goes left of the big blind: seat 1.
    const posted = [
      { type: 'Posted', at: 6_000, seat: 2, blind: 'small', amount: cents(100) },
      { type: 'Posted', at: 6_000, seat: 3, blind: 'big', amount: cents(200) },
    ] as const;
    const blinds = posted.reduce(evolve, s);
    expect(blinds.phase === 'inHand' && [blinds.hand.toAct, blinds.hand.deadline]).toEqual([1, 36_000]);
  });

  it('records the hands shown, by seat, and no one is to act', () => {
    const s = run(three(), [startHand]).state;
    const shown = evolve(s, {
      type: 'HandsShown',
      at: 2_000,
      order: [3, 1],
      hands: [
        { seat: 3, cards: [1, 4], value: 7 },
        { seat: 1, cards: [2, 5], value: 9 },
      ],
    });
    expect(shown.phase === 'inHand' && [shown.hand.shown, shown.hand.toAct]).toEqual([
      { 1: [2, 5], 3: [1, 4] },
      null,
    ]);
  });

  it('never fails, even on a hand event about a seat nobody holds', () => {
    const s = run(three(), [startHand]).state;
    const after = evolve(s, { type: 'Posted', at: 0, seat: 7, blind: 'ante', amount: cents(25) });
    expect(after.seats).toEqual(s.seats);
    expect(after.phase === 'inHand' && after.hand.players).toEqual(s.phase === 'inHand' && s.hand.players);
  });
});
