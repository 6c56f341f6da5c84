// Issue 10 §3: the terminal's credentials never travel and never replay. A captured hello does not
// log in again, a proof made for another nonce, hub or terminal is refused, the hub's own message
// played back is no proof, a second hello changes nothing, and each refusal closes with its code.
import { afterEach, describe, expect, it } from 'vitest';
import { type Challenge, CLOSE_CODES, PROTOCOL_VERSION } from '../../../protocol/hubMessages.ts';
import { DISPLAY_HELLO_DOMAIN, TERMINAL_HELLO_DOMAIN, helloKey, helloProof } from '../../helloProof.ts';
import type { RunningHub } from '../../hub.ts';
import { challengeOf, helloFrame, sayHello } from '../../__tests__/helpers/hello.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { staffHub, TERMINAL_SECRET } from '../../__tests__/helpers/staffHub.ts';
import { connectTerminal, type TestTerminal } from '../../__tests__/helpers/testTerminal.ts';

let running: RunningHub[] = [];
let sockets: TestTerminal[] = [];
afterEach(async () => {
  for (const t of sockets) t.close();
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
  sockets = [];
});

async function hubWithTerminals(gate?: { helloTimeoutMs: number }): Promise<{
  hub: RunningHub;
  open: () => Promise<TestTerminal>;
}> {
  const hub = await staffHub(manualClock(), gate === undefined ? {} : { extra: { gate } });
  running.push(hub);
  const open = async (): Promise<TestTerminal> => {
    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    sockets.push(t);
    return t;
  };
  return { hub, open };
}

function closeCode(t: TestTerminal): Promise<number> {
  return new Promise((resolve) => t.socket.once('close', (code) => resolve(code)));
}

function errorCode(m: unknown): string | undefined {
  return (m as { error?: { code?: string } }).error?.code;
}

/** The terminal ids the hub has bound its connections to (unauthenticated ones have none). */
function bound(hub: RunningHub): string[] {
  return [...hub.state.connections]
    .map((c) => c.terminalId)
    .filter((id): id is string => id !== null)
    .sort();
}

describe('the challenge–response hello', () => {
  it('sends a fresh nonce and the hub id first, and never sees the secret', async () => {
    const { open } = await hubWithTerminals();
    const [a, b] = [await open(), await open()];
    const [ca, cb] = [await challengeOf(a), await challengeOf(b)];
    expect(ca.protocolVersion).toBe(PROTOCOL_VERSION);
    expect(ca.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(cb.nonce).not.toBe(ca.nonce);
    expect(cb.hubId).toBe(ca.hubId);
    const frame = helloFrame(ca, 'T1', TERMINAL_SECRET);
    expect(JSON.stringify(frame)).not.toContain(TERMINAL_SECRET);
    a.send(frame);
    expect(await a.next((m) => m.type === 'welcome', 0)).toEqual({
      type: 'welcome',
      protocolVersion: PROTOCOL_VERSION,
      terminalId: 'T1',
    });
  });

  it('refuses a captured hello replayed on another connection, and the real terminal stays', async () => {
    const { hub, open } = await hubWithTerminals();
    const real = await open();
    const captured = helloFrame(await challengeOf(real), 'T1', TERMINAL_SECRET);
    real.send(captured);
    await real.next((m) => m.type === 'snapshot', 0);

    const attacker = await open();
    const closed = closeCode(attacker);
    attacker.send(captured);
    expect(errorCode(await attacker.next((m) => m.type === 'error', 0))).toBe('BAD_CREDENTIALS');
    expect(await closed).toBe(CLOSE_CODES.badCredentials);
    // Not replaced: the real terminal keeps its socket and is answered.
    const mark = real.received.length;
    real.send({ type: 'getSnapshot' });
    expect((await real.next((m) => m.type === 'snapshot', mark)).type).toBe('snapshot');
    expect(bound(hub)).toEqual(['T1']);
  });

  it('refuses a proof made for another nonce, another hub or another terminal', async () => {
    const { hub, open } = await hubWithTerminals();
    const other = await open();
    const otherChallenge = await challengeOf(other);
    const cases: ((c: Challenge) => unknown)[] = [
      // The other socket's nonce, sent here.
      () => helloFrame(otherChallenge, 'T1', TERMINAL_SECRET),
      // This socket's nonce, another hub's id.
      (c) => helloFrame({ ...c, hubId: 'sha256:another-hub' }, 'T1', TERMINAL_SECRET),
      // T2's proof presented as T1 (both provisioned with the same secret).
      (c) => ({ ...helloFrame(c, 'T2', TERMINAL_SECRET), terminalId: 'T1' }),
      // The secret's proof with no key derivation (the raw secret as the key).
      (c) => ({
        ...helloFrame(c, 'T1', TERMINAL_SECRET),
        proof: helloProof(
          Buffer.from(TERMINAL_SECRET),
          TERMINAL_HELLO_DOMAIN,
          Buffer.from(c.nonce, 'hex'),
          'T1',
          c.hubId,
        ),
      }),
    ];
    for (const make of cases) {
      const t = await open();
      const closed = closeCode(t);
      t.send(make(await challengeOf(t)));
      expect(errorCode(await t.next((m) => m.type === 'error', 0))).toBe('BAD_CREDENTIALS');
      expect(await closed).toBe(CLOSE_CODES.badCredentials);
    }
    expect(bound(hub)).toEqual([]);
  });

  it('takes neither the hub’s challenge played back nor a display-domain proof as a hello', async () => {
    const { hub, open } = await hubWithTerminals();
    const reflected = await open();
    const challenge = await challengeOf(reflected);
    reflected.send(challenge);
    expect(errorCode(await reflected.next((m) => m.type === 'error', 0))).toBe('MALFORMED');
    const mark = reflected.received.length;
    reflected.send({ type: 'getSnapshot' });
    expect(errorCode(await reflected.next((m) => m.type === 'error', mark))).toBe('NOT_AUTHENTICATED');

    const display = await open();
    const c = await challengeOf(display);
    const nonce = Buffer.from(c.nonce, 'hex');
    const proof = helloProof(helloKey(TERMINAL_SECRET, 'T1'), DISPLAY_HELLO_DOMAIN, nonce, 'T1', c.hubId);
    display.send({ type: 'hello', protocolVersion: PROTOCOL_VERSION, terminalId: 'T1', proof });
    expect(errorCode(await display.next((m) => m.type === 'error', 0))).toBe('BAD_CREDENTIALS');
    expect(bound(hub)).toEqual([]);
  });

  it('refuses a second hello with ALREADY_AUTHENTICATED and keeps the socket bound to its terminal', async () => {
    const { hub, open } = await hubWithTerminals();
    const t = await open();
    const challenge = await challengeOf(t);
    t.send(helloFrame(challenge, 'T1', TERMINAL_SECRET));
    await t.next((m) => m.type === 'snapshot', 0);
    const mark = t.received.length;
    // A valid proof for T2 on this socket's challenge: still refused, nothing rebinds.
    t.send(helloFrame(challenge, 'T2', TERMINAL_SECRET));
    expect(errorCode(await t.next((m) => m.type === 'error', mark))).toBe('ALREADY_AUTHENTICATED');
    t.send({ type: 'getSnapshot' });
    const snapshot = await t.next((m) => m.type === 'snapshot', mark);
    expect(snapshot.type === 'snapshot' && snapshot.tableId).toBe('roulette-1');
    expect(t.received.slice(mark).some((m) => m.type === 'welcome')).toBe(false);
    expect(bound(hub)).toEqual(['T1']);
  });

  it('closes a replaced connection with 4000 and each refusal with its own code', async () => {
    const { open } = await hubWithTerminals({ helloTimeoutMs: 300 });
    const first = await open();
    await sayHello(first, 'T1', TERMINAL_SECRET);
    await first.next((m) => m.type === 'welcome', 0);
    const replaced = closeCode(first);
    const second = await open();
    await sayHello(second, 'T1', TERMINAL_SECRET);
    await second.next((m) => m.type === 'welcome', 0);
    expect(await replaced).toBe(CLOSE_CODES.replaced);

    const old = await open();
    const versionClosed = closeCode(old);
    old.send(helloFrame(await challengeOf(old), 'T2', TERMINAL_SECRET, 1));
    expect(errorCode(await old.next((m) => m.type === 'error', 0))).toBe('UNSUPPORTED_VERSION');
    expect(await versionClosed).toBe(CLOSE_CODES.unsupportedVersion);

    const silent = await open();
    const timedOut = closeCode(silent);
    expect(await timedOut).toBe(CLOSE_CODES.helloTimeout);
    expect(silent.received.map((m) => m.type)).toEqual(['challenge', 'error']);
    expect(errorCode(silent.received[1])).toBe('HELLO_TIMEOUT');
  });
});
