// Cards and shoes of the card tables (RULES.md B §6.3, §7.1; A.6): the 52 cards by name, their
// baccarat and blackjack values written out from the rules, a shuffle that is a permutation of
// whole decks drawn by the RNG, the burn, the cut card, and dealing in order.
import { describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../rng.ts';
import {
  RANK_CHARS,
  SUIT_CHARS,
  baccaratValue,
  blackjackValue,
  cardName,
  makeCard,
  oneDeck,
  parseCard,
  parseCards,
  rankOf,
  suitOf,
} from '../card.ts';
import { cutReached, dealt, drawShuffle, peek, shoeFrom } from '../shoe.ts';

describe('cards', () => {
  it('names all 52 cards and reads each name back', () => {
    const names = oneDeck().map(cardName);
    expect(names.slice(0, 5)).toEqual(['2c', '2d', '2h', '2s', '3c']);
    expect(names.at(-1)).toBe('As');
    expect(new Set(names).size).toBe(52);
    for (const c of oneDeck()) {
      expect(parseCard(cardName(c))).toBe(c);
      expect(makeCard(rankOf(c), suitOf(c))).toBe(c);
    }
    expect([RANK_CHARS, SUIT_CHARS]).toEqual(['23456789TJQKA', 'cdhs']);
    expect(parseCards(' Td  9s ')).toEqual([makeCard(8, 1), makeCard(7, 3)]);
  });

  it('names a value outside the deck with question marks rather than "undefined"', () => {
    // A corrupted journal entry must stay readable in a recall: `?` stands for the unknown part.
    expect(cardName(-1)).toBe('?s');
    expect(cardName(52)).toBe('?c');
    expect(cardName(55)).toBe('?s');
  });

  it.each(['A', 'Asx', 'Xs', 'Ax', '', '1s'])('refuses the bad name “%s”', (name) => {
    expect(() => parseCard(name)).toThrow(`bad card name: ${name}`);
  });

  it('baccarat: ace 1, 2–9 at face, ten and faces 0; blackjack: ace 1, 2–10 at face, faces 10', () => {
    const baccarat = { A: 1, T: 0, J: 0, Q: 0, K: 0 } as Record<string, number>;
    const blackjack = { A: 1, T: 10, J: 10, Q: 10, K: 10 } as Record<string, number>;
    for (const c of oneDeck()) {
      const rank = cardName(c)[0] as string;
      expect(baccaratValue(c)).toBe(baccarat[rank] ?? Number(rank));
      expect(blackjackValue(c)).toBe(blackjack[rank] ?? Number(rank));
    }
  });
});

describe('shoes', () => {
  it('a shuffle of 8 decks holds each card 8 times, in an order drawn by the RNG', () => {
    const a = drawShuffle(createRng(seededSource(1)), { decks: 8, burn: 5, cutRemaining: 16 });
    const b = drawShuffle(createRng(seededSource(2)), { decks: 8, burn: 5, cutRemaining: 16 });
    expect(a.order).toHaveLength(416);
    const counts = new Array<number>(52).fill(0);
    for (const c of a.order) counts[c] = (counts[c] ?? 0) + 1;
    expect(counts.every((n) => n === 8)).toBe(true);
    expect(a.order).not.toEqual(b.order);
    expect([a.burn, a.cutRemaining]).toEqual([5, 16]);
  });

  it('burns from the top, deals in order, and shows the cut card once few enough cards remain', () => {
    const order = oneDeck();
    const shoe = shoeFrom({ order, burn: 5, cutRemaining: 40 });
    expect(shoe).toMatchObject({ decks: 1, cutRemaining: 40, burnt: 5 });
    expect(shoe.cards).toHaveLength(47);
    expect(peek(shoe, 3)).toEqual([5, 6, 7]);
    expect(peek(dealt(shoe, 3), 2)).toEqual([8, 9]);
    expect(cutReached(shoe)).toBe(false);
    expect(cutReached(dealt(shoe, 6))).toBe(false); // 41 left
    expect(cutReached(dealt(shoe, 7))).toBe(true); // 40 left
    expect(peek(dealt(shoe, 46), 3)).toEqual([51]);
    expect(shoeFrom({ order: [...oneDeck(), ...oneDeck(), 0], burn: 0, cutRemaining: 0 }).decks).toBe(3);
  });
});
