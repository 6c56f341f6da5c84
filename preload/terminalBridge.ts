// Builds `window.terminal` (DESIGN.md "The kiosk"; STYLE.md "Process boundaries"): a closed set
// of named functions matching TerminalBridge — never ipcRenderer, never a generic send/invoke/on.
// Listeners are wrapped so the page never receives an Electron event object. Pure over an
// ipcRenderer-like object, so vitest checks it without Electron.
import type { BridgeArgs, BridgeResult, StationView, TerminalBridge } from '../protocol/bridge.ts';
import type { ProtocolError } from '../protocol/errors.ts';
import { callChannel, VIEW_EVENT_CHANNEL } from './channels.ts';

/** The part of ipcRenderer the bridge uses. */
export interface IpcLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/** What main answers to every call (main/station/bridgeDispatch.ts DispatchOutcome). */
type Outcome = { ok: true; value: unknown } | { ok: false; error: ProtocolError };

function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

const BROKEN: ProtocolError = { code: 'INTERNAL', message: 'malformed answer from the shell' };

/** The names `window.terminal` exposes, in order. */
export const TERMINAL_FUNCTIONS = ['getView', 'placeBet', 'requestPayment', 'onView'] as const;

/** Builds the object exposed as `window.terminal`. */
export function buildTerminalBridge(ipc: IpcLike): TerminalBridge {
  const call = async (channel: string, args: unknown): Promise<Outcome> => {
    const answer = await ipc.invoke(channel, args);
    return isOutcome(answer) ? answer : { ok: false, error: BROKEN };
  };
  const refusable = async <T>(channel: string, args: unknown): Promise<T> => {
    const outcome = await call(channel, args);
    return (outcome.ok ? outcome.value : { ok: false, error: outcome.error }) as T;
  };

  const bridge: TerminalBridge = {
    async getView() {
      const outcome = await call(callChannel('getView'), {});
      if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
      return outcome.value as StationView;
    },
    placeBet(args: BridgeArgs<'placeBet'>) {
      return refusable<BridgeResult<'placeBet'>>(callChannel('placeBet'), args);
    },
    requestPayment() {
      return refusable<BridgeResult<'requestPayment'>>(callChannel('requestPayment'), {});
    },
    onView(listener: (view: StationView) => void) {
      if (typeof listener !== 'function') throw new TypeError('onView takes a function');
      const wrapped = (_event: unknown, view: unknown): void => listener(view as StationView);
      ipc.on(VIEW_EVENT_CHANNEL, wrapped);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        ipc.removeListener(VIEW_EVENT_CHANNEL, wrapped);
      };
    },
  };
  return Object.freeze(bridge);
}
