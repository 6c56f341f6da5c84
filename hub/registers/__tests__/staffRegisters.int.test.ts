// The registers on the staff API over a real WebSocket: modèle 7 as data, CSV and PDF, its
// certification by a comité member and the cashier (journaled, once), 11 quater, 11 bis, game
// recall, and the roles that may read or certify them.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import type { RegisterResult } from '../../../protocol/registerMessages.ts';
import { closedAfterEach } from '../../__tests__/helpers/closedAfterEach.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { registerQuery } from '../../__tests__/helpers/registerQuery.ts';
import { STAFF, secretOf, staffHub } from '../../__tests__/helpers/staffHub.ts';
import { REGISTER_READERS } from '../../staff/permissions.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import { buyCave, playHand, recordOrphan } from './holdemJournal.ts';

const { hubs, consoles } = closedAfterEach();

async function result(
  staff: TestStaff,
  requestId: string,
  q: Record<string, unknown>,
): Promise<RegisterResult> {
  const reply = await registerQuery(staff, requestId, q);
  if (!reply.ok) throw new Error(`register refused: ${JSON.stringify(reply.error)}`);
  return reply.result;
}

describe('registers on the staff API', () => {
  it('serves modèle 7 as data, CSV and PDF, certified once by a comité member and the cashier', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 30, 6, 0, 0));
    const hub = await staffHub(clock);
    hubs.push(hub);
    const db = hub.state.db;
    for (const p of ['P1', 'P2']) buyCave(db, '2026-11-29T12:00:00.000Z', p, cents(20_000));
    playHand(db, '2026-11-29T13:00:00.000Z', 'holdem-1', 'h1', 1, { P1: 1_000, P2: 1_500 }, 'P1');
    playHand(db, '2026-11-29T13:05:00.000Z', 'holdem-1', 'h2', 2, { P1: 4_321, P2: 4_321 }, 'P2');
    recordOrphan(db, '2026-11-29T23:00:00.000Z', 'P1', {
      tableId: 'holdem-1',
      seat: 2,
      playerId: 'player-1',
      playerName: 'Jeanne Martin',
      amount: cents(1_234),
      reason: 'tapis consigné, non réclamé en fin de séance',
      consignedAt: '2026-11-29T22:00:00.000Z',
    });
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [bruno, chloe, alice] = await Promise.all(
      ['bruno', 'chloe', 'alice'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    consoles.push(bruno!, chloe!, alice!);
    const q7 = { register: 'modele7', tableId: 'holdem-1', day: '2026-11-29' };

    const data = await result(bruno!, 'q1', q7);
    expect(data.kind === 'modele7' && data.statement.totals).toEqual({
      pots: 2,
      potTotal: 11_142,
      rakeTotal: 445,
    });
    expect(data.kind === 'modele7' && data.statement.certification.state).toBe('uncertified');

    const forbidden = await registerQuery(alice!, 'q2', q7);
    expect(forbidden.ok === false && forbidden.error.code).toBe('FORBIDDEN');
    const refusedCert = await alice!.command('certifyModele7', 'cert-alice', {
      tableId: 'holdem-1',
      day: '2026-11-29',
    });
    expect(refusedCert.ok === false && refusedCert.error.code).toBe('FORBIDDEN');

    const certified = await bruno!.ok('certifyModele7', 'cert-bruno', {
      tableId: 'holdem-1',
      day: '2026-11-29',
    });
    expect(certified).toMatchObject({ kind: 'modele7Certified', role: 'comite', day: '2026-11-29' });
    // The same command again is the same answer, applied once; a new one is refused.
    expect(
      await bruno!.ok('certifyModele7', 'cert-bruno', { tableId: 'holdem-1', day: '2026-11-29' }),
    ).toEqual(certified);
    const twice = await bruno!.command('certifyModele7', 'cert-bruno-2', {
      tableId: 'holdem-1',
      day: '2026-11-29',
    });
    expect(twice.ok === false && twice.error.code).toBe('ALREADY_CERTIFIED');
    expect(
      await chloe!.ok('certifyModele7', 'cert-chloe', { tableId: 'holdem-1', day: '2026-11-29' }),
    ).toMatchObject({
      role: 'caissier',
    });
    const journaled = db
      .prepare("SELECT actor FROM journal WHERE kind = 'Modele7Certified' ORDER BY seq")
      .all() as { actor: string }[];
    expect(journaled.map((r) => r.actor)).toEqual(['staff:bruno', 'staff:chloe']);

    const after = await result(chloe!, 'q3', q7);
    expect(after.kind === 'modele7' && after.statement.certification.state).toBe('certified');
    const csv = await result(chloe!, 'q4', { ...q7, format: 'csv', casinoName: 'Casino de Tapis' });
    expect(csv.kind === 'modele7Csv' && csv.fileName).toBe('modele7-holdem-1-2026-11-29.csv');
    expect(csv.kind === 'modele7Csv' && csv.csv.split('\r\n')).toEqual(
      expect.arrayContaining([
        '\ufeffÉtat journalier — modèle 7',
        'Totaux;2 pots;;;111,42;4,45',
        'État;certifié',
      ]),
    );
    const pdf = await result(bruno!, 'q5', { ...q7, format: 'pdf' });
    expect(pdf.kind === 'modele7Pdf' && Buffer.from(pdf.pdfBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );

    const book = await result(bruno!, 'q6', {
      register: 'modele11quater',
      fromDay: '2026-11-29',
      toDay: '2026-11-30',
    });
    expect(
      book.kind === 'modele11quater' &&
        book.entries.map((e) => [e.tableId, e.rakeTotal, e.certification.state]),
    ).toEqual([['holdem-1', 445, 'certified']]);
    const orphans = await result(chloe!, 'q7', {
      register: 'modele11bis',
      fromDay: '2026-11-29',
      toDay: '2026-11-29',
    });
    expect(
      orphans.kind === 'modele11bis' && orphans.lines.map((l) => [l.playerName, l.amount, l.seat]),
    ).toEqual([['Jeanne Martin', 1_234, 2]]);
    const recall = await result(alice!, 'q8', { register: 'gameRecall', tableId: 'roulette-1' });
    expect(recall).toEqual({ kind: 'gameRecall', tableId: 'roulette-1', stations: {} });

    const tooLong = await registerQuery(bruno!, 'q9', {
      register: 'modele11bis',
      fromDay: '2026-11-29',
      toDay: '2028-01-01',
    });
    expect(tooLong.ok === false && tooLong.error.code).toBe('MALFORMED');
    const mark = bruno!.received.length;
    bruno!.send({ type: 'registerQuery', requestId: 'q10', query: { ...q7, day: '2026-02-30' } });
    const bad = await bruno!.next((m) => m.type === 'error', mark);
    expect(bad.type === 'error' && bad.error.code).toBe('MALFORMED');
  });

  it('lets each role read only the registers it may', async () => {
    const hub = await staffHub(manualClock());
    hubs.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const samples: Record<string, Record<string, unknown>> = {
      modele7: { register: 'modele7', tableId: 'holdem-1', day: '2026-11-29' },
      modele11quater: { register: 'modele11quater', fromDay: '2026-11-01', toDay: '2026-11-30' },
      modele11bis: { register: 'modele11bis', fromDay: '2026-11-01', toDay: '2026-11-30' },
      gameRecall: { register: 'gameRecall', tableId: 'roulette-1' },
      jackpotHistory: { register: 'jackpotHistory', tableId: 'roulette-1' },
    };
    for (const [login, role] of Object.entries(STAFF)) {
      const s = await loginStaff(url, login, secretOf(login));
      consoles.push(s);
      for (const [register, q] of Object.entries(samples)) {
        const reply = await registerQuery(s, `${register}-${login}`, q);
        const allowed =
          (REGISTER_READERS as Record<string, readonly string[]>)[register]?.includes(role) ?? false;
        expect({ login, register, ok: reply.ok }).toEqual({ login, register, ok: allowed });
        if (!reply.ok) expect(reply.error.code).toBe('FORBIDDEN');
      }
    }
  });
});
