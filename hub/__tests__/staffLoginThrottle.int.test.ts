// Issue 10 §4, "nobody can deny service without a credential": wrong staff logins slow their
// source and, boundedly, the account's unknown sources, but lock nothing — a comité member who
// knows the secret logs in within a minute of a flood from other addresses; each refusal is
// journaled with its source (one entry per source per window); another comité member or a
// technicien unlocks an account, never their own. Real hub, real SQLite, real WebSocket over
// loopback from distinct source addresses (127.0.0.x), with the hub's injected clock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffHubMessage } from '../../protocol/staffMessages.ts';
import type { RunningHub } from '../hub.ts';
import { integrityReport } from '../store/integrity.ts';
import { runCli } from './helpers/hubChild.ts';
import { type ManualClock, manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub } from './helpers/staffHub.ts';
import { connectStaffSocket, loginStaff } from './helpers/testStaff.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const WRONG = 'wrong-secret-never-journaled';
const ATTACKERS = ['127.0.0.2', '127.0.0.3'] as const;
const MEMBER = '127.0.0.1';

type Answer = Extract<StaffHubMessage, { type: 'welcome' | 'error' }>;

/** One login attempt on a fresh connection from `from`: the hub's answer. */
async function attempt(url: string, from: string, login: string, secret: string): Promise<Answer> {
  const s = await connectStaffSocket(url, from);
  s.send({ type: 'login', login, secret });
  const answer = (await s.next((m) => m.type === 'welcome' || m.type === 'error')) as Answer;
  s.close();
  return answer;
}

const codeOf = (a: Answer): string => (a.type === 'error' ? a.error.code : 'welcome');
const waitOf = (a: Answer): unknown =>
  a.type === 'error' ? a.error.params?.['retryAfterSeconds'] : undefined;

async function started(clock: ManualClock, dataDir?: string): Promise<{ hub: RunningHub; url: string }> {
  const hub = await staffHub(clock, dataDir === undefined ? {} : { dataDir });
  running.push(hub);
  return { hub, url: `ws://127.0.0.1:${hub.port}/staff` };
}

function journal(hub: RunningHub, kind: string): { at: string; actor: string; payload: unknown }[] {
  return (
    hub.state.db.prepare('SELECT at, actor, payload FROM journal WHERE kind = ? ORDER BY seq').all(kind) as {
      at: string;
      actor: string;
      payload: string;
    }[]
  ).map((r) => ({ at: r.at, actor: r.actor, payload: JSON.parse(r.payload) as unknown }));
}

describe('staff login throttling', () => {
  it('keeps a comité account open under a flood: its member logs in within a minute', async () => {
    const clock = manualClock();
    const { hub, url } = await started(clock);
    const start = clock.now();
    // 100 wrong logins from each attacker at one instant: 5 checked each, the rest unchecked.
    const burst: Record<string, string[]> = { '127.0.0.2': [], '127.0.0.3': [] };
    for (let i = 0; i < 100; i++) {
      for (const from of ATTACKERS) {
        const answer = await attempt(url, from, 'bruno', WRONG);
        burst[from]?.push(
          codeOf(answer) === 'LOGIN_THROTTLED' ? `THROTTLED ${String(waitOf(answer))}s` : codeOf(answer),
        );
      }
    }
    for (const from of ATTACKERS)
      expect(burst[from]).toEqual([...Array(5).fill('BAD_CREDENTIALS'), ...Array(95).fill('THROTTLED 1s')]);

    // The flood goes on, one attempt per attacker per second, while the member tries from the
    // console: a mistyped secret first, then the right one each time the hub says to retry.
    const member: string[] = [];
    let retryAt = clock.now();
    let welcomed: number | null = null;
    for (let second = 1; second <= 60 && welcomed === null; second++) {
      clock.advance(1_000);
      for (const from of ATTACKERS)
        expect(['BAD_CREDENTIALS', 'LOGIN_THROTTLED']).toContain(
          codeOf(await attempt(url, from, 'bruno', WRONG)),
        );
      if (clock.now() < retryAt) continue;
      const answer = await attempt(
        url,
        MEMBER,
        'bruno',
        second === 1 ? 'bruno-mistyped-1' : secretOf('bruno'),
      );
      member.push(codeOf(answer));
      if (answer.type === 'welcome') welcomed = clock.now();
      else if (answer.error.code === 'LOGIN_THROTTLED') {
        const wait = waitOf(answer);
        expect(typeof wait === 'number' && wait >= 1 && wait <= 30).toBe(true);
        retryAt = clock.now() + (wait as number) * 1_000;
      }
    }
    // Mistyped (checked at once: this source was not flooding), told to wait, then in.
    expect(member).toEqual(['BAD_CREDENTIALS', 'LOGIN_THROTTLED', 'welcome']);
    expect(welcomed !== null && welcomed - start).toBeLessThanOrEqual(60_000);
    const row = hub.state.db.prepare("SELECT locked FROM staff WHERE login = 'bruno'").get();
    expect(row).toEqual({ locked: 0 });
    expect(journal(hub, 'StaffLockedOut')).toEqual([]);
    expect(journal(hub, 'StaffLoggedIn').at(-1)).toEqual({
      at: new Date(welcomed ?? 0).toISOString(),
      actor: 'staff:bruno',
      payload: { login: 'bruno', role: 'comiteDeDirection', source: MEMBER },
    });
  });

  it('answers a throttled source LOGIN_THROTTLED with its wait, even with the right secret, and no other source', async () => {
    const clock = manualClock();
    const { url } = await started(clock);
    for (let i = 0; i < 5; i++)
      expect(codeOf(await attempt(url, '127.0.0.2', 'alice', WRONG))).toBe('BAD_CREDENTIALS');
    const throttled = await attempt(url, '127.0.0.2', 'alice', secretOf('alice'));
    expect(throttled.type === 'error' && throttled.error).toMatchObject({
      code: 'LOGIN_THROTTLED',
      params: { retryAfterSeconds: 1 },
    });
    // The wait doubles for each failure after it: 1 s, then 2 s.
    clock.advance(1_000);
    expect(codeOf(await attempt(url, '127.0.0.2', 'alice', WRONG))).toBe('BAD_CREDENTIALS');
    expect(waitOf(await attempt(url, '127.0.0.2', 'alice', secretOf('alice')))).toBe(2);
    // Another address is not slowed by that source's failures.
    expect(codeOf(await attempt(url, '127.0.0.1', 'alice', secretOf('alice')))).toBe('welcome');
    clock.advance(2_000);
    expect(codeOf(await attempt(url, '127.0.0.2', 'alice', secretOf('alice')))).toBe('welcome');
  });

  it('journals refusals with their source and the login tried, one entry per source per window, never the secret', async () => {
    const clock = manualClock();
    const { hub, url } = await started(clock);
    const t0 = new Date(clock.now()).toISOString();
    for (let i = 0; i < 20; i++) await attempt(url, '127.0.0.2', 'bruno', WRONG);
    for (let i = 0; i < 3; i++) await attempt(url, '127.0.0.3', 'nobody', WRONG);
    const first = (source: string, login: string) => ({
      at: t0,
      actor: 'hub',
      payload: {
        source,
        from: t0,
        to: t0,
        count: 1,
        attempts: [{ login, reason: 'BAD_CREDENTIALS', count: 1 }],
      },
    });
    // The first refusal of each source is written at once; the rest wait for the window's end.
    expect(journal(hub, 'StaffLoginFailed')).toEqual([
      first('127.0.0.2', 'bruno'),
      first('127.0.0.3', 'nobody'),
    ]);
    clock.advance(60_000);
    const t1 = new Date(clock.now()).toISOString();
    expect(journal(hub, 'StaffLoginFailed').slice(2)).toEqual([
      {
        at: t1,
        actor: 'hub',
        payload: {
          source: '127.0.0.2',
          from: t0,
          to: t0,
          count: 19,
          attempts: [
            { login: 'bruno', reason: 'BAD_CREDENTIALS', count: 4 },
            { login: 'bruno', reason: 'LOGIN_THROTTLED', count: 15 },
          ],
        },
      },
      {
        at: t1,
        actor: 'hub',
        payload: {
          source: '127.0.0.3',
          from: t0,
          to: t0,
          count: 2,
          attempts: [{ login: 'nobody', reason: 'BAD_CREDENTIALS', count: 2 }],
        },
      },
    ]);
    // A quiet window writes nothing more.
    clock.advance(60_000);
    expect(journal(hub, 'StaffLoginFailed')).toHaveLength(4);
    const text = hub.state.db.prepare('SELECT group_concat(payload) AS all_ FROM journal').get() as {
      all_: string;
    };
    expect(text.all_).not.toContain(WRONG);
    expect(integrityReport(hub.state.db).ok).toBe(true);
  });

  it('writes the counts of an open window when the hub closes', async () => {
    const clock = manualClock();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-window-'));
    const first = await started(clock, dataDir);
    for (let i = 0; i < 3; i++) await attempt(first.url, '127.0.0.6', 'chloe', WRONG);
    await first.hub.close();
    running = [];
    const again = await started(clock, dataDir);
    expect(journal(again.hub, 'StaffLoginFailed').map((e) => (e.payload as { count: number }).count)).toEqual(
      [1, 2],
    );
  });

  it('tries only the first of logins pipelined on one socket: the refusal closes it', async () => {
    const clock = manualClock();
    const { hub, url } = await started(clock);
    const s = await connectStaffSocket(url, '127.0.0.4');
    const closed = new Promise<number>((resolve) => s.socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < 10; i++) s.send({ type: 'login', login: 'bruno', secret: `${WRONG}-${i}` });
    expect(await closed).toBe(4001);
    expect(s.received.map((m) => m.type === 'error' && m.error.code)).toEqual(['BAD_CREDENTIALS']);
    clock.advance(60_000);
    expect(journal(hub, 'StaffLoginFailed').map((e) => (e.payload as { count: number }).count)).toEqual([1]);
  });

  it('lets another comité member or a technicien unlock, never a croupier or oneself, and keeps the CLI unlock', async () => {
    const clock = manualClock();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-unlock-'));
    const { hub, url } = await started(clock, dataDir);
    // An account locked by a hub before issue 10 (or an administrator): the right secret is refused,
    // a wrong one gets BAD_CREDENTIALS and so tells nothing of the lock.
    hub.state.db.prepare("UPDATE staff SET locked = 1 WHERE login IN ('bruno', 'emma')").run();
    expect(codeOf(await attempt(url, MEMBER, 'bruno', secretOf('bruno')))).toBe('LOCKED_OUT');
    expect(codeOf(await attempt(url, MEMBER, 'bruno', WRONG))).toBe('BAD_CREDENTIALS');
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const byCroupier = await alice.command('unlockStaff', 'unlock-by-croupier', { login: 'bruno' });
    expect(byCroupier.ok === false && byCroupier.error.code).toBe('FORBIDDEN');
    const denis = await loginStaff(url, 'denis', secretOf('denis'));
    const self = await denis.command('unlockStaff', 'unlock-self', { login: 'denis' });
    expect(self.ok === false && self.error).toEqual({
      code: 'CANNOT_UNLOCK_SELF',
      message: 'another staff member must unlock this account',
    });
    expect(await denis.ok('unlockStaff', 'unlock-bruno', { login: 'bruno' })).toEqual({
      kind: 'unlocked',
      login: 'bruno',
    });
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    const brunoSelf = await bruno.command('unlockStaff', 'unlock-self-bruno', { login: 'bruno' });
    expect(brunoSelf.ok === false && brunoSelf.error.code).toBe('CANNOT_UNLOCK_SELF');
    expect(journal(hub, 'StaffUnlocked')).toEqual([
      { at: new Date(clock.now()).toISOString(), actor: 'staff:denis', payload: { login: 'bruno' } },
    ]);
    // The hub's CLI still lifts a lock, journaled as the operator.
    await hub.close();
    running = [];
    const cli = await runCli(['staff', 'unlock', dataDir, 'emma']);
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({ login: 'emma', unlocked: true });
    const again = await started(clock, dataDir);
    expect(codeOf(await attempt(again.url, MEMBER, 'emma', secretOf('emma')))).toBe('welcome');
    expect(journal(again.hub, 'StaffUnlocked').map((e) => [e.actor, e.payload])).toEqual([
      ['staff:denis', { login: 'bruno' }],
      ['operator:cli', { login: 'emma' }],
    ]);
  });

  it('lifts the account delay with an unlock: the member mistyped under a flood and retries at once', async () => {
    const clock = manualClock();
    const { url } = await started(clock);
    for (let i = 0; i < 5; i++) for (const from of ATTACKERS) await attempt(url, from, 'alice', WRONG);
    expect(codeOf(await attempt(url, MEMBER, 'alice', 'alice-mistyped'))).toBe('BAD_CREDENTIALS');
    expect(codeOf(await attempt(url, MEMBER, 'alice', secretOf('alice')))).toBe('LOGIN_THROTTLED');
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    await bruno.ok('unlockStaff', 'unlock-alice', { login: 'alice' });
    expect(codeOf(await attempt(url, MEMBER, 'alice', secretOf('alice')))).toBe('welcome');
  });
});
