// The player at the station calls an attendant ("Appel", issue 12 §5), at any table: a reason
// from a closed list (never free text: what staff read comes from the station's buttons), answered
// with the call's id; staff see the open calls with the station and the reason, and answer them.
import { z } from 'zod';
import { CommandIdSchema } from './hubMessages.ts';

/** Why the player calls: help, a payment question, a technical problem, the card or its reader. */
export const AttendantReasonSchema = z.enum(['help', 'payment', 'technical', 'card']);

/** Why the player calls. */
export type AttendantReason = z.infer<typeof AttendantReasonSchema>;

/** What a station may send about attendance (beside its table's messages). */
export const AttendanceClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('callAttendant'), commandId: CommandIdSchema, reason: AttendantReasonSchema }),
]);

/** An attendance message from a station. */
export type AttendanceClientMessage = z.infer<typeof AttendanceClientMessageSchema>;

/** The answer to `callAttendant`: the call's id and when it was journaled (ISO). */
export const AttendantCalledSchema = z.object({
  kind: z.literal('attendantCalled'),
  callId: z.number().int().positive(),
  at: z.string(),
});

/** The answer to `callAttendant`. */
export type AttendantCalled = z.infer<typeof AttendantCalledSchema>;

/** The hub's reply to an attendance message. */
export const AttendanceHubMessageSchema = z.union([
  z.object({
    type: z.literal('reply'),
    commandId: z.string(),
    ok: z.literal(true),
    result: AttendantCalledSchema,
  }),
  /** Pushed to the calling station once staff answered its call: the screen stops saying "un employé arrive". */
  z.object({ type: z.literal('attendantCallAnswered'), callId: z.number().int().positive() }),
]);

/** An open call as staff see it: which station, at which table, why, since when. */
export const AttendantCallViewSchema = z.object({
  callId: z.number().int().positive(),
  terminalId: z.string(),
  tableId: z.string(),
  reason: AttendantReasonSchema,
  at: z.string(),
});

/** An open call as staff see it. */
export type AttendantCallView = z.infer<typeof AttendantCallViewSchema>;
