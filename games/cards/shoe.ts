// A multi-deck shoe (RULES.md B §6.3, §7; A.6 "burn and cut-card procedure as data"). The shoe is
// plain data inside a game's state; the order drawn by the CSPRNG is written into the event that
// shuffles it, so a replay never draws again. No view ever contains a shoe.
import { type Rng, shuffle } from '../rng.ts';
import { type Card, oneDeck } from './card.ts';

/** A shoe in play: the cards still to deal in order, the cut card's position, what was burnt. */
export interface Shoe {
  /** Number of 52-card decks. */
  readonly decks: number;
  /** Cards not yet dealt or burnt, next card first. */
  readonly cards: readonly Card[];
  /** When `cards.length` falls to this many, the cut card has come out: reshuffle after the coup. */
  readonly cutRemaining: number;
  /** Cards burnt since the shuffle (face down, never shown). */
  readonly burnt: number;
}

/** How a table's shoe is prepared: decks, burn count and the cut card's depth from the end. */
export interface ShoeRules {
  /** 52-card decks in the shoe (6 or 8). */
  readonly decks: number;
  /** Cards burnt after each shuffle (RULES.md B §6.3: 5 at blackjack). */
  readonly burn: number;
  /** Cards left behind the cut card. */
  readonly cutRemaining: number;
}

/** The facts of one shuffle, as carried by a game's `ShoeShuffled` event. */
export interface ShuffleRecord {
  /** The full order drawn by the RNG, before burning. */
  readonly order: readonly Card[];
  /** Cards burnt from the top. */
  readonly burn: number;
  /** Cut card position from the end. */
  readonly cutRemaining: number;
}

/** Draws a new order for `rules.decks` decks with the CSPRNG (Fisher–Yates); for the event. */
export function drawShuffle(rng: Rng, rules: ShoeRules): ShuffleRecord {
  const all: Card[] = [];
  for (let d = 0; d < rules.decks; d++) all.push(...oneDeck());
  return { order: shuffle(rng, all), burn: rules.burn, cutRemaining: rules.cutRemaining };
}

/** The shoe that a recorded shuffle produces (burn applied). */
export function shoeFrom(record: ShuffleRecord): Shoe {
  return {
    decks: Math.ceil(record.order.length / 52),
    cards: record.order.slice(record.burn),
    cutRemaining: record.cutRemaining,
    burnt: record.burn,
  };
}

/** The next `n` cards (for `decide` to write into a dealing event); fewer if the shoe is short. */
export function peek(shoe: Shoe, n: number): Card[] {
  return shoe.cards.slice(0, n);
}

/** The shoe after `n` cards were dealt (for `evolve`). */
export function dealt(shoe: Shoe, n: number): Shoe {
  return { ...shoe, cards: shoe.cards.slice(n) };
}

/** True once the cut card has come out: the shoe is changed after the current coup. */
export function cutReached(shoe: Shoe): boolean {
  return shoe.cards.length <= shoe.cutRemaining;
}
