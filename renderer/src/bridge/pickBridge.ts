// Chooses the bridge: the preload's `window.terminal` in Electron, else the station's loopback
// WebSocket on the page's own origin with the token from the URL (docs/ui.md "The bridge").
import { createLoopbackBridge } from './loopbackBridge.ts';
import { tokenFromHash } from './loopbackWire.ts';
import { fromPreload, type RendererBridge } from './rendererBridge.ts';

/** The bridge this page should use. */
export function pickBridge(): RendererBridge {
  if (window.terminal) return fromPreload(window.terminal);
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return createLoopbackBridge({
    url: `${scheme}://${location.host}/bridge`,
    token: tokenFromHash(location.hash) ?? '',
  });
}
