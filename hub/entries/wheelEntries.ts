// The wheel tables' round entries (hub/tables/wheel/wheelJournal.ts writes them, legacyRecovery.ts
// voids a skeleton's round): one entry per decider event, under the skeleton's kind names, with
// the skeleton's top-level fields and the decider's `event`. The four wheel games share the
// shapes and differ in their spot, bet and outcome: `wheelEntryFamily` builds every kind from a
// game's parts (wheelParts.ts), so each kind is declared here once. An entry without `event` is
// the skeleton's (a hub older than the decider), which journaled no tableId on a bet.
import { z } from 'zod';
import type { Cents } from '../../games/money.ts';
import type { Event } from '../../games/wheelRound/state.ts';
import type { Direction } from '../../games/wheelRound/types.ts';
import { CentsSchema, NonNegativeCents } from '../../protocol/money.ts';
import { DirectionSchema } from '../../protocol/roulette.ts';

/** The kinds of the wheel journal (wheelJournal.ts `journalKind`). */
export const WHEEL_KINDS = [
  'WheelSessionOpened',
  'RoundOpened',
  'BetPlaced',
  'NoMoreBets',
  'BallLanded',
  'RoundSettled',
  'RoundVoided',
  'BetWithdrawn',
  'LastSpinsAnnounced',
  'WheelSessionClosed',
] as const;

/** A kind of the wheel journal. */
export type WheelKind = (typeof WHEEL_KINDS)[number];

/** The decider's events of type `T`, for a game of spot S, bet B and outcome O. */
type Ev<S, B, O, T extends Event<S, B, O>['type']> = Extract<Event<S, B, O>, { readonly type: T }>;

/** A settled bet as `RoundSettled` sums it per bet id: its station, stake and return. */
interface SettledLine {
  readonly betId: string;
  readonly terminalId: string;
  readonly playerId?: string;
  readonly stake: Cents;
  readonly returned: Cents;
}

/** The payload of each wheel kind for a game of spot S, bet B and outcome O (`event` absent: the skeleton's). */
export interface WheelPayloads<S, B, O> {
  readonly WheelSessionOpened: {
    readonly tableId: string;
    readonly event: Ev<S, B, O, 'SessionOpened'>;
    readonly roundId: number | null;
  };
  readonly RoundOpened: {
    readonly tableId: string;
    readonly event?: Ev<S, B, O, 'RoundOpened'>;
    readonly closesAt: number | null;
  };
  readonly BetPlaced: {
    readonly tableId?: string;
    readonly event?: Ev<S, B, O, 'BetPlaced'>;
    readonly betId: string;
    readonly roundId: number | null;
    readonly terminalId?: string;
    readonly playerId?: string;
    /** A roulette bet on one spot stores its spot; an annonce, a random combination, another game's bet, the bet. */
    readonly spot: S | B;
    readonly stake: Cents;
  };
  readonly NoMoreBets: {
    readonly tableId?: string;
    readonly event?: Ev<S, B, O, 'BetsClosed'>;
    readonly roundId: number | null;
  };
  readonly BallLanded: {
    readonly tableId?: string;
    readonly event?: Ev<S, B, O, 'ResultDetected' | 'ResultEntered'>;
    readonly roundId: number | null;
    readonly pocket: number;
    readonly direction: Direction;
  };
  readonly RoundSettled: {
    readonly tableId?: string;
    readonly event?: Ev<S, B, O, 'RoundSettled'>;
    readonly roundId: number | null;
    readonly pocket: number;
    readonly bets: readonly SettledLine[];
  };
  readonly RoundVoided: {
    readonly tableId?: string;
    readonly event?: Ev<S, B, O, 'RoundVoided'>;
    readonly roundId: number | null;
    readonly reason: string;
    readonly players?: readonly { readonly playerId: string; readonly terminalId: string }[];
  };
  readonly BetWithdrawn: {
    readonly tableId: string;
    readonly event: Ev<S, B, O, 'BetWithdrawn'>;
    readonly roundId: number | null;
    readonly betId: string;
    readonly terminalId?: string;
    readonly playerId?: string;
  };
  readonly LastSpinsAnnounced: {
    readonly tableId: string;
    readonly event: Ev<S, B, O, 'LastSpinsAnnounced'>;
    readonly roundId: number | null;
  };
  readonly WheelSessionClosed: {
    readonly tableId: string;
    readonly event: Ev<S, B, O, 'SessionClosed'>;
    readonly roundId: number | null;
  };
}

/** What one wheel game gives the family: the schemas of its spot, its bet and its outcome (with `pocket`). */
export interface WheelParts<S, B, O> {
  readonly spot: z.ZodType<S>;
  readonly bet: z.ZodType<B>;
  readonly outcome: z.ZodType<O>;
}

/** The schema of every wheel kind for a game of spot S, bet B and outcome O. */
export type WheelSchemas<S, B, O> = {
  readonly [K in WheelKind]: z.ZodType<WheelPayloads<S, B, O>[K], WheelPayloads<S, B, O>[K]>;
};

const at = z.number();
const seat = z.number().int().min(0);
const roundId = z.number().int().nullable();
const pocket = z.number().int().min(0);
const staff = z.looseObject({ id: z.string(), role: z.enum(['croupier', 'chef', 'comite']) });
const refund = z.looseObject({ seat, amount: NonNegativeCents });
const manual = z.looseObject({ by: staff, validatedBy: staff });
/** A settlement's ledger account (games/wheelRound/types.ts `Account`). */
const account = z.union([
  z.templateLiteral(['station:', z.number()]),
  z.literal('table:bank'),
  z.literal('jackpot:pool'),
]);
const transferReason = z.enum(['payout', 'refund', 'jackpotContribution', 'jackpotWin', 'jackpotReset']);

/** The settlement of a spin (games/wheelRound/settlement.ts) with a game's spot and outcome. */
function settlementOf(parts: WheelParts<unknown, unknown, unknown>) {
  return z.looseObject({
    round: z.number().int(),
    outcome: parts.outcome,
    bets: z.array(
      z.looseObject({
        betId: z.string(),
        seat,
        spot: parts.spot,
        stake: NonNegativeCents,
        carried: z.boolean(),
        outcome: z.enum(['won', 'lost', 'partage', 'prison', 'released']),
        returned: NonNegativeCents,
        held: NonNegativeCents,
        level: z.union([z.literal(1), z.literal(2)]).nullable(),
      }),
    ),
    players: z.array(
      z.looseObject({
        seat,
        staked: NonNegativeCents,
        returned: NonNegativeCents,
        held: NonNegativeCents,
        jackpot: NonNegativeCents,
      }),
    ),
    stakes: NonNegativeCents,
    carriedIn: NonNegativeCents,
    returned: NonNegativeCents,
    held: NonNegativeCents,
    // What the bank keeps: negative when it pays out more.
    houseResult: CentsSchema,
    jackpot: z
      .looseObject({
        bonusNumber: z.number().int().nullable(),
        poolBefore: NonNegativeCents,
        contribution: NonNegativeCents,
        shares: z.array(z.looseObject({ seat, amount: NonNegativeCents })),
        reset: NonNegativeCents,
        poolAfter: NonNegativeCents,
      })
      .nullable(),
    transfers: z.array(
      z.looseObject({ from: account, to: account, amount: NonNegativeCents, reason: transferReason }),
    ),
  });
}

/** The schemas of every wheel kind for a game whose spot, bet and outcome are `parts`. */
export function wheelEntryFamily<S, B, O>(parts: WheelParts<S, B, O>): WheelSchemas<S, B, O> {
  const p = parts as WheelParts<unknown, unknown, unknown>;
  const chip = z.looseObject({ spot: p.spot, stake: NonNegativeCents, betId: z.string(), seat });
  const event = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) =>
    z.looseObject({ type: z.literal(type), at, ...fields });
  const player = { terminalId: z.string().optional(), playerId: z.string().optional() };
  const family = {
    WheelSessionOpened: z.looseObject({
      tableId: z.string(),
      event: event('SessionOpened', { openedBy: staff, validatedBy: staff }),
      roundId,
    }),
    RoundOpened: z.looseObject({
      tableId: z.string(),
      event: event('RoundOpened', {
        no: z.number().int(),
        bonusNumber: z.number().int().nullable(),
      }).optional(),
      closesAt: z.number().nullable(),
    }),
    BetPlaced: z.looseObject({
      tableId: z.string().optional(),
      event: event('BetPlaced', { betId: z.string(), seat, bet: p.bet, chips: z.array(chip) }).optional(),
      betId: z.string(),
      roundId,
      ...player,
      spot: z.union([p.spot, p.bet]),
      stake: NonNegativeCents,
    }),
    NoMoreBets: z.looseObject({
      tableId: z.string().optional(),
      event: event('BetsClosed', {
        trigger: z.enum(['detector', 'timer', 'manual']),
        manual: manual.nullable(),
        bonusNumber: z.number().int().nullable(),
      }).optional(),
      roundId,
    }),
    BallLanded: z.looseObject({
      tableId: z.string().optional(),
      event: z
        .discriminatedUnion('type', [
          event('ResultDetected', { outcome: p.outcome, direction: DirectionSchema, turns: z.number() }),
          event('ResultEntered', {
            outcome: p.outcome,
            direction: DirectionSchema,
            enteredBy: staff,
            validatedBy: staff,
          }),
        ])
        .optional(),
      roundId,
      pocket,
      direction: DirectionSchema,
    }),
    RoundSettled: z.looseObject({
      tableId: z.string().optional(),
      event: event('RoundSettled', { settlement: settlementOf(p) }).optional(),
      roundId,
      pocket,
      bets: z.array(
        z.looseObject({
          betId: z.string(),
          terminalId: z.string(),
          playerId: z.string().optional(),
          stake: NonNegativeCents,
          returned: NonNegativeCents,
        }),
      ),
    }),
    RoundVoided: z.looseObject({
      tableId: z.string().optional(),
      event: event('RoundVoided', {
        reason: z.string(),
        direction: DirectionSchema.nullable(),
        refunds: z.array(refund),
      }).optional(),
      roundId,
      reason: z.string(),
      players: z.array(z.looseObject({ playerId: z.string(), terminalId: z.string() })).optional(),
    }),
    BetWithdrawn: z.looseObject({
      tableId: z.string(),
      event: event('BetWithdrawn', { seat, betId: z.string(), refund: NonNegativeCents }),
      roundId,
      betId: z.string(),
      ...player,
    }),
    LastSpinsAnnounced: z.looseObject({
      tableId: z.string(),
      event: event('LastSpinsAnnounced', { by: staff, count: z.number().int().min(0) }),
      roundId,
    }),
    WheelSessionClosed: z.looseObject({
      tableId: z.string(),
      event: event('SessionClosed', {
        incident: z.string().nullable(),
        validatedBy: staff,
        refunds: z.array(refund),
      }),
      roundId,
    }),
  };
  // zod cannot follow the generic parts through the object shapes: the payload types above say
  // what these schemas read, and the catalogue's test reads every kind's sample back to itself.
  return family as unknown as WheelSchemas<S, B, O>;
}
