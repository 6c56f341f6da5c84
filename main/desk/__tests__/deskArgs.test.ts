// The desk's command line: the station's hub URL rule, the staff path, and no option for a secret.
import { describe, expect, it } from 'vitest';
import { DeskArgsError, parseDeskArgs } from '../deskArgs.ts';

const PIN = 'ab'.repeat(32);

describe('parseDeskArgs', () => {
  it('reads the hub, its pin, the desk, the credentials file and the reader; the staff path by default', () => {
    const args = parseDeskArgs([
      ...['--hub', 'wss://hub.salle.local:8700', '--pin', PIN.toUpperCase(), '--desk', 'CAISSE-1'],
      ...['--credentials', '/etc/tapis/desk.json', '--reader', 'ACS ACR122U', '--pcscd', '/run/p.comm'],
    ]);
    expect(args.hub.url.href).toBe('wss://hub.salle.local:8700/staff');
    expect(args.hub.pins).toEqual([PIN]);
    expect(args).toMatchObject({
      deskId: 'CAISSE-1',
      credentialsFile: '/etc/tapis/desk.json',
      readerName: 'ACS ACR122U',
      pcscdSocket: '/run/p.comm',
    });
  });

  it('keeps a path the URL names, asks on the terminal without a file, and takes the first reader', () => {
    const args = parseDeskArgs(['--hub', 'ws://127.0.0.1:8700/staff', '--desk', 'D1']);
    expect(args.hub.url.href).toBe('ws://127.0.0.1:8700/staff');
    expect(args).toMatchObject({ credentialsFile: null, readerName: '', pcscdSocket: undefined });
  });

  it('refuses ws:// off loopback and wss:// without a pin, as the station does', () => {
    expect(() => parseDeskArgs(['--hub', 'ws://192.0.2.10:8700', '--desk', 'D1'])).toThrow(
      expect.objectContaining({ name: 'HubUrlRefused', reason: 'insecure' }),
    );
    expect(() => parseDeskArgs(['--hub', 'wss://hub.local:8700', '--desk', 'D1'])).toThrow(
      expect.objectContaining({ name: 'HubUrlRefused', reason: 'unpinned' }),
    );
    const pins = ['--pin', PIN, '--pin', PIN, '--pin', PIN];
    expect(() => parseDeskArgs(['--hub', 'wss://hub.local:8700', ...pins, '--desk', 'D1'])).toThrow(
      DeskArgsError,
    );
  });

  it('has no option for a secret, and refuses a missing hub or desk', () => {
    const base = ['--hub', 'ws://127.0.0.1:8700', '--desk', 'D1'];
    for (const option of ['--secret', '--password', '--login'])
      expect(() => parseDeskArgs([...base, option, 'chloe-secret-123'])).toThrow(DeskArgsError);
    expect(() => parseDeskArgs(['--desk', 'D1'])).toThrow('--hub is required');
    expect(() => parseDeskArgs(['--hub', 'ws://127.0.0.1:8700'])).toThrow('--desk is required');
    expect(() => parseDeskArgs([...base, 'stray'])).toThrow(DeskArgsError);
  });
});
