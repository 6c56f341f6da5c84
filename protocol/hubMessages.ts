// Terminal ↔ hub messages: JSON over WebSocket, each parsed by its schema at the edge
// (DESIGN.md "Hub ↔ terminal protocol"; docs/protocol.md).
import { z } from 'zod';
import { ProtocolError } from './errors.ts';
import { AmountIn, NonNegativeCents, PositiveCents } from './money.ts';
import { StationRecallSchema, TableRulesSchema } from './recall.ts';
import { AnnonceSchema, RandomProposalSchema } from './roulette.ts';
import { AnyAcceptedBetSchema, StationSnapshotSchema } from './stationSnapshot.ts';
import { VoucherSchema } from './voucher.ts';
import { AnyWheelSpotSchema } from './wheelGames.ts';
import {
  BetBatchSchema,
  BetIdSchema,
  ClearTargetSchema,
  FavouriteSchema,
  FavouriteSlotSchema,
} from './wheelCommands.ts';
import { ReaderStateSchema } from './readerState.ts';

/** The protocol version this build speaks (2: challenge–response hello, issue 10 §3). */
export const PROTOCOL_VERSION = 2;

/** A challenge's nonce on the wire: 32 bytes, lowercase hex. */
export const NonceSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** A hello's proof on the wire: the HMAC-SHA256 of hub/helloProof.ts, lowercase hex. */
export const ProofSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The hub's first message on `/terminal` and `/display`: a fresh single-use nonce and the hub's
 * identity, both bound into the proof the client answers with (docs/protocol.md "Handshake").
 */
export const ChallengeSchema = z.object({
  type: z.literal('challenge'),
  protocolVersion: z.number().int(),
  nonce: NonceSchema,
  hubId: z.string().min(1).max(128),
});

/** The hub's challenge. */
export type Challenge = z.infer<typeof ChallengeSchema>;

/**
 * The WebSocket close codes of `/terminal` and `/display` (docs/protocol.md "Close codes"). A
 * refusal (4001–4003) will not pass by retrying at once; a replaced connection (4000) means a newer
 * one of the same terminal took over.
 */
export const CLOSE_CODES = {
  replaced: 4000,
  badCredentials: 4001,
  unsupportedVersion: 4002,
  helloTimeout: 4003,
} as const;

/** A client-generated command id: applied once, answered the same way on a repeat. */
export const CommandIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Everything a terminal may send to the hub. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    protocolVersion: z.number().int(),
    terminalId: z.string().min(1).max(64),
    // Never the secret: its proof for this socket's challenge (hub/helloProof.ts).
    proof: ProofSchema,
  }),
  z.object({
    type: z.literal('placeBet'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
    // A spot of the table's game (roulette, boule, vingt-trois or wheel of fortune): the table
    // refuses another game's spot with ILLEGAL_BET, reason notThisGame.
    spot: AnyWheelSpotSchema,
    stake: AmountIn,
  }),
  // RULES.md A.2: an annonce (or a random combination) staked at `unit` per chip unit; the hub
  // expands it into its exact chips, checks each against the limits and debits their total.
  z.object({
    type: z.literal('placeAnnonce'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
    annonce: AnnonceSchema,
    unit: AmountIn,
  }),
  z.object({ type: z.literal('requestPayment'), commandId: CommandIdSchema }),
  z.object({ type: z.literal('getSnapshot') }),
  // The wheel tables' player controls (issue 11; docs/protocol.md "Player controls"): each a
  // command of the hub, never a local balance change; until rien ne va plus only.
  z.object({
    type: z.literal('undoLastBet'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
  }),
  z.object({
    type: z.literal('clearBet'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
    target: ClearTargetSchema,
  }),
  z.object({
    type: z.literal('clearAllBets'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
  }),
  // All or nothing: every bet is checked against the limits and the credit covers their total.
  z.object({
    type: z.literal('placeBets'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
    bets: BetBatchSchema,
  }),
  z.object({
    type: z.literal('repeatLastRound'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
  }),
  z.object({
    type: z.literal('doubleBets'),
    commandId: CommandIdSchema,
    roundId: z.number().int().positive(),
  }),
  // Seed 000: "chaque poste de jeu peut permettre au joueur de choisir sa mise minimum".
  // `null` goes back to the table's minimum.
  z.object({ type: z.literal('setPlayerMinimum'), commandId: CommandIdSchema, minimum: AmountIn.nullable() }),
  z.object({ type: z.literal('saveFavourite'), commandId: CommandIdSchema, favourite: FavouriteSchema }),
  z.object({ type: z.literal('deleteFavourite'), commandId: CommandIdSchema, slot: FavouriteSlotSchema }),
  // The station's clock against the hub's (answered at once with the hub's time; not a command).
  z.object({ type: z.literal('timeProbe'), sentAt: z.number().int().safe() }),
  // Game recall (RULES.md A.1): this station's last games from the hub's register, answered by a
  // `recall` message with the same `queryId` (a query: nothing is journaled or changed).
  z.object({ type: z.literal('getRecall'), queryId: CommandIdSchema }),
  // The table's rules report (its permanent paytable, RULES.md A.1), answered by a `rules` message.
  z.object({ type: z.literal('getRules'), queryId: CommandIdSchema }),
  // Issue 11 (RULES.md A.2 "random combinations proposed by the device"): the hub's RNG draws
  // `count` pleins and answers a `randomProposal`; a query: nothing is placed, debited or journaled.
  z.object({
    type: z.literal('proposeRandom'),
    queryId: CommandIdSchema,
    count: z.number().int().min(1).max(37),
  }),
  // Issue 12 §1: the station's NFC reader state, sent on each change and after each hello; no
  // money, no command id: the latest one wins, and staff see it (the `tables` message's `readers`).
  z.object({ type: z.literal('readerState'), state: ReaderStateSchema }),
]);

/** A message from a terminal. */
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** What a command returns when it succeeds. */
export const CommandResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('betAccepted'),
    betId: z.string(),
    // The station's side of the change, in place of a snapshot (docs/protocol.md): its credit
    // after the stake left it and the chips this bet put on the layout. Absent on a repeat.
    credit: NonNegativeCents.optional(),
    chips: z.array(AnyAcceptedBetSchema).optional(),
  }),
  z.object({ kind: z.literal('paid'), voucher: VoucherSchema }),
  // The player controls' results (docs/protocol.md "Player controls"); a snapshot follows each.
  z.object({ kind: z.literal('wheelBetsWithdrawn'), betIds: z.array(BetIdSchema), refunded: PositiveCents }),
  z.object({ kind: z.literal('betsPlaced'), betIds: z.array(BetIdSchema), staked: PositiveCents }),
  z.object({ kind: z.literal('playerMinimumSet'), minimum: PositiveCents.nullable() }),
  z.object({ kind: z.literal('favouriteSaved'), slot: FavouriteSlotSchema }),
  z.object({ kind: z.literal('favouriteDeleted'), slot: FavouriteSlotSchema }),
]);

/** What a command returns when it succeeds. */
export type CommandResult = z.infer<typeof CommandResultSchema>;

/** Everything the hub may send to a terminal. */
// A plain union: the two reply shapes share their `type`.
export const HubMessageSchema = z.union([
  ChallengeSchema,
  z.object({ type: z.literal('welcome'), protocolVersion: z.number().int(), terminalId: z.string() }),
  z.object({
    type: z.literal('snapshot'),
    seq: z.number().int().nonnegative(),
    tableId: z.string(),
    roundId: z.number().int().nullable(),
    state: StationSnapshotSchema,
  }),
  z.object({
    type: z.literal('reply'),
    commandId: z.string(),
    ok: z.literal(true),
    result: CommandResultSchema,
  }),
  z.object({ type: z.literal('reply'), commandId: z.string(), ok: z.literal(false), error: ProtocolError }),
  z.object({ type: z.literal('error'), error: ProtocolError }),
  // The answer to a `timeProbe`: the station's own `sentAt` back and the hub's clock (epoch ms).
  z.object({ type: z.literal('timeProbe'), sentAt: z.number().int(), hubTime: z.number().int() }),
  z.object({
    type: z.literal('recall'),
    queryId: z.string(),
    ok: z.literal(true),
    recall: StationRecallSchema,
  }),
  z.object({ type: z.literal('recall'), queryId: z.string(), ok: z.literal(false), error: ProtocolError }),
  z.object({ type: z.literal('rules'), queryId: z.string(), ok: z.literal(true), rules: TableRulesSchema }),
  z.object({ type: z.literal('rules'), queryId: z.string(), ok: z.literal(false), error: ProtocolError }),
  z.object({
    type: z.literal('randomProposal'),
    queryId: z.string(),
    ok: z.literal(true),
    numbers: RandomProposalSchema,
  }),
  z.object({
    type: z.literal('randomProposal'),
    queryId: z.string(),
    ok: z.literal(false),
    error: ProtocolError,
  }),
]);

/** A message from the hub. */
export type HubMessage = z.infer<typeof HubMessageSchema>;

/** The wire form of a stake, for callers that build messages. */
export const StakeSchema = PositiveCents;
