// The app:// scheme in Electron (checklist item 18, "Avoid usage of the file:// protocol"):
// registered as privileged standard + secure before ready, then served from dist/renderer
// with the CSP as a response header (contentSecurityPolicy.ts) and path resolution refusing
// traversal (appScheme.ts). Shell pages come from shellPages.ts under app://shell/.
import { readFile } from 'node:fs/promises';
import { protocol, type Session } from 'electron';
import { APP_SCHEME, resolveAppRequest } from './appScheme.ts';
import { PLAYER_CSP, SHELL_CSP, securityHeaders } from './contentSecurityPolicy.ts';
import { renderShellPage } from './shellPages.ts';
import { logEvent } from './staffAlert.ts';

/** Declares app:// privileged; must run before the app's `ready` event. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true, // real origins: 'self' in the CSP, the sender check's host
        secure: true, // a secure context like https
        supportFetchAPI: true, // Pixi loads its assets with fetch
        stream: true, // audio
        codeCache: true,
        corsEnabled: false,
        bypassCSP: false,
        allowServiceWorkers: false,
      },
    },
  ]);
}

function refusal(status: number): Response {
  return new Response(null, { status, headers: securityHeaders(SHELL_CSP) });
}

/** Serves app:// on `session` from `rendererRoot` (absolute). */
export function serveAppScheme(session: Session, rendererRoot: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405);
    const target = resolveAppRequest(rendererRoot, request.url);
    if (target.kind === 'refused') {
      logEvent('app-request-refused', { url: request.url.slice(0, 200), reason: target.reason });
      return refusal(target.status);
    }
    if (target.kind === 'shell') {
      const html = renderShellPage(target.page, target.query);
      if (html === null) return refusal(404);
      return new Response(html, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders(SHELL_CSP) },
      });
    }
    try {
      const body = await readFile(target.filePath);
      return new Response(body, {
        headers: { 'Content-Type': target.contentType, ...securityHeaders(PLAYER_CSP) },
      });
    } catch {
      return refusal(404);
    }
  });
}
