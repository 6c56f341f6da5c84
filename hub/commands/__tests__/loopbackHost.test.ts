// The demo hub's listen address check (issue 10 §2): loopback only.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../loopbackHost.ts';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', 'localhost'])(
    'accepts %s',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    '128.0.0.1',
    '127.0.0.1.example.com',
    'hub.local',
    '',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});
