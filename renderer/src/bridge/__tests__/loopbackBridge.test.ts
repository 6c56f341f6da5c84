import { describe, expect, it } from 'vitest';
import { BRIDGE_CALL_NAMES, initialView, type StationView } from '../../../../protocol/bridge.ts';
import {
  bridgeProtocols,
  createLoopbackBridge,
  type BridgeSocket,
  type SocketHandlers,
} from '../loopbackBridge.ts';
import { ticketFromHash } from '../loopbackWire.ts';

const VIEW: StationView = { ...initialView('T-07', 1_000), link: 'online' };

const TICKET = 'ab'.repeat(32);
const SESSION = 'cd'.repeat(32);

/** A fake socket world: records what the bridge opens and sends, lets the test push frames. */
function world(start: { ticket?: string | null; stored?: string | null } = {}) {
  const sockets: { url: string; protocols: string[]; h: SocketHandlers; sent: string[] }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const stored = { value: start.stored ?? null };
  const bridge = createLoopbackBridge({
    url: 'ws://127.0.0.1:9/bridge',
    ticket: start.ticket === undefined ? TICKET : start.ticket,
    sessions: { load: () => stored.value, save: (c) => (stored.value = c) },
    connect: (url, protocols, h): BridgeSocket => {
      const s = { url, protocols, h, sent: [] as string[] };
      sockets.push(s);
      return { send: (text) => s.sent.push(text), close: () => h.onClose() };
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  });
  const last = () => {
    const s = sockets[sockets.length - 1];
    if (!s) throw new Error('no socket');
    return s;
  };
  const frame = (obj: unknown) => last().h.onMessage(JSON.stringify(obj));
  const lastRequest = () =>
    JSON.parse(last().sent[last().sent.length - 1] ?? 'null') as { id: number; call: string; args: unknown };
  return { bridge, sockets, timers, stored, last, frame, lastRequest };
}

describe('loopback bridge', () => {
  it('has one function per call of the contract, each sending that call with `{}` by default', () => {
    const w = world();
    w.last().h.onOpen();
    expect(Object.keys(w.bridge).sort()).toEqual([...BRIDGE_CALL_NAMES, 'onConnection', 'onView'].sort());
    for (const name of BRIDGE_CALL_NAMES) {
      void (w.bridge[name] as () => Promise<unknown>)();
      expect(w.lastRequest()).toMatchObject({ call: name, args: {} });
    }
  });

  it('connects with the versioned subprotocol and the start ticket', () => {
    const w = world();
    expect(w.last().url).toBe('ws://127.0.0.1:9/bridge');
    expect(w.last().protocols).toEqual(['tapis-bridge.v1', `ticket.${TICKET}`]);
    expect(bridgeProtocols({ kind: 'session', value: 'ab' })).toEqual(['tapis-bridge.v1', 'session.ab']);
    expect(bridgeProtocols(null)).toEqual(['tapis-bridge.v1']);
  });

  it('keeps the session the station sends and reconnects with it, never with the spent ticket', () => {
    const w = world();
    w.last().h.onOpen();
    w.frame({ kind: 'session', credential: SESSION });
    expect(w.stored.value).toBe(SESSION);
    w.last().h.onClose();
    w.timers[0]?.fn();
    expect(w.last().protocols).toEqual(['tapis-bridge.v1', `session.${SESSION}`]);
  });

  it('after a reload (no ticket in the URL) opens with the stored session', () => {
    const w = world({ ticket: null, stored: SESSION });
    expect(w.last().protocols).toEqual(['tapis-bridge.v1', `session.${SESSION}`]);
  });

  it('prefers a new ticket over an older stored session, and ignores a malformed session frame', () => {
    const w = world({ stored: SESSION });
    expect(w.last().protocols).toEqual(['tapis-bridge.v1', `ticket.${TICKET}`]);
    w.frame({ kind: 'session', credential: 'not-hex' });
    expect(w.stored.value).toBe(SESSION);
  });

  it('delivers pushed views after validating them, and drops invalid frames', () => {
    const w = world();
    const views: StationView[] = [];
    w.bridge.onView((v) => views.push(v));
    w.last().h.onOpen();
    w.frame({ kind: 'event', event: 'view', data: VIEW });
    w.frame({ kind: 'event', event: 'view', data: { ...VIEW, link: 'sideways' } });
    w.last().h.onMessage('not json');
    w.last().h.onMessage(new Uint8Array([1, 2]));
    expect(views).toEqual([VIEW]);
  });

  it('sends { id, call, args } and resolves with the parsed result', async () => {
    const w = world();
    w.last().h.onOpen();
    const p = w.bridge.placeBet({ spot: { kind: 'plein', number: 17 }, stake: 1000 });
    const req = w.lastRequest();
    expect(req).toEqual({
      id: req.id,
      call: 'placeBet',
      args: { spot: { kind: 'plein', number: 17 }, stake: 1000 },
    });
    w.frame({ kind: 'result', id: req.id, value: { ok: true, value: { betId: 'b1' } } });
    await expect(p).resolves.toEqual({ ok: true, value: { betId: 'b1' } });
  });

  it('passes the hub refusal through, and a station failure as a refusal', async () => {
    const w = world();
    w.last().h.onOpen();
    const refused = w.bridge.placeBet({ spot: { kind: 'chance', chance: 'rouge' }, stake: 100 });
    const error = { code: 'BETS_CLOSED', message: 'closed' };
    w.frame({ kind: 'result', id: w.lastRequest().id, value: { ok: false, error } });
    await expect(refused).resolves.toEqual({ ok: false, error });
    const failed = w.bridge.requestPayment();
    w.frame({ kind: 'failure', id: w.lastRequest().id, error: { code: 'MALFORMED', message: 'x' } });
    await expect(failed).resolves.toEqual({ ok: false, error: { code: 'MALFORMED', message: 'x' } });
  });

  it('turns a result that breaks the contract into MALFORMED', async () => {
    const w = world();
    w.last().h.onOpen();
    const p = w.bridge.placeBet({ spot: { kind: 'plein', number: 1 }, stake: 100 });
    w.frame({ kind: 'result', id: w.lastRequest().id, value: { ok: true, value: { betId: 7 } } });
    const answer = await p;
    expect(answer.ok ? null : answer.error.code).toBe('MALFORMED');
  });

  it('getView resolves with a view and rejects on failure', async () => {
    const w = world();
    w.last().h.onOpen();
    const ok = w.bridge.getView();
    w.frame({ kind: 'result', id: w.lastRequest().id, value: VIEW });
    await expect(ok).resolves.toEqual(VIEW);
    const bad = w.bridge.getView();
    w.frame({ kind: 'failure', id: w.lastRequest().id, error: { code: 'INTERNAL', message: 'boom' } });
    await expect(bad).rejects.toThrow('INTERNAL');
  });

  it('refuses at once as OFFLINE while closed, queues nothing, and reconnects every second', async () => {
    const w = world();
    const states: boolean[] = [];
    w.bridge.onConnection((c) => states.push(c));
    const early = await w.bridge.placeBet({ spot: { kind: 'plein', number: 1 }, stake: 100 });
    expect(early.ok ? null : early.error.code).toBe('OFFLINE');
    expect(w.last().sent).toEqual([]);
    w.last().h.onOpen();
    const inFlight = w.bridge.placeBet({ spot: { kind: 'plein', number: 2 }, stake: 100 });
    w.last().h.onClose();
    const lost = await inFlight;
    expect(lost.ok ? null : lost.error.code).toBe('OFFLINE');
    expect(states).toEqual([false, true, false]);
    expect(w.timers).toHaveLength(1);
    expect(w.timers[0]?.ms).toBe(1000);
    w.timers[0]?.fn();
    expect(w.sockets).toHaveLength(2);
    w.last().h.onOpen();
    expect(states).toEqual([false, true, false, true]);
    w.last().h.onClose(); // a failed attempt retries too
    expect(w.timers).toHaveLength(2);
  });

  it('ignores answers to unknown ids', () => {
    const w = world();
    w.last().h.onOpen();
    expect(() => w.frame({ kind: 'result', id: 999, value: null })).not.toThrow();
  });
});

describe('ticketFromHash', () => {
  it('reads the start ticket from the page URL fragment', () => {
    expect(ticketFromHash(`#ticket=${TICKET}`)).toBe(TICKET);
    expect(ticketFromHash(`#a=1&ticket=${TICKET}`)).toBe(TICKET);
    expect(ticketFromHash('#ticket=00ff')).toBeNull();
    expect(ticketFromHash(`#token=${TICKET}`)).toBeNull();
    expect(ticketFromHash('')).toBeNull();
  });
});
