import { describe, expect, it } from 'vitest';
import { PLAYER_CSP, SHELL_CSP, securityHeaders } from '../contentSecurityPolicy.ts';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name ?? '', values.join(' ')];
    }),
  );
}

describe('the player CSP', () => {
  it('is exactly this', () => {
    expect(PLAYER_CSP).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; media-src 'self' data: blob:; connect-src 'self' data: blob:; worker-src 'self' blob:; " +
        "object-src 'none'; frame-src 'none'; child-src 'none'; manifest-src 'none'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('never allows eval or inline script', () => {
    const d = directives(PLAYER_CSP);
    expect(d.get('script-src')).toBe("'self'");
    expect(PLAYER_CSP).not.toContain('unsafe-eval');
    expect(PLAYER_CSP).not.toContain('wasm-unsafe-eval');
    expect(d.get('script-src')).not.toContain('unsafe-inline');
    expect(d.get('worker-src')).not.toContain('unsafe');
  });

  it('names no remote host and no websocket anywhere', () => {
    for (const value of directives(PLAYER_CSP).values()) {
      expect(value).not.toMatch(/https?:|wss?:|\*|file:/);
    }
  });

  it('defaults to none', () => {
    expect(directives(PLAYER_CSP).get('default-src')).toBe("'none'");
  });
});

describe('the shell CSP', () => {
  it('allows no script at all', () => {
    expect(SHELL_CSP).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(directives(SHELL_CSP).has('script-src')).toBe(false);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with nosniff and no caching', () => {
    expect(securityHeaders(PLAYER_CSP)).toEqual({
      'Content-Security-Policy': PLAYER_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
  });
});
