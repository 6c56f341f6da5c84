// Idempotency of money commands (DESIGN.md "Hub ↔ terminal protocol"): a command id is applied
// once, recorded in the same transaction as its effect, and a repeat gets the same answer.
import type { DatabaseSync } from 'node:sqlite';
import type { CommandResult } from '../../protocol/hubMessages.ts';
import { statement } from './statements.ts';

/** A command's identity: who sent it, its id, and a fingerprint of its content. */
export interface CommandKey {
  readonly terminalId: string;
  readonly commandId: string;
  readonly fingerprint: string;
}

/** What a repeat of a known command id means. */
export type PriorCommand<R = CommandResult> =
  { readonly kind: 'repeat'; readonly reply: R } | { readonly kind: 'reused' } | null;

/**
 * The key of command `commandId` of `type` from `terminalId`: its fingerprint is the type and the
 * content, so that an id used again with other content is told from a repeat.
 */
export function commandKey(
  terminalId: string,
  commandId: string,
  type: string,
  content: unknown,
): CommandKey {
  return { terminalId, commandId, fingerprint: JSON.stringify([type, content]) };
}

/**
 * Looks a command id up: a faithful repeat, the id reused for other content, or new (null).
 * Staff commands use the same table with `terminalId` = `staff:<login>`.
 */
export function priorCommand<R = CommandResult>(db: DatabaseSync, key: CommandKey): PriorCommand<R> {
  const row = statement(
    db,
    'SELECT fingerprint, reply FROM commands WHERE terminal_id = ? AND command_id = ?',
  ).get(key.terminalId, key.commandId) as { fingerprint: string; reply: string } | undefined;
  if (row === undefined) return null;
  return row.fingerprint === key.fingerprint
    ? { kind: 'repeat', reply: JSON.parse(row.reply) as R }
    : { kind: 'reused' };
}

/** Records a command's successful reply; call inside the transaction that applied it. */
export function recordCommand<R = CommandResult>(db: DatabaseSync, key: CommandKey, reply: R): void {
  statement(db, 'INSERT INTO commands (terminal_id, command_id, fingerprint, reply) VALUES (?, ?, ?, ?)').run(
    key.terminalId,
    key.commandId,
    key.fingerprint,
    JSON.stringify(reply),
  );
}
