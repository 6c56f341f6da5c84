// The operators' commands (docs/operations.md): provisioning a terminal prints its secret once
// and journals it; `verify` passes on an intact store and exits 1, naming the entry, on a tampered one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { authenticateTerminal } from '../terminals.ts';
import { runCli } from './helpers/hubChild.ts';

describe('operator commands', () => {
  it('provisions a terminal, verifies the store, and catches an edited journal entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-ops-'));
    const made = await runCli(['provision', dir, 'T7', 'roulette-1']);
    expect(made.code).toBe(0);
    const printed = JSON.parse(made.stdout) as { terminalId: string; tableId: string; secret: string };
    expect(printed).toMatchObject({ terminalId: 'T7', tableId: 'roulette-1' });
    expect(printed.secret).toMatch(/^[0-9a-f]{64}$/);
    const bad = await runCli(['provision', dir, 'staff:alice', 'roulette-1']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('a terminal id is 1–64 of A–Z a–z 0–9 _ -');
    await runCli(['staff', 'add', dir, 'bruno', 'comiteDeDirection']);

    const ok = await runCli(['verify', dir]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({
      ok: true,
      entries: 2,
      chainBrokenAt: null,
      conservation: { ok: true, total: 0, entered: 0, cashier: 0 },
      problems: [],
    });

    const db = new DatabaseSync(join(dir, 'hub.sqlite'));
    expect(authenticateTerminal(db, 'T7', printed.secret)).toBe('roulette-1');
    expect(db.prepare('SELECT kind, actor FROM journal ORDER BY seq').all()).toEqual([
      { kind: 'TerminalProvisioned', actor: 'operator:cli' },
      { kind: 'StaffAccountCreated', actor: 'operator:cli' },
    ]);
    db.prepare("UPDATE journal SET payload = replace(payload, 'T7', 'T8') WHERE seq = 1").run();
    db.close();
    const broken = await runCli(['verify', dir]);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ ok: false, chainBrokenAt: 1 });
  });
});
