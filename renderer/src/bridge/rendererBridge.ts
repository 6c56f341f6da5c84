// The bridge as the renderer uses it: the contract's calls plus whether the page can reach the
// station at all (the loopback socket may drop; the preload never does).
import type { TerminalBridge } from '../../../protocol/bridge.ts';

/** The renderer's bridge: `TerminalBridge` plus the page ↔ station connection state. */
export interface RendererBridge extends TerminalBridge {
  /** Calls `listener` with true/false as the page gains or loses the station; returns unsubscribe. */
  onConnection(listener: (connected: boolean) => void): () => void;
}

/** Wraps the preload's `window.terminal`: always connected (same process boundary as the page). */
export function fromPreload(terminal: TerminalBridge): RendererBridge {
  return {
    getView: () => terminal.getView(),
    placeBet: (args) => terminal.placeBet(args),
    requestPayment: () => terminal.requestPayment(),
    onView: (listener) => terminal.onView(listener),
    onConnection: (listener) => {
      listener(true);
      return () => {};
    },
  };
}
