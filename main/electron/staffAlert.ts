// Raising an incident to staff (DESIGN.md "The kiosk": the terminal out of service is raised to
// staff). Today: one JSON line on stderr (journald keeps it, the supervision agent reads it) and
// one in <dataDir>/incidents.jsonl. When the station gains an incident call to the hub, this is
// the one place to plug it in.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The incidents staff must see. */
export type StaffIncident =
  | 'out-of-service'
  | 'renderer-crashed'
  | 'child-process-crashed'
  | 'hub-exited'
  | 'attendant-locked'
  | 'attendant-exit'
  | 'configuration-invalid'
  | 'forbidden-switch';

/** A sink for incidents. */
export type StaffAlert = (incident: StaffIncident, details: Record<string, unknown>) => void;

/** Logs structured shell events that are not incidents. */
export function logEvent(event: string, details: Record<string, unknown>): void {
  process.stderr.write(
    `${JSON.stringify({ at: new Date().toISOString(), source: 'kiosk', event, ...details })}\n`,
  );
}

/** An alert sink writing to stderr and, when known, to the data dir. */
export function createStaffAlert(dataDir: () => string | null): StaffAlert {
  return (incident, details) => {
    const line = JSON.stringify({ at: new Date().toISOString(), source: 'kiosk', incident, ...details });
    process.stderr.write(`${line}\n`);
    const dir = dataDir();
    if (dir === null) return;
    void mkdir(dir, { recursive: true })
      .then(() => appendFile(path.join(dir, 'incidents.jsonl'), `${line}\n`))
      .catch((error: unknown) => logEvent('incident-write-failed', { error: String(error) }));
  };
}
