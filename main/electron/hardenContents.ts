// Per-page locks, applied to every webContents the app creates (app 'web-contents-created'):
// checklist items 12 "Verify WebView options before creation" (none allowed), 13 "Disable or
// limit navigation", 14 "Disable or limit creation of new windows"; zoom pinned at 100 %.
import type { WebContents } from 'electron';
import { isAllowedNavigation, isAllowedWindowOpen } from './requestPolicy.ts';
import { logEvent } from './staffAlert.ts';

/** Applies the per-page locks to `contents`. */
export function hardenContents(contents: WebContents, packaged: boolean): void {
  contents.on('will-navigate', (event) => {
    if (isAllowedNavigation(event.url)) return;
    event.preventDefault();
    logEvent('navigation-denied', { url: event.url.slice(0, 200) });
  });
  contents.on('will-frame-navigate', (event) => {
    if (isAllowedNavigation(event.url)) return;
    event.preventDefault();
    logEvent('frame-navigation-denied', { url: event.url.slice(0, 200) });
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (!isAllowedWindowOpen(url)) logEvent('window-open-denied', { url: url.slice(0, 200) });
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    logEvent('webview-denied', {});
  });
  contents.on('zoom-changed', () => contents.setZoomLevel(0));
  void contents.setVisualZoomLevelLimits(1, 1).catch(() => undefined);
  if (packaged) contents.on('devtools-opened', () => contents.closeDevTools());
}
