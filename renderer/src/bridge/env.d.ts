// What the page may find on `window`: the preload's bridge in Electron, and the felt's geometry
// hook that the end-to-end test uses to tap spots on the Pixi canvas.
import type { TerminalBridge } from '../../../protocol/bridge.ts';

/** The felt geometry hook: a spot's centre in viewport CSS pixels, or null if unknown. */
export interface TapisFeltHook {
  spotCenter(key: string): { x: number; y: number } | null;
  /** The chips last drawn on `key` and when that draw was handed to the scene (bench/terminal.ts). */
  drawn?(key: string): { count: number; at: number };
  /** When the engine last rendered a frame (performance.now). */
  lastRenderAt?(): number;
  /** The work (update + render, ms) of each frame drawn since the last call. */
  takeFrameWork?(): number[];
  /** The announcements played so far (chime, words and whose bundle's chime), newest last. */
  announced?(): { chime: string; words: string; game: string }[];
  /** True when the screen's bundle has loaded `alias` (engine/bundles.ts) into Pixi's cache. */
  assetLoaded?(alias: string): boolean;
  /** The wheel of fortune's bonus wheel: turning or not, the segment under its marker at rest. */
  bonusWheel?(): { moving: boolean; segment: number | null } | null;
  /** Pixi's renderer in use and the GPU the probe found (null: no WebGL). */
  renderer?: { name: string; gpu: string | null };
}

declare global {
  interface Window {
    /** Provided by the Electron preload; absent in plain Chromium. */
    terminal?: TerminalBridge;
    /** Set by the felt once it is drawn (docs/ui.md "Test hooks"). */
    tapisFelt?: TapisFeltHook;
  }
}
