// The journal entries of the players of the hold'em room (hub/players/): registration (with the
// exclusion-list verdict), cards issued, revoked, locked and unlocked, PINs, logins at a station,
// the waiting list and the seats, and a table's cave limits. None moves money (caves and payments
// are money entries, moneyEntries.ts).
import { z } from 'zod';
import { NonNegativeCents } from '../../protocol/money.ts';
import { ID_DOCUMENT_TYPES } from '../../protocol/playerMessages.ts';

const playerId = z.string().min(1);
const cardUid = z.string().min(1);
const terminalId = z.string().min(1);
const tableId = z.string().min(1);
const seat = z.number().int().min(1);
const attempts = z.number().int().min(1);

/** Who, as registered: names and documents as the cashier typed them (trimmed, normalised). */
const identity = {
  lastName: z.string(),
  firstName: z.string(),
  birthDate: z.string(),
  idDocument: z.object({ type: z.enum(ID_DOCUMENT_TYPES), number: z.string() }),
};

/** The exclusion-list hook's verdict (hub/players/exclusionCheck.ts). */
const exclusion = z.object({ excluded: z.boolean(), source: z.string(), reference: z.string().optional() });

/** A card at a station: whose, which, where. */
const atStation = { playerId, cardUid, terminalId };

/** Every player kind with its payload schema. */
export const playerEntries = {
  /** A player registered, adult from `adultOn`, the exclusion list consulted. */
  PlayerRegistered: z.object({ playerId, ...identity, adultOn: z.string(), exclusion }),
  /** A registration the exclusion list refused: nobody registered. */
  PlayerRegistrationRefused: z.object({ ...identity, exclusion }),
  /** A card bound to a player (its seq is the card's `issued_seq`). */
  CardIssued: z.object({ playerId, cardUid }),
  /** A player's card revoked (a new one issued). */
  CardRevoked: z.object({ playerId, cardUid, reason: z.literal('reissued') }),
  /** A card locked by wrong PINs, unlocked at the cashier. */
  CardUnlocked: z.object({ playerId, cardUid, failedPins: z.number().int().min(0) }),
  /** A PIN programmed (or reprogrammed) on a player's card: never the PIN nor its hash. */
  PinProgrammed: z.object({ playerId, cardUid, reprogrammed: z.boolean() }),
  /** A login at a station; `pin: false` when the card alone was asked. */
  PlayerLoggedIn: z.object({ ...atStation, pin: z.literal(false).optional() }),
  /** A login at a station refused, with the code the station was answered. */
  StationLoginRefused: z.object({ ...atStation, reason: z.string().min(1) }),
  /** A wrong PIN, the `attempts`-th in a row. */
  PinFailed: z.object({ ...atStation, attempts }),
  /** A card locked after too many wrong PINs. */
  CardLocked: z.object({ ...atStation, attempts }),
  /** A player logged out at a station; `reason` "payment" when the station's Paiement ended it. */
  PlayerLoggedOut: z.object({ ...atStation, reason: z.literal('payment').optional() }),
  /** A player on a table's waiting list, at `position` (1 = next). */
  WaitingListJoined: z.object({ tableId, playerId, position: z.number().int().min(1) }),
  /** The first player of the list called to the table. */
  WaitingListCalled: z.object({ tableId, playerId }),
  /** A called player passed over. */
  WaitingListSkipped: z.object({ tableId, playerId }),
  /** A seat drawn among the free ones for a player. */
  SeatAssigned: z.object({
    tableId,
    playerId,
    seat,
    freeSeats: z.array(seat),
    fromWaitingList: z.boolean(),
  }),
  /** A seat freed: the player left the table for good, or was suspended for absence. */
  SeatFreed: z.object({ tableId, playerId, seat }),
  /** A table's cave limits set by the comité (no maximum: null). */
  CaveLimitsSet: z.object({ tableId, minimum: NonNegativeCents, maximum: NonNegativeCents.nullable() }),
} as const;
