// Terminal ↔ hub messages of the card tables (blackjack RULES.md A.5, punto banco A.6;
// docs/card-tables.md "Terminal protocol"). What a station receives is its own view, built from
// the engines' `view`: the shoe is never sent, and blackjack has no hole card (B §6.4: the dealer
// takes his second card only when the boxes are done), so no hidden card can leak.
import { z } from 'zod';
import { CommandIdSchema } from './hubMessages.ts';
import { AmountIn, AmountInOrZero, NonNegativeCents, PositiveCents } from './money.ts';
import { VoucherSchema } from './voucher.ts';
import { HubPlayerSchema } from './loginState.ts';

const TableId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const Seat = z.number().int().min(1).max(14);
const Box = z.number().int().min(1).max(7);
/** A card on the wire: `rank × 4 + suit`, 0…51 (games/cards/card.ts). */
export const CardSchema = z.number().int().min(0).max(51);
const cmd = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), commandId: CommandIdSchema, tableId: TableId, ...shape });

/** Blackjack player decisions (B §6.5). */
export const BlackjackActionSchema = z.enum(['hit', 'stand', 'double', 'split', 'surrender']);
/** Hyper black jack boxes (B §6.7). */
export const HyperResultSchema = z.enum(['17', '18', '19', '20', '21', 'blackjack', 'bust']);
/** Punto banco bets (A.6). */
export const PuntoBancoSpotSchema = z.enum(['punto', 'banco', 'egalite']);

/** Everything a terminal may send to a card table. */
export const CardClientMessageSchema = z.discriminatedUnion('type', [
  // Seed 000: only seated players play; one station per player (A.1).
  cmd('cardSit', { seat: Seat, playerName: z.string().min(1).max(64).optional() }),
  cmd('cardLeave', {}),
  // A.1: the station's own minimum, never below the table's; null goes back to the table's.
  cmd('cardChooseMinimum', { minimum: AmountIn.nullable() }),
  // The player is at the station (any touch): resets the absence clock.
  z.object({ type: z.literal('cardPresence'), tableId: TableId }),
  cmd('cardWithdrawBets', {}),
  cmd('blackjackBet', { box: Box, amount: AmountIn }),
  cmd('blackjackHyperBet', { result: HyperResultSchema, amount: AmountIn }),
  // B §6.5: up to half the stake against a dealer ace; 0 declines.
  cmd('blackjackInsurance', { box: Box, amount: AmountInOrZero }),
  cmd('blackjackAction', { box: Box, action: BlackjackActionSchema }),
  cmd('puntoBancoBet', { spot: PuntoBancoSpotSchema, amount: AmountIn }),
  // RULES.md A.1: "Paiement", the player's only way to leave with their credit.
  cmd('cardRequestPayment', {}),
  // Issue 12 §5: "Je m'absente" — the seed 000 absence starts now (docs/card-tables.md).
  cmd('cardStepAway', {}),
]);

/** A message from a terminal to a card table. */
export type CardClientMessage = z.infer<typeof CardClientMessageSchema>;

/** What a card command returns when it succeeds. */
export const CardCommandResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seated'), seat: Seat }),
  z.object({ kind: z.literal('left'), seat: Seat }),
  z.object({ kind: z.literal('minimumChosen'), minimum: PositiveCents.nullable() }),
  z.object({ kind: z.literal('cardBetAccepted'), staked: NonNegativeCents }),
  z.object({ kind: z.literal('insuranceDecided'), amount: NonNegativeCents }),
  z.object({ kind: z.literal('acted'), action: BlackjackActionSchema }),
  z.object({ kind: z.literal('betsWithdrawn'), refunded: NonNegativeCents }),
  // RULES.md A.1 "Paiement": the station's credit closed into a voucher; the seat is freed.
  z.object({ kind: z.literal('paid'), voucher: VoucherSchema }),
  // Issue 12 §5: the absence started (epoch ms) and when the maximum absence runs out.
  z.object({ kind: z.literal('away'), since: z.number().int(), allowedUntil: z.number().int() }),
]);

/** What a card command returns when it succeeds. */
export type CardCommandResult = z.infer<typeof CardCommandResultSchema>;

const HandSchema = z.object({
  cards: z.array(CardSchema),
  stake: NonNegativeCents,
  doubled: z.boolean(),
  fromSplit: z.boolean(),
  surrendered: z.boolean(),
  done: z.boolean(),
});

/** A station's view of a blackjack table: every card on the felt is face up; no shoe. */
export const BlackjackStationViewSchema = z.object({
  game: z.literal('blackjack'),
  phase: z.enum(['shoeNeeded', 'betting', 'insurance', 'playing', 'dealer']),
  round: z.number().int(),
  boxes: z.array(
    z.object({
      box: Box,
      seat: Seat,
      stake: NonNegativeCents,
      insurance: NonNegativeCents,
      hands: z.array(HandSchema),
    }),
  ),
  hyper: z.array(z.object({ seat: Seat, result: HyperResultSchema, stake: NonNegativeCents })),
  /** The dealer's up card while the boxes play, then his whole hand. */
  dealer: z.array(CardSchema),
  turn: z.object({ box: Box, hand: z.number().int().min(0) }).nullable(),
  /** Epoch ms by which the player to act must decide (a timeout stands), or null. */
  deadline: z.number().int().nullable(),
  last: z
    .object({
      round: z.number().int(),
      dealer: z.array(CardSchema),
      /** This station's settled lines only. */
      settlements: z.array(
        z.object({
          item: z.string(),
          stake: NonNegativeCents,
          returned: NonNegativeCents,
          outcome: z.string(),
        }),
      ),
    })
    .nullable(),
});

/** A station's view of a punto banco table: its own stakes, the last coup; no shoe. */
export const PuntoBancoStationViewSchema = z.object({
  game: z.literal('puntoBanco'),
  phase: z.enum(['shoeNeeded', 'betting']),
  paytable: z.enum(['standard', 'alternative']),
  coupNo: z.number().int(),
  bets: z.object({
    punto: NonNegativeCents.optional(),
    banco: NonNegativeCents.optional(),
    egalite: NonNegativeCents.optional(),
  }),
  staked: NonNegativeCents,
  last: z
    .object({
      no: z.number().int(),
      punto: z.array(CardSchema),
      banco: z.array(CardSchema),
      puntoTotal: z.number().int(),
      bancoTotal: z.number().int(),
      winner: z.enum(['punto', 'banco', 'egalite']),
      settlements: z.array(
        z.object({
          spot: PuntoBancoSpotSchema,
          stake: NonNegativeCents,
          returned: NonNegativeCents,
          commission: NonNegativeCents,
          outcome: z.string(),
        }),
      ),
    })
    .nullable(),
});

/** What one station sees of its card table. */
export const CardStationViewSchema = z.object({
  tableId: TableId,
  tableName: z.string(),
  /** This station's seat, or null when the terminal is not seated. */
  seat: Seat.nullable(),
  sessionOpen: z.boolean(),
  /** Hands still to play after the "three last" announcement; null before it. */
  lastHandsRemaining: z.number().int().nullable(),
  credit: NonNegativeCents,
  tableMinimum: PositiveCents,
  tableMaximum: PositiveCents,
  /** The station's chosen minimum (A.1), or null for the table's. */
  minimum: PositiveCents.nullable(),
  /** When the betting time ends (epoch ms), or null before the first stake of a hand. */
  bettingClosesAt: z.number().int().nullable(),
  /** Occupied seats (numbers only: who plays there is not shown). */
  occupied: z.array(Seat),
  game: z.discriminatedUnion('game', [BlackjackStationViewSchema, PuntoBancoStationViewSchema]),
  /**
   * Issue 12 §5: the player said "Je m'absente" (epoch ms) and has until `allowedUntil`; beyond
   * it the absence is raised to staff (`beyondMaximum`), who may suspend and consign. Null or
   * absent when the player is not away.
   */
  away: z
    .object({ since: z.number().int(), allowedUntil: z.number().int(), beyondMaximum: z.boolean() })
    .nullable()
    .optional(),
  /** Issue 12 §3: the player logged in by card at this station; absent when anonymous. */
  player: HubPlayerSchema.optional(),
});

/** What one station sees of its card table. */
export type CardStationView = z.infer<typeof CardStationViewSchema>;

/** Hub → terminal: a card table's view for this station (sent after each committed change). */
export const CardViewMessageSchema = z.object({ type: z.literal('cardView'), view: CardStationViewSchema });
