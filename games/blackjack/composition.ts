// A shoe by card values for the combinatorial analysis (expectation.ts, basicStrategy.ts): how
// many cards of each blackjack value 1 (ace) … 10 remain; suits and the ranks of the 10-valued
// cards do not change an outcome (RULES.md B §6.5–6.6), so counting values is exact.

/** Cards left by value: index 1 = aces … 10 = 10-valued cards (index 0 unused), and their sum. */
export interface Composition {
  readonly counts: Int32Array;
  total: number;
}

/** A full shoe of `decks` 52-card decks: 4 of each value 1–9 and 16 tens per deck. */
export function fullShoe(decks: number): Composition {
  const counts = new Int32Array(11);
  for (let v = 1; v <= 9; v++) counts[v] = 4 * decks;
  counts[10] = 16 * decks;
  return { counts, total: 52 * decks };
}

/** Takes one card of value `v` out (the caller checks that one is left). */
export function take(c: Composition, v: number): void {
  c.counts[v] = (c.counts[v] as number) - 1;
  c.total--;
}

/** Puts back one card of value `v`. */
export function put(c: Composition, v: number): void {
  c.counts[v] = (c.counts[v] as number) + 1;
  c.total++;
}

/** The chance that the next card has value `v`. */
export function chance(c: Composition, v: number): number {
  return c.total > 0 ? (c.counts[v] as number) / c.total : 0;
}

/** Best total of a hand given its hard total (aces as 1) and whether it holds an ace (B §6.6). */
export function bestTotal(hard: number, ace: boolean): number {
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}
