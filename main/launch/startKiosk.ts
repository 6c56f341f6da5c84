// `npm start`: the single-table demo in the Electron kiosk. Where no Electron binary is installed
// (these machines: it cannot be downloaded, notes/toolchain.md) it prints one line naming the
// browser variant and exits 0. Otherwise it builds if needed, writes a demo terminal
// configuration (hub mode `demo`: the one explicit way to the `--demo` hub, issue 10 §2) unless
// $TAPIS_TERMINAL_CONFIG names one, and runs Electron on the project.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kioskBuildIsStale } from '../electron/buildFreshness.ts';
import { demoTerminalConfig } from '../electron/demoConfig.ts';
import { locateElectronBinary } from '../electron/electronBinary.ts';
import { CONFIG_ENV_VAR } from '../electron/terminalConfig.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = locateElectronBinary(root);

if (!binary.found) {
  process.stdout.write(
    `Tapis: no Electron binary is installed here (${binary.reason}); run the same demo in Chromium with: npm run start:browser\n`,
  );
  process.exit(0);
}

if (kioskBuildIsStale(root)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env: NodeJS.ProcessEnv = { ...process.env };
if (env[CONFIG_ENV_VAR] === undefined || env[CONFIG_ENV_VAR] === '') {
  const dir = mkdtempSync(path.join(tmpdir(), 'tapis-kiosk-'));
  const demo = await demoTerminalConfig(dir);
  const file = path.join(dir, 'terminal.json');
  writeFileSync(file, `${JSON.stringify(demo.json, null, 2)}\n`, { mode: 0o600 });
  env[CONFIG_ENV_VAR] = file;
  process.stdout.write(
    `Tapis kiosk demo: configuration ${file}; attendant exit Ctrl+Alt+Shift+T, code ${demo.attendantCode}\n`,
  );
}

delete env['ELECTRON_RUN_AS_NODE']; // would turn Electron into a plain Node
// Chromium refuses to start as root without --no-sandbox (development containers only; a
// packaged kiosk runs as the `tapis` user and refuses the switch, main/electron/main.ts).
const args = process.getuid?.() === 0 ? ['--no-sandbox', '.'] : ['.'];
if (args.length > 1)
  process.stdout.write('Tapis kiosk demo: running as root, so without the OS sandbox (development only)\n');
const child = spawn(binary.path, args, { cwd: root, stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal !== null ? 1 : 0)));
