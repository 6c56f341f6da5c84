// The kiosk window (DESIGN.md "The kiosk"): full screen, frameless, no menu, the player's page on
// app://tapis, every key through the shortcut filter, and no way to close it but the shell's.
import { BrowserWindow } from 'electron';
import { PLAYER_URL } from './appScheme.ts';
import { decideShortcut } from './shortcutPolicy.ts';
import { createWebPreferences } from './webPreferences.ts';

/** The in-memory session partition of every kiosk window. */
export const KIOSK_PARTITION = 'tapis-kiosk';

/** What the kiosk window needs from the shell. */
export interface KioskWindowOptions {
  readonly packaged: boolean;
  readonly preloadPath: string;
  /** The URL to show: the player's page, or a shell page (out of service). */
  readonly url?: string;
  /** Called on the attendant chord. */
  readonly onAttendantChord: () => void;
  /** True once the shell decided to quit (attendant exit, shutdown). */
  readonly mayClose: () => boolean;
}

/** Creates and shows the kiosk window. */
export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    kiosk: true,
    fullscreen: true,
    frame: false,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#0b3d23', // the felt, so a reload never flashes white
    title: 'Tapis',
    webPreferences: createWebPreferences({
      packaged: options.packaged,
      partition: KIOSK_PARTITION,
      role: { kind: 'player', preloadPath: options.preloadPath },
    }),
  });
  window.removeMenu();
  window.webContents.on('before-input-event', (event, input) => {
    const decision = decideShortcut(input);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'attendant') options.onAttendantChord();
  });
  window.on('close', (event) => {
    if (!options.mayClose()) event.preventDefault();
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url ?? PLAYER_URL);
  return window;
}

/** Creates a script-less shell window over `parent` (the attendant prompt). */
export function createShellWindow(parent: BrowserWindow | null, packaged: boolean): BrowserWindow {
  return new BrowserWindow({
    ...(parent !== null ? { parent, modal: true } : {}),
    width: 720,
    height: 420,
    frame: false,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    alwaysOnTop: true,
    skipTaskbar: true,
    show: false,
    backgroundColor: '#0b3d23',
    webPreferences: createWebPreferences({ packaged, partition: KIOSK_PARTITION, role: { kind: 'shell' } }),
  });
}
