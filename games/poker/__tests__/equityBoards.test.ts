// Exact equity (the central display's figures, issue 4) on questions small enough to check board
// by board: hand-worked river cases, and turn, flop and pre-flop questions (dead cards keep the
// pre-flop ones small) compared with a brute force over the reference evaluator.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { createRng, seededSource } from '../../rng.ts';
import { type EquityQuestion, type EquityResult, exactEquity } from '../equity.ts';
import { bruteEquity, holes } from './equityBrute.ts';

const ok = (r: EquityResult | { rejected: string }): EquityResult => {
  if ('rejected' in r) throw new Error(r.rejected);
  return r;
};

/** The exact figures must be the brute force's: counts exactly, shares to rounding. */
const expectBrute = (q: EquityQuestion): EquityResult => {
  const r = ok(exactEquity(q));
  const b = bruteEquity(q);
  expect({ boards: r.boards, wins: r.wins, ties: r.ties }).toEqual({
    boards: b.boards,
    wins: b.wins,
    ties: b.ties,
  });
  r.equity.forEach((e, p) => expect(e).toBeCloseTo(b.equity[p]!, 12));
  return r;
};

describe('exact equity on the river', () => {
  it('gives the whole pot to the best hand', () => {
    const r = ok(exactEquity({ hands: holes('Kd Kc As Ah'), board: parseCards('2c 7d 9h Jc 3s') }));
    expect(r).toEqual({ boards: 1, equity: [0, 1], wins: [0, 1], ties: [0, 0] });
  });

  it('splits the pot in halves between two equal hands and counts both as ties', () => {
    // A-K-Q-7-4 for both aces; the kings make K-K-A-7-4 only.
    const r = ok(exactEquity({ hands: holes('Ac Qc As Qs Kh Jh'), board: parseCards('Ad Kd 7h 4c 2s') }));
    expect(r).toEqual({ boards: 1, equity: [0.5, 0.5, 0], wins: [0, 0, 0], ties: [1, 1, 0] });
  });

  it('splits three ways when every player plays the board', () => {
    const r = ok(exactEquity({ hands: holes('2c 3d 4h 5s 6c 7d'), board: parseCards('As Kd Qh Jc Tc') }));
    expect(r).toEqual({ boards: 1, equity: [1 / 3, 1 / 3, 1 / 3], wins: [0, 0, 0], ties: [1, 1, 1] });
  });

  it('settles a flush against a non-flush hand on the same board', () => {
    const r = ok(exactEquity({ hands: holes('Ah 2h Ks Kd'), board: parseCards('Kh 9h 4h 7c 2d') }));
    expect(r).toEqual({ boards: 1, equity: [1, 0], wins: [1, 0], ties: [0, 0] });
  });
});

describe('exact equity against a brute force', () => {
  it('counts the 44 rivers of a heads-up turn', () => {
    const r = expectBrute({ hands: holes('Ah Qh Kc Kd'), board: parseCards('2h 7h Ks 9c') });
    expect(r.boards).toBe(44);
  });

  it('leaves dead cards out of the rivers', () => {
    const q = {
      hands: holes('Ah Qh Kc Kd'),
      board: parseCards('2h 7h Ks 9c'),
      dead: parseCards('3h 4h 5h Kh'),
    };
    const r = expectBrute(q);
    expect(r.boards).toBe(40);
    // Nine hearts were live for the flush, four of them are dead, and 9h would make kings full.
    expect(r.wins[0]).toBe(4);
  });

  it('counts the 903 turn-and-river pairs of a three-way flop', () => {
    const r = expectBrute({ hands: holes('As Kd 7h 7c 2s 3s'), board: parseCards('Qs Js 7d') });
    expect(r.boards).toBe(903);
  });

  it('deals five board cards pre-flop when dead cards leave only a few', () => {
    const hands = holes('As Ah Kd Kc 9s 8s');
    const q = {
      hands,
      board: [],
      dead: parseCards(
        '2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 9c 9d 9h Tc Td Th Jc Jd Jh Qc Qd Qh',
      ),
    };
    const r = expectBrute(q);
    expect(r.boards).toBe(21);
  });

  it('agrees on seeded random questions of every street and table size', () => {
    const rng = createRng(seededSource(2_024));
    for (let n = 0; n < 24; n++) {
      const players = 2 + (n % 9);
      const boardSize = [0, 3, 4, 5][n % 4]!;
      const deck = Array.from({ length: 52 }, (_, c) => c);
      const draw = (): number => deck.splice(rng.int(deck.length), 1)[0]!;
      const hands = Array.from({ length: players }, () => [draw(), draw()] as [number, number]);
      const board = Array.from({ length: boardSize }, draw);
      // Keep 9 to 12 unseen cards so that there are at most C(12, 5) = 792 boards.
      const keep = 9 + rng.int(4);
      const dead: number[] = [];
      while (deck.length > keep) dead.push(draw());
      expectBrute({ hands, board, dead });
    }
  });
});

describe('exact equity refuses impossible questions', () => {
  const two = holes('As Ah Kd Kc');
  it('needs 2 to 10 players', () => {
    expect(exactEquity({ hands: [], board: [] })).toEqual({ rejected: 'bad-players' });
    expect(exactEquity({ hands: holes('As Ah'), board: [] })).toEqual({ rejected: 'bad-players' });
    const eleven = holes('2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Tc Td Jc Jd Qc Qd');
    expect(exactEquity({ hands: eleven, board: [] })).toEqual({ rejected: 'bad-players' });
    const ten = eleven.slice(0, 10);
    expect(ok(exactEquity({ hands: ten, board: parseCards('As Ks Qs Js Ts') })).equity).toEqual(
      new Array(10).fill(0.1),
    );
  });

  it('needs a board of 0, 3, 4 or 5 cards', () => {
    for (const board of ['2s', '2s 3s', '2s 3s 4s 5s 6s 7s']) {
      expect(exactEquity({ hands: two, board: parseCards(board) })).toEqual({ rejected: 'bad-board' });
    }
  });

  it('refuses a card used twice or not of the deck, anywhere in the question', () => {
    const bad: EquityQuestion[] = [
      { hands: holes('As Ah As Kc'), board: [] },
      { hands: two, board: parseCards('As 2c 3c') },
      { hands: two, board: parseCards('2c 3c 4c'), dead: parseCards('4c') },
      { hands: two, board: [], dead: parseCards('5d 5d') },
      {
        hands: [
          [-1, 4],
          [8, 12],
        ],
        board: [],
      },
      {
        hands: [
          [52, 4],
          [8, 12],
        ],
        board: [],
      },
      {
        hands: [
          [1.5, 4],
          [8, 12],
        ],
        board: [],
      },
    ];
    for (const q of bad) expect(exactEquity(q)).toEqual({ rejected: 'duplicate-card' });
  });

  it('accepts the first and last cards of the deck', () => {
    const r = ok(
      exactEquity({
        hands: [
          [0, 51],
          [1, 46],
        ],
        board: parseCards('Qc Qd 7h 8h 9d'),
      }),
    );
    // 2c As against 2d Kh on Q-Q-7-8-9: the ace kicker wins.
    expect(r.wins).toEqual([1, 0]);
  });
});
