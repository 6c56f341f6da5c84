// The journal entries of a table's séance (hub/staff/sessionSteps.ts, sessionActions.ts,
// hub/tables/cards/cardStaff.ts, hub/tables/wheel/wheelTable.ts, hub/cashier/cashierActions.ts):
// the opening asked, a relaunch after a restart, the three last announced, the closing validated
// and the count. `SessionOpened` carries the table's whole configuration, of any kind of table:
// read loose, its `game` checked (a roulette's and a hold'em table's have none).
import { z } from 'zod';
import { CountReportSchema, STAFF_ROLES } from '../../protocol/staffMessages.ts';
import { WHEEL_GAMES } from '../../protocol/wheelGames.ts';

const tableId = z.string().min(1);
/** A séance's id: the seq of the entry that asked for its opening (or opened it). */
const sessionId = z.number().int().min(1);

/** Every séance kind with its payload schema. */
export const seanceEntries = {
  /** A séance's opening asked, by a member of staff of `role`; its seq is the séance's id. */
  SessionOpeningRequested: z.object({ tableId, role: z.enum(STAFF_ROLES) }),
  /**
   * A séance opened (validated, or in one step by the demo's staff, which journals no `sessionId`:
   * its id is this entry's seq), with the table's configuration then.
   */
  SessionOpened: z.object({
    tableId,
    sessionId: sessionId.optional(),
    requestedBy: z.string(),
    stationsInServiceBy: z.string(),
    config: z.looseObject({
      tableId,
      game: z.enum([...WHEEL_GAMES, 'blackjack', 'puntoBanco']).optional(),
    }),
  }),
  /** The open séance's game relaunched (after a restart left it out of service). */
  GameRelaunched: z.object({ tableId, sessionId }),
  /** The three last announced: rounds (or, `unit` "hands", card hands) from `fromRound` count. */
  LastRoundsAnnounced: z.object({
    tableId,
    sessionId,
    remaining: z.number().int().min(0),
    fromRound: z.number().int().min(0),
    unit: z.literal('hands').optional(),
  }),
  /** The closing validated. */
  SessionClosed: z.object({ tableId, sessionId }),
  /** The closed séance counted at the cashier: the count report as the cashier was given it. */
  SessionCounted: CountReportSchema,
} as const;
