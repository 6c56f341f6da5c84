// All-in equity for the central display (issue 4): exact, by enumerating every remaining board,
// for 2 to 10 players; a Monte Carlo estimate exists only to cross-check it in the tests.
import type { Card } from '../cards/card.ts';
import type { Rng } from '../rng.ts';
import {
  CARD_RANK_KEY,
  CARD_SUIT_KEY,
  evaluate7,
  flushBits,
  valueOfFlush,
  valueOfRankSum,
} from './evaluator.ts';

/** Each player's equity (share of the pot they win on average, ties split) and tallies. */
export interface EquityResult {
  /** Boards counted (all of them when exact). */
  readonly boards: number;
  /** Pot share per player, summing to 1. */
  readonly equity: readonly number[];
  /** Boards each player wins alone. */
  readonly wins: readonly number[];
  /** Boards each player shares with others. */
  readonly ties: readonly number[];
}

/** What an equity question is: two hole cards per player, the board so far, cards known out. */
export interface EquityQuestion {
  /** Two hole cards per player, 2 to 10 players. */
  readonly hands: readonly (readonly [Card, Card])[];
  /** 0, 3, 4 or 5 board cards. */
  readonly board: readonly Card[];
  /** Cards known to be out of play (folded hands shown, burnt cards seen), if any. */
  readonly dead?: readonly Card[];
}

/** Typed refusal for an impossible question (duplicate cards, wrong counts). */
export interface EquityRejection {
  readonly rejected: 'bad-players' | 'bad-board' | 'duplicate-card';
}

function check(q: EquityQuestion): EquityRejection | Card[] {
  if (q.hands.length < 2 || q.hands.length > 10) return { rejected: 'bad-players' };
  if (![0, 3, 4, 5].includes(q.board.length)) return { rejected: 'bad-board' };
  const used = [...q.hands.flat(), ...q.board, ...(q.dead ?? [])];
  if (used.some((c) => !Number.isInteger(c) || c < 0 || c > 51) || new Set(used).size !== used.length) {
    return { rejected: 'duplicate-card' };
  }
  return Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.includes(c));
}

/** A tally of boards: per board, find the best value and share one pot among its holders. */
class Tally {
  readonly share: Float64Array;
  readonly wins: Float64Array;
  readonly ties: Float64Array;
  readonly values: Int32Array;
  boards = 0;
  constructor(players: number) {
    this.share = new Float64Array(players);
    this.wins = new Float64Array(players);
    this.ties = new Float64Array(players);
    this.values = new Int32Array(players);
  }
  /** Records one board once `values` holds each player's hand value. */
  settle(): void {
    const v = this.values;
    let best = 0;
    let holders = 0;
    for (let p = 0; p < v.length; p++) {
      const x = v[p] as number;
      if (x > best) {
        best = x;
        holders = 1;
      } else if (x === best) holders++;
    }
    for (let p = 0; p < v.length; p++) {
      if (v[p] !== best) continue;
      this.share[p] = (this.share[p] as number) + 1 / holders;
      if (holders === 1) this.wins[p] = (this.wins[p] as number) + 1;
      else this.ties[p] = (this.ties[p] as number) + 1;
    }
    this.boards++;
  }
  result(): EquityResult {
    return {
      boards: this.boards,
      equity: [...this.share].map((s) => s / this.boards),
      wins: [...this.wins],
      ties: [...this.ties],
    };
  }
}

/** Exact equity: every completion of the board from the unseen cards, each counted once. */
export function exactEquity(q: EquityQuestion): EquityResult | EquityRejection {
  const deck = check(q);
  if (!Array.isArray(deck)) return deck;
  const players = q.hands.length;
  const tally = new Tally(players);
  const holeRank = Int32Array.from(
    q.hands,
    ([a, b]) => (CARD_RANK_KEY[a] as number) + (CARD_RANK_KEY[b] as number),
  );
  const holeSuit = Int32Array.from(
    q.hands,
    ([a, b]) => (CARD_SUIT_KEY[a] as number) + (CARD_SUIT_KEY[b] as number),
  );
  const board = Int32Array.from({ length: 5 }, (_, i) => q.board[i] ?? 0);
  const need = 5 - q.board.length;
  let baseRank = 0;
  let baseSuit = 0;
  for (const c of q.board) {
    baseRank += CARD_RANK_KEY[c] as number;
    baseSuit += CARD_SUIT_KEY[c] as number;
  }
  // The seven cards of a player who holds a flush (rare): the flush table needs their suits.
  const seven = new Int32Array(7);
  const leaf = (rankSum: number, suitSum: number): void => {
    for (let p = 0; p < players; p++) {
      const s = (holeSuit[p] as number) + suitSum;
      if (flushBits(s) === 0) {
        tally.values[p] = valueOfRankSum((holeRank[p] as number) + rankSum);
      } else {
        const [a, b] = q.hands[p] as readonly [Card, Card];
        seven[0] = a;
        seven[1] = b;
        seven.set(board, 2);
        tally.values[p] = valueOfFlush(s, seven);
      }
    }
    tally.settle();
  };
  const walk = (level: number, start: number, rankSum: number, suitSum: number): void => {
    if (level === 5) {
      leaf(rankSum, suitSum);
      return;
    }
    const last = deck.length - (5 - level);
    for (let i = start; i <= last; i++) {
      const c = deck[i] as number;
      board[level] = c;
      walk(level + 1, i + 1, rankSum + (CARD_RANK_KEY[c] as number), suitSum + (CARD_SUIT_KEY[c] as number));
    }
  };
  walk(5 - need, 0, baseRank, baseSuit);
  return tally.result();
}

/** Monte Carlo estimate over `samples` random completions (for cross-checking `exactEquity`). */
export function monteCarloEquity(
  q: EquityQuestion,
  samples: number,
  rng: Rng,
): EquityResult | EquityRejection {
  const deck = check(q);
  if (!Array.isArray(deck)) return deck;
  const tally = new Tally(q.hands.length);
  const need = 5 - q.board.length;
  const pool = deck.slice();
  for (let s = 0; s < samples; s++) {
    // Partial Fisher–Yates: the first `need` cards of the pool are a uniform random draw.
    for (let i = 0; i < need; i++) {
      const j = i + rng.int(pool.length - i);
      const t = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = t;
    }
    const full = [...q.board, ...pool.slice(0, need)];
    q.hands.forEach(([a, b], p) => {
      tally.values[p] = evaluate7(a, b, full[0] ?? 0, full[1] ?? 0, full[2] ?? 0, full[3] ?? 0, full[4] ?? 0);
    });
    tally.settle();
  }
  return tally.result();
}
