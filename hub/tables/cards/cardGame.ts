// What a card table needs from a game engine (games/blackjack, games/puntoBanco): the pure decider
// plus the few facts the hub derives from it — which money each event moves, whether a hand is in
// progress, the turn deadline, and how a voided hand is refunded (docs/card-tables.md).
import type { CardEntrySchemas } from '../../entries/cardEntries.ts';
import type { Decision, Ctx } from '../../../games/cards/decider.ts';
import type { ShoeRules, ShuffleRecord } from '../../../games/cards/shoe.ts';
import type { Cents } from '../../../games/money.ts';

/** Which card game a table deals. */
export type CardGameName = 'blackjack' | 'puntoBanco';

/** One side of a money movement, in the engine's terms: a seat's station, the stakes on the layout, the bank. */
export type Party = { readonly seat: number } | 'stakes' | 'bank';

/** A money movement an event implies (turned into a ledger transfer by the table). */
export interface Move {
  readonly from: Party;
  readonly to: Party;
  readonly amount: Cents;
}

/** A seat's refund when a hand is voided (docs/card-tables.md "Crash rule"). */
export interface Refund {
  readonly seat: number;
  readonly amount: Cents;
}

/** The engine of one card game as the hub drives it. */
export interface CardGame<S, C, E extends { readonly type: string; readonly at: number }> {
  readonly name: CardGameName;
  /** Journal kind prefix of the engine's events (`BlackjackBetPlaced`), apart from the wheel games' kinds. */
  readonly kindPrefix: string;
  /** Its table's journal kinds with their schemas, which the table's replay reads them with (hub/entries/cardEntries.ts). */
  readonly entries: CardEntrySchemas<E>;
  /** The table before its first event. */
  initial(): S;
  decide(state: S, command: C, ctx: Ctx): Decision<E, string>;
  evolve(state: S, event: E): S;
  /** How the table's shoe is made (decks, burn, cut card). */
  shoeRules(): ShoeRules;
  /** The engine's `ShoeShuffled` event for an order the shoe device produced. */
  shuffled(record: ShuffleRecord, at: number): E;
  /** True when the engine waits for a new shoe. */
  needsShoe(state: S): boolean;
  /** True while cards of a hand are on the felt and it is not settled. */
  inHand(state: S): boolean;
  /** Money each event moves, computed on the state before it. */
  moves(before: S, event: E): Move[];
  /** What `seat` has staked on the layout (the coming hand, or the hand in progress). */
  seatStakes(state: S, seat: number): Cents;
  /** The seats with anything on the layout. */
  seatsWithStakes(state: S): number[];
  /** The table after its hand in progress is voided: every stake refunded, the cards discarded. */
  voidHand(state: S): S;
  /** The command that deals a hand. */
  readonly deal: C;
  /** The command that withdraws `seat`'s stakes before the deal. */
  withdraw(seat: number): C;
  /** A turn or insurance deadline the table must enforce, or null. */
  deadline(state: S): number | null;
  /** The command sent when that deadline passes (blackjack: `TimeOut`), or null. */
  readonly timeout: C | null;
  /** True for the event that deals a hand (its entry's seq is the hand id). */
  dealt(event: E): boolean;
  /** True for the event that settles a hand. */
  settled(event: E): boolean;
  /** The table minimum and maximum per bet (a station's minimum lies between them, A.1). */
  limits(): { readonly minimum: Cents; readonly maximum: Cents; readonly step: Cents };
}
