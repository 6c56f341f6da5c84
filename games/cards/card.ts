// Playing cards as small integers so that states and events stay plain JSON and the hand
// evaluator can index its tables directly: card = rank × 4 + suit, rank 0 = deuce … 12 = ace.

/** A card of a 52-card deck, 0…51: `rank * 4 + suit` (rank 0 = 2 … 12 = A; suit c, d, h, s). */
export type Card = number;

/** Rank letters by rank index, deuce first. */
export const RANK_CHARS = '23456789TJQKA';
/** Suit letters by suit index: clubs, diamonds, hearts, spades. */
export const SUIT_CHARS = 'cdhs';

/** The rank index of a card, 0 (deuce) … 12 (ace). */
export function rankOf(card: Card): number {
  return card >> 2;
}

/** The suit index of a card, 0 (clubs) … 3 (spades). */
export function suitOf(card: Card): number {
  return card & 3;
}

/** The card with this rank and suit index. */
export function makeCard(rank: number, suit: number): Card {
  return rank * 4 + suit;
}

/** A card's short name, `As`, `Td`, `2c`. */
export function cardName(card: Card): string {
  return `${RANK_CHARS[rankOf(card)] ?? '?'}${SUIT_CHARS[suitOf(card)] ?? '?'}`;
}

/** Parses `As`, `Td`… (for tests and fixtures); throws on a bad name, which is a bug. */
export function parseCard(name: string): Card {
  const rank = RANK_CHARS.indexOf(name[0] ?? '');
  const suit = SUIT_CHARS.indexOf(name[1] ?? '');
  if (name.length !== 2 || rank < 0 || suit < 0) throw new Error(`bad card name: ${name}`);
  return makeCard(rank, suit);
}

/** Parses a space-separated list of card names. */
export function parseCards(names: string): Card[] {
  return names.trim().split(/\s+/).map(parseCard);
}

/** The 52 cards of one deck in order. */
export function oneDeck(): Card[] {
  return Array.from({ length: 52 }, (_, i) => i);
}

/**
 * Baccarat value of a card (RULES.md B §7.1): ace 1, 2–9 face value, 10 and faces 0.
 */
export function baccaratValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

/** Blackjack value of a card (RULES.md B §6): 2–10 face value, faces 10, ace 1 (soft 11 elsewhere). */
export function blackjackValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === 12) return 1;
  return rank <= 8 ? rank + 2 : 10;
}
