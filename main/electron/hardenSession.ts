// Session-wide locks (Electron checklist items 1 "Only load secure content", 5 "Handle session
// permission requests", 18 "Avoid the file:// protocol"): every permission request and check denied, every
// device chooser denied, downloads cancelled, and every request outside app:/data:/blob: cancelled
// whatever the page's CSP says.
import type { Session } from 'electron';
import { isAllowedRequest } from './requestPolicy.ts';
import { logEvent } from './staffAlert.ts';

/** Applies the kiosk's locks to `session`. */
export function hardenSession(session: Session, packaged: boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    logEvent('permission-denied', { permission });
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setSpellCheckerEnabled(false);
  session.on('will-download', (event, item) => {
    event.preventDefault();
    item.cancel();
  });
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedRequest(details.url, packaged);
    if (!allowed) logEvent('request-cancelled', { url: details.url.slice(0, 200) });
    callback({ cancel: !allowed });
  });
}
