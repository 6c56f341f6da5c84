// What the hub tells one station about its table, its round and its own money. It is the
// whole truth for that station: a terminal shows nothing about money the hub has not sent.
import { z } from 'zod';
import { NonNegativeCents, PositiveCents } from './money.ts';
import { RouletteSpotSchema, SpinResultSchema } from './roulette.ts';

/** Round phases of the wheel games (DESIGN.md "Rounds and sessions"). */
export const RoundPhaseSchema = z.enum(['betting', 'noMoreBets', 'settled']);

/** A round phase. */
export type RoundPhase = z.infer<typeof RoundPhaseSchema>;

/** A bet the hub accepted in the current round. */
export const AcceptedBetSchema = z.object({
  betId: z.string(),
  spot: RouletteSpotSchema,
  stake: PositiveCents,
});

/** A bet the hub accepted. */
export type AcceptedBet = z.infer<typeof AcceptedBetSchema>;

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

/** The hub's view of the table for one station. */
export const StationSnapshotSchema = z.object({
  tableId: z.string(),
  tableName: z.string(),
  game: z.literal('roulette'),
  limits: z.object({
    minimum: PositiveCents,
    maxPlein: PositiveCents,
    maxChance: PositiveCents,
    zeroRule: z.enum(['partage', 'prison']),
  }),
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
      result: SpinResultSchema.nullable(),
    })
    .nullable(),
  credit: NonNegativeCents,
  bets: z.array(AcceptedBetSchema),
  lastResults: z.array(z.object({ roundId: z.number().int(), pocket: z.number().int().min(0).max(36) })),
  /** The table's latest settled round as it concerned this station (zeros when it did not play). */
  lastSettlement: z
    .object({
      roundId: z.number().int(),
      pocket: z.number().int().min(0).max(36),
      staked: NonNegativeCents,
      returned: NonNegativeCents,
    })
    .nullable(),
  /** The bonus-number jackpot; absent or null when the table has none (an additive field). */
  jackpot: StationJackpotSchema.nullable().optional(),
});

/** The hub's view of the table for one station. */
export type StationSnapshot = z.infer<typeof StationSnapshotSchema>;
