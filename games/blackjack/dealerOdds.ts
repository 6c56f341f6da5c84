// The dealer's final result given his up card and the cards left (RULES.md A.5: he takes his
// second card after the boxes have played, no hole card, B §6.4; draws to 16, stands on every
// 17, soft 17 included). Exact: every draw sequence is followed, without replacement.
import { type Composition, bestTotal } from './composition.ts';

/** Indices of a dealer distribution: totals 17–21 at 0–4, then bust and blackjack. */
export const BUST = 5;
/** Index of a dealer blackjack (two cards making 21). */
export const BLACKJACK = 6;

/** Probabilities of 17, 18, 19, 20, 21 (no blackjack), bust, blackjack. */
export type DealerOdds = Float64Array;

/**
 * The hands the dealer can hold while he still draws, as the multisets of cards he drew (his
 * future depends on nothing else), each before all the hands it leads to. `child[11 s + v]` is
 * the hand after drawing value `v` from hand `s`, or `-1 - outcome` when he then stops.
 */
interface DealerGraph {
  readonly drawn: Int8Array;
  readonly cards: Int32Array;
  readonly child: Int32Array;
  readonly size: number;
}

const graphs = new Map<number, DealerGraph>();

/** The graph of the dealer's hands from `up` (built once per up card). */
function graphOf(up: number): DealerGraph {
  const known = graphs.get(up);
  if (known) return known;
  const states: { drawn: number[]; hard: number; ace: boolean }[] = [
    { drawn: new Array<number>(11).fill(0), hard: up, ace: up === 1 },
  ];
  const index = new Map<string, number>([[states[0]!.drawn.join(), 0]]);
  const child: number[] = [];
  // Breadth first: a hand is listed before every hand with one more card.
  for (let s = 0; s < states.length; s++) {
    const { drawn, hard, ace } = states[s]!;
    const first = drawn.every((n) => n === 0);
    for (let v = 0; v <= 10; v++) {
      if (v === 0) {
        child.push(0);
        continue;
      }
      const h = hard + v;
      const a = ace || v === 1;
      const best = bestTotal(h, a);
      if (first && best === 21) child.push(-1 - BLACKJACK);
      else if (best > 21) child.push(-1 - BUST);
      else if (best >= 17) child.push(-1 - (best - 17));
      else {
        const next = drawn.slice();
        next[v]!++;
        const key = next.join();
        let at = index.get(key);
        if (at === undefined) {
          at = states.length;
          index.set(key, at);
          states.push({ drawn: next, hard: h, ace: a });
        }
        child.push(at);
      }
    }
  }
  const graph: DealerGraph = {
    drawn: Int8Array.from(states.flatMap((s) => s.drawn)),
    cards: Int32Array.from(states.map((s) => s.drawn.reduce((t, n) => t + n, 0))),
    child: Int32Array.from(child),
    size: states.length,
  };
  graphs.set(up, graph);
  return graph;
}

/**
 * The dealer's final-result probabilities with `up` showing and `shoe` the cards he draws from
 * (the up card and every card on the felt already taken out).
 */
export function dealerOdds(shoe: Composition, up: number): DealerOdds {
  const g = graphOf(up);
  const reach = new Float64Array(g.size);
  const out = new Float64Array(7);
  reach[0] = 1;
  for (let s = 0; s < g.size; s++) {
    const p = reach[s] as number;
    if (p === 0) continue;
    const left = shoe.total - (g.cards[s] as number);
    for (let v = 1; v <= 10; v++) {
      const n = (shoe.counts[v] as number) - (g.drawn[11 * s + v] as number);
      if (n <= 0) continue;
      const q = (p * n) / left;
      const next = g.child[11 * s + v] as number;
      if (next >= 0) reach[next] = (reach[next] as number) + q;
      else out[-1 - next] = (out[-1 - next] as number) + q;
    }
  }
  return out;
}
