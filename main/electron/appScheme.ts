// The app:// scheme that serves the built renderer (DESIGN.md "The kiosk": the app is served
// from a custom scheme, never file://). Pure: the Electron registration lives in appProtocol.ts.
import { resolveRendererFile } from '../rendererFiles.ts';

/** The privileged scheme of the kiosk. */
export const APP_SCHEME = 'app';

/** The host of the player's page: its origin is the only one the bridge answers. */
export const PLAYER_HOST = 'tapis';

/** The host of the shell's own pages (out of service, attendant prompt): no script, no bridge. */
export const SHELL_HOST = 'shell';

/** The origin of the player's page. */
export const PLAYER_ORIGIN = `${APP_SCHEME}://${PLAYER_HOST}`;

/** The URL the kiosk window loads. */
export const PLAYER_URL = `${PLAYER_ORIGIN}/index.html`;

/** Where an app:// request leads: a file under the renderer root, a shell page, or nowhere. */
export type AppRequestTarget =
  | { readonly kind: 'file'; readonly filePath: string; readonly contentType: string }
  | { readonly kind: 'shell'; readonly page: string; readonly query: URLSearchParams }
  | { readonly kind: 'refused'; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Maps a request URL to a file under `rootDir` (absolute), refusing every escape: `..` in any
 * encoding, backslashes, NUL bytes, other hosts, other schemes (Electron checklist: "do not
 * use the file protocol"; a custom protocol must not become a file server for the whole disk).
 */
export function resolveAppRequest(rootDir: string, requestUrl: string): AppRequestTarget {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', status: 400, reason: 'unparsable URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:`)
    return { kind: 'refused', status: 400, reason: 'not the app scheme' };
  if (url.username !== '' || url.password !== '' || url.port !== '') {
    return { kind: 'refused', status: 400, reason: 'credentials or port in an app URL' };
  }
  if (url.host === SHELL_HOST)
    return { kind: 'shell', page: url.pathname.replace(/^\/+/, ''), query: url.searchParams };
  if (url.host !== PLAYER_HOST) return { kind: 'refused', status: 404, reason: `unknown host ${url.host}` };

  return resolveRendererFile(rootDir, url.pathname);
}
