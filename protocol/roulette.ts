// Roulette spots and results on the wire (RULES.md A.2).
import { z } from 'zod';
import { CHANCES } from '../games/roulette/bets.ts';

/** A chip's place on the roulette layout. */
export const RouletteSpotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plein'), number: z.number().int().min(0).max(36) }),
  z.object({ kind: z.literal('chance'), chance: z.enum(CHANCES) }),
]);

/** A chip's place on the roulette layout. */
export type RouletteSpotWire = z.infer<typeof RouletteSpotSchema>;

/** The way the ball or plate turned. */
export const DirectionSchema = z.enum(['clockwise', 'anticlockwise']);

/** The outcome of a spin as recorded by the hub before any animation. */
export const SpinResultSchema = z.object({
  pocket: z.number().int().min(0).max(36),
  direction: DirectionSchema,
});

/** The outcome of a spin. */
export type SpinResult = z.infer<typeof SpinResultSchema>;
