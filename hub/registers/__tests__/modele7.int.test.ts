// Modèle 7, its certification and exports, the rake book 11 quater and the orphans register 11 bis,
// over a simulated hold'em session written to a real SQLite store as the table writes it.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { chainHead } from '../../store/anchors.ts';
import { inTransaction, openDatabase } from '../../store/database.ts';
import { verifyChain } from '../../store/journal.ts';
import { balanceOf, conservationReport } from '../../store/ledger.ts';
import { certificationStatus, certifyModele7 } from '../certification.ts';
import { modele7 } from '../modele7.ts';
import { BOM, modele7Csv } from '../modele7Csv.ts';
import { MODELE7_TITLE, modele7Pdf } from '../modele7Pdf.ts';
import { modele11quater } from '../modele11quater.ts';
import { buyCave, playHand } from './holdemJournal.ts';
import { pdfPageCount, pdfStrings } from './pdfText.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { accounts } from '../../store/accounts.ts';

const TABLE = 'holdem-1';
const DAY = '2026-11-29';

function store(): DatabaseSync {
  return openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-registers-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
}

/** The journal's last entry as `seq:digest`, its digest recomputed here as HMAC-SHA256 under the test key. */
function lastEntry(db: DatabaseSync): string {
  const e = db.prepare('SELECT * FROM journal ORDER BY seq DESC LIMIT 1').get() as {
    seq: number;
    at: string;
    kind: string;
    actor: string;
    payload: string;
    prev_hash: string;
    hash: string;
  };
  const digest = createHmac('sha256', TEST_JOURNAL_KEY)
    .update(JSON.stringify([e.prev_hash, e.seq, e.at, e.kind, e.actor, e.payload]))
    .digest('hex');
  expect(e.hash).toBe(digest);
  return `${e.seq}:${digest}`;
}

/** A day of play around gaming day 2026-11-29 (Paris, UTC+1: the day runs 05:00Z → 05:00Z). */
function session(db: DatabaseSync): { rakeBefore: number; rakeAfter: number } {
  for (const p of ['P1', 'P2', 'P3']) buyCave(db, '2026-11-29T04:00:00.000Z', p, cents(100_000));
  // 05:30 in Paris: still the gaming day of the 28th.
  playHand(db, '2026-11-29T04:30:00.000Z', TABLE, 'h0', 1, { P1: 500, P2: 500 }, 'P2');
  const rakeBefore = balanceOf(db, accounts.rake(TABLE));
  playHand(db, '2026-11-29T14:00:00.000Z', TABLE, 'h1', 1, { P1: 1000, P2: 1000 }, 'P1');
  playHand(db, '2026-11-29T15:10:05.000Z', TABLE, 'h2', 2, { P1: 2550, P2: 2550, P3: 2550 }, 'P3');
  playHand(db, '2026-11-29T20:00:00.000Z', TABLE, 'h3', 3, { P1: 111, P2: 222 }, 'P2');
  // After midnight, same gaming day.
  playHand(db, '2026-11-29T23:30:00.000Z', TABLE, 'h4', 4, { P1: 6000, P2: 6345 }, 'P1');
  playHand(db, '2026-11-30T04:59:59.999Z', TABLE, 'h5', 5, { P1: 50, P2: 49 }, 'P2');
  const rakeAfter = balanceOf(db, accounts.rake(TABLE));
  // 06:00 in Paris: the next gaming day, its numbering starts again.
  playHand(db, '2026-11-30T05:00:00.000Z', TABLE, 'h6', 1, { P1: 1000, P2: 1000 }, 'P2');
  // Another table's pots never appear on this table's statement.
  playHand(db, '2026-11-29T14:00:00.000Z', 'holdem-2', 'x1', 1, { P3: 5000, P1: 5000 }, 'P3');
  return { rakeBefore, rakeAfter };
}

function certify(db: DatabaseSync, at: string, login: string, role: 'comite' | 'caissier') {
  return inTransaction(db, () =>
    certifyModele7(db, at, `staff:${login}`, login, role, modele7(db, TABLE, DAY)),
  );
}

describe('modèle 7', () => {
  it('lists one line per pot of the gaming day, totals equal to the rake ledger over the day', () => {
    const db = store();
    const { rakeBefore, rakeAfter } = session(db);
    const s = modele7(db, TABLE, DAY);
    expect(s.window).toEqual({
      day: DAY,
      fromIso: '2026-11-29T05:00:00.000Z',
      toIso: '2026-11-30T05:00:00.000Z',
    });
    expect(s.lines.map((l) => [l.serial, l.handId, l.date, l.time, l.pot, l.rake])).toEqual([
      [1, 'h1', '29/11/2026', '15:00:00', 2000, 80],
      [2, 'h2', '29/11/2026', '16:10:05', 7650, 306],
      [3, 'h3', '29/11/2026', '21:00:00', 333, 13],
      [4, 'h4', '30/11/2026', '00:30:00', 12345, 493],
      [5, 'h5', '30/11/2026', '05:59:59', 99, 3],
    ]);
    expect(s.totals).toEqual({ pots: 5, potTotal: 22427, rakeTotal: 895 });
    // The rake account's change over the day, to the cent.
    expect(rakeAfter - rakeBefore).toBe(895);
    expect(s.ledger).toEqual({ account: 'rake:holdem-1', credited: 895, consistent: true });
    expect(s.anomalies).toEqual([]);
    expect(conservationReport(db).ok).toBe(true);
    expect(modele7(db, TABLE, '2026-11-28').totals).toEqual({ pots: 1, potTotal: 1000, rakeTotal: 40 });
    expect(modele7(db, TABLE, '2026-11-30').lines.map((l) => l.serial)).toEqual([1]);
  });

  it('exports a French CSV: BOM, semicolons, decimal comma, totals and certifications', () => {
    const db = store();
    session(db);
    expect(certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite').ok).toBe(true);
    const s = modele7(db, TABLE, DAY);
    const csv = modele7Csv(s, certificationStatus(db, s), 'Casino de Tapis', chainHead(db));
    expect(csv.startsWith(BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(0, 15)).toEqual([
      'État journalier — modèle 7',
      'Casino;Casino de Tapis',
      'Table;holdem-1',
      'Journée de jeu;29/11/2026;du 29/11/2026 06:00:00 au 30/11/2026 06:00:00 (Europe/Paris)',
      '',
      "N° d'ordre;Table;Date;Heure;Montant du pot (€);Retenue (€)",
      '1;holdem-1;29/11/2026;15:00:00;20,00;0,80',
      '2;holdem-1;29/11/2026;16:10:05;76,50;3,06',
      '3;holdem-1;29/11/2026;21:00:00;3,33;0,13',
      '4;holdem-1;30/11/2026;00:30:00;123,45;4,93',
      '5;holdem-1;30/11/2026;05:59:59;0,99;0,03',
      'Totaux;5 pots;;;224,27;8,95',
      '',
      'Certification;Nom;Date;Heure;Empreinte',
      `Membre du comité de direction;bruno;30/11/2026;07:00:00;${s.contentHash}`,
    ]);
    expect(lines.slice(15)).toEqual([
      'Caissier;non certifié',
      `Empreinte du contenu;${s.contentHash}`,
      'État;en attente de certification',
      `Ancre du journal;${lastEntry(db)}`,
      '',
    ]);
  });

  it('prints an A4 PDF with the lines, the totals and the certification block', async () => {
    const db = store();
    session(db);
    certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite');
    certify(db, '2026-11-30T06:05:30.000Z', 'chloe', 'caissier');
    const s = modele7(db, TABLE, DAY);
    const pdf = await modele7Pdf(s, certificationStatus(db, s), 'Casino de Tapis', chainHead(db), {
      compress: false,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfStrings(pdf);
    expect(text).toContain(MODELE7_TITLE);
    expect(text).toContain('Casino : Casino de Tapis');
    expect(text).toContain('Table : holdem-1');
    expect(text).toEqual(expect.arrayContaining(['Totaux', '5 pots', '224,27\u00a0€', '8,95\u00a0€']));
    expect(text).toEqual(
      expect.arrayContaining(['4', '30/11/2026', '00:30:00', '123,45\u00a0€', '4,93\u00a0€']),
    );
    expect(text).toContain('Membre du comité de direction : bruno, le 30/11/2026 à 07:00:00');
    expect(text).toContain('Caissier : chloe, le 30/11/2026 à 07:05:30');
    expect(text).toContain('État : certifié');
    expect(text).toContain(`Ancre du journal (n° : empreinte) : ${lastEntry(db)}`);
    expect(text).toContain('holdem-1 — 29/11/2026 — page 1 / 1');
  });

  it('runs over several pages with the column heads and page numbers on each', async () => {
    const db = store();
    buyCave(db, '2026-11-29T10:00:00.000Z', 'P1', cents(10_000_000));
    buyCave(db, '2026-11-29T10:00:00.000Z', 'P2', cents(10_000_000));
    for (let i = 1; i <= 120; i++)
      playHand(
        db,
        new Date(Date.UTC(2026, 10, 29, 12, i)).toISOString(),
        TABLE,
        `h${i}`,
        i,
        { P1: 1000 + i, P2: 1000 },
        'P1',
      );
    const s = modele7(db, TABLE, DAY);
    expect(s.totals.rakeTotal).toBe(balanceOf(db, accounts.rake(TABLE)));
    const pdf = await modele7Pdf(s, certificationStatus(db, s), 'Casino de Tapis', chainHead(db), {
      compress: false,
    });
    const text = pdfStrings(pdf);
    expect(pdfPageCount(pdf)).toBe(3);
    expect(text.filter((t) => t === "N° d'ordre")).toHaveLength(3);
    expect(text).toContain('holdem-1 — 29/11/2026 — page 3 / 3');
    expect(text).toContain('120 pots');
    // The compressed default is what operations print; it is a PDF all the same.
    const compressed = await modele7Pdf(s, certificationStatus(db, s), 'Casino de Tapis', chainHead(db));
    expect(compressed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(compressed.length).toBeLessThan(pdf.length);
  });
});

describe('modèle 7 certification', () => {
  it('journals each certifier once; certified once the comité member and the cashier signed', () => {
    const db = store();
    session(db);
    expect(certificationStatus(db, modele7(db, TABLE, DAY)).state).toBe('uncertified');
    const first = certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite');
    expect(first.ok).toBe(true);
    const entry = db
      .prepare('SELECT kind, actor, payload FROM journal WHERE seq = ?')
      .get(first.ok ? first.journalSeq : 0) as { kind: string; actor: string; payload: string };
    const s = modele7(db, TABLE, DAY);
    expect(entry.kind).toBe('Modele7Certified');
    expect(entry.actor).toBe('staff:bruno');
    expect(JSON.parse(entry.payload)).toEqual({
      tableId: TABLE,
      day: DAY,
      role: 'comite',
      certifiedBy: 'bruno',
      pots: 5,
      potTotal: 22427,
      rakeTotal: 895,
      contentHash: s.contentHash,
    });
    expect(certificationStatus(db, s).state).toBe('pending');
    const again = certify(db, '2026-11-30T06:01:00.000Z', 'bruno', 'comite');
    expect(again).toEqual({
      ok: false,
      refusal: { code: 'ALREADY_CERTIFIED', journalSeq: first.ok ? first.journalSeq : 0 },
    });
    expect(certify(db, '2026-11-30T06:02:00.000Z', 'chloe', 'caissier').ok).toBe(true);
    const status = certificationStatus(db, s);
    expect(status.state).toBe('certified');
    expect([status.comite?.certifiedBy, status.caissier?.certifiedBy]).toEqual(['bruno', 'chloe']);
  });

  it('detects a statement changed after its certification', () => {
    const db = store();
    session(db);
    certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite');
    certify(db, '2026-11-30T06:02:00.000Z', 'chloe', 'caissier');
    // Someone edits a pot's rake in the store after certification.
    const target = db
      .prepare("SELECT seq FROM journal WHERE kind = 'PotRaked' AND json_extract(payload, '$.handId') = 'h2'")
      .get() as { seq: number };
    db.prepare("UPDATE journal SET payload = json_set(payload, '$.rake', 300) WHERE seq = ?").run(target.seq);
    const s = modele7(db, TABLE, DAY);
    expect(s.totals.rakeTotal).toBe(889);
    const status = certificationStatus(db, s);
    expect(status.state).toBe('altered');
    expect(status.certifications.map((c) => c.match)).toEqual(['altered', 'altered']);
    expect(s.anomalies).toEqual([`entry ${target.seq}: rake 300 but 306 transferred to rake:holdem-1`]);
    expect(verifyChain(db)).toBe(target.seq);
    // Nobody may certify figures the ledger contradicts.
    const refused = certify(db, '2026-11-30T07:00:00.000Z', 'bruno', 'comite');
    expect(refused.ok === false && refused.refusal.code).toBe('REGISTER_ANOMALY');
  });

  it('tells a statement that grew after certification (a later pot) from a changed one', () => {
    const db = store();
    session(db);
    certify(db, '2026-11-30T03:00:00.000Z', 'bruno', 'comite');
    certify(db, '2026-11-30T03:01:00.000Z', 'chloe', 'caissier');
    playHand(db, '2026-11-30T04:00:00.000Z', TABLE, 'h7', 6, { P1: 500, P2: 500 }, 'P1');
    const s = modele7(db, TABLE, DAY);
    const status = certificationStatus(db, s);
    expect(status.certifications.map((c) => c.match)).toEqual(['superseded', 'superseded']);
    expect(status.state).toBe('pending');
    expect(certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite').ok).toBe(true);
    expect(certify(db, '2026-11-30T06:01:00.000Z', 'chloe', 'caissier').ok).toBe(true);
    expect(certificationStatus(db, modele7(db, TABLE, DAY)).state).toBe('certified');
  });
});

describe('rake book modèle 11 quater', () => {
  it('carries each table-day total from its modèle 7, certification referenced, equal to the rake accounts', () => {
    const db = store();
    session(db);
    const cert = certify(db, '2026-11-30T06:00:00.000Z', 'bruno', 'comite');
    const book = modele11quater(db, '2026-11-28', '2026-11-30');
    expect(
      book.entries.map((e) => [e.day, e.tableId, e.pots, e.potTotal, e.rakeTotal, e.cumulative, e.sound]),
    ).toEqual([
      ['2026-11-28', 'holdem-1', 1, 1000, 40, 40, true],
      ['2026-11-29', 'holdem-1', 5, 22427, 895, 935, true],
      ['2026-11-29', 'holdem-2', 1, 10000, 400, 400, true],
      ['2026-11-30', 'holdem-1', 1, 2000, 80, 1015, true],
    ]);
    const day29 = book.entries[1]?.certification;
    expect(day29?.state).toBe('pending');
    expect(day29?.comite).toEqual({ journalSeq: cert.ok ? cert.journalSeq : 0, by: 'bruno' });
    expect(day29?.caissier).toBeNull();
    expect(day29?.contentHash).toBe(modele7(db, TABLE, DAY).contentHash);
    expect(book.tables).toEqual([
      { tableId: 'holdem-1', rakeTotal: 1015, ledgerCredited: 1015, consistent: true },
      { tableId: 'holdem-2', rakeTotal: 400, ledgerCredited: 400, consistent: true },
    ]);
    expect(balanceOf(db, accounts.rake(TABLE))).toBe(1015);
    expect(modele11quater(db, '2026-11-29', '2026-11-29').entries.map((e) => e.rakeTotal)).toEqual([
      895, 400,
    ]);
  });
});
