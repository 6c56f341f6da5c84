// What the page may find on `window`: the preload's bridge in Electron, and the felt's geometry
// hook that the end-to-end test uses to tap spots on the Pixi canvas.
import type { TerminalBridge } from '../../../protocol/bridge.ts';

/** The felt geometry hook: a spot's centre in viewport CSS pixels, or null if unknown. */
export interface TapisFeltHook {
  spotCenter(key: string): { x: number; y: number } | null;
}

declare global {
  interface Window {
    /** Provided by the Electron preload; absent in plain Chromium. */
    terminal?: TerminalBridge;
    /** Set by the felt once it is drawn (docs/ui.md "Test hooks"). */
    tapisFelt?: TapisFeltHook;
  }
}
