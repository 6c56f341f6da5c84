// "Appel" over real WebSockets (issue 12 §5): a station's call is journaled under the terminal,
// answered once per command id, listed to staff with the station, its table and the reason, kept
// across a hub restart, and closed by a member of staff's answer (journaled under their login).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffHubMessage } from '../../../protocol/staffMessages.ts';
import type { RunningHub } from '../../hub.ts';
import { sayHello } from '../../__tests__/helpers/hello.ts';
import { connectJson } from '../../__tests__/helpers/jsonSocket.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';

const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

async function station(hub: RunningHub, terminalId: string) {
  const t = await connectJson<Record<string, unknown>>(`ws://127.0.0.1:${hub.port}/terminal`);
  closers.push({ close: () => t.socket.close() });
  await sayHello(t, terminalId, TERMINAL_SECRET);
  await t.next((m) => m['type'] === 'welcome');
  return {
    ...t,
    async call(commandId: string, reason: unknown) {
      const mark = t.received.length;
      t.send({ type: 'callAttendant', commandId, reason });
      return t.next(
        (m) => (m['type'] === 'reply' && m['commandId'] === commandId) || m['type'] === 'error',
        mark,
      );
    },
  };
}

async function staff(hub: RunningHub, login: string): Promise<TestStaff> {
  const s = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, login, secretOf(login));
  closers.push(s);
  return s;
}

async function calls(s: TestStaff): Promise<unknown> {
  const mark = s.received.length;
  s.send({ type: 'getTables' });
  const m = (await s.next((x) => x.type === 'tables', mark)) as Extract<StaffHubMessage, { type: 'tables' }>;
  return m.attendantCalls;
}

function journal(hub: RunningHub, kind: string): { actor: string; payload: unknown }[] {
  return (
    hub.state.db.prepare('SELECT actor, payload FROM journal WHERE kind = ? ORDER BY seq').all(kind) as {
      actor: string;
      payload: string;
    }[]
  ).map((r) => ({ actor: r.actor, payload: JSON.parse(r.payload) as unknown }));
}

describe('Appel: a player calls an attendant', () => {
  it('journals the call, shows it to staff with the station and the reason, and closes it on an answer', async () => {
    const clock = manualClock(Date.UTC(2026, 11, 2, 14, 0, 0));
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-appel-'));
    // Closed in the middle of the test, for the restart.
    const hub = await staffHub(clock, { dataDir });
    const t1 = await station(hub, 'T1');
    const reply = await t1.call('call-00000001', 'technical');
    expect(reply).toEqual({
      type: 'reply',
      commandId: 'call-00000001',
      ok: true,
      result: { kind: 'attendantCalled', callId: expect.any(Number), at: '2026-12-02T14:00:00.000Z' },
    });
    // A repeat (a station resending after a drop) is answered the same way and calls no one twice.
    expect(await t1.call('call-00000001', 'technical')).toEqual(reply);
    expect(await t1.call('call-00000001', 'help')).toMatchObject({
      ok: false,
      error: { code: 'COMMAND_ID_REUSED' },
    });
    // A reason off the list is refused at the edge; nothing is journaled.
    expect(await t1.call('call-00000002', 'the dealer is rude <script>')).toMatchObject({
      type: 'error',
      error: { code: 'MALFORMED' },
    });
    const callId = (reply as { result: { callId: number } }).result.callId;
    expect(journal(hub, 'AttendantCalled')).toEqual([
      { actor: 'terminal:T1', payload: { terminalId: 'T1', tableId: 'roulette-1', reason: 'technical' } },
    ]);

    const croupier = await staff(hub, 'alice');
    const open = [
      {
        callId,
        terminalId: 'T1',
        tableId: 'roulette-1',
        reason: 'technical',
        at: '2026-12-02T14:00:00.000Z',
      },
    ];
    expect(await calls(croupier)).toEqual(open);
    // Pushed to consoles without asking.
    const mark = croupier.received.length;
    await t1.call('call-00000003', 'payment');
    clock.advance(0);
    const pushed = (await croupier.next(
      (m) => m.type === 'tables' && (m.attendantCalls?.length ?? 0) === 2,
      mark,
    )) as Extract<StaffHubMessage, { type: 'tables' }>;
    expect(pushed.attendantCalls?.map((c) => c.reason)).toEqual(['technical', 'payment']);
    await hub.close();

    // Across a restart the open calls are still there (the journal's fold).
    const again = await staffHub(clock, { dataDir });
    closers.push(again);
    const cashier = await staff(again, 'chloe');
    const caller = await station(again, 'T1');
    const markCaller = caller.received.length;
    expect(((await calls(cashier)) as unknown[]).length).toBe(2);
    expect(await cashier.ok('answerAttendantCall', 'ans-00000001', { callId })).toEqual({
      kind: 'attendantCallAnswered',
      callId,
    });
    expect(((await calls(cashier)) as { reason: string }[]).map((c) => c.reason)).toEqual(['payment']);
    // The calling station is told, so that its screen stops saying an attendant is coming.
    expect(await caller.next((m) => m['type'] === 'attendantCallAnswered', markCaller)).toEqual({
      type: 'attendantCallAnswered',
      callId,
    });
    const twice = await cashier.command('answerAttendantCall', 'ans-00000002', { callId });
    expect(twice).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    expect(journal(again, 'AttendantCallAnswered')).toEqual([
      { actor: 'staff:chloe', payload: { callId, terminalId: 'T1' } },
    ]);
  });
});
