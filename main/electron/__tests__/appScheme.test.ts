import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppRequest } from '../appScheme.ts';

const ROOT = path.resolve('/opt/tapis/dist/renderer');

describe('resolveAppRequest', () => {
  it.each([
    ['app://tapis/index.html', 'index.html', 'text/html; charset=utf-8'],
    ['app://tapis/', 'index.html', 'text/html; charset=utf-8'],
    ['app://tapis', 'index.html', 'text/html; charset=utf-8'],
    ['app://tapis/assets/index-abc.js', 'assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['app://tapis/assets/felt%20green.png', 'assets/felt green.png', 'image/png'],
    ['app://tapis/assets/font.woff2?v=2#x', 'assets/font.woff2', 'font/woff2'],
    ['app://tapis/sounds/', 'sounds/index.html', 'text/html; charset=utf-8'],
  ])('%s → %s', (url, file, contentType) => {
    expect(resolveAppRequest(ROOT, url)).toEqual({
      kind: 'file',
      filePath: path.join(ROOT, file),
      contentType,
    });
  });

  it.each([
    // the URL parser already folds plain and %2e dot segments into the root
    'app://tapis/../../etc/passwd.txt',
    'app://tapis/%2e%2e/%2e%2e/etc/passwd.txt',
    'app://tapis/assets/../../../etc/passwd.txt',
  ])('keeps %s inside the root', (url) => {
    const target = resolveAppRequest(ROOT, url);
    if (target.kind === 'file') expect(target.filePath.startsWith(ROOT + path.sep)).toBe(true);
    else expect(target.kind).toBe('refused');
  });

  it.each([
    ['app://tapis/..%2F..%2Fetc%2Fpasswd.txt', 403, 'path traversal'],
    ['app://tapis/assets%2F..%2F..%2Fsecret.json', 403, 'path traversal'],
    ['app://tapis/%2e%2e%2f%2e%2e%2fetc%2fpasswd.txt', 403, 'path traversal'],
    ['app://tapis/..%5C..%5Cwindows.txt', 400, 'NUL or backslash in path'],
    ['app://tapis/index.html%00.png', 400, 'NUL or backslash in path'],
    ['app://tapis/%E0%A4%A', 400, 'bad percent-encoding'],
    ['app://tapis/etc/shadow', 404, 'unknown file type'],
    ['app://tapis/.env', 404, 'unknown file type'],
    ['app://evil/index.html', 404, 'unknown host evil'],
    ['app://user:pw@tapis/index.html', 400, 'credentials or port in an app URL'],
    ['app://tapis:8080/index.html', 400, 'credentials or port in an app URL'],
    ['file:///etc/passwd', 400, 'not the app scheme'],
    ['http://tapis/index.html', 400, 'not the app scheme'],
    ['::', 400, 'unparsable URL'],
  ])('refuses %s (%i)', (url, status, reason) => {
    expect(resolveAppRequest(ROOT, url)).toEqual({ kind: 'refused', status, reason });
  });

  it('routes app://shell/ to the shell pages', () => {
    const target = resolveAppRequest(ROOT, 'app://shell/hors-service?reason=configuration');
    expect(target.kind).toBe('shell');
    if (target.kind === 'shell') {
      expect(target.page).toBe('hors-service');
      expect(target.query.get('reason')).toBe('configuration');
    }
  });
});
