// What a staff console sees of the card tables and the hold'em tables in the `tables` message
// (docs/protocol.md "Staff API"), beside the wheel tables' `TableStaffViewSchema`: additive fields,
// so a console that knows only the wheel tables reads the message as before.
import { z } from 'zod';
import { NonNegativeCents } from './money.ts';

/** A table's latest séance as staff see it (hub/sessions/sessionStore.ts), null before the first. */
const SeanceSchema = z
  .object({
    sessionId: z.number().int(),
    phase: z.enum(['requested', 'open', 'closed']),
    requestedBy: z.string(),
    openedBy: z.string().nullable(),
    counted: z.boolean(),
  })
  .nullable();

/** A blackjack or punto banco table (hub/tables/cards/cardTable.ts `staffView`). */
export const CardTableStaffViewSchema = z.object({
  tableId: z.string(),
  tableName: z.string(),
  game: z.enum(['blackjack', 'puntoBanco']),
  session: SeanceSchema,
  /** Hands are dealt (false after a restart until a comité member relaunches). */
  inService: z.boolean(),
  /** Hands still to play after the "three last" announcement; null before it. */
  lastHandsRemaining: z.number().int().nullable(),
  handInProgress: z.boolean(),
  seats: z.array(
    z.object({
      seat: z.number().int(),
      terminalId: z.string(),
      connected: z.boolean(),
      playerName: z.string().nullable(),
      minimum: NonNegativeCents.nullable(),
      /** Epoch ms of the player's last action at the seat, null when none yet. */
      lastSeenAt: z.number().nullable(),
      /** Set when the player stayed away beyond the maximum absence (seed 000): a comité member may suspend. */
      absenceRaisedAt: z.number().nullable(),
    }),
  ),
  /** Stakes and credit consigned from suspended players (seed 000), until claimed or orphaned (11 bis). */
  consignments: z.array(
    z.object({
      id: z.number().int(),
      seat: z.number().int(),
      playerId: z.string().nullable(),
      playerName: z.string().nullable(),
      amount: NonNegativeCents,
      consignedAt: z.string(),
      status: z.enum(['held', 'claimed', 'orphaned']),
    }),
  ),
});

/** A card table as staff see it. */
export type CardTableStaffView = z.infer<typeof CardTableStaffViewSchema>;

/** A hold'em table (hub/tables/holdem/holdemTable.ts): its partie, its hand and the players seated. */
export const HoldemTableStaffViewSchema = z.object({
  tableId: z.string(),
  /** Seats at the table (2 to 10, seed 000). */
  seats: z.number().int(),
  structure: z.enum(['noLimit', 'potLimit', 'fixedLimit']),
  smallBlind: NonNegativeCents,
  bigBlind: NonNegativeCents,
  ante: NonNegativeCents,
  caveMinimum: NonNegativeCents,
  /** The partie in progress or the last one; `no` 0 before the first (seed 000: set by the direction). */
  partie: z.object({
    no: z.number().int(),
    open: z.boolean(),
    pots: z.number().int(),
    rake: NonNegativeCents,
  }),
  /** `<tableId>#<n>` while a hand is dealt, else null. */
  handId: z.string().nullable(),
  players: z.array(
    z.object({
      seat: z.number().int(),
      playerId: z.string(),
      /** The station the player plays from (null when seated without one). */
      terminalId: z.string().nullable(),
      connected: z.boolean(),
      /** Chips in front of the player, not committed to the hand in progress. */
      stack: NonNegativeCents,
      sittingOut: z.boolean(),
      /** Issue 12 §5: "Je m'absente" (epoch ms); `beyondMaximum` once past the table's maximum. */
      away: z
        .object({ since: z.number().int(), allowedUntil: z.number().int(), beyondMaximum: z.boolean() })
        .optional(),
    }),
  ),
});

/** A hold'em table as staff see it. */
export type HoldemTableStaffView = z.infer<typeof HoldemTableStaffViewSchema>;
