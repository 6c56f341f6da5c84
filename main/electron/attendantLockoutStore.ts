// The attendant lockout survives a restart of the kiosk (docs/kiosk.md): otherwise a player who
// manages to crash the kiosk would get fresh tries. One small JSON file in the data dir.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INITIAL_LOCKOUT, type LockoutState } from './attendantLockout.ts';

/** The file name under the data dir. */
export const LOCKOUT_FILE = 'attendant-lockout.json';

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Reads a stored state; anything malformed counts as a fresh lock of the base length from `now`. */
export function parseLockoutState(raw: unknown, now: number, baseLockMs: number): LockoutState {
  const fields = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const parsed = {
    failures: count(fields['failures']),
    locks: count(fields['locks']),
    lockedUntil: count(fields['lockedUntil']),
  };
  if (parsed.failures === null || parsed.locks === null || parsed.lockedUntil === null) {
    // A tampered or torn file must not unlock the prompt.
    return { failures: 0, locks: 1, lockedUntil: now + baseLockMs };
  }
  return { failures: parsed.failures, locks: parsed.locks, lockedUntil: parsed.lockedUntil };
}

/** Loads the state kept in `dataDir` (none yet: no failures). */
export function loadLockout(dataDir: string, now: number, baseLockMs: number): LockoutState {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, LOCKOUT_FILE), 'utf8');
  } catch {
    return INITIAL_LOCKOUT;
  }
  try {
    return parseLockoutState(JSON.parse(text), now, baseLockMs);
  } catch {
    return parseLockoutState('torn', now, baseLockMs);
  }
}

/** Saves `state` in `dataDir`, atomically (write then rename). */
export function saveLockout(dataDir: string, state: LockoutState): void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCKOUT_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
