// Journals refused staff logins with their source address and the login tried, never the secret
// (issue 10 §4). A flood must not grow the journal at will, so the entries are per source and
// per window: the first refusal from a source is written at once (an incident shows without
// delay), the ones after it in the same window are counted and written as one more entry when
// the window ends — at most two entries per source per window. `StaffLoginFailed` moves no
// money: no projection reads it (hub/store/integrity.ts), so verify stays ok.
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { inTransaction } from '../store/database.ts';
import { appendEntry } from '../entries/typedJournal.ts';

/** Why a login was refused: the code the console was answered. */
export type LoginRefusal = 'BAD_CREDENTIALS' | 'LOCKED_OUT' | 'LOGIN_THROTTLED';

/** The journal kind of refused staff logins. */
export const STAFF_LOGIN_FAILED = 'StaffLoginFailed' as const;

/** The window over which a source's refusals are counted into one entry. */
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

/** Distinct (login, reason) rows in one entry; further attempts are counted in `otherAttempts`. */
const MAX_ROWS = 16;

/** Open windows kept; beyond it the oldest is written early. */
const MAX_WINDOWS = 10_000;

/** One row of an entry: how many attempts on `login` were refused with `reason`. */
export interface LoginFailureRow {
  readonly login: string;
  readonly reason: LoginRefusal;
  count: number;
}

interface Window {
  from: string;
  to: string;
  count: number;
  otherAttempts: number;
  readonly rows: LoginFailureRow[];
  readonly cancel: () => void;
}

/** Counts refused logins per source and journals them (see the file's head). */
export class LoginFailureJournal {
  readonly #db: DatabaseSync;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #windows = new Map<string, Window>();
  /** After flush (the hub closing), each refusal is written alone: no timer may outlive the hub. */
  #stopped = false;

  constructor(db: DatabaseSync, clock: Clock, log: Logger) {
    this.#db = db;
    this.#clock = clock;
    this.#log = log;
  }

  /** Records one refused attempt from `source` on `login`. */
  note(source: string, login: string, reason: LoginRefusal): void {
    const at = new Date(this.#clock.now()).toISOString();
    const alone = { from: at, to: at, count: 1, otherAttempts: 0, rows: [{ login, reason, count: 1 }] };
    if (this.#stopped) return this.#write(source, alone);
    const open = this.#windows.get(source);
    if (open === undefined) {
      this.#write(source, alone);
      const cancel = this.#clock.schedule(LOGIN_FAILURE_WINDOW_MS, () => this.#close(source));
      this.#windows.set(source, { from: at, to: at, count: 0, otherAttempts: 0, rows: [], cancel });
      if (this.#windows.size > MAX_WINDOWS) this.#close(this.#windows.keys().next().value ?? source);
      return;
    }
    if (open.count === 0) open.from = at;
    open.to = at;
    open.count++;
    const row = open.rows.find((r) => r.login === login && r.reason === reason);
    if (row !== undefined) row.count++;
    else if (open.rows.length < MAX_ROWS) open.rows.push({ login, reason, count: 1 });
    else open.otherAttempts++;
  }

  /** Writes every open window now and stops their timers (the hub is closing). */
  flush(): void {
    this.#stopped = true;
    for (const source of [...this.#windows.keys()]) this.#close(source);
  }

  #close(source: string): void {
    const window = this.#windows.get(source);
    if (window === undefined) return;
    this.#windows.delete(source);
    window.cancel();
    if (window.count > 0) this.#write(source, window);
  }

  #write(source: string, w: Pick<Window, 'from' | 'to' | 'count' | 'otherAttempts' | 'rows'>): void {
    const at = new Date(this.#clock.now()).toISOString();
    const payload = {
      source,
      from: w.from,
      to: w.to,
      count: w.count,
      attempts: w.rows.map((r) => ({ login: r.login, reason: r.reason, count: r.count })),
      ...(w.otherAttempts > 0 ? { otherAttempts: w.otherAttempts } : {}),
    };
    try {
      inTransaction(this.#db, () => appendEntry(this.#db, at, STAFF_LOGIN_FAILED, 'hub', payload));
    } catch (error) {
      // A refused login is still refused; the lost entry is said in the log.
      this.#log('error', 'staff login failure not journaled', { source, error: String(error) });
    }
  }
}
