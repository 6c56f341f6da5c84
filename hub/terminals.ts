// Terminal credentials: a per-terminal secret provisioned when the terminal is imaged, stored
// only as a salted scrypt hash (DESIGN.md "Hub ↔ terminal protocol").
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { secretMatches } from './secretHash.ts';

const KEY_LENGTH = 32;

/** Stores (or replaces) terminal `terminalId`'s secret for table `tableId`. */
export function provisionTerminal(
  db: DatabaseSync,
  terminalId: string,
  tableId: string,
  secret: string,
): void {
  const salt = randomBytes(16).toString('hex');
  const hash = scryptSync(secret, salt, KEY_LENGTH).toString('hex');
  db.prepare(
    `INSERT INTO terminals (terminal_id, table_id, secret_salt, secret_hash) VALUES (?, ?, ?, ?)
     ON CONFLICT(terminal_id) DO UPDATE SET table_id = excluded.table_id, secret_salt = excluded.secret_salt,
     secret_hash = excluded.secret_hash`,
  ).run(terminalId, tableId, salt, hash);
}

/** A new random secret for provisioning: 32 bytes, hex. */
export function newTerminalSecret(): string {
  return randomBytes(32).toString('hex');
}

/** The table a terminal belongs to when `secret` is right, else null (constant-time compare). */
export function authenticateTerminal(db: DatabaseSync, terminalId: string, secret: string): string | null {
  const row = db
    .prepare('SELECT table_id, secret_salt, secret_hash FROM terminals WHERE terminal_id = ?')
    .get(terminalId) as { table_id: string; secret_salt: string; secret_hash: string } | undefined;
  // Hash even for an unknown terminal so that timing does not tell which ids exist.
  const salt = row?.secret_salt ?? '00';
  const computed = scryptSync(secret, salt, KEY_LENGTH);
  const stored = Buffer.from(row?.secret_hash ?? '00'.repeat(KEY_LENGTH), 'hex');
  return row !== undefined && timingSafeEqual(computed, stored) ? row.table_id : null;
}

/** As authenticateTerminal, with the hash computed off the event loop (the hub's path). */
export async function authenticateTerminalAsync(
  db: DatabaseSync,
  terminalId: string,
  secret: string,
): Promise<string | null> {
  const row = db
    .prepare('SELECT table_id, secret_salt, secret_hash FROM terminals WHERE terminal_id = ?')
    .get(terminalId) as { table_id: string; secret_salt: string; secret_hash: string } | undefined;
  return (await secretMatches(secret, row?.secret_salt, row?.secret_hash)) && row !== undefined
    ? row.table_id
    : null;
}

/** Every provisioned terminal of a table. */
export function terminalsOfTable(db: DatabaseSync, tableId: string): string[] {
  return (
    db.prepare('SELECT terminal_id FROM terminals WHERE table_id = ? ORDER BY terminal_id').all(tableId) as {
      terminal_id: string;
    }[]
  ).map((r) => r.terminal_id);
}
