import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCredentialHash, verifyCredential } from '../attendantCredential.ts';
import { isBuildStale } from '../buildFreshness.ts';
import { demoTerminalConfig } from '../demoConfig.ts';
import { findFreeLoopbackPort } from '../freePort.ts';
import { parseTerminalConfig } from '../terminalConfig.ts';

describe('isBuildStale', () => {
  it.each([
    [[10, 20], 5, false],
    [[10, 20], 15, true],
    [[10, null], 1, true],
    [[], 1, false],
  ] as const)('outputs %j, newest source %i → %s', (outputs, newest, stale) => {
    expect(isBuildStale(outputs, newest)).toBe(stale);
  });
});

describe('demoTerminalConfig', () => {
  it('passes the configuration schema and its code opens the attendant exit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapis-demo-'));
    const demo = await demoTerminalConfig(dir);
    expect(demo.attendantCode).toMatch(/^\d{6}$/);
    const outcome = parseTerminalConfig(demo.json, '/unused');
    if (!outcome.ok) throw new Error(outcome.errors.join('; '));
    expect(outcome.config.hub).toEqual({ mode: 'demo', port: 0 });
    expect(outcome.config.dataDir).toBe(path.join(dir, 'data'));
    const hash = parseCredentialHash(outcome.config.attendant.credentialHash);
    if (!hash.ok) throw new Error(hash.error);
    expect(await verifyCredential(hash.value, demo.attendantCode)).toBe(true);
  });
});

describe('findFreeLoopbackPort', () => {
  it('returns a usable port', async () => {
    const port = await findFreeLoopbackPort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
  });
});
