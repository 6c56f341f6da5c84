// The desk program (`npm run desk`) refuses before reading any card: a secret on its command line,
// a credentials file others may read, no credentials and no terminal (exit 2), and a login the
// real hub refuses (exit 1, the reader never started). The secret appears in none of its output.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { secretOf, staffHub } from '../../../hub/__tests__/helpers/staffHub.ts';
import type { RunningHub } from '../../../hub/hub.ts';

let hub: RunningHub | null = null;
// Never a pcscd: these desks must stop before their reader would start.
const NO_PCSCD = ['--pcscd', '/nonexistent/pcscd.comm'];

beforeAll(async () => {
  hub = await staffHub(manualClock());
});
afterAll(async () => {
  await hub?.close();
});

/** Runs the desk with `args` and stdin closed; resolves with its exit code and output. */
function runDesk(args: readonly string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['main/desk/deskCli.ts', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

function credentialsFile(secret: string, mode: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tapis-desk-cli-')), 'desk.json');
  writeFileSync(path, JSON.stringify({ login: 'chloe', secret }), { mode });
  return path;
}

const hubArgs = (): string[] => ['--hub', `ws://127.0.0.1:${String(hub?.port)}`, '--desk', 'CAISSE-1'];

describe('npm run desk', () => {
  it('has no option for a secret: exit 2, the secret not repeated', async () => {
    const run = await runDesk([...hubArgs(), ...NO_PCSCD, '--secret', secretOf('chloe')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain("Unknown option '--secret'");
    expect(run.err + run.out).not.toContain(secretOf('chloe'));
  }, 30_000);

  it('refuses a credentials file open to others, and no credentials without a terminal: exit 2', async () => {
    const open = await runDesk([
      ...hubArgs(),
      ...NO_PCSCD,
      '--credentials',
      credentialsFile(secretOf('chloe'), 0o644),
    ]);
    expect(open.code).toBe(2);
    expect(open.err).toMatch(/is open to group or others \(mode 644\): chmod 600 it/);
    expect(open.err + open.out).not.toContain(secretOf('chloe'));
    const none = await runDesk([...hubArgs(), ...NO_PCSCD]);
    expect(none.code).toBe(2);
    expect(none.err).toContain('no --credentials file and no terminal to ask on');
  }, 30_000);

  it('stops at the hub’s refusal of the login, before its reader starts: exit 1', async () => {
    const run = await runDesk([
      ...hubArgs(),
      ...NO_PCSCD,
      '--credentials',
      credentialsFile('not-the-secret', 0o600),
    ]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('[poste CAISSE-1] connexion refusée par le hub : BAD_CREDENTIALS');
    expect(run.out).not.toMatch(/pcscd ne répond pas|aucun lecteur branché|lecteur prêt/);
    expect(run.out).not.toContain('not-the-secret');
  }, 30_000);
});
