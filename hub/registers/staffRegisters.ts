// The registers on the staff API: the modèle 7 certification (a staff command, inside the staff
// dispatcher's transaction) and the read-only register queries (docs/registers.md).
import type { DatabaseSync } from 'node:sqlite';
import type { RegisterQuery, RegisterResult } from '../../protocol/registerMessages.ts';
import type { StaffCommand, StaffHubMessage } from '../../protocol/staffMessages.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { REGISTER_READERS } from '../staff/permissions.ts';
import { chainHead } from '../store/anchors.ts';
import type { StaffMember } from '../staff/staffAccounts.ts';
import { done, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { certificationStatus, certifyModele7 } from './certification.ts';
import type { CertifierRole } from './entryKinds.ts';
import { gameRecall } from './gameRecall.ts';
import { type JackpotSpin, jackpotHistory } from './jackpotHistory.ts';
import { DEFAULT_GAMING_DAY, type GamingDayOptions } from './gamingDay.ts';
import { modele11bis } from './modele11bis.ts';
import { MAX_BOOK_DAYS, modele11quater } from './modele11quater.ts';
import { modele7 } from './modele7.ts';
import { modele7Csv } from './modele7Csv.ts';
import { modele7Pdf } from './modele7Pdf.ts';
import { type RulesReport, rulesReport } from './rulesReport.ts';

/** The casino name printed when the query gives none. */
export const DEFAULT_CASINO_NAME = 'Casino';

/** A certifier's capacity from their staff role (permissions.ts lets only these two certify). */
function certifierRole(member: StaffMember): CertifierRole | null {
  if (member.role === 'comiteDeDirection') return 'comite';
  if (member.role === 'caissier') return 'caissier';
  return null;
}

/** `certifyModele7`: journals the acting staff member's certification of a table's day. */
export function certifyAction(
  ctx: ActionContext,
  command: Extract<StaffCommand, { type: 'certifyModele7' }>,
  options: GamingDayOptions = DEFAULT_GAMING_DAY,
): StaffOutcome {
  const role = certifierRole(ctx.staff);
  if (role === null) return refuse('FORBIDDEN', `a ${ctx.staff.role} may not certify a modèle 7`);
  const statement = modele7(ctx.db, command.tableId, command.day, options);
  const outcome = certifyModele7(ctx.db, ctx.at, ctx.actor, ctx.staff.login, role, statement);
  if (!outcome.ok) {
    const r = outcome.refusal;
    return r.code === 'ALREADY_CERTIFIED'
      ? refuse('ALREADY_CERTIFIED', 'this modèle 7 content is already certified in this capacity', {
          journalSeq: r.journalSeq,
        })
      : refuse('REGISTER_ANOMALY', 'the modèle 7 does not add up: it cannot be certified', {
          anomaly: r.anomaly,
        });
  }
  return done({
    kind: 'modele7Certified',
    tableId: command.tableId,
    day: command.day,
    role,
    contentHash: statement.contentHash,
    journalSeq: outcome.journalSeq,
  });
}

function dayCount(fromDay: string, toDay: string): number {
  return (Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000 + 1;
}

/** A rules report as the `rulesReport` register's result. */
function rulesReportResult(r: RulesReport): RegisterResult {
  return { kind: 'rulesReport', ...r, options: { ...r.options }, report: { ...r.report } };
}

/** Builds a register's answer from the committed store (a refused rules report throws). */
export async function registerResult(
  db: DatabaseSync,
  query: RegisterQuery,
  options: GamingDayOptions = DEFAULT_GAMING_DAY,
): Promise<RegisterResult> {
  switch (query.register) {
    case 'modele7': {
      // Read synchronously, so the statement and its certifications are one state of the store.
      const s = modele7(db, query.tableId, query.day, options);
      const status = certificationStatus(db, s);
      const anchor = chainHead(db);
      const casino = query.casinoName ?? DEFAULT_CASINO_NAME;
      const fileName = `modele7-${query.tableId}-${query.day}`;
      if (query.format === 'csv')
        return {
          kind: 'modele7Csv',
          fileName: `${fileName}.csv`,
          csv: modele7Csv(s, status, casino, anchor),
        };
      if (query.format === 'pdf') {
        const pdf = await modele7Pdf(s, status, casino, anchor);
        return { kind: 'modele7Pdf', fileName: `${fileName}.pdf`, pdfBase64: pdf.toString('base64') };
      }
      return {
        kind: 'modele7',
        statement: {
          tableId: s.tableId,
          day: s.window.day,
          fromIso: s.window.fromIso,
          toIso: s.window.toIso,
          timeZone: s.timeZone,
          lines: [...s.lines],
          totals: s.totals,
          ledger: s.ledger,
          anomalies: [...s.anomalies],
          contentHash: s.contentHash,
          certification: {
            state: status.state,
            certifications: status.certifications.map((c) => ({
              role: c.role,
              certifiedBy: c.certifiedBy,
              at: c.at,
              journalSeq: c.journalSeq,
              contentHash: c.contentHash,
              pots: c.pots,
              rakeTotal: c.rakeTotal,
              match: c.match,
            })),
          },
        },
      };
    }
    case 'modele11quater': {
      const book = modele11quater(db, query.fromDay, query.toDay, options);
      return { kind: 'modele11quater', ...book, entries: [...book.entries], tables: [...book.tables] };
    }
    case 'modele11bis': {
      const r = modele11bis(db, query.fromDay, query.toDay, options);
      return {
        kind: 'modele11bis',
        fromDay: r.fromDay,
        toDay: r.toDay,
        lines: [...r.lines],
        total: r.total,
        ledger: r.ledger,
        anomalies: [...r.anomalies],
      };
    }
    case 'gameRecall': {
      const stations = gameRecall(
        db,
        query.tableId,
        query.terminalId === undefined ? {} : { terminalId: query.terminalId },
      );
      return {
        kind: 'gameRecall',
        tableId: query.tableId,
        stations: Object.fromEntries(
          Object.entries(stations).map(([t, games]) => [t, games.map((g) => ({ ...g, bets: [...g.bets] }))]),
        ),
      };
    }
    case 'rulesReport': {
      const outcome = rulesReport(db, query.tableId);
      if (!outcome.ok) throw new Error(outcome.refusal.message);
      return rulesReportResult(outcome.value);
    }
    case 'jackpotHistory': {
      const h = jackpotHistory(db, query.tableId);
      const spin = (s: JackpotSpin) => ({ ...s, winners: s.winners.map((w) => ({ ...w })) });
      return {
        kind: 'jackpotHistory',
        tableId: h.tableId,
        seeded: h.seeded.map((s) => ({ ...s })),
        spins: h.spins.map(spin),
        wins: h.wins.map(spin),
        totals: { ...h.totals },
        pool: h.pool,
      };
    }
  }
}

/** Answers a `registerQuery` for `staff`: the register, or a typed refusal. */
export async function answerRegisterQuery(
  db: DatabaseSync,
  staff: StaffMember,
  requestId: string,
  query: RegisterQuery,
): Promise<StaffHubMessage> {
  const allowed = REGISTER_READERS[query.register];
  if (!allowed.includes(staff.role)) {
    return {
      type: 'register',
      requestId,
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: `a ${staff.role} may not read ${query.register}`,
        params: { role: staff.role, allowed: allowed.join(',') },
      },
    };
  }
  if (query.register === 'rulesReport') {
    // A table without an open séance has no rules in force: a typed refusal, not an error.
    const outcome = rulesReport(db, query.tableId);
    return outcome.ok
      ? { type: 'register', requestId, ok: true, result: rulesReportResult(outcome.value) }
      : { type: 'register', requestId, ok: false, error: { ...outcome.refusal } };
  }
  if ('fromDay' in query) {
    const days = dayCount(query.fromDay, query.toDay);
    if (days < 1 || days > MAX_BOOK_DAYS) {
      return {
        type: 'register',
        requestId,
        ok: false,
        error: {
          code: 'MALFORMED',
          message: `a range runs forward over 1 to ${MAX_BOOK_DAYS} days`,
          params: { days },
        },
      };
    }
  }
  return { type: 'register', requestId, ok: true, result: await registerResult(db, query) };
}
