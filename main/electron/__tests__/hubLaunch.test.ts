import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HUB_EXEC_ARGV,
  hubForkArgs,
  hubForkEnv,
  lineSplitter,
  loopbackHubUrl,
  parseListeningLine,
} from '../hubLaunch.ts';
import type { TerminalConfig } from '../terminalConfig.ts';

const config: TerminalConfig = {
  terminalId: 'T7',
  secret: 'abcdefghijklmnopqrstuvwx',
  hub: { mode: 'single-table', port: 0 },
  attendant: { credentialHash: 'x' },
  dataDir: '/var/lib/tapis',
};

describe('single-table hub launch', () => {
  it('passes the demo arguments, never the secret', () => {
    const args = hubForkArgs(config, 8711);
    expect(args).toEqual([
      '--demo',
      '--host',
      '127.0.0.1',
      '--port',
      '8711',
      '--data',
      '/var/lib/tapis/hub',
      '--terminal',
      'T7',
    ]);
    expect(args.join(' ')).not.toContain(config.secret);
  });

  it('gives the secret by environment, with nothing else of ours', () => {
    expect(
      hubForkEnv(config, {
        PATH: '/usr/bin',
        TAPIS_TERMINAL_CONFIG: '/etc/t.json',
        ELECTRON_RUN_AS_NODE: '1',
      }),
    ).toEqual({
      TAPIS_DEMO_SECRET: config.secret,
      PATH: '/usr/bin',
    });
  });

  it.each([
    ['{"event":"listening","port":8711,"dataDir":"/d","tableId":"roulette-1"}', 8711],
    ['{"event":"listening","port":0}', null],
    ['{"event":"listening","port":"8711"}', null],
    ['{"event":"stopped","port":8711}', null],
    ['listening on 8711', null],
    ['null', null],
  ])('parses %s → %s', (line, port) => {
    expect(parseListeningLine(line)).toBe(port);
  });

  it('builds the loopback URL of the terminal endpoint', () => {
    expect(loopbackHubUrl(8711)).toBe('ws://127.0.0.1:8711/terminal');
  });

  it('splits chunks into lines', () => {
    const lines: string[] = [];
    const push = lineSplitter((l) => lines.push(l));
    push('{"a":');
    push('1}\r\n{"b"');
    push(':2}\nrest');
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('runs every hub with the same V8 flags: the kiosk fork, `npm run hub`', () => {
    expect(HUB_EXEC_ARGV).toEqual(['--max-semi-space-size=16']);
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['hub']).toBe(`node ${HUB_EXEC_ARGV.join(' ')} hub/cli.ts`);
  });
});
