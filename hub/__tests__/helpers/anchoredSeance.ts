// A real store with one séance played through the staff API (issue 10 §5 tests): 100 € credited
// at T1, the séance opened, its three last rounds played, closed and counted, two more logins
// after it; the hub closed cleanly. Also the journal-editing steps an attacker without the key
// would take (plain SHA-256, as the chain was before it was keyed).
import { createHmac, hash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { CountReport, StaffResult } from '../../../protocol/staffMessages.ts';
import { manualClock } from './manualClock.ts';
import { secretOf, staffHub, TIMING } from './staffHub.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';
import { loginStaff } from './testStaff.ts';

/** A journal row as stored. */
export interface Row {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly actor: string;
  readonly payload: string;
  readonly prev_hash: string;
  readonly hash: string;
}

/** What the séance left: its folder, the high-water mark file, and what staff were handed. */
export interface AnchoredSeance {
  readonly dataDir: string;
  readonly anchorFile: string;
  readonly closing: Extract<StaffResult, { kind: 'sessionClosed' }>;
  readonly report: CountReport;
}

const ROUND = TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs;

/** Plays the séance on a fresh store and closes the hub. */
export async function anchoredSeance(): Promise<AnchoredSeance> {
  const clock = manualClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'tapis-anchored-'));
  // Beside the data folder, not inside it (as the key's high-water mark must be).
  const anchorFile = `${dataDir}.anchor`;
  const hub = await staffHub(clock, { dataDir, extra: { anchorFile } });
  try {
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno, chloe] = await Promise.all(
      ['alice', 'bruno', 'chloe'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    if (alice === undefined || bruno === undefined || chloe === undefined) throw new Error('login');
    await chloe.ok('creditIn', 'cash-100-eur', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 10_000 },
    });
    await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });
    await bruno.ok('announceLastRounds', 'announce-last-1', { tableId: 'roulette-1' });
    for (let i = 0; i < 4 && (await bruno.tables())[0]?.session?.lastRoundsRemaining !== 0; i++)
      clock.advance(ROUND);
    const closing = await bruno.ok('validateClosing', 'close-session-1', { tableId: 'roulette-1' });
    if (closing.kind !== 'sessionClosed') throw new Error(`closing: ${JSON.stringify(closing)}`);
    const counted = await chloe.ok('countSession', 'count-session-1', { tableId: 'roulette-1' });
    if (counted.kind !== 'counted') throw new Error(`count: ${JSON.stringify(counted)}`);
    for (const login of ['emma', 'denis']) (await loginStaff(url, login, secretOf(login))).close();
    for (const s of [alice, bruno, chloe]) s.close();
    return { dataDir, anchorFile, closing, report: counted.report };
  } finally {
    await hub.close();
  }
}

/** Every journal row in order. */
export function rows(db: DatabaseSync): Row[] {
  return db.prepare('SELECT * FROM journal ORDER BY seq').all() as unknown as Row[];
}

/** The entry's hash as the keyed chain computes it, here independently of hub/store/journal.ts. */
export function hmacOf(prev: string, e: Row, key: Buffer = TEST_JOURNAL_KEY): string {
  return createHmac('sha256', key)
    .update(JSON.stringify([prev, e.seq, e.at, e.kind, e.actor, e.payload]))
    .digest('hex');
}

/** The entry's hash as the chain computed it before it was keyed. */
export function sha256Of(prev: string, e: Row): string {
  return hash('sha256', JSON.stringify([prev, e.seq, e.at, e.kind, e.actor, e.payload]), 'hex');
}

/** The attacker's re-chaining: every hash from entry `from` on recomputed with `hashOf`. */
export function rechainFrom(db: DatabaseSync, from: number, hashOf: (prev: string, e: Row) => string): void {
  const update = db.prepare('UPDATE journal SET prev_hash = ?, hash = ? WHERE seq = ?');
  let prev = '0'.repeat(64);
  for (const e of rows(db)) {
    if (e.seq < from) {
      prev = e.hash;
      continue;
    }
    const h = hashOf(prev, e);
    update.run(prev, h, e.seq);
    prev = h;
  }
}
