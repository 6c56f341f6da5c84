// Terminal credentials: a per-terminal secret provisioned when the terminal is imaged (DESIGN.md
// "Hub ↔ terminal protocol"). The hub keeps the secret's hello key (hub/helloProof.ts), never the
// secret, and checks the terminal's challenge–response proof against it (issue 10 §3).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { type HelloDomain, KEY_SCHEME, PROOF_BYTES, helloKey, proofMatches } from './helloProof.ts';

/** Stores (or replaces) terminal `terminalId`'s hello key for table `tableId`. */
export function provisionTerminal(
  db: DatabaseSync,
  terminalId: string,
  tableId: string,
  secret: string,
): void {
  // The `secret_salt` column names the key's scheme; a row of the older scrypt verifier
  // (protocol 1) carries a random hex salt there and must be provisioned again.
  const key = helloKey(secret, terminalId).toString('hex');
  db.prepare(
    `INSERT INTO terminals (terminal_id, table_id, secret_salt, secret_hash) VALUES (?, ?, ?, ?)
     ON CONFLICT(terminal_id) DO UPDATE SET table_id = excluded.table_id, secret_salt = excluded.secret_salt,
     secret_hash = excluded.secret_hash`,
  ).run(terminalId, tableId, KEY_SCHEME, key);
}

/** A new random secret for provisioning: 32 bytes, hex. */
export function newTerminalSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A provisioned credential: its table (`display:<table>` for a display) and its hello key. */
interface StoredKey {
  readonly tableId: string;
  readonly key: Buffer;
}

function storedKey(db: DatabaseSync, id: string): StoredKey | undefined {
  const row = db
    .prepare('SELECT table_id, secret_salt, secret_hash FROM terminals WHERE terminal_id = ?')
    .get(id) as { table_id: string; secret_salt: string; secret_hash: string } | undefined;
  if (row === undefined || row.secret_salt !== KEY_SCHEME) return undefined;
  const key = Buffer.from(row.secret_hash, 'hex');
  return key.length === PROOF_BYTES ? { tableId: row.table_id, key } : undefined;
}

/** A key no credential has: an unknown id is checked against it, so that timing tells nothing. */
const NO_KEY = Buffer.alloc(PROOF_BYTES);

/** What a handshake's proof is checked against: the challenge this socket was sent. */
export interface IssuedChallenge {
  readonly domain: HelloDomain;
  readonly nonce: Buffer;
  readonly hubId: string;
}

/**
 * The table of `id` when `proof` is its HMAC over this challenge, else null. An unknown id, a
 * legacy row or a wrong proof cost the same HMAC and answer the same null.
 */
export function verifyHello(
  db: DatabaseSync,
  challenge: IssuedChallenge,
  id: string,
  proof: string,
): string | null {
  const stored = storedKey(db, id);
  const ok = proofMatches(
    stored?.key ?? NO_KEY,
    challenge.domain,
    challenge.nonce,
    id,
    challenge.hubId,
    proof,
  );
  return ok && stored !== undefined ? stored.tableId : null;
}

/** The table a terminal belongs to when `secret` is its provisioned secret, else null (the CLI's check). */
export function authenticateTerminal(db: DatabaseSync, terminalId: string, secret: string): string | null {
  const stored = storedKey(db, terminalId);
  const derived = helloKey(secret, terminalId);
  return timingSafeEqual(stored?.key ?? NO_KEY, derived) && stored !== undefined ? stored.tableId : null;
}

/** Every provisioned terminal of a table. */
export function terminalsOfTable(db: DatabaseSync, tableId: string): string[] {
  return (
    db.prepare('SELECT terminal_id FROM terminals WHERE table_id = ? ORDER BY terminal_id').all(tableId) as {
      terminal_id: string;
    }[]
  ).map((r) => r.terminal_id);
}
