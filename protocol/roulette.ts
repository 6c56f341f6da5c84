// Roulette spots, announced bets and results on the wire (RULES.md A.2). The schemas check the
// shape; whether a combination exists on the layout (cheval 1-5 does not) is the decider's check,
// answered with a typed error (docs/protocol.md "Errors").
import { z } from 'zod';
import { CHANCES } from '../games/roulette/bets.ts';

const pocket = z.number().int().min(0).max(36);
/** The numbers an inside bet covers, ascending (cheval 2, transversale 3, carré 4, sixain 6). */
const numbers = (count: number) => z.array(pocket).length(count);

/** A chip's place on the roulette layout (games/roulette/bets.ts `RouletteSpot`). */
export const RouletteSpotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plein'), number: pocket }),
  z.object({ kind: z.literal('chance'), chance: z.enum(CHANCES) }),
  z.object({ kind: z.literal('cheval'), numbers: numbers(2) }),
  z.object({ kind: z.literal('transversale'), numbers: numbers(3) }),
  z.object({ kind: z.literal('carre'), numbers: numbers(4) }),
  z.object({ kind: z.literal('sixain'), numbers: numbers(6) }),
  z.object({ kind: z.literal('douzaine'), dozen: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('colonne'), column: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('deuxDouzaines'), first: z.number().int().min(1).max(2) }),
  z.object({ kind: z.literal('deuxColonnes'), first: z.number().int().min(1).max(2) }),
]);

/** A chip's place on the roulette layout. */
export type RouletteSpotWire = z.infer<typeof RouletteSpotSchema>;

/**
 * An announced bet (Part B §5.4, games/roulette/annonces.ts) or a random combination of `count`
 * pleins proposed by the device (seed 000), drawn by the hub's RNG.
 */
export const AnnonceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('voisinsDuZero') }),
  z.object({ kind: z.literal('tiers') }),
  z.object({ kind: z.literal('orphelins') }),
  z.object({ kind: z.literal('jeuZero') }),
  z.object({ kind: z.literal('finalePlein'), digit: z.number().int().min(0).max(9) }),
  z.object({ kind: z.literal('finaleCheval'), low: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('voisins'), number: pocket, k: z.number().int().min(1).max(18) }),
  z.object({ kind: z.literal('random'), count: z.number().int().min(1).max(37) }),
]);

/** An announced bet or a random combination, as sent by a terminal. */
export type AnnonceWire = z.infer<typeof AnnonceSchema>;

/**
 * A random combination the device proposes (issue 11): the pleins the hub's RNG drew, ascending,
 * each at most once. The player sees them and places them (placeBets) or asks another.
 */
export const RandomProposalSchema = z
  .array(pocket)
  .min(1)
  .max(37)
  .refine((ns) => ns.every((n, i) => i === 0 || n > (ns[i - 1] ?? -1)), 'ascending, each once');

/** The pleins of a proposed random combination. */
export type RandomProposal = z.infer<typeof RandomProposalSchema>;

/** The way the ball or plate turned. */
export const DirectionSchema = z.enum(['clockwise', 'anticlockwise']);

/** The outcome of a spin as recorded by the hub before any animation. */
export const SpinResultSchema = z.object({
  pocket,
  direction: DirectionSchema,
});

/** The outcome of a spin. */
export type SpinResult = z.infer<typeof SpinResultSchema>;
