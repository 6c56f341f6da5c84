// The pieces of the wheel tables' player controls on the wire (issue 11 §2–§3; docs/protocol.md
// "Player controls"): a bet item of an atomic batch, the target of a cleared bet, a favourite
// layout, and the bounds of each. The messages themselves are in hubMessages.ts.
import { z } from 'zod';
import { AmountIn } from './money.ts';
import { AnnonceSchema } from './roulette.ts';
import { AnyWheelSpotSchema } from './wheelGames.ts';

/** Most bets one `placeBets` may carry: a full layout of pleins and outside bets, bounded. */
export const MAX_BATCH_BETS = 100;

/** Favourite layouts one station keeps (slots 0…3). */
export const FAVOURITE_SLOTS = 4;

/** Most bets one favourite layout may hold. */
export const MAX_FAVOURITE_BETS = 40;

/** Longest name of a favourite layout, in characters. */
export const MAX_FAVOURITE_NAME = 32;

/** A bet id as the hub issued it (the snapshot's `bets[].betId`). */
export const BetIdSchema = z.string().min(1).max(128);

/**
 * One bet of a batch: a chip on a spot of the table's game, or (roulette) an annonce or a random
 * combination at `unit` per chip unit, exactly as `placeBet` and `placeAnnonce` carry them.
 */
export const BetItemSchema = z.union([
  z.object({ spot: AnyWheelSpotSchema, stake: AmountIn }).strict(),
  z.object({ annonce: AnnonceSchema, unit: AmountIn }).strict(),
]);

/** One bet of a batch. */
export type BetItem = z.infer<typeof BetItemSchema>;

/** The bets of an atomic `placeBets`: 1 to MAX_BATCH_BETS. */
export const BetBatchSchema = z.array(BetItemSchema).min(1).max(MAX_BATCH_BETS);

/**
 * What `clearBet` takes back: one bet by its id (an annonce's chips together), or every
 * single-chip bet lying on one spot (an annonce's chips stay: they are cleared by its id).
 */
export const ClearTargetSchema = z.union([
  z.object({ betId: BetIdSchema }).strict(),
  z.object({ spot: AnyWheelSpotSchema }).strict(),
]);

/** What `clearBet` takes back. */
export type ClearTarget = z.infer<typeof ClearTargetSchema>;

/** A favourite slot number. */
export const FavouriteSlotSchema = z
  .number()
  .int()
  .min(0)
  .max(FAVOURITE_SLOTS - 1);

/** A favourite layout as saved and as the snapshot lists it: replayed with `placeBets`. */
export const FavouriteSchema = z.object({
  slot: FavouriteSlotSchema,
  name: z.string().min(1).max(MAX_FAVOURITE_NAME),
  bets: z.array(BetItemSchema).min(1).max(MAX_FAVOURITE_BETS),
});

/** A favourite layout. */
export type Favourite = z.infer<typeof FavouriteSchema>;
