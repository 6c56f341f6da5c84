// Builds `window.terminal` (DESIGN.md "The kiosk"; STYLE.md "Process boundaries"): a closed set
// of named functions — one per call of the contract (protocol/bridge.ts BRIDGE_CALLS, iterated,
// so a new call needs no edit here) plus `onView` — never ipcRenderer, never a generic
// send/invoke/on. Listeners are wrapped so the page never receives an Electron event object.
// Pure over an ipcRenderer-like object, so vitest checks it without Electron.
import {
  BRIDGE_CALL_NAMES,
  BRIDGE_CALLS,
  type BridgeCallName,
  type StationView,
  type TerminalBridge,
} from '../protocol/bridge.ts';
import type { ProtocolError } from '../protocol/errors.ts';
import { callChannel, VIEW_EVENT_CHANNEL } from './channels.ts';

export { TERMINAL_FUNCTIONS } from '../protocol/bridge.ts';

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

/** The page's function for call `name`: one argument (default `{}`), main's outcome unwrapped. */
function callFunction(ipc: IpcLike, name: BridgeCallName): (args?: unknown) => Promise<unknown> {
  const channel = callChannel(name);
  const refusable = BRIDGE_CALLS[name].refusable;
  return async (args: unknown = {}) => {
    const answer = await ipc.invoke(channel, args);
    const outcome: Outcome = isOutcome(answer) ? answer : { ok: false, error: BROKEN };
    if (outcome.ok) return outcome.value;
    // A refusable call resolves with the refusal; getView has no refusal shape and rejects.
    if (refusable) return { ok: false, error: outcome.error };
    throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  };
}

/** Builds the object exposed as `window.terminal`. */
export function buildTerminalBridge(ipc: IpcLike): TerminalBridge {
  const bridge: Record<string, unknown> = {};
  for (const name of BRIDGE_CALL_NAMES) bridge[name] = callFunction(ipc, name);
  bridge.onView = (listener: (view: StationView) => void) => {
    if (typeof listener !== 'function') throw new TypeError('onView takes a function');
    const wrapped = (_event: unknown, view: unknown): void => listener(view as StationView);
    ipc.on(VIEW_EVENT_CHANNEL, wrapped);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipc.removeListener(VIEW_EVENT_CHANNEL, wrapped);
    };
  };
  // The values are the contract's functions by construction; TERMINAL_FUNCTIONS is the test.
  return Object.freeze(bridge) as unknown as TerminalBridge;
}
