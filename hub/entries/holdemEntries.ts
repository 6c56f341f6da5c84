// The hold'em room's journal entries (hub/tables/holdem/holdemJournal.ts writes them): one entry
// per engine event, `Holdem<type>`, with the event as the engine made it, plus the partie and the
// voided hand. `PotRaked` is the registers' (entryKinds.ts).
import { z } from 'zod';
import type { HoldemEvent } from '../../games/holdem/state.ts';
import { NonNegativeCents } from '../../protocol/money.ts';

const seat = z.number().int().min(0);
const at = z.number();
const card = z.number().int().min(0).max(51);
const hole = z.tuple([card, card]);

/** The engine's events (games/holdem/state.ts), one schema each; `satisfies` keeps them in step. */
const events = {
  PlayerSeated: z.object({
    type: z.literal('PlayerSeated'),
    at,
    seat,
    player: z.string(),
    cave: NonNegativeCents,
  }),
  PlayerLeft: z.object({ type: z.literal('PlayerLeft'), at, seat, stack: NonNegativeCents }),
  Recaved: z.object({ type: z.literal('Recaved'), at, seat, amount: NonNegativeCents }),
  SatOut: z.object({ type: z.literal('SatOut'), at, seat }),
  SatIn: z.object({ type: z.literal('SatIn'), at, seat }),
  HandStarted: z.object({
    type: z.literal('HandStarted'),
    at,
    no: z.number().int(),
    button: seat,
    smallBlindSeat: seat,
    bigBlindSeat: seat,
    holes: z.array(z.object({ seat, cards: hole })),
  }),
  Posted: z.object({
    type: z.literal('Posted'),
    at,
    seat,
    blind: z.enum(['ante', 'small', 'big']),
    amount: NonNegativeCents,
  }),
  Acted: z.object({
    type: z.literal('Acted'),
    at,
    seat,
    action: z.enum(['fold', 'check', 'call', 'bet', 'raise', 'allIn']),
    amount: NonNegativeCents,
    to: NonNegativeCents,
    allIn: z.boolean(),
    fullRaise: z.boolean(),
    timedOut: z.boolean(),
  }),
  StreetDealt: z.object({
    type: z.literal('StreetDealt'),
    at,
    street: z.enum(['flop', 'turn', 'river']),
    cards: z.array(card),
  }),
  UncalledBetReturned: z.object({
    type: z.literal('UncalledBetReturned'),
    at,
    seat,
    amount: NonNegativeCents,
  }),
  HandsShown: z.object({
    type: z.literal('HandsShown'),
    at,
    order: z.array(seat),
    hands: z.array(z.object({ seat, cards: hole, value: z.number() })),
  }),
  PotAwarded: z.object({
    type: z.literal('PotAwarded'),
    at,
    pot: z.number().int().min(0),
    amount: NonNegativeCents,
    eligible: z.array(seat),
    winners: z.array(z.object({ seat, amount: NonNegativeCents })),
    rake: z.object({
      serial: z.number().int(),
      table: z.string(),
      at,
      hand: z.number().int(),
      pot: z.number().int().min(0),
      amount: NonNegativeCents,
      rake: NonNegativeCents,
    }),
  }),
  HandEnded: z.object({ type: z.literal('HandEnded'), at, no: z.number().int() }),
} as const satisfies { [T in HoldemEvent['type']]: z.ZodType<Extract<HoldemEvent, { type: T }>> };

/** The fields every engine entry carries: its table, the hand in progress (null between hands). */
const base = { tableId: z.string().min(1), handId: z.string().nullable() };
const player = { playerId: z.string() };

/** Every hold'em kind with its payload schema. */
export const holdemEntries = {
  HoldemPlayerSeated: z.object({
    ...base,
    event: events.PlayerSeated,
    ...player,
    terminalId: z.string().nullable(),
  }),
  HoldemPlayerLeft: z.object({ ...base, event: events.PlayerLeft, ...player }),
  HoldemRecaved: z.object({ ...base, event: events.Recaved, ...player }),
  HoldemSatOut: z.object({ ...base, event: events.SatOut }),
  HoldemSatIn: z.object({ ...base, event: events.SatIn }),
  HoldemHandStarted: z.object({ ...base, event: events.HandStarted }),
  HoldemPosted: z.object({ ...base, event: events.Posted, ...player }),
  HoldemActed: z.object({ ...base, event: events.Acted, ...player }),
  HoldemStreetDealt: z.object({ ...base, event: events.StreetDealt }),
  HoldemUncalledBetReturned: z.object({ ...base, event: events.UncalledBetReturned, ...player }),
  HoldemHandsShown: z.object({ ...base, event: events.HandsShown }),
  HoldemPotAwarded: z.object({
    ...base,
    event: events.PotAwarded,
    winners: z.array(z.object({ seat, playerId: z.string(), amount: NonNegativeCents })),
  }),
  HoldemHandEnded: z.object({ ...base, event: events.HandEnded }),
  /** A partie opened with the director's settings, and the engine's whole options in force (since 4e933e3: older entries have none). */
  HoldemPartieStarted: z.object({
    tableId: z.string().min(1),
    partie: z.number().int().min(1),
    caveMinimum: NonNegativeCents,
    smallBlind: NonNegativeCents,
    bigBlind: NonNegativeCents,
    ante: NonNegativeCents,
    options: z
      .object({
        tableId: z.string(),
        seats: z.number().int(),
        structure: z.enum(['noLimit', 'potLimit', 'fixedLimit']),
        smallBlind: NonNegativeCents,
        bigBlind: NonNegativeCents,
        ante: NonNegativeCents,
        minRaise: z.enum(['increment', 'double']),
        raiseCap: z.number().int(),
        rakeBasisPoints: z.number().int(),
        rakeUnit: NonNegativeCents,
        caveMinimum: NonNegativeCents,
        recaveMaximum: NonNegativeCents,
        turnMs: z.number(),
      })
      .optional(),
  }),
  /** A partie closed: its pots and rake, now determined. */
  HoldemPartieEnded: z.object({
    tableId: z.string().min(1),
    partie: z.number().int().min(0),
    pots: z.number().int().min(0),
    rake: NonNegativeCents,
  }),
  /** The hand in progress voided: each player's contributions back to their stack. */
  HoldemHandVoided: z.object({
    tableId: z.string().min(1),
    handId: z.string(),
    reason: z.string(),
    refunds: z.array(z.object({ seat, playerId: z.string(), amount: NonNegativeCents })),
  }),
} as const;

/** The journal kind of each engine event type: `Holdem<type>`. */
export type HoldemEngineKind = `Holdem${HoldemEvent['type']}`;
