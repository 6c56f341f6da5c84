// The spots and results of boule, vingt-trois and the wheel of fortune on the wire (RULES.md A.3,
// A.4; seeds 000 and 002), and the names of the four wheel games a table may run. The schemas
// check the shape; the table checks that the spot belongs to its own game (docs/protocol.md).
import { z } from 'zod';
import { BOULE_CHANCES } from '../games/boule/rules.ts';
import { WHEEL_SYMBOL_LIST, type WheelSymbol } from '../games/wheelOfFortune/layout.ts';
import { RouletteSpotSchema } from './roulette.ts';

/** The wheel games a hub table may run (the `game` of the configuration and of the snapshot). */
export const WHEEL_GAMES = ['roulette', 'boule', 'vingtTrois', 'wheelOfFortune'] as const;

/** A wheel game's name. */
export type WheelGameName = (typeof WHEEL_GAMES)[number];

/** A boule spot: a plein 1–9 or one of the six chances simples (seed 002). */
export const BouleSpotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plein'), number: z.number().int().min(1).max(9) }),
  z.object({ kind: z.literal('chance'), chance: z.enum(BOULE_CHANCES) }),
]);

/** A boule spot on the wire. */
export type BouleSpotWire = z.infer<typeof BouleSpotSchema>;

/** A vingt-trois spot: a plein 1–14, rouge or noir (seed 002). */
export const VingtTroisSpotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plein'), number: z.number().int().min(1).max(14) }),
  z.object({ kind: z.literal('chance'), chance: z.enum(['rouge', 'noir']) }),
]);

/** A vingt-trois spot on the wire. */
export type VingtTroisSpotWire = z.infer<typeof VingtTroisSpotSchema>;

/** A wheel-of-fortune spot: one symbol of the main wheel, `bonus` being the purple fixed-stake bet (A.4). */
export const WheelSpotSchema = z.object({
  symbol: z.enum(WHEEL_SYMBOL_LIST as [WheelSymbol, ...WheelSymbol[]]),
});

/** A wheel-of-fortune spot on the wire. */
export type WheelSpotWire = z.infer<typeof WheelSpotSchema>;

/**
 * A spot of any wheel game, as `placeBet` carries it: the edge checks the shape only, the table
 * re-reads it with its own game's schema and refuses another game's spot with ILLEGAL_BET.
 */
export const AnyWheelSpotSchema = z.union([
  RouletteSpotSchema,
  BouleSpotSchema,
  VingtTroisSpotSchema,
  WheelSpotSchema,
]);

/** A spot of any wheel game. */
export type AnyWheelSpotWire = z.infer<typeof AnyWheelSpotSchema>;
