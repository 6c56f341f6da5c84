// `npm run hub -- register …` turns a hub's data folder into the modèle 7 CSV and PDF files, and
// prints the other registers as JSON.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { openDatabase } from '../../store/database.ts';
import { runCli } from '../../__tests__/helpers/hubChild.ts';
import { buyCave, playHand, recordOrphan } from './holdemJournal.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-register-cli-'));
  const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
  for (const p of ['P1', 'P2']) buyCave(db, '2026-11-29T12:00:00.000Z', p, cents(50_000));
  playHand(db, '2026-11-29T13:00:00.000Z', 'holdem-1', 'h1', 1, { P1: 2_000, P2: 2_000 }, 'P1');
  playHand(db, '2026-11-29T22:30:00.000Z', 'holdem-1', 'h2', 2, { P1: 777, P2: 777 }, 'P2');
  recordOrphan(db, '2026-11-29T23:00:00.000Z', 'P2', {
    tableId: 'holdem-1',
    seat: 5,
    playerId: null,
    playerName: null,
    amount: cents(500),
    reason: 'tapis consigné, non réclamé en fin de séance',
    consignedAt: '2026-11-29T22:45:00.000Z',
  });
  db.close();
  return dir;
}

describe('hub register (CLI)', () => {
  it('writes the modèle 7 CSV and PDF of a table-day out of a data folder', async () => {
    const dir = dataDir();
    const csv = join(dir, 'm7.csv');
    const pdf = join(dir, 'm7.pdf');
    const run = await runCli([
      'register',
      'modele7',
      dir,
      'holdem-1',
      '2026-11-29',
      '--csv',
      csv,
      '--pdf',
      pdf,
      '--casino',
      'Casino de Tapis',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as Record<string, unknown>;
    // 4 000 → 160; 1 554 → 62,16 → 62.
    expect(summary['totals']).toEqual({ pots: 2, potTotal: 5_554, rakeTotal: 222 });
    expect(summary['certification']).toBe('uncertified');
    const text = readFileSync(csv, 'utf8');
    expect(text.startsWith('\ufeffÉtat journalier — modèle 7\r\nCasino;Casino de Tapis\r\n')).toBe(true);
    expect(text).toContain('\r\n2;holdem-1;29/11/2026;23:30:00;15,54;0,62\r\nTotaux;2 pots;;;55,54;2,22\r\n');
    expect(existsSync(pdf)).toBe(true);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints the orphans register and refuses a malformed day', async () => {
    const dir = dataDir();
    const run = await runCli(['register', 'modele11bis', dir, '2026-11-29', '2026-11-29']);
    expect(run.code).toBe(0);
    const register = JSON.parse(run.stdout) as { lines: { seat: number; amount: number }[]; total: number };
    expect(register.lines.map((l) => [l.seat, l.amount])).toEqual([[5, 500]]);
    expect(register.total).toBe(500);
    const bad = await runCli(['register', 'modele7', dir, 'holdem-1', '2026-13-01']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('not a day (YYYY-MM-DD): 2026-13-01');
  });
});
