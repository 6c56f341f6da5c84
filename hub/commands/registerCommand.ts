// `npm run hub -- register …`: the regulatory registers out of a hub's data folder, read-only
// (docs/registers.md). The modèle 7 is written as CSV and PDF files; the others print JSON.
//   register modele7 <dir> <tableId> <day> [--csv FILE] [--pdf FILE] [--casino NAME]
//   register modele11quater <dir> <fromDay> <toDay>
//   register modele11bis <dir> <fromDay> <toDay>
//   register recall <dir> <tableId> [--terminal T]
// Every command takes [--day-start HOUR] [--time-zone ZONE] (the gaming day, default 6 and Europe/Paris).
// Exit 1 when a register does not add up (an anomaly, a ledger mismatch, a certification altered).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { certificationStatus } from '../registers/certification.ts';
import { gameRecall } from '../registers/gameRecall.ts';
import { DEFAULT_GAMING_DAY, type GamingDayOptions, isDay } from '../registers/gamingDay.ts';
import { modele11bis } from '../registers/modele11bis.ts';
import { modele11quater } from '../registers/modele11quater.ts';
import { modele7 } from '../registers/modele7.ts';
import { modele7Csv } from '../registers/modele7Csv.ts';
import { modele7Pdf } from '../registers/modele7Pdf.ts';
import { DEFAULT_CASINO_NAME } from '../registers/staffRegisters.ts';
import { beginRead } from '../store/database.ts';
import { chainHead, formatAnchor } from '../store/anchors.ts';
import { integer, option } from './args.ts';

const USAGE = `usage:
  hub register modele7 <dir> <tableId> <day> [--csv FILE] [--pdf FILE] [--casino NAME]
  hub register modele11quater <dir> <fromDay> <toDay>
  hub register modele11bis <dir> <fromDay> <toDay>
  hub register recall <dir> <tableId> [--terminal T]
  options: [--day-start HOUR] [--time-zone ZONE]   (gaming day; default 6, Europe/Paris)`;

/** The positional arguments: everything that is neither an option nor an option's value. */
function positionals(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i]?.startsWith('--')) i++;
    else out.push(args[i] as string);
  }
  return out;
}

function gamingDay(args: readonly string[]): GamingDayOptions {
  const startHour = integer(args, '--day-start', DEFAULT_GAMING_DAY.startHour);
  if (startHour > 23) throw new Error(`--day-start takes an hour 0 to 23, got ${startHour}`);
  const timeZone = option(args, '--time-zone') ?? DEFAULT_GAMING_DAY.timeZone;
  // Throws a RangeError naming the zone when it is unknown.
  new Intl.DateTimeFormat('fr-FR', { timeZone });
  return { startHour, timeZone };
}

function days(...values: (string | undefined)[]): void {
  for (const d of values)
    if (d === undefined || !isDay(d)) throw new Error(`not a day (YYYY-MM-DD): ${d ?? ''}\n${USAGE}`);
}

/** Opens the store read-only, in one read transaction so every figure comes from the same commit. */
function readStore<T>(dir: string, read: (db: DatabaseSync) => T): T {
  const path = join(dir, 'hub.sqlite');
  if (!existsSync(path)) throw new Error(`no hub store at ${path}`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    beginRead(db);
    return read(db);
  } finally {
    if (db.isTransaction) db.exec('COMMIT');
    db.close();
  }
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Runs `register …`; throws with the usage on wrong arguments. */
export async function runRegisterCommand(args: readonly string[]): Promise<void> {
  const [register, dir, a, b] = positionals(args);
  if (dir === undefined) throw new Error(USAGE);
  const options = gamingDay(args);
  if (register === 'modele7' && a !== undefined && b !== undefined) {
    days(b);
    const { s, status, anchor } = readStore(dir, (db) => {
      const statement = modele7(db, a, b, options);
      return { s: statement, status: certificationStatus(db, statement), anchor: chainHead(db) };
    });
    const casino = option(args, '--casino') ?? DEFAULT_CASINO_NAME;
    const csvPath = option(args, '--csv');
    const pdfPath = option(args, '--pdf');
    if (csvPath !== undefined) writeFileSync(csvPath, modele7Csv(s, status, casino, anchor), 'utf8');
    if (pdfPath !== undefined) writeFileSync(pdfPath, await modele7Pdf(s, status, casino, anchor));
    print({
      register: 'modele7',
      tableId: s.tableId,
      day: s.window.day,
      from: s.window.fromIso,
      to: s.window.toIso,
      totals: s.totals,
      ledger: s.ledger,
      certification: status.state,
      anomalies: s.anomalies,
      contentHash: s.contentHash,
      anchor: formatAnchor(anchor),
      ...(csvPath === undefined ? {} : { csv: csvPath }),
      ...(pdfPath === undefined ? {} : { pdf: pdfPath }),
    });
    process.exitCode = s.anomalies.length > 0 || !s.ledger.consistent || status.state === 'altered' ? 1 : 0;
    return;
  }
  if ((register === 'modele11quater' || register === 'modele11bis') && a !== undefined && b !== undefined) {
    days(a, b);
    if (register === 'modele11quater') {
      const book = readStore(dir, (db) => modele11quater(db, a, b, options));
      print({ register, ...book });
      process.exitCode =
        book.entries.every((e) => e.sound && e.certification.state !== 'altered') &&
        book.tables.every((t) => t.consistent)
          ? 0
          : 1;
    } else {
      const orphans = readStore(dir, (db) => modele11bis(db, a, b, options));
      print({ register, ...orphans });
      process.exitCode = orphans.anomalies.length === 0 && orphans.ledger.consistent ? 0 : 1;
    }
    return;
  }
  if (register === 'recall' && a !== undefined) {
    const terminalId = option(args, '--terminal');
    print({
      register: 'gameRecall',
      tableId: a,
      stations: readStore(dir, (db) => gameRecall(db, a, terminalId === undefined ? {} : { terminalId })),
    });
    return;
  }
  throw new Error(USAGE);
}
