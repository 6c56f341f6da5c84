// build/systemd/tapis-hub.service runs the casino's configuration, never the demo (issue 10 §2:
// it ran `--demo --host 0.0.0.0`, granting 100 € to every empty station at each start).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

  it('says where its configuration comes from', () => {
    expect(unit).toContain('docs/operations.md');
    expect(unit).toMatch(/hub provision/);
    expect(unit).toMatch(/hub staff add/);
  });
});
