// The journal entries of a player's presence at the tables: a call for an attendant and its answer
// (hub/attendance/attendantCalls.ts), and a hold'em player's absence, declared, raised to staff
// beyond the maximum and ended (hub/tables/holdem/holdemAbsence.ts). None moves money.
import { z } from 'zod';
import { AttendantReasonSchema } from '../../protocol/attendanceMessages.ts';

/** The player away from a hold'em table, and from which station. */
const absent = { tableId: z.string().min(1), playerId: z.string().min(1), terminalId: z.string().min(1) };

/** Every attendance kind with its payload schema. */
export const attendanceEntries = {
  /** A station calls an attendant; the call's id is this entry's seq. */
  AttendantCalled: z.object({
    terminalId: z.string().min(1),
    tableId: z.string().min(1),
    reason: AttendantReasonSchema,
  }),
  /** Staff answer call `callId`, from the station `terminalId`. */
  AttendantCallAnswered: z.object({ callId: z.number().int().min(1), terminalId: z.string().min(1) }),
  /** "Je m'absente" at a hold'em table, `since` in epoch ms. */
  HoldemAwayDeclared: z.object({ ...absent, since: z.number() }),
  /** The absence beyond the table's maximum, raised to staff at `at` (epoch ms). */
  HoldemAbsenceRaised: z.object({ ...absent, at: z.number() }),
  /** The player back at `at` (epoch ms). */
  HoldemAbsenceEnded: z.object({ ...absent, at: z.number() }),
} as const;
