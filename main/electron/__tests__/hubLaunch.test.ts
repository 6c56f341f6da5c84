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
import type { LocalHubConfig } from '../hubLaunch.ts';

/** The explicit demo of `npm start` (demoConfig.ts). */
const config: LocalHubConfig = {
  terminalId: 'T7',
  secret: 'abcdefghijklmnopqrstuvwx',
  hub: { mode: 'demo', port: 0 },
  attendant: { credentialHash: 'x' },
  dataDir: '/var/lib/tapis',
};

/** A provisioned single-table terminal (docs/kiosk.md "Single-table mode"). */
const provisioned: LocalHubConfig = {
  ...config,
  hub: { mode: 'single-table', config: '/etc/tapis/hub.json', port: 0 },
};

describe('single-table hub launch', () => {
  // Issue 10 §2: a provisioned terminal's hub used to run `--demo`, granting 100 € at each start.
  it("runs a provisioned terminal's hub on its configuration file: no --demo, no credit, no secret", () => {
    const args = hubForkArgs(provisioned, 8711);
    expect(args).toEqual(['--config', '/etc/tapis/hub.json', '--port', '8711']);
    expect(args.some((a) => a === '--demo' || a === '--credit' || a === '--terminal')).toBe(false);
    expect(args.join(' ')).not.toContain(provisioned.secret);
    expect(hubForkEnv(provisioned, { PATH: '/usr/bin', TAPIS_DEMO_SECRET: 'inherited-secret-0123' })).toEqual(
      {
        PATH: '/usr/bin',
      },
    );
  });

  it('passes the demo arguments to the explicit demo only, never the secret', () => {
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
