// Where the Electron binary is, without downloading it. `require('electron')` is not safe for
// that question: electron@45's index.js starts a download when the binary is missing (and these
// machines cannot reach the download host, docs/toolchain notes). This mirrors its lookup —
// $ELECTRON_OVERRIDE_DIST_PATH, else node_modules/electron/path.txt under dist/ — read-only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The binary, or why there is none. */
export type ElectronBinary =
  { readonly found: true; readonly path: string } | { readonly found: false; readonly reason: string };

/** Looks for the Electron binary installed with the `electron` package under `projectRoot`. */
export function locateElectronBinary(
  projectRoot: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ElectronBinary {
  const pkgDir = path.join(projectRoot, 'node_modules', 'electron');
  if (!existsSync(path.join(pkgDir, 'package.json'))) {
    return { found: false, reason: 'the electron package is not installed' };
  }
  const pathFile = path.join(pkgDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const candidate =
    override !== undefined && override !== ''
      ? path.join(override, relative !== '' ? relative : 'electron')
      : relative !== ''
        ? path.join(pkgDir, 'dist', relative)
        : null;
  if (candidate === null) {
    return {
      found: false,
      reason: 'node_modules/electron has no path.txt: its binary was never downloaded',
    };
  }
  if (!existsSync(candidate)) return { found: false, reason: `no Electron binary at ${candidate}` };
  return { found: true, path: candidate };
}
