// Staff accounts: a login, a role and a secret stored only as a salted scrypt hash; an account
// may carry an administrative lock that another staff member or the CLI lifts, and every step is
// journaled (DESIGN.md "Trust and authority": staff act under their own identity and role).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { StaffRole } from '../../protocol/staffMessages.ts';
import { hashSecret, secretMatches } from '../secretHash.ts';
import { inTransaction } from '../store/database.ts';
import { appendEntry } from '../entries/typedJournal.ts';

/** The shortest secret accepted for a staff account. */
export const MIN_SECRET_LENGTH = 12;

/** An authenticated staff member. */
export interface StaffMember {
  readonly login: string;
  readonly role: StaffRole;
}

/** A login attempt's outcome. */
export type LoginOutcome =
  | { readonly ok: true; readonly staff: StaffMember }
  | { readonly ok: false; readonly code: 'BAD_CREDENTIALS' | 'LOCKED_OUT' };

interface StaffRow {
  login: string;
  role: StaffRole;
  secret_salt: string;
  secret_hash: string;
  locked: number;
}

/** A new random staff secret: 24 bytes, base64url (32 characters). */
export function newStaffSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates an account (journaled as `StaffAccountCreated` by `actor`); refuses an existing login. */
export function createStaff(
  db: DatabaseSync,
  at: string,
  actor: string,
  login: string,
  role: StaffRole,
  secret: string,
): void {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(login)) throw new Error('a login is 1–64 of A–Z a–z 0–9 . _ -');
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`a staff secret has at least ${MIN_SECRET_LENGTH} characters`);
  const { salt, hash } = hashSecret(secret);
  inTransaction(db, () => {
    if (db.prepare('SELECT 1 FROM staff WHERE login = ?').get(login) !== undefined)
      throw new Error(`staff account "${login}" already exists`);
    appendEntry(db, at, 'StaffAccountCreated', actor, { login, role });
    db.prepare(
      'INSERT INTO staff (login, role, secret_salt, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(login, role, salt, hash, at);
  });
}

/**
 * Checks a login's secret; journals a success (`StaffLoggedIn`, with the source address). Failures
 * are not counted here: the caller throttles and journals them (hub/staff/staffLogins.ts; issue 10
 * §4 replaced the lockout after five failures). The hash is computed off the event loop, then the
 * row is read again inside one transaction, so a secret changed meanwhile is not accepted.
 */
export async function authenticateStaff(
  db: DatabaseSync,
  at: string,
  login: string,
  secret: string,
  source: string,
): Promise<LoginOutcome> {
  const stored = db.prepare('SELECT secret_salt, secret_hash FROM staff WHERE login = ?').get(login) as
    { secret_salt: string; secret_hash: string } | undefined;
  const matches = await secretMatches(secret, stored?.secret_salt, stored?.secret_hash);
  if (stored === undefined || !matches) return { ok: false, code: 'BAD_CREDENTIALS' };
  return inTransaction(db, (): LoginOutcome => {
    const row = db.prepare('SELECT * FROM staff WHERE login = ?').get(login) as StaffRow | undefined;
    if (row === undefined || row.secret_hash !== stored.secret_hash)
      return { ok: false, code: 'BAD_CREDENTIALS' };
    // An administrative lock (or one set by a hub before issue 10) refuses even the right secret,
    // and only that: a wrong secret gets BAD_CREDENTIALS, so the lock tells a guesser nothing.
    if (row.locked === 1) return { ok: false, code: 'LOCKED_OUT' };
    // Who was at the console, from where and since when: "every action journaled with who and when".
    appendEntry(db, at, 'StaffLoggedIn', `staff:${login}`, { login, role: row.role, source });
    return { ok: true, staff: { login: row.login, role: row.role } };
  });
}

/**
 * Lifts an account's lock inside the caller's transaction, journaled as `StaffUnlocked` by
 * `actor` (who unlocked whom); false when the login is unknown. `failed_attempts` is the count of
 * the lockout before issue 10, reset so that an older hub reading the store starts clean.
 */
export function unlockStaff(db: DatabaseSync, at: string, actor: string, login: string): boolean {
  const changed = db
    .prepare('UPDATE staff SET locked = 0, failed_attempts = 0 WHERE login = ?')
    .run(login).changes;
  if (changed === 0) return false;
  appendEntry(db, at, 'StaffUnlocked', actor, { login });
  return true;
}
