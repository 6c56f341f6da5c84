// The bridge as the renderer uses it: the contract's calls plus whether the page can reach the
// station at all (the loopback socket may drop; the preload never does).
import { BRIDGE_CALL_NAMES, type TerminalBridge } from '../../../protocol/bridge.ts';

/** The renderer's bridge: `TerminalBridge` plus the page ↔ station connection state. */
export interface RendererBridge extends TerminalBridge {
  /** Calls `listener` with true/false as the page gains or loses the station; returns unsubscribe. */
  onConnection(listener: (connected: boolean) => void): () => void;
}

/** Wraps the preload's `window.terminal` call by call: always connected (same process boundary as the page). */
export function fromPreload(terminal: TerminalBridge): RendererBridge {
  const bridge: Record<string, unknown> = {};
  for (const name of BRIDGE_CALL_NAMES) {
    const call = terminal[name] as (args?: unknown) => Promise<unknown>;
    bridge[name] = (args?: unknown) => call(args ?? {});
  }
  bridge.onView = terminal.onView;
  bridge.onConnection = (listener: (connected: boolean) => void) => {
    listener(true);
    return () => {};
  };
  return bridge as unknown as RendererBridge;
}
