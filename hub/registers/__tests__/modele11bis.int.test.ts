// The orphans register modèle 11 bis lists exactly the OrphanRecorded entries of its days, and
// agrees with the `orphans` ledger account.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { openDatabase } from '../../store/database.ts';
import { balanceOf, conservationReport } from '../../store/ledger.ts';
import { modele11bis } from '../modele11bis.ts';
import { buyCave, playHand, recordOrphan } from './holdemJournal.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { accounts } from '../../store/accounts.ts';

describe('orphans register modèle 11 bis', () => {
  it('lists every orphan of the days with amount, table, seat, time, reason and name', () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-orphans-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    for (const p of ['B3', 'P4', 'P9']) buyCave(db, '2026-11-29T10:00:00.000Z', p, cents(50_000));
    playHand(db, '2026-11-29T11:00:00.000Z', 'holdem-1', 'h1', 1, { P4: 1000, P9: 1000 }, 'P4');
    const blackjack = recordOrphan(db, '2026-11-29T23:10:00.000Z', 'B3', {
      tableId: 'blackjack-1',
      seat: 3,
      playerId: null,
      playerName: null,
      amount: cents(2_500),
      reason: 'absence au-delà de la durée maximale ; mise et crédit non réclamés en fin de séance',
      consignedAt: '2026-11-29T21:40:00.000Z',
    });
    const holdem = recordOrphan(db, '2026-11-30T02:00:00.000Z', 'P4', {
      tableId: 'holdem-1',
      seat: 4,
      playerId: 'player-42',
      playerName: 'Jeanne Martin',
      amount: cents(50_960),
      reason: 'tapis consigné, non réclamé en fin de séance',
      consignedAt: '2026-11-30T00:15:00.000Z',
    });
    // The next gaming day (06:00 in Paris is 05:00Z in winter).
    recordOrphan(db, '2026-11-30T05:00:00.000Z', 'P9', {
      tableId: 'holdem-1',
      seat: 9,
      playerId: 'player-7',
      playerName: 'Paul Durand',
      amount: cents(100),
      reason: 'tapis consigné, non réclamé en fin de séance',
      consignedAt: '2026-11-30T04:00:00.000Z',
    });
    const register = modele11bis(db, '2026-11-29', '2026-11-29');
    expect(register.lines).toEqual([
      {
        journalSeq: blackjack,
        recordedAt: '2026-11-29T23:10:00.000Z',
        date: '30/11/2026',
        time: '00:10:00',
        tableId: 'blackjack-1',
        seat: 3,
        playerId: null,
        playerName: null,
        amount: 2_500,
        reason: 'absence au-delà de la durée maximale ; mise et crédit non réclamés en fin de séance',
        consignedAt: '2026-11-29T21:40:00.000Z',
      },
      {
        journalSeq: holdem,
        recordedAt: '2026-11-30T02:00:00.000Z',
        date: '30/11/2026',
        time: '03:00:00',
        tableId: 'holdem-1',
        seat: 4,
        playerId: 'player-42',
        playerName: 'Jeanne Martin',
        amount: 50_960,
        reason: 'tapis consigné, non réclamé en fin de séance',
        consignedAt: '2026-11-30T00:15:00.000Z',
      },
    ]);
    expect(register.total).toBe(53_460);
    expect(register.ledger).toEqual({ account: 'orphans', credited: 53_460, consistent: true });
    expect(register.anomalies).toEqual([]);
    const both = modele11bis(db, '2026-11-29', '2026-11-30');
    expect(both.lines.map((l) => l.seat)).toEqual([3, 4, 9]);
    expect(both.total).toBe(balanceOf(db, accounts.orphans));
    expect(conservationReport(db).ok).toBe(true);
  });
});
