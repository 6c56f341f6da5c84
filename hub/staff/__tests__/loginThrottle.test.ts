// The staff login throttle's decisions (issue 10 §4), given/when/then on the pure policy: a
// source's wait doubles after its free failures; an account's delay is per source and capped, so a
// flood from other addresses never keeps the rightful person out; a known-good source is gated
// by its own failures only; attempts in flight count; memory is bounded and fades.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottlePolicy } from '../loginThrottle.ts';
import { sourceOf } from '../sourceAddress.ts';

const T0 = 1_000_000;

/** Admits and settles one attempt: its wait in ms when refused, else 0. */
function tryOnce(throttle: LoginThrottle, source: string, login: string, now: number, right = false): number {
  const admission = throttle.admit(source, login, now);
  if (!admission.ok) return admission.waitMs;
  throttle.settle(admission.ticket, right);
  return 0;
}

describe('login throttle', () => {
  it('lets a source fail five times, then doubles its wait up to fifteen minutes', () => {
    const throttle = new LoginThrottle();
    const waits: number[] = [];
    let now = T0;
    for (let i = 0; i < 5; i++) waits.push(tryOnce(throttle, 'S', 'bruno', now));
    expect(waits).toEqual([0, 0, 0, 0, 0]);
    // Each refusal tells the wait; waiting it out admits one more failure, which doubles it.
    const told: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = tryOnce(throttle, 'S', `login-${i}`, now);
      told.push(wait);
      // Throttled attempts in the meantime change nothing.
      expect(tryOnce(throttle, 'S', 'bruno', now + wait - 1)).toBe(1);
      now += wait;
      expect(tryOnce(throttle, 'S', `login-${i}`, now)).toBe(0);
    }
    expect(told).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900].map((s) => s * 1_000));
  });

  it('counts attempts in flight: a burst from one source gets five checks, not more', () => {
    const throttle = new LoginThrottle();
    const verdicts = Array.from({ length: 8 }, () => throttle.admit('S', 'bruno', T0).ok);
    expect(verdicts).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('never keeps the rightful person out of an account under a flood: the delay is per source and capped', () => {
    const throttle = new LoginThrottle();
    // 40 attacker addresses try five times each (past ten failures, each new one gets one check).
    for (let a = 0; a < 40; a++) for (let i = 0; i < 5; i++) tryOnce(throttle, `A${a}`, 'bruno', T0);
    // A source that has not tried the account is checked at once…
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 1, false)).toBe(0);
    // …and after its own mistake waits the cap, however the flood goes on meanwhile.
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 1)).toBe(DEFAULT_LOGIN_THROTTLE.accountMaxDelayMs);
    for (let a = 40; a < 80; a++) tryOnce(throttle, `A${a}`, 'bruno', T0 + 10_000);
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 30_000)).toBe(1);
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 30_001, true)).toBe(0);
    // Known good now: the account's delay no longer applies to this source.
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 30_002, false)).toBe(0);
    expect(tryOnce(throttle, 'console', 'bruno', T0 + 30_003, true)).toBe(0);
  });

  it('delays an account only after ten failures from sources not known good, doubling from one second', () => {
    const throttle = new LoginThrottle();
    const waits: number[] = [];
    for (let s = 0; s < 14; s++) {
      tryOnce(throttle, `S${s}`, 'alice', T0);
      waits.push(tryOnce(throttle, `S${s}`, 'alice', T0));
    }
    // A source's second try waits what its first failure set: nothing while the account had fewer
    // than ten failures, then one second doubled per failure beyond, never above thirty.
    expect(waits.map((w) => w / 1_000)).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 30, 30, 30, 30, 30]);
  });

  it('gates a known-good source by its own failures on that account, not by the source', () => {
    const throttle = new LoginThrottle();
    expect(tryOnce(throttle, 'console', 'bruno', T0, true)).toBe(0);
    // Someone at the same console floods other accounts: the console is throttled for them…
    for (let i = 0; i < 20; i++) tryOnce(throttle, 'console', `guess-${i}`, T0);
    expect(tryOnce(throttle, 'console', 'alice', T0)).toBe(1_000);
    // …but bruno, who logs in there, is not.
    expect(tryOnce(throttle, 'console', 'bruno', T0, true)).toBe(0);
    // Wrong secrets for bruno from there follow the source's rule on the pair alone.
    for (let i = 0; i < 5; i++) expect(tryOnce(throttle, 'console', 'bruno', T0)).toBe(0);
    expect(tryOnce(throttle, 'console', 'bruno', T0)).toBe(1_000);
  });

  it('forgets an account on unlock, a quiet source after an hour, and the least recently seen beyond its bound', () => {
    const throttle = new LoginThrottle();
    for (let s = 0; s < 12; s++) tryOnce(throttle, `S${s}`, 'alice', T0);
    expect(tryOnce(throttle, 'S11', 'alice', T0)).toBe(4_000);
    throttle.forgetAccount('alice');
    expect(tryOnce(throttle, 'S11', 'alice', T0)).toBe(0);

    for (let i = 0; i < 5; i++) tryOnce(throttle, 'Q', 'bruno', T0);
    expect(tryOnce(throttle, 'Q', 'x', T0 + 999)).toBe(1);
    const hour = DEFAULT_LOGIN_THROTTLE.memoryMs;
    expect(tryOnce(throttle, 'Q', 'x', T0 + hour)).toBe(0);
    for (let i = 0; i < 4; i++) expect(tryOnce(throttle, 'Q', 'x', T0 + hour)).toBe(0);

    const small: LoginThrottlePolicy = { ...DEFAULT_LOGIN_THROTTLE, maxTracked: 2 };
    const bounded = new LoginThrottle(small);
    for (let i = 0; i < 5; i++) tryOnce(bounded, 'S1', `l${i}`, T0);
    expect(tryOnce(bounded, 'S1', 'l9', T0)).toBe(1_000);
    tryOnce(bounded, 'S2', 'l0', T0);
    tryOnce(bounded, 'S3', 'l0', T0);
    expect(tryOnce(bounded, 'S1', 'l9', T0)).toBe(0);
  });
});

describe('source address', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 by its /64, and a missing address as unknown', () => {
    expect(
      [
        '127.0.0.2',
        '::ffff:10.0.0.5',
        '2001:db8:1:2:3:4:5:6',
        '2001:DB8::1',
        'fe80::1%eth0',
        '::1',
        undefined,
        '',
      ].map(sourceOf),
    ).toEqual([
      '127.0.0.2',
      '10.0.0.5',
      '2001:db8:1:2::/64',
      '2001:db8:0:0::/64',
      'fe80:0:0:0::/64',
      '0:0:0:0::/64',
      'unknown',
      'unknown',
    ]);
  });
});
