// What each station and the central display see (view.ts, seed 000): a seat sees its own hole
// cards and no one else's until hands are shown; the display sees none before the showdown; the
// betting limits go to the seat to act only. States are written out by hand so that every figure
// below is read from the state, not from the code under test.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type Hand, type HoldemState, type InHand, type Seat, type Table, initialState } from '../state.ts';
import { view } from '../view.ts';

const c = cents;
const hole = (names: string): readonly [number, number] => parseCards(names) as [number, number];
const ALICE = hole('As Ah');
const BRUNO = hole('7c 2d');
const DAN = hole('Kd Qd');

const seat = (player: string, stack: number, sittingOut = false): Seat => ({
  player,
  stack: c(stack),
  sittingOut,
});

/** Alice (1), Bruno (3) and Dan (7) each sat down with 100 €; Chloé (5) sits out with 50 €. */
const table = (stacks: { 1: number; 3: number; 7: number }): Table => ({
  options: DEFAULT_OPTIONS,
  seats: {
    1: seat('alice', stacks[1]),
    3: seat('bruno', stacks[3]),
    5: seat('chloé', 5_000, true),
    7: seat('dan', stacks[7]),
  },
  handNo: 4,
  button: 1,
  rakeSerial: 9,
  rakeTotal: c(120),
  netBrought: c(35_000),
});

const player = (n: number, cards: readonly [number, number], p: Partial<InHand>): InHand => ({
  seat: n,
  hole: cards,
  committed: c(0),
  streetBet: c(0),
  folded: false,
  allIn: false,
  acted: false,
  facedBet: c(0),
  ...p,
});

/**
 * Hand 4 before the flop, 1/2 € no limit: button 1, small blind 3, big blind 7. Alice raised to
 * 6 €, Bruno folded his small blind, Dan (big blind, 2 € in) is to act until 31 000 ms.
 */
const preflopHand: Hand = {
  no: 4,
  button: 1,
  smallBlindSeat: 3,
  bigBlindSeat: 7,
  street: 'preflop',
  board: [],
  players: [
    player(1, ALICE, { committed: c(600), streetBet: c(600), acted: true, facedBet: c(200) }),
    player(3, BRUNO, { committed: c(100), streetBet: c(100), folded: true, acted: true, facedBet: c(600) }),
    player(7, DAN, { committed: c(200), streetBet: c(200) }),
  ],
  currentBet: c(600),
  lastRaiseSize: c(400),
  raises: 2,
  lastAggressor: 1,
  toAct: 7,
  deadline: 31_000,
  shown: {},
  awarded: c(0),
};
const preflop: HoldemState = {
  ...table({ 1: 9_400, 3: 9_900, 7: 9_800 }),
  phase: 'inHand',
  hand: preflopHand,
};

/**
 * The same hand at the showdown: Alice moved all in for her 100 €, Dan called all in, the board
 * was dealt out, both hands are shown, nobody acts any more (the last deadline stays in the state).
 */
const showdownHand: Hand = {
  ...preflopHand,
  street: 'river',
  board: parseCards('2c 5h 9s Jd 3c'),
  players: [
    player(1, ALICE, { committed: c(10_000), allIn: true, acted: true, facedBet: c(10_000) }),
    player(3, BRUNO, { committed: c(100), folded: true, acted: true, facedBet: c(600) }),
    player(7, DAN, { committed: c(10_000), allIn: true, acted: true, facedBet: c(10_000) }),
  ],
  currentBet: c(0),
  toAct: null,
  deadline: 61_000,
  shown: { 1: ALICE, 7: DAN },
};
const showdown: HoldemState = {
  ...table({ 1: 0, 3: 9_900, 7: 0 }),
  phase: 'inHand',
  hand: showdownHand,
};

/** Between hands, after hand 4: Alice took the 200,10 € pot (rake 3,90 €). */
const waiting: HoldemState = { ...table({ 1: 20_010, 3: 9_900, 7: 0 }), phase: 'waiting' };

const seatRow = (
  n: number,
  player: string,
  stack: number,
  inHand: { streetBet: number; committed: number; folded: boolean; allIn: boolean } | null,
  cards: readonly [number, number] | null,
  sittingOut = false,
) => ({ seat: n, player, stack, sittingOut, inHand, cards });

describe("hold'em views: what each seat and the display see", () => {
  it('before the flop, the seat to act sees its own cards only, everyone’s bets, and its limits', () => {
    // Dan faces 6 € with 2 € in: 4 € to call; the minimum raise is to 6 € + the last raise of
    // 4 € = 10 € (A.7 `increment`); no limit: at most all his 98 € + the 2 € in = 100 €.
    expect(view(preflop, 7)).toEqual({
      options: DEFAULT_OPTIONS,
      viewer: 7,
      handNo: 4,
      button: 1,
      street: 'preflop',
      board: [],
      pot: 900,
      toAct: 7,
      deadline: 31_000,
      seats: [
        seatRow(1, 'alice', 9_400, { streetBet: 600, committed: 600, folded: false, allIn: false }, null),
        seatRow(3, 'bruno', 9_900, { streetBet: 100, committed: 100, folded: true, allIn: false }, null),
        seatRow(5, 'chloé', 5_000, null, null, true),
        seatRow(7, 'dan', 9_800, { streetBet: 200, committed: 200, folded: false, allIn: false }, DAN),
      ],
      limits: { toCall: 400, minTo: 1_000, maxTo: 10_000, mayRaise: true },
    });
  });

  it('a seat that is not to act sees its own cards, whose turn it is and until when, but no limits', () => {
    const v = view(preflop, 1);
    expect(v.seats.map((s) => s.cards)).toEqual([ALICE, null, null, null]);
    expect([v.toAct, v.deadline, v.limits]).toEqual([7, 31_000, null]);
  });

  it('a player who folded still sees his own two cards, and nobody else’s', () => {
    const v = view(preflop, 3);
    expect(v.seats.map((s) => s.cards)).toEqual([null, BRUNO, null, null]);
    expect(v.limits).toBeNull();
  });

  it('a seated player sitting out of the hand, the display and a station at an empty seat see no card', () => {
    for (const viewer of [5, null, 9]) {
      const v = view(preflop, viewer);
      expect(v.viewer).toBe(viewer);
      expect(v.seats.map((s) => s.cards)).toEqual([null, null, null, null]);
      expect(v.seats.map((s) => s.inHand?.committed ?? null)).toEqual([600, 100, null, 200]);
      expect([v.street, v.board, v.pot, v.toAct, v.deadline, v.limits]).toEqual([
        'preflop',
        [],
        900,
        7,
        31_000,
        null,
      ]);
    }
  });

  it('at the showdown the shown hands are public, a folded hand stays hidden, and no one has a turn', () => {
    const board = parseCards('2c 5h 9s Jd 3c');
    const rows = (bruno: readonly [number, number] | null) => [
      seatRow(1, 'alice', 0, { streetBet: 0, committed: 10_000, folded: false, allIn: true }, ALICE),
      seatRow(3, 'bruno', 9_900, { streetBet: 0, committed: 100, folded: true, allIn: false }, bruno),
      seatRow(5, 'chloé', 5_000, null, null, true),
      seatRow(7, 'dan', 0, { streetBet: 0, committed: 10_000, folded: false, allIn: true }, DAN),
    ];
    const common = {
      options: DEFAULT_OPTIONS,
      handNo: 4,
      button: 1,
      street: 'river',
      board,
      pot: 20_100,
      toAct: null,
      deadline: null,
      limits: null,
    };
    expect(view(showdown, null)).toEqual({ ...common, viewer: null, seats: rows(null) });
    expect(view(showdown, 3)).toEqual({ ...common, viewer: 3, seats: rows(BRUNO) });
    expect(view(showdown, 1)).toEqual({ ...common, viewer: 1, seats: rows(null) });
  });

  it('the pot leaves out what was already paid out: 201 € committed, a 150 € pot awarded, 51 € left', () => {
    const partly: HoldemState = { ...showdown, hand: { ...showdownHand, awarded: c(15_000) } };
    expect(view(partly, null).pot).toBe(5_100);
  });

  it('between hands nobody sees a card, a bet, a turn or limits; stacks and the button stay shown', () => {
    for (const viewer of [1, 7, null, 9]) {
      expect(view(waiting, viewer)).toEqual({
        options: DEFAULT_OPTIONS,
        viewer,
        handNo: 4,
        button: 1,
        street: null,
        board: [],
        pot: 0,
        toAct: null,
        deadline: null,
        seats: [
          seatRow(1, 'alice', 20_010, null, null),
          seatRow(3, 'bruno', 9_900, null, null),
          seatRow(5, 'chloé', 5_000, null, null, true),
          seatRow(7, 'dan', 0, null, null),
        ],
        limits: null,
      });
    }
  });

  it('the phase decides: a table between hands that still carries the last hand shows none of it', () => {
    const stale = { ...showdown, phase: 'waiting' } as HoldemState;
    for (const viewer of [1, null]) {
      const v = view(stale, viewer);
      expect(v.seats.map((s) => [s.inHand, s.cards])).toEqual([
        [null, null],
        [null, null],
        [null, null],
        [null, null],
      ]);
      expect([v.street, v.board, v.pot, v.toAct, v.deadline, v.limits]).toEqual([
        null,
        [],
        0,
        null,
        null,
        null,
      ]);
    }
  });

  it('an empty table before its first hand: no seats, no button, an empty board', () => {
    const empty: HoldemState = {
      options: DEFAULT_OPTIONS,
      seats: {},
      handNo: 0,
      button: null,
      rakeSerial: 0,
      rakeTotal: c(0),
      netBrought: c(0),
      phase: 'waiting',
    };
    expect(view(empty, null)).toMatchObject({ button: null, seats: [], board: [], street: null, pot: 0 });
  });

  it('lists the seats in seat order whatever the order the players sat down in', () => {
    const seated = [7, 1, 10, 5, 3].reduce(
      (s, n) => evolve(s, { type: 'PlayerSeated', at: 0, seat: n, player: `p${n}`, cave: c(4_000) }),
      initialState(DEFAULT_OPTIONS),
    );
    expect(view(seated, null).seats.map((s) => [s.seat, s.player])).toEqual([
      [1, 'p1'],
      [3, 'p3'],
      [5, 'p5'],
      [7, 'p7'],
      [10, 'p10'],
    ]);
  });

  // States no decider makes (the turn given to a seat not dealt in; a dealt seat gone from the
  // table, which decide refuses with `handInProgress`): the view computes limits only for a
  // dealt-in, seated player whose turn it is, and does not trust the state beyond that.
  it('gives no limits to a seat the hand does not hold, nor to a dealt seat no longer at the table', () => {
    const toChloe: HoldemState = { ...preflop, hand: { ...preflopHand, toAct: 5 } };
    expect(view(toChloe, 5).limits).toBeNull();
    const { 7: _dan, ...others } = preflop.seats;
    const danGone: HoldemState = { ...preflop, seats: others };
    expect(view(danGone, 7).limits).toBeNull();
    expect(view(danGone, 7).seats.map((s) => s.seat)).toEqual([1, 3, 5]);
  });
});
