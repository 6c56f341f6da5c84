// `npm run start:browser`: the single-table demo (hub + station + renderer on loopback) opened
// in Chromium as an app window where Chromium exists, else its URL printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDERER_DIR, startDemo } from './demo.ts';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
  existsSync(p),
);

if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
  process.stdout.write('Construction du rendu (vite build)…\n');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.config.ts'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const demo = await startDemo();
const withBrowser =
  CHROMIUM !== undefined &&
  (process.env['DISPLAY'] !== undefined || process.env['WAYLAND_DISPLAY'] !== undefined);
// The start URL carries a one-time ticket (docs/kiosk.md "The bridge's start ticket"). Chromium
// gets it on its command line, readable in the process list: it opens the bridge once, within a
// minute, and the page then holds a session credential that appears nowhere else. It is printed
// only when a person must open it by hand.
process.stdout.write(
  `Tapis — démo une table : ${withBrowser ? new URL(demo.url).origin : demo.url}\nHub : ${demo.hubHttp}/healthz\n`,
);

if (withBrowser) {
  const browser = spawn(
    CHROMIUM,
    [
      `--app=${demo.url}`,
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'tapis-chromium-'))}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--window-size=1920,1080',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    { stdio: 'ignore' },
  );
  browser.once('exit', () => void demo.stop().then(() => process.exit(0)));
} else {
  process.stdout.write(
    'Pas de Chromium ni d’écran ici : ouvrez l’adresse ci-dessus dans un navigateur (une seule fois, ' +
      'dans la minute). Ctrl+C pour arrêter.\n',
  );
}

const stop = (): void => void demo.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
