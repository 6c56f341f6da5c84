// The end of a hand (RULES.md A.7, B §8.2): everyone folds to one player, who takes the pot
// without a showdown and without more cards; at a showdown every live hand is shown, the last
// aggressor first, else the first live seat left of the button, and the best five of seven cards
// (the whole board) wins; chips no live player reached go back to whoever put them in.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { evaluate7 } from '../../poker/evaluator.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import type { HoldemEvent } from '../state.ts';
import { bet, call, check, fold, startHand } from './commands.ts';
import { chipsAtTable, rigged, run, table } from './helpers.ts';

/** A draw that deals `boardNames` in order, given the hole cards already out. */
function dealing(boardNames: string, holes: Record<number, string>): Ctx {
  const want = parseCards(boardNames);
  const seen = new Set(Object.values(holes).flatMap((h) => parseCards(h)));
  return {
    now: 1_000,
    rng: {
      int: (n) => {
        const card = want.shift();
        const pool = Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.has(c));
        if (card === undefined || pool.length !== n) throw new Error(`unexpected draw among ${n}`);
        seen.add(card);
        return pool.indexOf(card);
      },
    },
  };
}

const cardsOf = (names: string) => parseCards(names) as [number, number];
const value = (hole: string, board: string) => {
  const [a, b, c, d, e, f, g] = parseCards(`${hole} ${board}`) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return evaluate7(a, b, c, d, e, f, g);
};

describe('everyone folds to one player', () => {
  it('given blinds 1/2 € on seats 2 and 3, when 1 and 2 fold, then 3 gets 1 € back and takes the 2 € pot less 8 cents', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [startHand, fold(1)]).state;
    expect(decide(s, fold(2), { rng: { int: () => 0 }, now: 1_000 })).toEqual({
      ok: true,
      events: [
        {
          type: 'Acted',
          at: 1_000,
          seat: 2,
          action: 'fold',
          amount: 0,
          to: 100,
          allIn: false,
          fullRaise: false,
          timedOut: false,
        },
        // The big blind's second euro was never called: back to its owner, out of the pot (A.7).
        { type: 'UncalledBetReturned', at: 1_000, seat: 3, amount: 100 },
        {
          type: 'PotAwarded',
          at: 1_000,
          pot: 0,
          amount: 200,
          eligible: [3],
          winners: [{ seat: 3, amount: 192 }],
          rake: { serial: 1, table: 'T1', at: 1_000, hand: 1, pot: 0, amount: 200, rake: 8 },
        },
        { type: 'HandEnded', at: 1_000, no: 1 },
      ],
    });
  });
});

describe('the showdown', () => {
  const holes = { 1: 'Ts 3c', 2: 'Ah Ad', 3: '7c 8d' };
  const board = 'As Ks Qs Js 2d';
  // Preflop: 1 calls, 2 completes, 3 checks; then every street is checked round from seat 2.
  const checkedDown = [
    call(1),
    call(2),
    check(3),
    ...[1, 2, 3].flatMap(() => [check(2), check(3), check(1)]),
  ];

  it('plays the whole board: seat 1’s ten of spades makes a royal flush and takes the 6 € pot less 24 cents', () => {
    const start = rigged(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), holes);
    const { state, events } = run(start, checkedDown, dealing(board, holes));
    expect(events.flatMap((e) => (e.type === 'StreetDealt' ? [e.cards.length] : []))).toEqual([3, 1, 1]);
    // No bet on the river: the first live seat left of the button (1) shows first, then clockwise.
    expect(events.find((e) => e.type === 'HandsShown')).toEqual({
      type: 'HandsShown',
      at: 1_000,
      order: [2, 3, 1],
      hands: [
        { seat: 2, cards: cardsOf('Ah Ad'), value: value('Ah Ad', board) },
        { seat: 3, cards: cardsOf('7c 8d'), value: value('7c 8d', board) },
        { seat: 1, cards: cardsOf('Ts 3c'), value: value('Ts 3c', board) },
      ],
    });
    expect(events.find((e) => e.type === 'PotAwarded')).toEqual({
      type: 'PotAwarded',
      at: 1_000,
      pot: 0,
      amount: 600,
      eligible: [1, 2, 3],
      winners: [{ seat: 1, amount: 576 }],
      rake: { serial: 1, table: 'T1', at: 1_000, hand: 1, pot: 0, amount: 600, rake: 24 },
    });
    expect([state.seats[1]?.stack, state.seats[2]?.stack, state.seats[3]?.stack]).toEqual([
      10_376, 9_800, 9_800,
    ]);
  });

  it('the river’s bettor shows first, not the player who called', () => {
    const start = rigged(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), holes);
    const toRiver = checkedDown.slice(0, -3);
    const { events } = run(
      start,
      [...toRiver, check(2), bet(3, 400), call(1), fold(2)],
      dealing(board, holes),
    );
    expect(events.find((e) => e.type === 'HandsShown')).toMatchObject({ order: [3, 1] });
    // 200 × 3 + 400 × 2 = 1 400, rake 56: seat 1's royal flush takes 1 344.
    expect(events.find((e) => e.type === 'PotAwarded')).toMatchObject({
      amount: 1_400,
      eligible: [1, 3],
      winners: [{ seat: 1, amount: 1_344 }],
    });
  });
});

describe('chips no live player reached', () => {
  it('go back to the folded players who put them in, each above the live stake, before the pot is paid', () => {
    // A state decide never leads to, built from events (evolve trusts them): seats 1 and 4 put in
    // 10 € and 8 € and folded, seat 2 is all in for 3 €, seat 3 (3 € in) is to act.
    const hole = (seat: number, a: number) => ({ seat, cards: [a, a + 1] as const });
    const posted = (seat: number, amount: number): HoldemEvent => ({
      type: 'Posted',
      at: 0,
      seat,
      blind: 'big',
      amount: cents(amount),
    });
    const folded = (seat: number, to: number): HoldemEvent => ({
      type: 'Acted',
      at: 0,
      seat,
      action: 'fold',
      amount: cents(0),
      to: cents(to),
      allIn: false,
      fullRaise: false,
      timedOut: false,
    });
    const events: HoldemEvent[] = [
      {
        type: 'HandStarted',
        at: 0,
        no: 1,
        button: 4,
        smallBlindSeat: 1,
        bigBlindSeat: 2,
        holes: [hole(1, 0), hole(2, 2), hole(3, 4), hole(4, 6)],
      },
      posted(1, 1_000),
      posted(4, 800),
      posted(2, 300),
      posted(3, 300),
      folded(1, 1_000),
      folded(4, 800),
    ];
    const s = events.reduce(evolve, table({ 1: 10_000, 2: 300, 3: 10_000, 4: 10_000 }));
    expect(s.phase === 'inHand' && s.hand.toAct).toBe(3);
    // When seat 3 folds: seat 1's 2 € above seat 4's 8 € is uncalled; then 5 € of each of 1 and 4
    // above seat 2's 3 € go back; the 12 € pot (3 € from each) is seat 2's, less 48 cents of rake.
    expect(decide(s, fold(3), { rng: { int: () => 0 }, now: 1_000 })).toEqual({
      ok: true,
      events: [
        expect.objectContaining({ type: 'Acted', seat: 3, action: 'fold' }),
        { type: 'UncalledBetReturned', at: 1_000, seat: 1, amount: 200 },
        { type: 'UncalledBetReturned', at: 1_000, seat: 1, amount: 500 },
        { type: 'UncalledBetReturned', at: 1_000, seat: 4, amount: 500 },
        {
          type: 'PotAwarded',
          at: 1_000,
          pot: 0,
          amount: 1_200,
          eligible: [2],
          winners: [{ seat: 2, amount: 1_152 }],
          rake: { serial: 1, table: 'T1', at: 1_000, hand: 1, pot: 0, amount: 1_200, rake: 48 },
        },
        { type: 'HandEnded', at: 1_000, no: 1 },
      ],
    });
    const after = run(s, [fold(3)]).state;
    expect([1, 2, 3, 4].map((seat) => after.seats[seat]?.stack)).toEqual([9_700, 1_152, 9_700, 9_700]);
    expect(chipsAtTable(after)).toBe(30_300);
  });
});
