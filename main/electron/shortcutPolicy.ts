// The kiosk's keyboard filter (DESIGN.md "The kiosk": shortcuts filtered). An allowlist, not a
// blocklist: a chord with Ctrl, Alt or Meta never reaches Chromium (reload, devtools, zoom,
// close, quit, print, find, history...), nor do function keys (F5, F11, F12...) or the
// browser/media keys, so a shortcut we did not think of is blocked too. One chord opens the
// attendant's credential prompt in main (attendantExit.ts); the page never sees it.

/** The fields of Electron's `Input` the decision reads. */
export interface KeyInput {
  readonly type: string;
  readonly key: string;
  readonly code: string;
  readonly control: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  readonly meta: boolean;
  readonly isAutoRepeat: boolean;
}

/** What to do with a key event. */
export type ShortcutDecision = 'allow' | 'block' | 'attendant';

/** The attendant chord: Ctrl+Alt+Shift+T ("Tapis"), on key down, not repeated. */
export const ATTENDANT_CHORD = { code: 'KeyT', control: true, alt: true, shift: true } as const;

/** Keys without a modifier that still act on the browser rather than the page. */
const BROWSER_KEYS = new Set([
  'ContextMenu',
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserStop',
  'BrowserSearch',
  'BrowserFavorites',
  'BrowserHome',
  'LaunchApp1',
  'LaunchApp2',
  'LaunchMail',
  'Help',
  'Print',
  'PrintScreen',
  'ZoomIn',
  'ZoomOut',
  'ZoomToggle',
  'Close',
  'Open',
  'New',
  'Save',
  'Find',
]);

/** Decides what a key event does in the kiosk window. */
export function decideShortcut(input: KeyInput): ShortcutDecision {
  if (
    input.type === 'keyDown' &&
    !input.isAutoRepeat &&
    input.code === ATTENDANT_CHORD.code &&
    input.control &&
    input.alt &&
    input.shift &&
    !input.meta
  ) {
    return 'attendant';
  }
  if (input.control || input.alt || input.meta) return 'block';
  if (/^F\d{1,2}$/.test(input.key) || /^F\d{1,2}$/.test(input.code)) return 'block';
  if (BROWSER_KEYS.has(input.key) || BROWSER_KEYS.has(input.code)) return 'block';
  if (input.key.startsWith('Media') || input.key.startsWith('AudioVolume')) return 'block';
  return 'allow';
}
