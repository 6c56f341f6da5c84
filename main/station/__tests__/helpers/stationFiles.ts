// Reads a station's store from outside the station (its process may be running or killed): a
// read-only connection, as an auditor would open it.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { STATION_DB_FILE } from '../../stationStore.ts';

/** What the station's store holds: the mirrored credit and the command ids awaiting an answer. */
export interface StationFiles {
  readonly credit: number | null;
  readonly pending: { readonly commandId: string; readonly command: Record<string, unknown> }[];
}

/** Reads `dataDir`'s station store, read-only. */
export function readStationFiles(dataDir: string): StationFiles {
  const db = new DatabaseSync(join(dataDir, STATION_DB_FILE), { readOnly: true });
  try {
    db.exec('BEGIN');
    const meter = db.prepare('SELECT credit FROM meter WHERE id = 1').get() as { credit: number } | undefined;
    const rows = db.prepare('SELECT command_id, command FROM pending ORDER BY rowid').all() as {
      command_id: string;
      command: string;
    }[];
    db.exec('COMMIT');
    return {
      credit: meter?.credit ?? null,
      pending: rows.map((r) => ({
        commandId: r.command_id,
        command: JSON.parse(r.command) as Record<string, unknown>,
      })),
    };
  } finally {
    db.close();
  }
}
