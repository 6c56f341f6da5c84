import { describe, expect, it } from 'vitest';
import {
  forbiddenSwitchesIn,
  isAllowedNavigation,
  isAllowedRequest,
  isAllowedWindowOpen,
} from '../requestPolicy.ts';

describe('isAllowedRequest', () => {
  it.each([
    ['app://tapis/assets/a.js', true, true],
    ['data:image/png;base64,AAAA', true, true],
    ['blob:app://tapis/0b1c', true, true],
    ['devtools://devtools/bundled/x.html', false, true],
    ['devtools://devtools/bundled/x.html', true, false],
    ['http://127.0.0.1:8700/healthz', false, false],
    ['https://cdn.example/pixi.js', false, false],
    ['ws://127.0.0.1:8700/terminal', false, false],
    ['wss://hub.example/terminal', false, false],
    ['file:///etc/passwd', false, false],
    ['chrome://gpu', false, false],
    ['not a url', false, false],
  ])('%s (packaged: %s) → %s', (url, packaged, expected) => {
    expect(isAllowedRequest(url, packaged)).toBe(expected);
  });
});

describe('navigation and new windows', () => {
  it.each(['app://tapis/index.html', 'app://tapis/other.html', 'https://example.com/', 'file:///'])(
    'denies %s',
    (url) => {
      expect(isAllowedNavigation(url)).toBe(false);
      expect(isAllowedWindowOpen(url)).toBe(false);
    },
  );
});

describe('forbiddenSwitchesIn', () => {
  it('finds debugging and weakening switches in both spellings', () => {
    expect(
      forbiddenSwitchesIn([
        '/opt/tapis/tapis',
        '--remote-debugging-port=9222',
        '--no-sandbox',
        '--inspect',
        '--enable-logging',
      ]),
    ).toEqual(['remote-debugging-port', 'inspect', 'no-sandbox']);
    expect(forbiddenSwitchesIn(['/opt/tapis/tapis', '--ozone-platform=wayland'])).toEqual([]);
    expect(forbiddenSwitchesIn(['--inspectx'])).toEqual([]);
  });
});
