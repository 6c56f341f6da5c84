// Poker hand evaluator: the best five of five, six or seven cards (issue 4). Seven cards cost
// two sums and one table read, with no allocation: fast enough for exact equity by enumeration.
import type { Card } from '../cards/card.ts';
import { HAND_CATEGORIES, type HandCategory, type HandValue } from './handValue.ts';
import { RANK_KEYS, buildTables } from './tables.ts';
import { rankClass } from './classify.ts';

const tables = buildTables();
const BY_RANK_SUM = tables.byRankSum;
const BY_FLUSH_MASK = tables.byFlushMask;

/** Rank key of each card (see tables.ts). */
export const CARD_RANK_KEY = Int32Array.from({ length: 52 }, (_, c) => RANK_KEYS[c >> 2] ?? 0);
/** Suit counter of each card: one nibble per suit, so a nibble reaching 5 is a flush. */
export const CARD_SUIT_KEY = Int32Array.from({ length: 52 }, (_, c) => 1 << ((c & 3) * 4));
const CARD_RANK_BIT = Int32Array.from({ length: 52 }, (_, c) => 1 << (c >> 2));

/** Nonzero when a sum of `CARD_SUIT_KEY` holds five or more of one suit (nibble + 3 ≥ 8). */
export function flushBits(suitSum: number): number {
  return (suitSum + 0x3333) & 0x8888;
}

/** The rank mask of the cards of `suit` among `cards`. */
function suitMask(suit: number, cards: ArrayLike<number>): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as number;
    if ((c & 3) === suit) mask |= CARD_RANK_BIT[c] as number;
  }
  return mask;
}

// Scratch for the rare flush path of evaluate7: module-level so that no call allocates.
const scratch = new Int32Array(7);

/**
 * Value of the best five of seven distinct cards (not checked: the hot path). With five or more of one suit the hand can be neither
 * quads nor a full house (they would need three off-suit cards), so the flush table decides.
 */
export function evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): HandValue {
  const k = CARD_SUIT_KEY;
  const suitSum =
    (k[a] as number) +
    (k[b] as number) +
    (k[c] as number) +
    (k[d] as number) +
    (k[e] as number) +
    (k[f] as number) +
    (k[g] as number);
  if (flushBits(suitSum) === 0) {
    const r = CARD_RANK_KEY;
    return valueOfRankSum(
      (r[a] as number) +
        (r[b] as number) +
        (r[c] as number) +
        (r[d] as number) +
        (r[e] as number) +
        (r[f] as number) +
        (r[g] as number),
    );
  }
  scratch[0] = a;
  scratch[1] = b;
  scratch[2] = c;
  scratch[3] = d;
  scratch[4] = e;
  scratch[5] = f;
  scratch[6] = g;
  return valueOfFlush(suitSum, scratch);
}

/**
 * Value of seven distinct `cards` holding five or more of one suit, given the sum of their suit
 * keys (for enumeration, which keeps that sum as it goes).
 */
export function valueOfFlush(suitSum: number, cards: ArrayLike<number>): HandValue {
  return BY_FLUSH_MASK[suitMask((31 - Math.clz32(flushBits(suitSum))) >> 2, cards)] as number;
}

/** Value of a seven-card hand known to hold no flush, from its sum of rank keys. */
export function valueOfRankSum(rankSum: number): HandValue {
  return BY_RANK_SUM[rankSum] as number;
}

/** Value of the best five of five, six or seven distinct cards of the deck (throws otherwise: a bug). */
export function evaluate(cards: readonly Card[]): HandValue {
  if (cards.length < 5 || cards.length > 7) throw new RangeError(`cannot evaluate ${cards.length} cards`);
  if (cards.some((c, i) => !Number.isInteger(c) || c < 0 || c > 51 || cards.indexOf(c) !== i)) {
    throw new RangeError(`cannot evaluate ${cards.join(' ')}: not distinct cards of the deck`);
  }
  const [a, b, c, d, e, f, g] = cards as [Card, Card, Card, Card, Card, Card?, Card?];
  if (cards.length === 7) return evaluate7(a, b, c, d, e, f as Card, g as Card);
  let suitSum = 0;
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) {
    suitSum += CARD_SUIT_KEY[card] as number;
    counts[card >> 2] = (counts[card >> 2] ?? 0) + 1;
  }
  const flush = flushBits(suitSum);
  if (flush !== 0) return BY_FLUSH_MASK[suitMask((31 - Math.clz32(flush)) >> 2, cards)] as number;
  return tables.valueOfClass.get(rankClass(counts)) ?? 0;
}

/** The category of a hand value (`full-house`, …). */
export function categoryOf(value: HandValue): HandCategory {
  // categoryOf holds 0…8 for every value and `?? 0` covers an index outside it: always a name.
  return HAND_CATEGORIES[tables.categoryOf[value] ?? 0] as HandCategory;
}

/** The category index (0 = high card … 8 = straight flush) of a hand value. */
export function categoryIndexOf(value: HandValue): number {
  return tables.categoryOf[value] ?? 0;
}
