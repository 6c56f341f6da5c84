// What each wheel game puts into its round entries (wheelEntries.ts): its spot, its bet and its
// outcome as the hub journals it (with the stored `pocket`), from the wire schemas the stations'
// bets are read with. The catalogue's family reads any wheel game's entries (its parts are any
// spot, any bet, any outcome with a pocket); each table's replay reads its own game's.
import { z } from 'zod';
import type { BouleSpot } from '../../games/boule/rules.ts';
import type { RouletteSpot } from '../../games/roulette/bets.ts';
import type { RouletteBet, RouletteOutcome } from '../../games/roulette/rules.ts';
import type { VtOutcome, VtSpot } from '../../games/vingtTrois/rules.ts';
import type { WheelSpot } from '../../games/wheelOfFortune/rules.ts';
import { AnnonceSchema, RouletteSpotSchema } from '../../protocol/roulette.ts';
import {
  AnyWheelSpotSchema,
  BouleSpotSchema,
  VingtTroisSpotSchema,
  WheelSpotSchema,
} from '../../protocol/wheelGames.ts';
import type { BouleHubOutcome } from '../tables/wheel/pleinChanceGames.ts';
import type { WheelHubOutcome } from '../tables/wheel/wheelOfFortuneGame.ts';
import type { PocketOutcome } from '../tables/wheel/wheelTypes.ts';
import { type WheelParts, type WheelSchemas, wheelEntryFamily } from './wheelEntries.ts';

const pocket = z.number().int().min(0);

/** An annonce a roulette bet journals: the wire's announced bets, not its random combination (a bet of its own). */
const [voisinsDuZero, tiers, orphelins, jeuZero, finalePlein, finaleCheval, voisins] = AnnonceSchema.options;
const RouletteAnnonceSchema = z.discriminatedUnion('kind', [
  voisinsDuZero,
  tiers,
  orphelins,
  jeuZero,
  finalePlein,
  finaleCheval,
  voisins,
]);

/** A roulette bet: a spot, an annonce or a random combination. */
const RouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spot'), spot: RouletteSpotSchema }),
  z.object({ kind: z.literal('annonce'), annonce: RouletteAnnonceSchema }),
  z.object({ kind: z.literal('random'), count: z.number().int() }),
]);

/** Roulette: a spot, an annonce or a random combination; the pocket 0–36. */
const rouletteParts: WheelParts<RouletteSpot, RouletteBet, RouletteOutcome> = {
  spot: RouletteSpotSchema,
  bet: RouletteBetSchema,
  outcome: z.looseObject({ pocket }),
};

/** Boule: the bet is its spot; the number 1–9 is the pocket. */
const bouleParts: WheelParts<BouleSpot, BouleSpot, BouleHubOutcome> = {
  spot: BouleSpotSchema,
  bet: BouleSpotSchema,
  outcome: z.looseObject({ number: z.number().int(), pocket }),
};

/** Vingt-trois: the bet is its spot; the plate's pocket 0–26. */
const vingtTroisParts: WheelParts<VtSpot, VtSpot, VtOutcome> = {
  spot: VingtTroisSpotSchema,
  bet: VingtTroisSpotSchema,
  outcome: z.looseObject({ pocket }),
};

/** The wheel of fortune: the bet is its symbol; the main segment is the pocket. */
const wheelOfFortuneParts: WheelParts<WheelSpot, WheelSpot, WheelHubOutcome> = {
  spot: WheelSpotSchema,
  bet: WheelSpotSchema,
  outcome: z.looseObject({ segment: z.number().int(), bonusSegment: z.number().int().nullable(), pocket }),
};

/**
 * Any wheel game's entries, as the catalogue reads them: a spot or bet of one of the four games
 * (typed `unknown`: which one is the table's game; each table reads its own with its family
 * below), the outcome with its stored pocket.
 */
const anyWheelParts: WheelParts<unknown, unknown, PocketOutcome> = {
  spot: AnyWheelSpotSchema,
  bet: z.union([RouletteBetSchema, AnyWheelSpotSchema]),
  outcome: z.looseObject({ pocket }),
};

/** The round entries of roulette tables. */
export const rouletteEntries = wheelEntryFamily(rouletteParts);
/** The round entries of boule tables. */
export const bouleEntries = wheelEntryFamily(bouleParts);
/** The round entries of vingt-trois tables. */
export const vingtTroisEntries = wheelEntryFamily(vingtTroisParts);
/** The round entries of wheel-of-fortune tables. */
export const wheelOfFortuneEntries = wheelEntryFamily(wheelOfFortuneParts);
/** The round entries of any wheel table (the catalogue's). */
export const wheelEntries: WheelSchemas<unknown, unknown, PocketOutcome> = wheelEntryFamily(anyWheelParts);
