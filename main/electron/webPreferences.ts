// The ONE factory of webPreferences for every window of the kiosk (STYLE.md "Process
// boundaries"; Electron security checklist items 2, 3, 4, 6, 8, 9, 10, 12). Type-only import of
// Electron so that vitest can check the exact values without the binary.
import type { WebPreferences } from 'electron';

/** What a window is for: the player's page (with the preload) or a shell page (no script). */
export type WindowRole =
  { readonly kind: 'player'; readonly preloadPath: string } | { readonly kind: 'shell' };

/** Inputs of the factory. */
export interface WebPreferencesInput {
  /** `app.isPackaged`: devtools exist only in development builds. */
  readonly packaged: boolean;
  /** The in-memory session partition every kiosk window shares. */
  readonly partition: string;
  /** Which window. */
  readonly role: WindowRole;
}

/** Builds the webPreferences of a kiosk window. */
export function createWebPreferences(input: WebPreferencesInput): WebPreferences {
  // ┌──────────────────────────── SECURITY SETTINGS — LOCKED ────────────────────────────┐
  // │ Do NOT loosen any value in this region without a documented reason in docs/kiosk.md  │
  // │ reviewed by a second engineer. The renderer is untrusted (DESIGN.md "Trust and       │
  // │ authority"); these are the Electron security checklist items it relies on.           │
  // └──────────────────────────────────────────────────────────────────────────────────────┘
  const locked = {
    sandbox: true, // checklist 4: the renderer and the preload run in Chromium's sandbox
    contextIsolation: true, // checklist 3: the preload's world is not the page's world
    nodeIntegration: false, // checklist 2: no Node in the page
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false, // checklist 11–12: no <webview> at all
    webSecurity: true, // checklist 6: same-origin policy on
    allowRunningInsecureContent: false, // checklist 8
    experimentalFeatures: false, // checklist 9 (and no enableBlinkFeatures: item 10)
    navigateOnDragDrop: false, // a dropped file or link never navigates the kiosk
    devTools: !input.packaged, // DESIGN.md "The kiosk": devtools off when packaged
    disableDialogs: true, // no alert/confirm/prompt can freeze the kiosk
    safeDialogs: true,
    plugins: false,
    enableWebSQL: false,
    spellcheck: false, // no dictionary download, no context suggestions
    partition: input.partition, // in memory: nothing of a player's page survives a restart
    javascript: input.role.kind === 'player', // shell pages are static HTML
  } satisfies WebPreferences;
  // ─────────────────────────── END OF LOCKED SECURITY SETTINGS ────────────────────────────

  const features = {
    backgroundThrottling: false, // the kiosk is always in front; animations keep their pace
    zoomFactor: 1,
    webgl: true, // the Pixi felts draw with WebGL
    autoplayPolicy: 'no-user-gesture-required',
    textAreasAreResizable: false,
  } satisfies WebPreferences;

  return input.role.kind === 'player'
    ? { ...features, ...locked, preload: input.role.preloadPath }
    : { ...features, ...locked };
}
