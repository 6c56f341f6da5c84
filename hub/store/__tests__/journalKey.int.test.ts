// Issue 10 §5: the journal key's custody and the store's files. The key is made 0600 and never
// printed, refused inside the data folder or readable by others; the data folder is 0700 and
// hub.sqlite, -wal and -shm 0600 under a permissive umask; a store chained before the key is
// refused until re-chained, and the re-chaining journals the old head.
import { spawn } from 'node:child_process';
import { hash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { MIGRATIONS } from '../migrations.ts';
import { runCli, stopChild } from '../../__tests__/helpers/hubChild.ts';
import { TEST_JOURNAL_KEY, testJournalKeyFile } from '../../__tests__/helpers/testJournalKey.ts';

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
const fresh = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** A store as the hub wrote it before the keyed chain (migrations 1–4, plain SHA-256), three entries. */
function unkeyedStore(): { dir: string; head: string } {
  const dir = fresh('tapis-unkeyed-');
  const db = new DatabaseSync(join(dir, 'hub.sqlite'));
  db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
  for (const [index, sql] of MIGRATIONS.slice(0, 4).entries()) {
    db.exec(sql);
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(index + 1);
  }
  let prev = '0'.repeat(64);
  for (let seq = 1; seq <= 3; seq++) {
    const fields = [
      prev,
      seq,
      '2026-11-30T12:00:00.000Z',
      'StaffCreated',
      'operator:cli',
      JSON.stringify({ seq }),
    ];
    const h = hash('sha256', JSON.stringify(fields), 'hex');
    db.prepare(
      'INSERT INTO journal (seq, at, kind, actor, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(seq, fields[2] as string, fields[3] as string, fields[4] as string, fields[5] as string, prev, h);
    prev = h;
  }
  db.close();
  return { dir, head: `3:${prev}` };
}

const children: ReturnType<typeof spawn>[] = [];
afterAll(async () => {
  for (const c of children) await stopChild(c);
});

/** A demo hub started under `umask 000`, with `env`; resolves once it listens. */
function demoUnderUmask000(dataDir: string, env: Record<string, string | undefined>): Promise<void> {
  const child = spawn(
    'sh',
    [
      '-c',
      'umask 000 && exec "$0" "$@"',
      process.execPath,
      CLI,
      '--demo',
      '--port',
      '0',
      '--data',
      dataDir,
      '--terminal',
      'T1',
      '--log-level',
      'error',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TAPIS_DEMO_SECRET: 'umask-test-secret-0123', ...env },
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), 15_000);
    child.once('exit', (code) => reject(new Error(`exited ${String(code)}: ${stderr}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.includes('"listening"')) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('the journal key (issue 10 §5)', () => {
  it('is made 0600 by `hub journal-key new`, never printed, and never overwritten', async () => {
    const file = join(fresh('tapis-key-'), 'journal-key');
    const made = await runCli(['journal-key', 'new', file]);
    expect(made.code).toBe(0);
    expect(mode(file)).toBe('600');
    const key = readFileSync(file, 'utf8');
    expect(key).toMatch(/^[0-9a-f]{64}\n$/);
    expect(JSON.parse(made.stdout)).toEqual({ event: 'journalKeyCreated', file });
    expect(made.stdout + made.stderr).not.toContain(key.trim());
    const again = await runCli(['journal-key', 'new', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`hub: cannot create the journal key ${file}: EEXIST\n`);
    expect(readFileSync(file, 'utf8')).toBe(key);
  });

  it('is refused inside the data folder and when group or others may read it', async () => {
    const dataDir = fresh('tapis-keyed-');
    const made = await runCli(['staff', 'add', dataDir, 'bruno', 'comiteDeDirection']);
    expect(made.code).toBe(0);
    const inside = join(dataDir, 'journal-key');
    writeFileSync(inside, `${TEST_JOURNAL_KEY.toString('hex')}\n`, { mode: 0o600 });
    const refusedInside = await runCli(['verify', dataDir, '--journal-key', inside]);
    expect(refusedInside.code).toBe(1);
    expect(refusedInside.stderr).toBe(
      `hub: the journal key ${inside} must not be inside the data folder ${dataDir}\n`,
    );
    const open = testJournalKeyFile();
    chmodSync(open, 0o644);
    const refusedOpen = await runCli(['verify', dataDir, '--journal-key', open]);
    expect(refusedOpen.code).toBe(1);
    expect(refusedOpen.stderr).toBe(
      `hub: the journal key ${open} is mode 644: group and others must have no access (chmod 600)\n`,
    );
    const badAnchor = await runCli(['verify', dataDir, '--anchor', '12:not-a-digest']);
    expect(badAnchor.code).toBe(1);
    expect(badAnchor.stderr).toBe(
      'hub: --anchor takes SEQ:DIGEST (a number, a colon, 64 hex digits), got "12:not-a-digest"\n',
    );
    // Another key than the store's is named as such, and the hub does not open the store with it.
    expect(() => openDatabase(join(dataDir, 'hub.sqlite'), Buffer.alloc(32, 1))).toThrow(
      'the journal key does not match the key this store was chained with',
    );
    // The right key, in its own 0600 file outside the folder, verifies.
    expect((await runCli(['verify', dataDir, '--journal-key', testJournalKeyFile()])).code).toBe(0);
  });

  it('keeps the data folder 0700 and hub.sqlite, -wal and -shm 0600 under umask 000', async () => {
    const dataDir = join(fresh('tapis-umask-'), 'data');
    // No key given: the demo makes its own beside (not inside) the data folder.
    await demoUnderUmask000(dataDir, {
      TAPIS_JOURNAL_KEY_FILE: undefined,
      TAPIS_JOURNAL_ANCHOR_FILE: undefined,
    });
    expect(mode(dataDir)).toBe('700');
    for (const name of ['hub.sqlite', 'hub.sqlite-wal', 'hub.sqlite-shm'])
      expect(mode(join(dataDir, name))).toBe('600');
    expect(mode(`${dataDir}.journal`)).toBe('700');
    expect(mode(`${dataDir}.journal/journal-key`)).toBe('600');
    expect(mode(`${dataDir}.journal/journal-key.anchor`)).toBe('600');
  });

  it('refuses a store chained before the key until `hub journal-key rechain`, which journals the old head', async () => {
    const { dir, head } = unkeyedStore();
    expect(() => openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY)).toThrow(
      'journal chained with plain SHA-256 (before the keyed chain): re-chain it with `hub journal-key rechain <dir> --journal-key FILE`',
    );
    const before = await runCli(['verify', dir]);
    expect(before.code).toBe(1);
    expect((JSON.parse(before.stdout) as { problems: string[] }).problems[0]).toBe(
      'journal chained with plain SHA-256 (before the keyed chain): re-chain it with `hub journal-key rechain <dir> --journal-key FILE`',
    );
    const rechained = await runCli(['journal-key', 'rechain', dir]);
    expect(rechained.code).toBe(0);
    const result = JSON.parse(rechained.stdout) as { entries: number; previousHead: string; anchor: string };
    expect(result).toMatchObject({ event: 'journalRechained', entries: 3, previousHead: head });
    expect(result.anchor).toMatch(/^4:[0-9a-f]{64}$/);
    const after = await runCli(['verify', dir, '--anchor', result.anchor]);
    expect(JSON.parse(after.stdout)).toMatchObject({ ok: true, problems: [] });
    const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    const keyed = db.prepare("SELECT seq, hash, payload FROM journal WHERE kind = 'ChainKeyed'").get() as {
      seq: number;
      hash: string;
      payload: string;
    };
    db.close();
    expect(`${keyed.seq}:${keyed.hash}`).toBe(result.anchor);
    expect(JSON.parse(keyed.payload)).toEqual({
      scheme: 'hmac-sha256',
      previousScheme: 'sha256',
      previousHead: { seq: 3, digest: head.slice(2) },
      entries: 3,
    });
  });

  it('does not re-chain a store whose SHA-256 chain is already broken', async () => {
    const { dir } = unkeyedStore();
    const db = new DatabaseSync(join(dir, 'hub.sqlite'));
    db.prepare('UPDATE journal SET payload = \'{"seq":20}\' WHERE seq = 2').run();
    const kept = db.prepare('SELECT * FROM journal ORDER BY seq').all();
    db.close();
    const refused = await runCli(['journal-key', 'rechain', dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'hub: the SHA-256 chain is broken at entry 2: not re-chained (keep the store as evidence)\n',
    );
    const after = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
    expect(after.prepare('SELECT * FROM journal ORDER BY seq').all()).toEqual(kept);
    after.close();
    expect(existsSync(join(dir, 'hub.sqlite'))).toBe(true);
  });
});
