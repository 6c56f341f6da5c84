import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPath, parseTerminalConfig, readTerminalConfig } from '../terminalConfig.ts';

const HASH = `scrypt$15$8$1$${Buffer.alloc(16, 1).toString('base64')}$${Buffer.alloc(32, 2).toString('base64')}`;

/** The SHA-256 fingerprint of the hub's certificate, as openssl prints it. */
const PIN = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(':');

const valid = {
  terminalId: 'T1',
  secret: '0123456789abcdef0123',
  hub: { mode: 'remote', url: 'wss://hub.casino.local:8700/terminal', certSha256: [PIN] },
  attendant: { credentialHash: HASH },
};

function errors(raw: unknown): string[] {
  const outcome = parseTerminalConfig(raw, '/var/lib/tapis');
  return outcome.ok ? [] : outcome.errors;
}

describe('parseTerminalConfig', () => {
  it('accepts a remote hub and defaults the data dir', () => {
    expect(parseTerminalConfig(valid, '/var/lib/tapis')).toEqual({
      ok: true,
      config: { ...valid, dataDir: '/var/lib/tapis' },
    });
  });

  it('accepts a loopback ws:// hub without a pin, and two pins during a rotation', () => {
    for (const hub of [
      { mode: 'remote', url: 'ws://127.0.0.1:8700/terminal' },
      { mode: 'remote', url: 'ws://[::1]:8700/terminal' },
      { ...valid.hub, certSha256: [PIN, 'ab'.repeat(32)] },
    ])
      expect(parseTerminalConfig({ ...valid, hub }, '/d').ok).toBe(true);
  });

  it('accepts single-table mode with its hub configuration file and defaults its port to 0', () => {
    const outcome = parseTerminalConfig(
      { ...valid, hub: { mode: 'single-table', config: '/etc/tapis/hub.json' }, dataDir: '/srv/t1' },
      '/x',
    );
    expect(outcome).toEqual({
      ok: true,
      config: {
        ...valid,
        hub: { mode: 'single-table', config: '/etc/tapis/hub.json', port: 0 },
        dataDir: '/srv/t1',
      },
    });
  });

  it('accepts the explicit demo mode of `npm start`', () => {
    expect(parseTerminalConfig({ ...valid, hub: { mode: 'demo' } }, '/x')).toEqual({
      ok: true,
      config: { ...valid, hub: { mode: 'demo', port: 0 }, dataDir: '/x' },
    });
  });

  it.each([
    [{ ...valid, terminalId: '' }, 'terminalId: letters, digits, . _ - (1 to 64)'],
    [{ ...valid, terminalId: 'T 1' }, 'terminalId: letters, digits, . _ - (1 to 64)'],
    [{ ...valid, secret: 'short' }, 'secret: at least 16 characters'],
    [
      { ...valid, hub: { mode: 'remote', url: 'http://hub/terminal' } },
      'hub.url: must be a ws:// or wss:// URL',
    ],
    [{ ...valid, hub: { mode: 'single-table', config: '/etc/tapis/hub.json', port: 70_000 } }, 'hub.port:'],
    // Issue 10 §2: single-table mode runs a provisioned configuration, never the demo by default.
    [{ ...valid, hub: { mode: 'single-table' } }, 'hub.config:'],
    [{ ...valid, hub: { mode: 'single-table', config: 'hub.json' } }, 'hub.config: must be an absolute path'],
    // Issue 10 §3: ws:// only to loopback, wss:// only with the hub certificate pinned.
    [
      { ...valid, hub: { mode: 'remote', url: 'ws://hub.casino.local:8700/terminal' } },
      'hub.url: ws:// is for loopback only',
    ],
    [
      { ...valid, hub: { mode: 'remote', url: 'ws://10.0.0.5:8700/terminal' } },
      'hub.url: ws:// is for loopback only',
    ],
    [{ ...valid, hub: { mode: 'remote', url: 'wss://hub.casino.local/terminal' } }, 'hub.certSha256: wss://'],
    [{ ...valid, hub: { ...valid.hub, certSha256: ['AB:CD'] } }, 'hub.certSha256.0: must be a SHA-256'],
    [{ ...valid, hub: { ...valid.hub, certSha256: [PIN, PIN, PIN] } }, 'hub.certSha256:'],
    [{ ...valid, hub: { mode: 'cloud' } }, 'hub.mode:'],
    [
      { ...valid, attendant: { credentialHash: 'plain-pin-1234' } },
      'attendant.credentialHash: expected scrypt$',
    ],
    [{ ...valid, attendant: { credentialHash: HASH, pin: '1234' } }, 'attendant:'],
    [{ ...valid, dataDir: 'relative/dir' }, 'dataDir: must be an absolute path'],
    [{ ...valid, crashBudget: { maxCrashes: 0, windowSeconds: 60 } }, 'crashBudget.maxCrashes:'],
    [{ ...valid, reader: { name: '' } }, 'reader.name:'],
    [
      { ...valid, reader: { pcscdSocket: 'run/pcscd/pcscd.comm' } },
      'reader.pcscdSocket: must be an absolute path',
    ],
    [{ ...valid, reader: { name: 'ACS', pin: '1234' } }, 'reader:'],
    [{ ...valid, extra: true }, '(root):'],
  ])('names the wrong field: %#', (raw, expected) => {
    const found = errors(raw);
    expect(
      found.some((e) => e.startsWith(expected)),
      found.join(' | '),
    ).toBe(true);
  });

  it('accepts the card reader by name and pcscd socket, or by default', () => {
    const reader = { name: 'ACS ACR1252 1S CL Reader', pcscdSocket: '/run/pcscd/pcscd.comm' };
    expect(parseTerminalConfig({ ...valid, reader }, '/d')).toEqual({
      ok: true,
      config: { ...valid, reader, dataDir: '/d' },
    });
    expect(parseTerminalConfig({ ...valid, reader: {} }, '/d')).toEqual({
      ok: true,
      config: { ...valid, reader: {}, dataDir: '/d' },
    });
  });

  it('lists every missing field', () => {
    expect(errors({}).map((e) => e.split(':')[0])).toEqual(['terminalId', 'secret', 'hub', 'attendant']);
  });
});

describe('configPath', () => {
  it('prefers the environment variable', () => {
    expect(configPath({ TAPIS_TERMINAL_CONFIG: '/etc/tapis/terminal.json' }, '/home/k/.config/Tapis')).toBe(
      '/etc/tapis/terminal.json',
    );
    expect(configPath({}, '/home/k/.config/Tapis')).toBe('/home/k/.config/Tapis/terminal.json');
    expect(configPath({ TAPIS_TERMINAL_CONFIG: '' }, '/u')).toBe('/u/terminal.json');
  });
});

describe('readTerminalConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tapis-config-'));

  it('reads a file', async () => {
    const file = path.join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(valid));
    expect((await readTerminalConfig(file, '/d')).ok).toBe(true);
  });

  it('says when the file is missing or not JSON', async () => {
    expect(await readTerminalConfig(path.join(dir, 'none.json'), '/d')).toEqual({
      ok: false,
      errors: [`(file) ${path.join(dir, 'none.json')}: ENOENT`],
    });
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{ terminalId: T1 }');
    const outcome = await readTerminalConfig(bad, '/d');
    expect(outcome.ok ? '' : outcome.errors[0]).toMatch(/^\(file\) .*bad\.json: not JSON/);
  });
});
