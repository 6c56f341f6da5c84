// Test helpers for the combinatorial analysis: the dealer's final odds by the plainest recursion
// over every ordered draw (RULES.md A.5: he draws to 16 and stands on every 17, soft included; a
// blackjack is his first two cards making 21), written here from the rule and sharing no code with
// dealerOdds.ts.

/** A shoe by value as a plain list: `left[v]` cards of value v (1 = ace … 10), index 0 unused. */
export type Left = number[];

/** A shoe with `counts` of the listed values and none of the others. */
export function shoeOf(counts: Readonly<Record<number, number>>): Left {
  return Array.from({ length: 11 }, (_, v) => counts[v] ?? 0);
}

/** The best total of a hand: an ace counts 11 when that does not bust. */
export function best(cards: readonly number[]): number {
  const hard = cards.reduce((s, c) => s + c, 0);
  return cards.includes(1) && hard + 10 <= 21 ? hard + 10 : hard;
}

/** P(17), P(18), P(19), P(20), P(21 not blackjack), P(bust), P(blackjack) with `up` showing. */
export function naiveDealer(left: Left, up: number): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0];
  const shoe = left.slice();
  const go = (cards: number[], p: number): void => {
    const total = best(cards);
    if (cards.length === 2 && total === 21) out[6]! += p;
    else if (total > 21) out[5]! += p;
    else if (total >= 17) out[total - 17]! += p;
    else {
      const n = shoe.reduce((s, c) => s + c, 0);
      for (let v = 1; v <= 10; v++) {
        if (shoe[v] === 0) continue;
        const q = shoe[v]! / n;
        shoe[v]!--;
        go([...cards, v], p * q);
        shoe[v]!++;
      }
    }
  };
  go([up], 1);
  return out;
}
