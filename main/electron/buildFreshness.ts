// Whether `npm start` must build before launching Electron: an output is missing, or a source
// is newer than the oldest output. Plain Node, no Electron.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** What the kiosk needs built, relative to the project root. */
export const KIOSK_OUTPUTS = [
  'dist/main/index.cjs',
  'dist/preload/index.cjs',
  'dist/hub/cli.mjs',
  'dist/hub/check/worker.mjs',
  'dist/renderer/index.html',
];

/** The source folders those outputs come from. */
export const KIOSK_SOURCES = ['main', 'preload', 'protocol', 'games', 'hub', 'renderer'];

/** Pure decision: rebuild when an output is missing or older than the newest source. */
export function isBuildStale(outputTimes: readonly (number | null)[], newestSource: number): boolean {
  return outputTimes.some((t) => t === null || t < newestSource);
}

function mtime(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function newestUnder(dir: string): number {
  let newest = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full) : (mtime(full) ?? 0));
  }
  return newest;
}

/** True when the kiosk's build under `root` is missing or stale. */
export function kioskBuildIsStale(root: string): boolean {
  const newest = Math.max(...KIOSK_SOURCES.map((d) => newestUnder(path.join(root, d))));
  return isBuildStale(
    KIOSK_OUTPUTS.map((f) => mtime(path.join(root, f))),
    newest,
  );
}
