// The electronic hold'em room on the wire (RULES.md A.7, seed 000; docs/holdem-room.md): what a
// station sends (betting actions, recave, leave, sit in/out), the view it receives (its own hole
// cards only), and the central display's feed (no hidden card before the showdown).
import { z } from 'zod';
import { CommandIdSchema } from './hubMessages.ts';
import { AmountIn, NonNegativeCents } from './money.ts';

/** A card by its short name: rank `23456789TJQKA`, suit `cdhs` (`As`, `Td`, `2c`). */
export const CardNameSchema = z.string().regex(/^[2-9TJQKA][cdhs]$/);

/** A betting action; `to` is the player's street total after a bet or raise (A.7). */
export const HoldemActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fold') }),
  z.object({ kind: z.literal('check') }),
  z.object({ kind: z.literal('call') }),
  z.object({ kind: z.literal('bet'), to: AmountIn }),
  z.object({ kind: z.literal('raise'), to: AmountIn }),
  z.object({ kind: z.literal('allIn') }),
]);

/** A betting action. */
export type HoldemActionWire = z.infer<typeof HoldemActionSchema>;

/** Everything a hold'em station may send (beside hello and getSnapshot of hubMessages.ts). */
export const HoldemClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('holdemAct'),
    commandId: CommandIdSchema,
    handId: z.string().min(1).max(80),
    action: HoldemActionSchema,
  }),
  // Sitting down at the seat the chef de partie assigned (seed 000), with `cave` from the
  // player's account (at least the partie's cave minimum).
  z.object({ type: z.literal('holdemSitDown'), commandId: CommandIdSchema, cave: AmountIn }),
  // Seed 000: "aucune recave n'est acceptée pendant un coup"; at most the table's recave maximum.
  z.object({ type: z.literal('holdemRecave'), commandId: CommandIdSchema, amount: AmountIn }),
  // Seed 000: the stack goes back to the player's account only when leaving the table for good.
  z.object({ type: z.literal('holdemLeave'), commandId: CommandIdSchema }),
  // Back in the game after a time-out or a pause (dealt in from the next hand).
  z.object({ type: z.literal('holdemSitIn'), commandId: CommandIdSchema }),
  z.object({ type: z.literal('holdemSitOut'), commandId: CommandIdSchema }),
]);

/** A message from a hold'em station. */
export type HoldemClientMessage = z.infer<typeof HoldemClientMessageSchema>;

/** A pot in the middle and the seats that may win it. */
export const HoldemPotSchema = z.object({ amount: NonNegativeCents, eligible: z.array(z.number().int()) });

/** One seat as every station and the central display see it. */
export const HoldemSeatSchema = z.object({
  seat: z.number().int().min(1).max(10),
  stack: NonNegativeCents,
  sittingOut: z.boolean(),
  inHand: z.boolean(),
  streetBet: NonNegativeCents,
  committed: NonNegativeCents,
  folded: z.boolean(),
  allIn: z.boolean(),
  /** Shown at showdown only (or the viewer's own in the station view); otherwise null. */
  cards: z.array(CardNameSchema).length(2).nullable(),
});

/** The table as everyone sees it (no hidden card). */
export const HoldemTableViewSchema = z.object({
  tableId: z.string(),
  handId: z.string().nullable(),
  partie: z.number().int(),
  partieOpen: z.boolean(),
  structure: z.enum(['noLimit', 'potLimit', 'fixedLimit']),
  smallBlind: NonNegativeCents,
  bigBlind: NonNegativeCents,
  ante: NonNegativeCents,
  caveMinimum: NonNegativeCents,
  recaveMaximum: NonNegativeCents,
  /** RULES.md A.7: the rake rate, shown permanently (400 = 4 %). */
  rakeBasisPoints: z.number().int(),
  button: z.number().int().nullable(),
  street: z.enum(['preflop', 'flop', 'turn', 'river']).nullable(),
  board: z.array(CardNameSchema).max(5),
  pots: z.array(HoldemPotSchema),
  potTotal: NonNegativeCents,
  toAct: z.number().int().nullable(),
  /** When the player to act times out (ms since epoch). */
  deadline: z.number().nullable(),
  seats: z.array(HoldemSeatSchema),
});

/** What a player may do when it is their turn. */
export const HoldemLimitsSchema = z.object({
  toCall: NonNegativeCents,
  minTo: NonNegativeCents,
  maxTo: NonNegativeCents,
  mayRaise: z.boolean(),
});

/** A station's view: the table, the viewer's seat, own hole cards and own limits. */
export const HoldemStationViewSchema = z.object({
  table: HoldemTableViewSchema,
  seat: z.number().int().nullable(),
  myCards: z.array(CardNameSchema).length(2).nullable(),
  limits: HoldemLimitsSchema.nullable(),
});

/** A station's view. */
export type HoldemStationView = z.infer<typeof HoldemStationViewSchema>;

/** What happened, as the central display may show it (never a hole card before the showdown). */
export const HoldemPublicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('seated'), seat: z.number().int(), cave: NonNegativeCents }),
  z.object({ type: z.literal('left'), seat: z.number().int(), stack: NonNegativeCents }),
  z.object({ type: z.literal('recaved'), seat: z.number().int(), amount: NonNegativeCents }),
  z.object({ type: z.literal('satOut'), seat: z.number().int() }),
  z.object({ type: z.literal('satIn'), seat: z.number().int() }),
  z.object({
    type: z.literal('handStarted'),
    handNo: z.number().int(),
    button: z.number().int(),
    smallBlindSeat: z.number().int(),
    bigBlindSeat: z.number().int(),
    dealtIn: z.array(z.number().int()),
  }),
  z.object({
    type: z.literal('posted'),
    seat: z.number().int(),
    blind: z.enum(['ante', 'small', 'big']),
    amount: NonNegativeCents,
  }),
  z.object({
    type: z.literal('acted'),
    seat: z.number().int(),
    action: z.enum(['fold', 'check', 'call', 'bet', 'raise', 'allIn']),
    amount: NonNegativeCents,
    to: NonNegativeCents,
    allIn: z.boolean(),
    timedOut: z.boolean(),
  }),
  z.object({
    type: z.literal('streetDealt'),
    street: z.enum(['flop', 'turn', 'river']),
    cards: z.array(CardNameSchema),
  }),
  z.object({ type: z.literal('uncalledBetReturned'), seat: z.number().int(), amount: NonNegativeCents }),
  z.object({
    type: z.literal('showdown'),
    order: z.array(z.number().int()),
    hands: z.array(
      z.object({ seat: z.number().int(), cards: z.array(CardNameSchema).length(2), category: z.string() }),
    ),
  }),
  z.object({
    type: z.literal('potRaked'),
    serial: z.number().int(),
    pot: NonNegativeCents,
    rake: NonNegativeCents,
  }),
  z.object({
    type: z.literal('potAwarded'),
    pot: z.number().int(),
    amount: NonNegativeCents,
    rake: NonNegativeCents,
    winners: z.array(z.object({ seat: z.number().int(), amount: NonNegativeCents })),
  }),
  z.object({ type: z.literal('handEnded'), handNo: z.number().int() }),
  z.object({
    type: z.literal('handVoided'),
    reason: z.string(),
    refunds: z.array(z.object({ seat: z.number().int(), amount: NonNegativeCents })),
  }),
  z.object({ type: z.literal('partieStarted'), partie: z.number().int(), caveMinimum: NonNegativeCents }),
  z.object({
    type: z.literal('partieEnded'),
    partie: z.number().int(),
    rake: NonNegativeCents,
    pots: z.number().int(),
  }),
]);

/** What happened, as the central display shows it. */
export type HoldemPublicEvent = z.infer<typeof HoldemPublicEventSchema>;

/** One all-in hand's chance of winning (a share of the pot, ties split; display only, not money). */
export const HoldemEquitySchema = z.object({ seat: z.number().int(), equity: z.number().min(0).max(1) });

/** One message of the central-display feed: what happened and the table right after it. */
export const HoldemDisplayMessageSchema = z.object({
  type: z.literal('holdemDisplay'),
  /** The journal entry this message comes from. */
  seq: z.number().int(),
  event: HoldemPublicEventSchema,
  table: HoldemTableViewSchema,
  /** All-in equities once betting is over with two or more hands live, else null. */
  equity: z.array(HoldemEquitySchema).nullable(),
});

/** One message of the central-display feed. */
export type HoldemDisplayMessage = z.infer<typeof HoldemDisplayMessageSchema>;

/** What a hold'em station command returns when it succeeds. */
export const HoldemCommandResultSchema = z.object({
  kind: z.literal('holdemAccepted'),
  /** The journal entry of the accepted action. */
  seq: z.number().int(),
});

/** What a hold'em station command returns when it succeeds. */
export type HoldemCommandResult = z.infer<typeof HoldemCommandResultSchema>;
