// Staff accounts: a login, a role and a secret stored only as a salted scrypt hash; repeated
// failures lock the account until a comité member unlocks it, and every step is journaled
// (DESIGN.md "Trust and authority": staff act under their own identity and role).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { StaffRole } from '../../protocol/staffMessages.ts';
import { hashSecret, secretMatches } from '../secretHash.ts';
import { inTransaction } from '../store/database.ts';
import { appendJournal } from '../store/journal.ts';

/** Consecutive failed logins after which an account is locked. */
export const MAX_FAILED_LOGINS = 5;

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
  failed_attempts: number;
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
    appendJournal(db, at, 'StaffAccountCreated', actor, { login, role });
    db.prepare(
      'INSERT INTO staff (login, role, secret_salt, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(login, role, salt, hash, at);
  });
}

/**
 * Checks a login; journals each success, each failure on a known account and the lockout it causes. The hash
 * is computed off the event loop; the attempt is then decided on the row as it is at that moment
 * (inside one transaction), so concurrent failures all count.
 */
export async function authenticateStaff(
  db: DatabaseSync,
  at: string,
  login: string,
  secret: string,
): Promise<LoginOutcome> {
  const stored = db.prepare('SELECT secret_salt, secret_hash FROM staff WHERE login = ?').get(login) as
    { secret_salt: string; secret_hash: string } | undefined;
  const matches = await secretMatches(secret, stored?.secret_salt, stored?.secret_hash);
  if (stored === undefined) return { ok: false, code: 'BAD_CREDENTIALS' };
  return inTransaction(db, (): LoginOutcome => {
    const row = db.prepare('SELECT * FROM staff WHERE login = ?').get(login) as StaffRow | undefined;
    if (row === undefined) return { ok: false, code: 'BAD_CREDENTIALS' };
    // A locked account stays locked even with the right secret: only an unlock reopens it.
    if (row.locked === 1) return { ok: false, code: 'LOCKED_OUT' };
    if (matches && row.secret_hash === stored.secret_hash) {
      if (row.failed_attempts > 0)
        db.prepare('UPDATE staff SET failed_attempts = 0 WHERE login = ?').run(login);
      // Who was at the console, and since when: part of "every action journaled with who and when".
      appendJournal(db, at, 'StaffLoggedIn', `staff:${login}`, { login, role: row.role });
      return { ok: true, staff: { login: row.login, role: row.role } };
    }
    const attempts = row.failed_attempts + 1;
    const locks = attempts >= MAX_FAILED_LOGINS;
    appendJournal(db, at, 'StaffLoginFailed', `staff:${login}`, { login, attempts });
    if (locks) appendJournal(db, at, 'StaffLockedOut', 'hub', { login, attempts });
    db.prepare('UPDATE staff SET failed_attempts = ?, locked = ? WHERE login = ?').run(
      attempts,
      locks ? 1 : 0,
      login,
    );
    return { ok: false, code: locks ? 'LOCKED_OUT' : 'BAD_CREDENTIALS' };
  });
}

/** Unlocks an account inside the caller's transaction (journaled); false when the login is unknown. */
export function unlockStaff(db: DatabaseSync, at: string, actor: string, login: string): boolean {
  const changed = db
    .prepare('UPDATE staff SET locked = 0, failed_attempts = 0 WHERE login = ?')
    .run(login).changes;
  if (changed === 0) return false;
  appendJournal(db, at, 'StaffUnlocked', actor, { login });
  return true;
}
