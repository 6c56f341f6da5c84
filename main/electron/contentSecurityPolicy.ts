// The Content-Security-Policy of the kiosk, sent as a response header by the app:// handler
// (Electron checklist item 7, "Define a Content Security Policy"; DESIGN.md "The kiosk").
// No 'unsafe-eval' (the renderer imports pixi.js/unsafe-eval instead, STYLE.md "Renderer"),
// no 'unsafe-inline' in script-src, and nothing remote: the page talks to the station through the
// preload only, so connect-src names no host at all.

/** The directives of the player's page, in the order they are sent. */
export const PLAYER_CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  // Vue inserts hoisted static markup with style attributes; a style cannot run script, and
  // the loopback bridge's policy (main/station/loopbackServer.ts) allows the same.
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['media-src', "'self' data: blob:"],
  // Pixi loads textures with fetch (in page and in blob workers): local only.
  ['connect-src', "'self' data: blob:"],
  ['worker-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['frame-src', "'none'"],
  ['child-src', "'none'"],
  ['manifest-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

/** The shell's own pages (out of service, attendant prompt) carry no script at all. */
export const SHELL_CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'none'"],
  ['style-src', "'unsafe-inline'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

/** Serialises directives into a header value. */
export function serializeCsp(directives: ReadonlyArray<readonly [string, string]>): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The header value for the player's page. */
export const PLAYER_CSP = serializeCsp(PLAYER_CSP_DIRECTIVES);

/** The header value for the shell's pages. */
export const SHELL_CSP = serializeCsp(SHELL_CSP_DIRECTIVES);

/** Headers sent with every app:// response besides the content type. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
