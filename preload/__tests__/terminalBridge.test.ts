import { describe, expect, it } from 'vitest';
import { BRIDGE_CALLS, initialView, type StationView } from '../../protocol/bridge.ts';
import { buildTerminalBridge, TERMINAL_FUNCTIONS, type IpcLike } from '../terminalBridge.ts';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpc(answers: Record<string, unknown>) {
  const invoked: [string, unknown[]][] = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: IpcLike = {
    invoke: async (channel, ...args) => {
      invoked.push([channel, args]);
      return answers[channel];
    },
    on: (channel, listener) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    },
    removeListener: (channel, listener) => {
      listeners.get(channel)?.delete(listener);
    },
  };
  const emit = (channel: string, ...args: unknown[]): void => {
    for (const l of listeners.get(channel) ?? [])
      l({ sender: 'ipcRenderer', senderId: 0, ports: [] }, ...args);
  };
  return { ipc, invoked, listeners, emit };
}

const VIEW: StationView = { ...initialView('T1', 0), link: 'online' };

describe('window.terminal', () => {
  it('exposes exactly the named functions of the contract, frozen', () => {
    const bridge = buildTerminalBridge(fakeIpc({}).ipc);
    expect(Object.keys(bridge)).toEqual([...TERMINAL_FUNCTIONS]);
    expect([...TERMINAL_FUNCTIONS]).toEqual([...Object.keys(BRIDGE_CALLS), 'onView']);
    for (const name of TERMINAL_FUNCTIONS) expect(typeof bridge[name]).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
    for (const banned of ['send', 'invoke', 'on', 'ipcRenderer', 'process', 'require']) {
      expect(bridge).not.toHaveProperty(banned);
    }
  });

  it('calls each contract channel with one argument and unwraps the answer', async () => {
    const { ipc, invoked } = fakeIpc({
      'tapis:call:getView': { ok: true, value: VIEW },
      'tapis:call:placeBet': { ok: true, value: { ok: true, value: { betId: 'b9' } } },
      'tapis:call:requestPayment': { ok: false, error: { code: 'OFFLINE', message: 'starting' } },
    });
    const bridge = buildTerminalBridge(ipc);
    expect(await bridge.getView()).toEqual(VIEW);
    const bet = { spot: { kind: 'plein', number: 17 }, stake: 1000 } as Parameters<typeof bridge.placeBet>[0];
    expect(await bridge.placeBet(bet)).toEqual({ ok: true, value: { betId: 'b9' } });
    expect(await bridge.requestPayment()).toEqual({
      ok: false,
      error: { code: 'OFFLINE', message: 'starting' },
    });
    expect(invoked).toEqual([
      ['tapis:call:getView', [{}]],
      ['tapis:call:placeBet', [bet]],
      ['tapis:call:requestPayment', [{}]],
    ]);
  });

  it('turns a refused getView into an error and a malformed answer into INTERNAL', async () => {
    const { ipc } = fakeIpc({
      'tapis:call:getView': { ok: false, error: { code: 'FORBIDDEN', message: 'sender refused' } },
      'tapis:call:requestPayment': 'garbage',
    });
    const bridge = buildTerminalBridge(ipc);
    await expect(bridge.getView()).rejects.toThrow('FORBIDDEN: sender refused');
    expect(await bridge.requestPayment()).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'malformed answer from the shell' },
    });
  });

  it('hands the page only the view, never the Electron event, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc({});
    const bridge = buildTerminalBridge(ipc);
    const seen: unknown[][] = [];
    const off = bridge.onView((...args: unknown[]) => seen.push(args));
    emit('tapis:event:view', VIEW);
    expect(seen).toEqual([[VIEW]]);
    off();
    off();
    emit('tapis:event:view', VIEW);
    expect(seen).toHaveLength(1);
    expect(listeners.get('tapis:event:view')?.size).toBe(0);
  });

  it('refuses a listener that is not a function', () => {
    const bridge = buildTerminalBridge(fakeIpc({}).ipc);
    expect(() => bridge.onView('x' as unknown as (v: StationView) => void)).toThrow(TypeError);
  });
});
