// Where a hub may be spoken to in clear (issue 10 §3): loopback only, by name or address.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../transport.ts';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.0.0.2',
    '127.255.255.254',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
  ])('takes %s as loopback', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.10',
    '128.0.0.1',
    '127.0.0.1.evil.example',
    '127.1',
    '127.0.0.256',
    'localhost.example',
    'hub.salle.local',
    '',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});
