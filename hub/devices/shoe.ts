// The electronic shoe of the card tables (DESIGN.md "Trust and authority": an electronic shoe behind
// one interface; docs/devices.md "Electronic shoe"). The shoe answers one question: in what order
// are the cards of a fresh shoe? The table writes that whole order into its `ShoeShuffled` event,
// so a replay never draws again (games/cards/shoe.ts). The simulated shoe shuffles with the hub's
// CSPRNG (games/rng.ts, Fisher–Yates); a hardware adapter (an automatic shuffler with card
// recognition, art. 40-1) reports the order it scanned instead.
import type { Rng } from '../../games/rng.ts';
import { type ShoeRules, type ShuffleRecord, drawShuffle } from '../../games/cards/shoe.ts';

/** Which shoe a card table uses. */
export type ShoeKind = 'simulated' | 'hardware';

/** A shoe device: produces the order of a freshly shuffled shoe, cut card and burn as data. */
export interface ShoeDevice {
  readonly kind: ShoeKind;
  /**
   * Shuffles a new shoe of `rules.decks` decks and returns its full order (next card first), the
   * burn count and the cut card's depth from the end. Called between hands only, when the cut card
   * came out (or before the first hand of a séance).
   */
  shuffle(rules: ShoeRules): ShuffleRecord;
  /** The random source the engine may use for a mid-round refill (games/blackjack decide.ts). */
  readonly rng: Rng;
}

/** A simulated shoe drawing from `rng` (the CSPRNG in production, a seeded source in tests). */
export function simulatedShoe(rng: Rng): ShoeDevice {
  return {
    kind: 'simulated',
    rng,
    shuffle: (rules) => drawShuffle(rng, rules),
  };
}
