// The hold'em room on the terminal socket (docs/protocol.md "Hold'em stations"): player login by
// nominative card and PIN (seed 000, RULES.md A.1, A.7; docs/players.md "Station login"), the
// station messages of holdemMessages.ts, the station's view pushed after each change, and the
// central display's socket. Kept apart from hubMessages.ts because holdemMessages.ts imports it.
import { z } from 'zod';
import { AttendanceClientMessageSchema, AttendanceHubMessageSchema } from './attendanceMessages.ts';
import { CardClientMessageSchema, CardCommandResultSchema, CardStationViewSchema } from './cardMessages.ts';
import { CardRelayClientSchemas, CardRelayHubSchemas, CardSessionSchema } from './cardRelayMessages.ts';
import { ProtocolError } from './errors.ts';
import {
  HoldemClientMessageSchema,
  HoldemCommandResultSchema,
  HoldemDisplayMessageSchema,
  HoldemStationViewSchema,
  HoldemTableViewSchema,
} from './holdemMessages.ts';
import {
  ChallengeSchema,
  ClientMessageSchema,
  CommandIdSchema,
  HubMessageSchema,
  PROTOCOL_VERSION,
  ProofSchema,
} from './hubMessages.ts';

/** The room's station messages: login and logout, then the hold'em station commands. */
export const RoomClientMessageSchema = z.discriminatedUnion('type', [
  // Issue 12: the card is named by the one-time session its mutual authentication opened through
  // the relay (protocol/cardRelayMessages.ts), never by a UID or anything a copier could read.
  // The PIN and the session are secrets: never stored, neither in the journal nor in the
  // idempotency record (hub/players/playerActions.ts withoutSecrets).
  z.object({
    type: z.literal('playerLogin'),
    commandId: CommandIdSchema,
    cardSession: CardSessionSchema,
    pin: z.string().regex(/^\d{4,6}$/),
  }),
  // Issue 12 §3: at the tables where no money leaves the player's account (the wheel tables and
  // the card tables play from the station's credit meter) the card alone identifies the player;
  // RULES.md A.1 asks the PIN at hold'em only, where this is refused.
  z.object({
    type: z.literal('playerCardLogin'),
    commandId: CommandIdSchema,
    cardSession: CardSessionSchema,
  }),
  z.object({ type: z.literal('playerLogout'), commandId: CommandIdSchema }),
  // Issue 12 §5: "Je m'absente" — sit out and start the absence of seed 000 (docs/holdem-room.md).
  z.object({ type: z.literal('holdemStepAway'), commandId: CommandIdSchema }),
  ...HoldemClientMessageSchema.options,
]);

/** A room message from a station. */
export type RoomClientMessage = z.infer<typeof RoomClientMessageSchema>;

/** Every message a terminal may send: the wheel tables', the hold'em room's and the card tables'. */
export const TerminalMessageSchema = z.discriminatedUnion('type', [
  ...ClientMessageSchema.options,
  ...RoomClientMessageSchema.options,
  ...CardClientMessageSchema.options,
  ...AttendanceClientMessageSchema.options,
  ...CardRelayClientSchemas,
]);

/** A message from a terminal. */
export type TerminalMessage = z.infer<typeof TerminalMessageSchema>;

const ROOM_TYPES: ReadonlySet<string> = new Set(
  RoomClientMessageSchema.options.map((o) => o.shape.type.value),
);

/** True for the hold'em room's messages (routed to hub/connections/holdemConnection.ts). */
export function isRoomMessage(message: TerminalMessage): message is RoomClientMessage {
  return ROOM_TYPES.has(message.type);
}

/** A card table's message from a station (protocol/cardMessages.ts). */
export type CardMessage = Extract<TerminalMessage, { tableId: string }>;

const CARD_TYPES: ReadonlySet<string> = new Set(
  CardClientMessageSchema.options.map((o) => o.shape.type.value),
);

/** True for the card tables' messages (routed to hub/connections/cardConnection.ts). */
export function isCardMessage(message: TerminalMessage): message is CardMessage {
  return CARD_TYPES.has(message.type);
}

const ATTENDANCE_TYPES: ReadonlySet<string> = new Set(
  AttendanceClientMessageSchema.options.map((o) => o.shape.type.value),
);

/** True for the attendance messages of any station (routed to hub/attendance/). */
export function isAttendanceMessage(
  message: TerminalMessage,
): message is Extract<TerminalMessage, { type: 'callAttendant' }> {
  return ATTENDANCE_TYPES.has(message.type);
}

/** What a room command returns when it succeeds. */
export const RoomResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('playerLoggedIn'),
    playerId: z.string(),
    lastName: z.string(),
    firstName: z.string(),
  }),
  z.object({ kind: z.literal('playerLoggedOut'), playerId: z.string() }),
  // Issue 12 §5: the absence started (epoch ms) and when the maximum absence runs out.
  z.object({ kind: z.literal('away'), since: z.number().int(), allowedUntil: z.number().int() }),
  HoldemCommandResultSchema,
]);

/** What a room command returns when it succeeds. */
export type RoomResult = z.infer<typeof RoomResultSchema>;

/** The messages the hub sends a hold'em station beside those of hubMessages.ts. */
export const RoomHubMessageSchema = z.union([
  z.object({
    type: z.literal('reply'),
    commandId: z.string(),
    ok: z.literal(true),
    result: RoomResultSchema,
  }),
  // After every committed change at the table (and on hello, getSnapshot, login, logout): the
  // station's own view, never another player's hole cards; `playerId` is who is logged in here.
  z.object({
    type: z.literal('holdemView'),
    seq: z.number().int().nonnegative(),
    tableId: z.string(),
    playerId: z.string().nullable(),
    view: HoldemStationViewSchema,
    /** Issue 12 §5: the logged-in player's declared absence (epoch ms), absent when not away. */
    away: z
      .object({ since: z.number().int(), allowedUntil: z.number().int(), beyondMaximum: z.boolean() })
      .optional(),
  }),
]);

/** A room message from the hub. */
export type RoomHubMessage = z.infer<typeof RoomHubMessageSchema>;

/** The messages the hub sends a card table's station (docs/card-tables.md "Terminal protocol"). */
export const CardHubMessageSchema = z.union([
  z.object({
    type: z.literal('reply'),
    commandId: z.string(),
    ok: z.literal(true),
    result: CardCommandResultSchema,
  }),
  // After every committed change at the table, and on hello and getSnapshot: the station's view.
  z.object({
    type: z.literal('cardView'),
    seq: z.number().int().nonnegative(),
    tableId: z.string(),
    view: CardStationViewSchema,
  }),
]);

/** A card table's message from the hub. */
export type CardHubMessage = z.infer<typeof CardHubMessageSchema>;

/** Everything the hub may send on the terminal socket. */
export const StationHubMessageSchema = z.union([
  HubMessageSchema,
  RoomHubMessageSchema,
  CardHubMessageSchema,
  AttendanceHubMessageSchema,
  ...CardRelayHubSchemas,
]);

/** A message from the hub on the terminal socket. */
export type StationHubMessage = z.infer<typeof StationHubMessageSchema>;

/** The one message a central display sends on `/display`: its id and its proof for the challenge. */
export const DisplayClientMessageSchema = z.object({
  type: z.literal('displayHello'),
  protocolVersion: z.number().int(),
  displayId: z.string().min(1).max(64),
  proof: ProofSchema,
});

/** What the hub sends a central display: a snapshot on connect, then the feed (no hidden card). */
export const DisplayHubMessageSchema = z.union([
  ChallengeSchema,
  z.object({
    type: z.literal('displayWelcome'),
    protocolVersion: z.number().int(),
    tableId: z.string(),
    /** Present only on a demo hub (issue 10 §2): the central display shows "DÉMO". */
    demo: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('holdemDisplayView'), tableId: z.string(), table: HoldemTableViewSchema }),
  HoldemDisplayMessageSchema,
  z.object({ type: z.literal('error'), error: ProtocolError }),
]);

/** A message from the hub on `/display`. */
export type DisplayHubMessage = z.infer<typeof DisplayHubMessageSchema>;

/** The protocol version a display speaks (the terminals'). */
export const DISPLAY_PROTOCOL_VERSION = PROTOCOL_VERSION;
