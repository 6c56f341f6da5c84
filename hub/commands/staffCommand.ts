// `npm run hub -- staff add <dir> <login> <role> [--secret-stdin]`: creates a staff account.
// The secret never appears on the command line (where `ps` would show it): it is generated and
// printed once on stdout, or read from the first line of stdin with --secret-stdin.
// `npm run hub -- staff unlock <dir> <login>`: reopens a locked account (journaled).
import { join } from 'node:path';
import { STAFF_ROLES, type StaffRole } from '../../protocol/staffMessages.ts';
import { createStaff, newStaffSecret, unlockStaff } from '../staff/staffAccounts.ts';
import { inTransaction, openDatabase } from '../store/database.ts';
import { privateDir } from '../store/fileModes.ts';

/** The journal actor of an operator at the machine. */
const OPERATOR = 'operator:cli';

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return (text.split(/\r?\n/)[0] ?? '').trim();
}

/** Runs `staff add|unlock ...` (`keyFor` gives the journal key of a data folder); throws with a usage message on wrong arguments. */
export async function runStaffCommand(
  args: readonly string[],
  keyFor: (dir: string) => Buffer,
): Promise<void> {
  const [verb, dir, login, role] = args.filter((a) => !a.startsWith('--'));
  const at = new Date().toISOString();
  if (verb === 'add' && dir !== undefined && login !== undefined && role !== undefined) {
    if (!(STAFF_ROLES as readonly string[]).includes(role))
      throw new Error(`role must be one of ${STAFF_ROLES.join(', ')}, got "${role}"`);
    const fromStdin = args.includes('--secret-stdin');
    const secret = fromStdin ? await readFirstLine() : newStaffSecret();
    privateDir(dir); // accounts may be created before the hub's first start
    const db = openDatabase(join(dir, 'hub.sqlite'), keyFor(dir));
    try {
      createStaff(db, at, OPERATOR, login, role as StaffRole, secret);
    } finally {
      db.close();
    }
    process.stdout.write(`${JSON.stringify(fromStdin ? { login, role } : { login, role, secret })}\n`);
    return;
  }
  if (verb === 'unlock' && dir !== undefined && login !== undefined) {
    const db = openDatabase(join(dir, 'hub.sqlite'), keyFor(dir));
    try {
      if (!inTransaction(db, () => unlockStaff(db, at, OPERATOR, login)))
        throw new Error(`no staff account "${login}"`);
    } finally {
      db.close();
    }
    process.stdout.write(`${JSON.stringify({ login, unlocked: true })}\n`);
    return;
  }
  throw new Error(
    `usage: hub staff add <dir> <login> <${STAFF_ROLES.join('|')}> [--secret-stdin] | hub staff unlock <dir> <login>`,
  );
}
