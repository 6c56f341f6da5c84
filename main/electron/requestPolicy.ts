// What the kiosk's pages may load or open (Electron checklist items 13 "Disable or limit
// navigation", 14 "Disable or limit creation of new windows", 18 "Avoid usage of the file://
// protocol"). The CSP already forbids remote hosts; this is the second lock, enforced by the
// session on every request whatever the page's headers say.

/** Schemes a kiosk page may request. `devtools:` only exists when devtools do (unpackaged). */
export function isAllowedRequest(url: string, packaged: boolean): boolean {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return false;
  }
  if (protocol === 'app:' || protocol === 'data:' || protocol === 'blob:') return true;
  return !packaged && protocol === 'devtools:';
}

/**
 * Whether the page may navigate to `url`. Never: the renderer is a single page loaded by main;
 * a link, a form, a drag-and-drop or a script that navigates is refused (same-document changes
 * such as a hash route do not reach this check).
 */
export function isAllowedNavigation(_url: string): boolean {
  return false;
}

/** Whether the page may open a window for `url`. Never (setWindowOpenHandler → deny). */
export function isAllowedWindowOpen(_url: string): boolean {
  return false;
}

/** Chromium switches that would open the kiosk to a debugger or weaken it: refused when packaged. */
export const FORBIDDEN_SWITCHES = [
  'remote-debugging-port',
  'remote-debugging-pipe',
  'inspect',
  'inspect-brk',
  'inspect-port',
  'js-flags',
  'no-sandbox',
  'disable-web-security',
  'allow-file-access-from-files',
  'user-data-dir',
  'proxy-server',
  'load-extension',
] as const;

/** The forbidden switches present in `argv` (`--name` or `--name=value`). */
export function forbiddenSwitchesIn(argv: readonly string[]): string[] {
  return FORBIDDEN_SWITCHES.filter((name) =>
    argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`)),
  );
}
