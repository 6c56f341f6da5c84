// The station's persisted mirror of the hub's credit figure (DESIGN.md "Persistence"): written
// atomically on every change, so a terminal that loses power knows what it last showed.
import { readFileSync, renameSync, writeFileSync, mkdirSync, fsyncSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** What the mirror holds. */
export interface MeterMirror {
  readonly terminalId: string;
  readonly tableId: string;
  readonly credit: number;
  readonly seq: number;
  readonly savedAt: string;
}

/** Reads the mirror in `dataDir`, or null when there is none or it is unreadable. */
export function readMirror(dataDir: string): MeterMirror | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'meter.json'), 'utf8')) as MeterMirror;
  } catch {
    return null;
  }
}

/** Writes the mirror: a temporary file, fsync, then an atomic rename. */
export function writeMirror(dataDir: string, mirror: MeterMirror): void {
  mkdirSync(dataDir, { recursive: true });
  const tmp = join(dataDir, 'meter.json.tmp');
  writeFileSync(tmp, JSON.stringify(mirror));
  const fd = openSync(tmp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, join(dataDir, 'meter.json'));
}
