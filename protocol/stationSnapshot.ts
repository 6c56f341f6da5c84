// What the hub tells one station about its table, its round and its own money. It is the
// whole truth for that station: a terminal shows nothing about money the hub has not sent.
// One shape per wheel game, discriminated on `game`: the fields are common, the limits, the
// spots of `bets` and the round's `result` are the game's own (docs/protocol.md "Snapshot").
import { z } from 'zod';
import { WHEEL_SYMBOL_LIST, type WheelSymbol } from '../games/wheelOfFortune/layout.ts';
import { NonNegativeCents, PositiveCents } from './money.ts';
import { AnnonceSchema, DirectionSchema, RouletteSpotSchema, SpinResultSchema } from './roulette.ts';
import { AnyWheelSpotSchema, BouleSpotSchema, VingtTroisSpotSchema, WheelSpotSchema } from './wheelGames.ts';
import { SPOT_KINDS } from '../games/roulette/bets.ts';
import { FavouriteSchema } from './wheelCommands.ts';
import { HubPlayerSchema } from './loginState.ts';

/** How many results `history` lists (issue 11: statistics over the last 100 spins). */
export const HISTORY_LENGTH = 100;

/**
 * The table's state as the screen draws it (issue 11 §2): `open` (rounds are played), `closing`
 * (after the "three last" announcement, `lastRoundsRemaining` says how many), `closed` (no séance),
 * `outOfService` (a séance open, its stations not in service: after a restart or a manual result,
 * until the comité member relaunches the game), `manual` (a detection failed: the croupier's entry
 * and a comité member's validation are awaited, `manual` says which).
 */
export const TableStatusSchema = z.enum(['open', 'closing', 'closed', 'outOfService', 'manual']);

/** The table's state as the screen draws it. */
export type TableStatus = z.infer<typeof TableStatusSchema>;

/** Manual mode (seed 000): what failed, and whose act the table waits for. */
export const ManualModeSchema = z.object({
  /** The detection the device missed, or null when the croupier entered a step by hand unprompted. */
  fault: z.enum(['noMoreBetsNotDetected', 'resultNotDetected']).nullable(),
  /** The croupier's entry (none yet), or a comité member's validation of it. */
  awaiting: z.enum(['croupier', 'comite']),
  /** The step entered and awaiting validation, once entered. */
  entry: z.enum(['noMoreBets', 'result']).nullable(),
});

/**
 * Why a round was voided and every stake refunded (RULES.md A.2–A.4): the same direction as the
 * last spin, too few turns or a rotation anomaly (the wheel), a hub restart before the result, or
 * an incident voided by staff.
 */
export const VoidReasonSchema = z.enum(['sameDirection', 'tooFewTurns', 'anomaly', 'restart', 'incident']);

/** A voided round as one station sees it. */
export const LastVoidedSchema = z.object({
  roundId: z.number().int(),
  reason: VoidReasonSchema,
  refunded: NonNegativeCents,
});

/** A voided round as one station sees it. */
export type LastVoided = z.infer<typeof LastVoidedSchema>;

/** Manual mode as a station sees it. */
export type ManualMode = z.infer<typeof ManualModeSchema>;

/** Round phases of the wheel games (DESIGN.md "Rounds and sessions"). */
export const RoundPhaseSchema = z.enum(['betting', 'noMoreBets', 'settled']);

/** A round phase. */
export type RoundPhase = z.infer<typeof RoundPhaseSchema>;

/** A bet the hub accepted in the current round, on a spot of `spot`'s game. */
function acceptedBet<T extends z.ZodType>(spot: T) {
  return z.object({
    betId: z.string(),
    spot,
    stake: PositiveCents,
    /**
     * Roulette: the annonce (or random combination) this chip belongs to, on each of its chips
     * (they share the `betId`), so that the racetrack draws it as its own (issue 11; additive).
     */
    annonce: AnnonceSchema.optional(),
  });
}

/** A roulette bet the hub accepted in the current round. */
export const AcceptedBetSchema = acceptedBet(RouletteSpotSchema);

/** A roulette bet the hub accepted. */
export type AcceptedBet = z.infer<typeof AcceptedBetSchema>;

/** A bet the hub accepted at a table of any wheel game (the chips of a `betAccepted` reply). */
export const AnyAcceptedBetSchema = acceptedBet(AnyWheelSpotSchema);

/** A bet the hub accepted at a table of any wheel game. */
export type AnyAcceptedBet = z.infer<typeof AnyAcceptedBetSchema>;

/**
 * The snapshot of a game whose limits, spots, result and stored `pocket` (the number kept in
 * `lastResults` and `lastSettlement`) are the given schemas.
 */
function gameSnapshot<G extends string, L extends z.ZodType, S extends z.ZodType, R extends z.ZodType>(
  game: G,
  limits: L,
  spot: S,
  result: R,
  pocket: z.ZodNumber,
) {
  return z.object({
    tableId: z.string(),
    tableName: z.string(),
    game: z.literal(game),
    /** Present only on a demo hub (issue 10 §2): the screen shows a permanent "DÉMO" badge. */
    demo: z.literal(true).optional(),
    limits,
    session: z.enum(['open', 'closed']),
    /** After the "three last" announcement: rounds still to play (RULES.md A.1), else null. */
    lastRoundsRemaining: z.number().int().min(0).max(3).nullable(),
    /** The hub's clock when it built this snapshot (epoch ms): the countdown corrects for skew. */
    hubTime: z.number().int(),
    round: z
      .object({
        roundId: z.number().int().positive(),
        phase: RoundPhaseSchema,
        closesAt: z.number().int().nullable(),
        result: result.nullable(),
      })
      .nullable(),
    credit: NonNegativeCents,
    bets: z.array(acceptedBet(spot)),
    lastResults: z.array(z.object({ roundId: z.number().int(), pocket })),
    /** The table's latest settled round as it concerned this station (zeros when it did not play). */
    lastSettlement: z
      .object({
        roundId: z.number().int(),
        pocket,
        staked: NonNegativeCents,
        returned: NonNegativeCents,
        /** "Gain": what the round paid beyond the stakes of the chips that won (issue 11). */
        won: NonNegativeCents.optional(),
        /** The stakes given back (a winning chip's stake, half a chance on zero): returned = won + stakeReturned. */
        stakeReturned: NonNegativeCents.optional(),
        /** The bonus-number jackpot's share paid to this station, apart from `returned` (RULES.md A.2). */
        jackpot: NonNegativeCents.optional(),
      })
      .nullable(),
    // Issue 11 (additive: absent from an older hub). This hub always sends them.
    /** The last HISTORY_LENGTH stored pockets, newest first (statistics). */
    history: z.array(pocket).max(HISTORY_LENGTH).optional(),
    /** The table's state (TableStatusSchema). */
    tableStatus: TableStatusSchema.optional(),
    /** Manual mode, while the table is in it; else null. */
    manual: ManualModeSchema.nullable().optional(),
    /** The smallest stake this station's player may place: their chosen minimum, never below the table's. */
    playerMinimum: PositiveCents.optional(),
    /** This station's favourite layouts, by slot (replayed with `placeBets`). */
    favourites: z.array(FavouriteSchema).optional(),
    /** The table's latest voided round and what it refunded to this station (zero when it did not play). */
    lastVoided: LastVoidedSchema.nullable().optional(),
    /** Issue 12 §3: the player logged in by card at this station; absent when anonymous. */
    player: HubPlayerSchema.optional(),
  });
}

/** Minimum and maxima of a plein-and-chances table (boule, vingt-trois: seed 002). */
const PleinChanceLimitsSchema = z.object({
  minimum: PositiveCents,
  maxPlein: PositiveCents,
  maxChance: PositiveCents,
  /** Issue 11: the maxima by bet kind, as every wheel game names them (additive). */
  maxima: z.object({ plein: PositiveCents, chance: PositiveCents }).optional(),
});

/**
 * The table's bonus-number jackpot as a station shows it (RULES.md A.2: variant and split shown
 * permanently): the round's bonus number once drawn (variant 1 at faites vos jeux, 2 at rien ne va
 * plus; null before and between rounds) and the pool as committed in the ledger.
 */
export const StationJackpotSchema = z.object({
  variant: z.union([z.literal(1), z.literal(2)]),
  split: z.enum(['a', 'b']),
  contributionBps: z.number().int().min(0).max(10_000),
  bonusNumber: z.number().int().min(0).max(36).nullable(),
  pool: NonNegativeCents,
});

/** The jackpot part of a station snapshot. */
export type StationJackpot = z.infer<typeof StationJackpotSchema>;

/** A roulette table's snapshot (the shape the renderer draws). */
export const RouletteStationSnapshotSchema = gameSnapshot(
  'roulette',
  z.object({
    minimum: PositiveCents,
    maxPlein: PositiveCents,
    maxChance: PositiveCents,
    zeroRule: z.enum(['partage', 'prison']),
    /** Issue 11: the maximum per player per spin of every bet kind (art. 53; additive). */
    maxima: z.record(z.enum(SPOT_KINDS), PositiveCents).optional(),
  }),
  RouletteSpotSchema,
  SpinResultSchema,
  z.number().int().min(0).max(36),
).extend({
  /** The bonus-number jackpot; absent or null when the table has none (an additive field). */
  jackpot: StationJackpotSchema.nullable().optional(),
});

/** A roulette table's snapshot. */
export type RouletteStationSnapshot = z.infer<typeof RouletteStationSnapshotSchema>;

/** A boule table's snapshot: `pocket` is the number 1–9 the ball rests on. */
export const BouleStationSnapshotSchema = gameSnapshot(
  'boule',
  PleinChanceLimitsSchema,
  BouleSpotSchema,
  z.object({ pocket: z.number().int().min(1).max(9), direction: DirectionSchema }),
  z.number().int().min(1).max(9),
);

/** A vingt-trois table's snapshot: `pocket` is the plate's pocket 0–26, with its number and colour. */
export const VingtTroisStationSnapshotSchema = gameSnapshot(
  'vingtTrois',
  PleinChanceLimitsSchema,
  VingtTroisSpotSchema,
  z.object({
    pocket: z.number().int().min(0).max(26),
    number: z.number().int().min(1).max(14),
    colour: z.enum(['rouge', 'noir', 'blanc']),
    direction: DirectionSchema,
  }),
  z.number().int().min(0).max(26),
);

const symbol = z.enum(WHEEL_SYMBOL_LIST as [WheelSymbol, ...WheelSymbol[]]);

/** A wheel-of-fortune table's snapshot: `pocket` is the main-wheel segment 0–51. */
export const WheelOfFortuneStationSnapshotSchema = gameSnapshot(
  'wheelOfFortune',
  z.object({
    minimum: PositiveCents,
    /** The purple bonus bet's fixed stake (A.4). */
    bonusStake: PositiveCents,
    /** "pour": N × stake returned in all; "plus": N × stake plus the stake (A.4). */
    reading: z.enum(['pour', 'plus']),
    /** Maximum per player per spin on each symbol (`bonus`: exactly `bonusStake`, once per spin). */
    maxima: z.record(symbol, PositiveCents),
  }),
  WheelSpotSchema,
  z.object({
    /** The main-wheel segment 0–51 (MAIN_WHEEL order, docs/protocol.md). */
    pocket: z.number().int().min(0).max(51),
    symbol,
    /** The bonus wheel's segment 0–5 when the main wheel stopped on purple, else null. */
    bonusSegment: z.number().int().min(0).max(5).nullable(),
    direction: DirectionSchema,
  }),
  z.number().int().min(0).max(51),
);

/** The hub's view of the table for one station, by game. */
export const StationSnapshotSchema = z.discriminatedUnion('game', [
  RouletteStationSnapshotSchema,
  BouleStationSnapshotSchema,
  VingtTroisStationSnapshotSchema,
  WheelOfFortuneStationSnapshotSchema,
]);

/** The hub's view of the table for one station. */
export type StationSnapshot = z.infer<typeof StationSnapshotSchema>;
