// The hold'em room's staff actions (seed 000 "texas hold'em poker électronique", RULES.md A.7):
// identity registration, nominative cards, caves, PIN unlock and payment at the cashier; the
// waiting list and seats under a chef de partie or comité member; the cave limits set by the
// comité. Spread into protocol/staffMessages.ts; docs/players.md describes each one.
import { z } from 'zod';
import { CommandIdSchema } from './hubMessages.ts';
import { CardSessionSchema } from './cardRelayMessages.ts';
import { AmountIn, NonNegativeCents, PositiveCents } from './money.ts';

/** The staff error codes of the hold'em room (docs/players.md "Errors"). */
export const PLAYER_ERROR_CODES = [
  'MINOR', // under 18 on the hub's date; params.birthDate, params.adultOn
  'PLAYER_EXCLUDED', // the exclusion-list check refused the registration; params.reference
  'PLAYER_ALREADY_REGISTERED', // this identity document is already registered; params.playerId
  'UNKNOWN_PLAYER', // no player with this id
  'UNKNOWN_CARD', // no active card with this UID (or the reference read from it does not match)
  'CARD_UID_IN_USE', // this UID was already bound to a card; params.playerId
  'NO_ACTIVE_CARD', // the player holds no active nominative card
  'CARD_NOT_LOCKED', // unlocking a card that is not locked
  'PIN_REQUIRED', // the first cave programs the PIN: it must be given
  'CAVE_NOT_SET', // the comité has not set this table's cave minimum
  'CAVE_BELOW_MINIMUM', // params.minimum
  'CAVE_ABOVE_MAXIMUM', // params.maximum
  'PLAYER_AT_STATION', // logged in at a station: log out (leave the table) first; params.terminalId
  'ALREADY_WAITING', // already on this table's waiting list
  'WAITING_LIST_EMPTY', // nobody left to call
  'NOT_CALLED', // seating someone else than the called player while others wait; params.calledPlayerId
  'PLAYER_ALREADY_SEATED', // params.tableId, params.seat
  'TABLE_FULL', // all seats are taken; params.seats
  'SEAT_EMPTY', // freeing a seat nobody holds
  'CARD_NOT_PRESENTED', // issuing a card that is not on this desk's reader (cardPresented first)
  'CARD_NOT_BLANK', // issuing onto a card that already holds a Tapis application
] as const;

/** A hold'em room error code. */
export type PlayerErrorCode = (typeof PLAYER_ERROR_CODES)[number];

/** The identity documents the cashier accepts (seed 000: "enregistrement de son identité"). */
export const ID_DOCUMENT_TYPES = ['idCard', 'passport', 'residencePermit', 'drivingLicence'] as const;

/** A hold'em table's id, as the hub's configuration names it. */
export const TableIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const TableId = TableIdSchema;
/** A player's stable id, `P` and six digits. */
export const PlayerIdSchema = z.string().regex(/^P\d{6}$/);
/** A card UID: 4, 7 or 10 bytes in hex (ISO 14443), upper-cased on parse. */
export const CardUidSchema = z
  .string()
  .regex(/^(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{14}|[0-9A-Fa-f]{20})$/)
  .transform((s) => s.toUpperCase());
/** A one-time card session from the desk reader's relay (protocol/cardRelayMessages.ts). */
export const DeskCardSessionSchema = CardSessionSchema;
/** A PIN: 4 to 6 digits. */
export const PinSchema = z.string().regex(/^\d{4,6}$/);
const Name = z.string().trim().min(1).max(100);
const IsoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

const command = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), commandId: CommandIdSchema, ...shape });

/** The hold'em room's staff commands. */
export const PlayerCommandSchemas = [
  command('registerPlayer', {
    lastName: Name,
    firstName: Name,
    birthDate: IsoDate,
    idDocument: z.object({
      type: z.enum(ID_DOCUMENT_TYPES),
      number: z.string().trim().min(1).max(40),
    }),
  }),
  /** Personalises the blank DESFire card on this desk's reader (presented first) and binds it. */
  command('issueCard', { playerId: PlayerIdSchema, cardUid: CardUidSchema }),
  command('buyCave', {
    playerId: PlayerIdSchema,
    tableId: TableId,
    amount: AmountIn,
    method: z.enum(['cash', 'card']),
    /** Required at the first cave (it programs the PIN); given later, it reprograms it. */
    pin: PinSchema.optional(),
  }),
  command('unlockCard', { cardUid: CardUidSchema }),
  /** Issue 12 §2: the card authenticated on the desk reader (its session) and the player's PIN. */
  command('payPlayer', { playerId: PlayerIdSchema, cardSession: DeskCardSessionSchema, pin: PinSchema }),
  command('setCaveLimits', {
    tableId: TableId,
    minimum: AmountIn,
    maximum: AmountIn.nullable(),
  }),
  command('joinWaitingList', { tableId: TableId, playerId: PlayerIdSchema }),
  command('callNextWaiting', { tableId: TableId }),
  command('skipWaiting', { tableId: TableId, playerId: PlayerIdSchema }),
  command('assignSeat', { tableId: TableId, playerId: PlayerIdSchema }),
  command('freeSeat', { tableId: TableId, seat: z.number().int().min(1).max(10) }),
] as const;

/** What the hold'em room's staff commands return. */
export const PlayerResultSchemas = [
  z.object({ kind: z.literal('playerRegistered'), playerId: z.string() }),
  z.object({
    kind: z.literal('cardIssued'),
    playerId: z.string(),
    cardUid: z.string(),
    revokedCardUid: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('caveBought'),
    playerId: z.string(),
    tableId: z.string(),
    amount: PositiveCents,
    balance: NonNegativeCents,
    pinProgrammed: z.boolean(),
  }),
  z.object({ kind: z.literal('cardUnlocked'), playerId: z.string(), cardUid: z.string() }),
  z.object({ kind: z.literal('playerPaid'), playerId: z.string(), amount: PositiveCents }),
  z.object({
    kind: z.literal('caveLimitsSet'),
    tableId: z.string(),
    minimum: PositiveCents,
    maximum: PositiveCents.nullable(),
  }),
  z.object({
    kind: z.literal('waitingJoined'),
    tableId: z.string(),
    playerId: z.string(),
    position: z.number().int(),
  }),
  z.object({ kind: z.literal('waitingCalled'), tableId: z.string(), playerId: z.string() }),
  z.object({ kind: z.literal('waitingSkipped'), tableId: z.string(), playerId: z.string() }),
  z.object({
    kind: z.literal('seatAssigned'),
    tableId: z.string(),
    playerId: z.string(),
    seat: z.number().int(),
    canDeal: z.boolean(),
  }),
  z.object({
    kind: z.literal('seatFreed'),
    tableId: z.string(),
    playerId: z.string(),
    seat: z.number().int(),
    canDeal: z.boolean(),
  }),
] as const;

/** The hold'em room's staff queries (read-only; no command id). */
export const PlayerQuerySchemas = [
  /** A player by id, or by the UID of any card ever issued to them (the cashier's reader). */
  z.union([
    z.object({ type: z.literal('findPlayer'), playerId: PlayerIdSchema }),
    z.object({ type: z.literal('findPlayer'), cardUid: CardUidSchema }),
  ]),
  z.object({ type: z.literal('getHoldemRoom'), tableId: TableId }),
] as const;

/** A player as the cashier and the chef de partie see them. */
export const PlayerViewSchema = z.object({
  playerId: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  birthDate: z.string(),
  idDocument: z.object({ type: z.string(), number: z.string() }),
  pinSet: z.boolean(),
  /** The `player:<id>` account's balance. */
  balance: NonNegativeCents,
  cards: z.array(
    z.object({
      cardUid: z.string(),
      status: z.enum(['active', 'revoked']),
      locked: z.boolean(),
      failedPins: z.number().int(),
      activeTerminal: z.string().nullable(),
    }),
  ),
  seat: z.object({ tableId: z.string(), seat: z.number().int() }).nullable(),
});

/** A player as staff see them. */
export type PlayerView = z.infer<typeof PlayerViewSchema>;

/** A hold'em table's room as staff see it: cave limits, waiting list in order, seats. */
export const HoldemRoomViewSchema = z.object({
  tableId: z.string(),
  caveLimits: z.object({ minimum: PositiveCents, maximum: PositiveCents.nullable() }).nullable(),
  waiting: z.array(
    z.object({ position: z.number().int(), playerId: z.string(), state: z.enum(['waiting', 'called']) }),
  ),
  seats: z.array(z.object({ seat: z.number().int(), playerId: z.string() })),
  canDeal: z.boolean(),
});

/** A hold'em table's room as staff see it. */
export type HoldemRoomView = z.infer<typeof HoldemRoomViewSchema>;

/** The answers to the hold'em room's queries. */
export const PlayerQueryAnswerSchemas = [
  z.object({ type: z.literal('player'), player: PlayerViewSchema }),
  z.object({ type: z.literal('holdemRoom'), room: HoldemRoomViewSchema }),
] as const;
