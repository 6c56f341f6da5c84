// Chooses the bridge: the preload's `window.terminal` in Electron, else the station's loopback
// WebSocket on the page's own origin, opened with the one-time ticket from the URL and then with
// the session credential the station gave for it (docs/kiosk.md "The bridge's start ticket").
import { createLoopbackBridge, type SessionStore } from './loopbackBridge.ts';
import { ticketFromHash } from './loopbackWire.ts';
import { fromPreload, type RendererBridge } from './rendererBridge.ts';

/** The sessionStorage key of the bridge session: per tab, gone when the tab closes. */
const SESSION_KEY = 'tapis.bridge.session';

/** The bridge this page should use. */
export function pickBridge(): RendererBridge {
  if (window.terminal) return fromPreload(window.terminal);
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const ticket = ticketFromHash(location.hash);
  // The ticket leaves the address bar and the history at once: a reload or a look at the URL
  // finds nothing to replay, and the page reconnects with its session instead.
  if (ticket !== null) history.replaceState(null, '', `${location.pathname}${location.search}`);
  return createLoopbackBridge({
    url: `${scheme}://${location.host}/bridge`,
    ticket,
    sessions: tabSessions(),
  });
}

/** sessionStorage, or memory only where storage is refused (the page then needs a new ticket on reload). */
function tabSessions(): SessionStore {
  let kept: string | null = null;
  return {
    load: () => {
      try {
        return sessionStorage.getItem(SESSION_KEY) ?? kept;
      } catch {
        return kept;
      }
    },
    save: (credential) => {
      kept = credential;
      try {
        sessionStorage.setItem(SESSION_KEY, credential);
      } catch {
        // kept in memory for this page's reconnects
      }
    },
  };
}
