// The journal entries of staff accounts (hub/staff/staffAccounts.ts, loginFailureJournal.ts):
// who was created with which role, who logged in from where, who was unlocked, and the refused
// logins counted per source address (never a secret). None moves money.
import { z } from 'zod';
import { STAFF_ROLES } from '../../protocol/staffMessages.ts';

const login = z.string().min(1);
const role = z.enum(STAFF_ROLES);
const count = z.number().int().min(1);

/** Every staff kind with its payload schema. */
export const staffEntries = {
  /** An account created with its role (the secret is stored hashed, never journaled). */
  StaffAccountCreated: z.object({ login, role }),
  /** A login accepted, with the console's source address. */
  StaffLoggedIn: z.object({ login, role, source: z.string() }),
  /** An account's lock lifted (the actor says by whom). */
  StaffUnlocked: z.object({ login }),
  /** Refused logins from one source over [from, to] (ISO): per login tried and reason, then the rest counted. */
  StaffLoginFailed: z.object({
    source: z.string(),
    from: z.string(),
    to: z.string(),
    count,
    attempts: z.array(
      z.object({
        // As typed at the console: not necessarily a login that exists, nor a valid one.
        login: z.string(),
        reason: z.enum(['BAD_CREDENTIALS', 'LOCKED_OUT', 'LOGIN_THROTTLED']),
        count,
      }),
    ),
    otherAttempts: count.optional(),
  }),
} as const;
