// The hub's staff login gate (issue 10 §4: nobody can deny service without a credential): each
// attempt is first throttled per source and per account (loginThrottle.ts) — a throttled one is
// answered LOGIN_THROTTLED with its wait and costs no scrypt — then checked (staffAccounts.ts,
// whose hashes run two at a time in hub/secretHash.ts, so a flood cannot starve the event loop),
// and every refusal is journaled with its source (loginFailureJournal.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { LoginFailureJournal } from './loginFailureJournal.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottlePolicy } from './loginThrottle.ts';
import { authenticateStaff, type LoginOutcome } from './staffAccounts.ts';

/** A login attempt's outcome at the gate: the account's verdict, or throttled unchecked. */
export type LoginAttempt =
  LoginOutcome | { readonly ok: false; readonly code: 'LOGIN_THROTTLED'; readonly retryAfterSeconds: number };

/** The staff login gate shared by every staff connection of one hub. */
export class StaffLogins {
  readonly #db: DatabaseSync;
  readonly #clock: Clock;
  readonly #throttle: LoginThrottle;
  readonly #journal: LoginFailureJournal;

  constructor(
    db: DatabaseSync,
    clock: Clock,
    log: Logger,
    policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.#db = db;
    this.#clock = clock;
    this.#throttle = new LoginThrottle(policy);
    this.#journal = new LoginFailureJournal(db, clock, log);
  }

  /** Tries `login` with `secret` from `source` (the socket's remote address, hub/staff/sourceAddress.ts). */
  async attempt(source: string, login: string, secret: string): Promise<LoginAttempt> {
    const now = this.#clock.now();
    const admission = this.#throttle.admit(source, login, now);
    if (!admission.ok) {
      this.#journal.note(source, login, 'LOGIN_THROTTLED');
      return { ok: false, code: 'LOGIN_THROTTLED', retryAfterSeconds: Math.ceil(admission.waitMs / 1000) };
    }
    let outcome: LoginOutcome;
    try {
      outcome = await authenticateStaff(this.#db, new Date(now).toISOString(), login, secret, source);
    } catch (error) {
      // The reservation stays a failure: an attempt that broke the check proves nothing.
      this.#journal.note(source, login, 'BAD_CREDENTIALS');
      throw error;
    }
    // The right secret on a locked account proves the secret: it is no guess to slow down.
    this.#throttle.settle(admission.ticket, outcome.ok || outcome.code === 'LOCKED_OUT');
    if (!outcome.ok) this.#journal.note(source, login, outcome.code);
    return outcome;
  }

  /** Forgets an account's throttling once another staff member unlocked it. */
  unlocked(login: string): void {
    this.#throttle.forgetAccount(login);
  }

  /** Writes the pending failure counts to the journal (the hub is closing). */
  stop(): void {
    this.#journal.flush();
  }
}
