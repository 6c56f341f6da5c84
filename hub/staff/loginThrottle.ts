// Slows failed staff logins instead of locking accounts (issue 10 §4: five wrong logins from
// anywhere used to lock any account, both comité accounts were locked remotely). Two limits,
// both decided before any scrypt is spent (docs/operations.md "Staff login throttling"):
// - per source address: a few free failures, then a wait that doubles at each further failure;
// - per account: once an account has many recent failures from sources not known good for it,
//   each such source waits after its own failure on that account, a delay that grows with the
//   account's failures but is capped (30 s by default). The account's delay is kept per
//   (account, source) pair, never as one shared gate: an attacker flooding from other addresses
//   cannot hold it at zero, so the rightful person, from a source that is not flooding, is checked
//   at once, or after at most the cap when they themselves just mistyped.
// A source that once gave an account's right secret is "known good" for it: the account's delay
// does not apply to it, and its own failures on that account replace the source's as its gate.
// An attempt being checked counts as a failure until it succeeds, so a burst of concurrent
// attempts cannot all pass the limit before the first result. State is in memory and bounded.

/** How failed staff logins are slowed (defaults: DEFAULT_LOGIN_THROTTLE). */
export interface LoginThrottlePolicy {
  /** Failures a source may make before it waits. */
  readonly sourceFreeFailures: number;
  /** A source's first wait, doubled at each further failure… */
  readonly sourceBaseDelayMs: number;
  /** …up to this. */
  readonly sourceMaxDelayMs: number;
  /** Failures on one account, from sources not known good for it, before its delay applies. */
  readonly accountFreeFailures: number;
  /** The account's first delay, doubled at each further failure… */
  readonly accountBaseDelayMs: number;
  /** …never above this: the longest a rightful person who just mistyped waits. */
  readonly accountMaxDelayMs: number;
  /** A source's or an account's failures are forgotten after this long without one. */
  readonly memoryMs: number;
  /** Sources, accounts and pairs remembered each; the least recently seen go first beyond it. */
  readonly maxTracked: number;
}

/** The hub's throttling (docs/operations.md lists the same figures). */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  sourceFreeFailures: 5,
  sourceBaseDelayMs: 1_000,
  sourceMaxDelayMs: 15 * 60_000,
  accountFreeFailures: 10,
  accountBaseDelayMs: 1_000,
  accountMaxDelayMs: 30_000,
  memoryMs: 60 * 60_000,
  maxTracked: 10_000,
};

/** An admitted attempt, to settle once its secret is checked. */
export interface LoginTicket {
  readonly source: string;
  readonly login: string;
  /** The source was known good for the account: its own failures on it were the gate. */
  readonly knownGood: boolean;
  /** The gate's wait before this attempt reserved its failure (restored on success). */
  readonly gateNotBefore: number;
}

/** The verdict on an attempt: check it, or refuse it unchecked for `waitMs`. */
export type Admission =
  { readonly ok: true; readonly ticket: LoginTicket } | { readonly ok: false; readonly waitMs: number };

interface Failures {
  failures: number;
  lastAt: number;
  notBefore: number;
}

interface Pair {
  readonly login: string;
  /** The account's delay for this source, fixed at its last failure (so a told wait holds). */
  notBefore: number;
  /** This source once gave the account's right secret. */
  knownGood: boolean;
  /** A known-good source's own failures on the account, which gate it instead of the source's. */
  own: Failures;
}

/** The failure counts of sources, accounts and (account, source) pairs. */
export class LoginThrottle {
  readonly #policy: LoginThrottlePolicy;
  readonly #sources = new Map<string, Failures>();
  readonly #accounts = new Map<string, Failures>();
  readonly #pairs = new Map<string, Pair>();

  constructor(policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE) {
    this.#policy = policy;
  }

  /**
   * Decides an attempt at `now`; an admitted one is counted as a failure until settled. A source
   * known good for the account is gated by its own failures on that account only: a console
   * where someone floods other accounts still lets the staff who use it log in.
   */
  admit(source: string, login: string, now: number): Admission {
    const p = this.#policy;
    const memory = p.memoryMs;
    // Read only: a refused attempt stores nothing, so a flood of throttled attempts (which cost
    // nothing) cannot push other entries out of the bounded maps.
    const key = pairKey(login, source);
    const pair = this.#pairs.get(key) ?? { login, notBefore: 0, knownGood: false, own: fresh(now) };
    pair.own = live(pair.own, now, memory);
    const gate = pair.knownGood ? pair.own : live(this.#sources.get(source), now, memory);
    const notBefore = pair.knownGood ? gate.notBefore : Math.max(gate.notBefore, pair.notBefore);
    if (now < notBefore) return { ok: false, waitMs: notBefore - now };
    const ticket = { source, login, knownGood: pair.knownGood, gateNotBefore: gate.notBefore };
    count(
      gate,
      now,
      backoff(gate.failures + 1, p.sourceFreeFailures, p.sourceBaseDelayMs, p.sourceMaxDelayMs),
    );
    if (!pair.knownGood) {
      remember(this.#sources, source, gate, p.maxTracked);
      const acct = remember(
        this.#accounts,
        login,
        live(this.#accounts.get(login), now, memory),
        p.maxTracked,
      );
      count(acct, now, 0);
      pair.notBefore =
        now + backoff(acct.failures, p.accountFreeFailures, p.accountBaseDelayMs, p.accountMaxDelayMs);
    }
    remember(this.#pairs, key, pair, p.maxTracked);
    return { ok: true, ticket };
  }

  /**
   * Settles an admitted attempt. A right secret takes its provisional failure back and marks the
   * source known good for the account (the account's delay no longer applies to it); the
   * account's other failures stay, since the attack on it may go on.
   */
  settle(ticket: LoginTicket, secretRight: boolean): void {
    if (!secretRight) return;
    const key = pairKey(ticket.login, ticket.source);
    const pair = this.#pairs.get(key);
    const gate = ticket.knownGood ? pair?.own : this.#sources.get(ticket.source);
    if (gate !== undefined) {
      gate.failures = Math.max(0, gate.failures - 1);
      gate.notBefore = ticket.gateNotBefore;
    }
    const acct = this.#accounts.get(ticket.login);
    if (!ticket.knownGood && acct !== undefined) acct.failures = Math.max(0, acct.failures - 1);
    if (pair !== undefined && !pair.knownGood) {
      pair.knownGood = true;
      pair.notBefore = 0;
    }
  }

  /** Forgets an account's failures and its pairs' delays (an unlock by another staff member). */
  forgetAccount(login: string): void {
    this.#accounts.delete(login);
    for (const [key, pair] of this.#pairs) {
      if (pair.login !== login) continue;
      if (pair.knownGood) pair.own = fresh(0);
      else this.#pairs.delete(key);
    }
  }
}

const pairKey = (login: string, source: string): string => JSON.stringify([login, source]);

const fresh = (now: number): Failures => ({ failures: 0, lastAt: now, notBefore: 0 });

/** `kept` unless it is missing or was last failed `memoryMs` ago or more: then a clean count. */
function live(kept: Failures | undefined, now: number, memoryMs: number): Failures {
  return kept !== undefined && now - kept.lastAt < memoryMs ? kept : fresh(now);
}

/** Counts one failure at `now`, after which the gate waits `delayMs`. */
function count(f: Failures, now: number, delayMs: number): void {
  f.failures++;
  f.lastAt = now;
  f.notBefore = now + delayMs;
}

/** 0 for the first `free` failures, then `base` doubled per failure beyond, capped at `max`. */
function backoff(failures: number, free: number, base: number, max: number): number {
  if (failures < free) return 0;
  // 2^40 ms is already beyond any cap: the exponent is bounded so the product stays finite.
  return Math.min(max, base * 2 ** Math.min(failures - free, 40));
}

/** Stores `value` as the most recently seen entry, dropping the least recently seen beyond `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  return value;
}
