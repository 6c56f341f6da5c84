// build/systemd/tapis-hub.service runs the casino's configuration, never the demo (issue 10 §2:
// it ran `--demo --host 0.0.0.0`, granting 100 € to every empty station at each start).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalKeyFile } from '../../hub/commands/journalKeySource.ts';
import { cardKeyFile } from '../../hub/players/cardKeySource.ts';
import { HUB_EXEC_ARGV } from '../../main/electron/hubLaunch.ts';

const unit = readFileSync(new URL('../systemd/tapis-hub.service', import.meta.url), 'utf8');
const execStart = unit.split('\n').filter((line) => line.startsWith('ExecStart='));

describe('the hub systemd unit', () => {
  it('starts the built hub on /etc/tapis/hub.json with the hub V8 flags', () => {
    expect(execStart).toEqual([
      `ExecStart=/opt/tapis-hub/node/bin/node ${HUB_EXEC_ARGV.join(' ')} /opt/tapis-hub/dist/hub/cli.mjs --config /etc/tapis/hub.json`,
    ]);
  });

  it('has no demo flag, no listen address on the command line and no secret in its environment', () => {
    const commands = unit.split('\n').filter((line) => !line.startsWith('#'));
    for (const line of commands) {
      expect(line).not.toMatch(/--demo|--host|0\.0\.0\.0|TAPIS_DEMO_SECRET/);
    }
  });

  it('loads the journal key and the card master key as systemd credentials, from root’s files', () => {
    expect(unit.split('\n').filter((line) => line.startsWith('LoadCredential='))).toEqual([
      'LoadCredential=journal-key:/etc/tapis/journal-key',
      'LoadCredential=card-master-key:/etc/tapis/card-master-key',
    ]);
  });

  it('names its credentials as the hub looks them up in $CREDENTIALS_DIRECTORY', () => {
    // What systemd makes of the unit's LoadCredential lines: one file per credential id.
    const dir = mkdtempSync(join(tmpdir(), 'tapis-credentials-'));
    const ids = [...unit.matchAll(/^LoadCredential=([^:]+):/gm)].map((m) => m[1] ?? '');
    for (const id of ids) writeFileSync(join(dir, id), '', { mode: 0o400 });
    const saved = { ...process.env };
    try {
      delete process.env['TAPIS_JOURNAL_KEY_FILE'];
      delete process.env['TAPIS_CARD_KEY_FILE'];
      process.env['CREDENTIALS_DIRECTORY'] = dir;
      expect(journalKeyFile({})).toBe(join(dir, 'journal-key'));
      expect(cardKeyFile()).toBe(join(dir, 'card-master-key'));
    } finally {
      process.env = saved;
    }
  });

  it('says where its configuration comes from', () => {
    expect(unit).toContain('docs/operations.md');
    expect(unit).toMatch(/hub provision/);
    expect(unit).toMatch(/hub staff add/);
  });
});
