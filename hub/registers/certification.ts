// Certification of a modèle 7 (seed 000: "certifié par un membre du comité de direction et le
// caissier"): each certifier's act is a journal entry carrying the totals and the hash of the
// statement's content, so a statement changed after its certification shows as such.
import type { DatabaseSync } from 'node:sqlite';
import { appendEntry, readEntry } from '../entries/typedJournal.ts';
import { statement } from '../store/statements.ts';
import { type CertifierRole, MODELE7_CERTIFIED, type Modele7Certified } from './entryKinds.ts';
import { contentHash, type Modele7Statement } from './modele7.ts';

/** How a certification stands against the statement as rebuilt now. */
export type CertificationMatch =
  /** It signed exactly today's content. */
  | 'current'
  /** It signed the first pots of the day unchanged; pots were raked after it (re-certify). */
  | 'superseded'
  /** What it signed can no longer be rebuilt from the journal: the statement was changed. */
  | 'altered';

/** One journaled certification and how it stands. */
export interface Certification extends Modele7Certified {
  readonly journalSeq: number;
  /** ISO instant of the certification. */
  readonly at: string;
  readonly match: CertificationMatch;
}

/** The certification block of a statement. */
export interface CertificationStatus {
  /** `certified`: a comité member and the cashier both signed today's content; `altered`: a signed content changed. */
  readonly state: 'uncertified' | 'pending' | 'certified' | 'altered';
  readonly certifications: readonly Certification[];
  /** The latest current certification per role, or null. */
  readonly comite: Certification | null;
  readonly caissier: Certification | null;
}

function matchOf(s: Modele7Statement, c: Modele7Certified): CertificationMatch {
  if (c.contentHash === s.contentHash) return 'current';
  if (c.pots < s.lines.length && contentHash(s.tableId, s.window, s.lines.slice(0, c.pots)) === c.contentHash)
    return 'superseded';
  return 'altered';
}

/** The certifications journaled for `s`'s table and day, each checked against `s`. */
export function certificationStatus(db: DatabaseSync, s: Modele7Statement): CertificationStatus {
  const rows = statement(
    db,
    `SELECT seq, at, payload FROM journal
      WHERE kind = ? AND json_extract(payload, '$.tableId') = ? AND json_extract(payload, '$.day') = ?
      ORDER BY seq`,
  ).all(MODELE7_CERTIFIED, s.tableId, s.window.day) as { seq: number; at: string; payload: string }[];
  const certifications: Certification[] = [];
  for (const row of rows) {
    const parsed = readEntry(MODELE7_CERTIFIED, row.payload, row.seq);
    // A certification that does not parse certifies nothing: it counts as altered.
    if (!parsed.ok) continue;
    certifications.push({
      ...parsed.payload,
      journalSeq: row.seq,
      at: row.at,
      match: matchOf(s, parsed.payload),
    });
  }
  const latest = (role: CertifierRole) =>
    certifications.filter((c) => c.role === role && c.match === 'current').at(-1) ?? null;
  const comite = latest('comite');
  const caissier = latest('caissier');
  const altered = certifications.some((c) => c.match === 'altered') || certifications.length < rows.length;
  const state = altered
    ? 'altered'
    : comite !== null && caissier !== null
      ? 'certified'
      : certifications.length === 0
        ? 'uncertified'
        : 'pending';
  return { state, certifications, comite, caissier };
}

/** Why a certification is refused. */
export type CertifyRefusal =
  | { readonly code: 'ALREADY_CERTIFIED'; readonly journalSeq: number }
  | { readonly code: 'REGISTER_ANOMALY'; readonly anomaly: string };

/**
 * Journals `login`'s certification of statement `s` in `role` (inside the caller's transaction).
 * Refused when this role already signed the same content, or when the statement does not add up
 * (a certifier must not sign figures the ledger contradicts).
 */
export function certifyModele7(
  db: DatabaseSync,
  at: string,
  actor: string,
  login: string,
  role: CertifierRole,
  s: Modele7Statement,
):
  { ok: true; certification: Modele7Certified; journalSeq: number } | { ok: false; refusal: CertifyRefusal } {
  const anomaly =
    s.anomalies[0] ??
    (s.ledger.consistent ? undefined : `ledger ${s.ledger.credited} ≠ rake ${s.totals.rakeTotal}`);
  if (anomaly !== undefined) return { ok: false, refusal: { code: 'REGISTER_ANOMALY', anomaly } };
  const prior = certificationStatus(db, s)[role];
  if (prior !== null)
    return { ok: false, refusal: { code: 'ALREADY_CERTIFIED', journalSeq: prior.journalSeq } };
  const certification: Modele7Certified = {
    tableId: s.tableId,
    day: s.window.day,
    role,
    certifiedBy: login,
    pots: s.totals.pots,
    potTotal: s.totals.potTotal,
    rakeTotal: s.totals.rakeTotal,
    contentHash: s.contentHash,
  };
  const journalSeq = appendEntry(db, at, MODELE7_CERTIFIED, actor, certification);
  return { ok: true, certification, journalSeq };
}
