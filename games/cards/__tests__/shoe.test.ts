import { describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../rng.ts';
import { baccaratValue, blackjackValue, cardName, parseCard, parseCards } from '../card.ts';
import { cutReached, dealt, drawShuffle, peek, shoeFrom } from '../shoe.ts';

describe('cards and shoe', () => {
  it('names, parses and values cards', () => {
    expect(cardName(parseCard('As'))).toBe('As');
    expect(parseCards('2c Td Kh').map(cardName)).toEqual(['2c', 'Td', 'Kh']);
    expect(parseCards('Ac 9d Tc Kh').map(baccaratValue)).toEqual([1, 9, 0, 0]);
    expect(parseCards('Ac 9d Tc Kh').map(blackjackValue)).toEqual([1, 9, 10, 10]);
    expect(() => parseCard('1x')).toThrow();
  });

  it('shuffles a multi-deck shoe with every card the right number of times, burns and cuts', () => {
    const record = drawShuffle(createRng(seededSource(5)), { decks: 6, burn: 5, cutRemaining: 60 });
    expect(record.order).toHaveLength(312);
    const counts = new Map<number, number>();
    for (const c of record.order) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 6)).toBe(true);
    const shoe = shoeFrom(record);
    expect(shoe.cards).toEqual(record.order.slice(5));
    expect(peek(shoe, 3)).toEqual(record.order.slice(5, 8));
    expect(cutReached(dealt(shoe, 306 - 61))).toBe(false);
    expect(cutReached(dealt(shoe, 307 - 60))).toBe(true);
  });
});
