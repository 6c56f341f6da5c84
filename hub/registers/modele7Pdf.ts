// The modèle 7 as a printable PDF (A4, pdfkit): the title, the casino / table / day header, one
// line per pot with the column heads repeated on every page, the totals, and the certification
// block with the certifiers' names and times; "page n / N" at the foot of each page.
import PDFDocument from 'pdfkit';
import { type ChainAnchor, formatAnchor } from '../store/anchors.ts';
import type { CertificationStatus } from './certification.ts';
import { stateLabel } from './modele7Csv.ts';
import { certifierTitle, printedEuros } from './frenchFormat.ts';
import { localDateTime } from './gamingDay.ts';
import type { Modele7Statement } from './modele7.ts';

/** The PDF's title. */
export const MODELE7_TITLE = 'État journalier — modèle 7';

/** Rendering options. */
export interface PdfOptions {
  /** False writes the content streams uncompressed (tests read the text back). */
  readonly compress?: boolean;
}

const MARGIN = 50;
const ROW = 15;
/** Column left edges and widths (A4 is 595 pt wide; 495 pt between the margins). */
const COLUMNS = [
  { head: "N° d'ordre", x: 50, width: 60, align: 'left' },
  { head: 'Table', x: 110, width: 95, align: 'left' },
  { head: 'Date', x: 205, width: 70, align: 'left' },
  { head: 'Heure', x: 275, width: 60, align: 'left' },
  { head: 'Pot', x: 335, width: 105, align: 'right' },
  { head: 'Retenue', x: 440, width: 105, align: 'right' },
] as const;

/** Renders statement `s`, its certifications and the journal's `anchor` (issue 10 §5) as a PDF document. */
export function modele7Pdf(
  s: Modele7Statement,
  status: CertificationStatus,
  casinoName: string,
  anchor: ChainAnchor,
  options: PdfOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: `${MODELE7_TITLE} — ${s.tableId} — ${s.window.day}`, Producer: 'Tapis', Creator: 'Tapis' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN - 2 * ROW;
  const cells = (values: readonly string[], y: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    COLUMNS.forEach((c, i) =>
      doc.text(values[i] ?? '', c.x, y, { width: c.width, align: c.align, lineBreak: false }),
    );
  };
  const heads = (y: number) => {
    cells(
      COLUMNS.map((c) => c.head),
      y,
      true,
    );
    doc
      .moveTo(MARGIN, y + ROW - 3)
      .lineTo(doc.page.width - MARGIN, y + ROW - 3)
      .lineWidth(0.5)
      .stroke();
    return y + ROW;
  };

  const from = localDateTime(s.window.fromIso, s.timeZone);
  const to = localDateTime(s.window.toIso, s.timeZone);
  doc.font('Helvetica-Bold').fontSize(16).text(MODELE7_TITLE, MARGIN, MARGIN, { align: 'center' });
  doc.font('Helvetica').fontSize(10);
  let y = MARGIN + 30;
  for (const line of [
    `Casino : ${casinoName}`,
    `Table : ${s.tableId}`,
    `Journée de jeu du ${from.date} : du ${from.date} ${from.time} au ${to.date} ${to.time} (${s.timeZone})`,
    'Retenue au profit de la cagnotte : une ligne par pot (montants en euros).',
  ]) {
    doc.text(line, MARGIN, y, { lineBreak: false });
    y += ROW;
  }
  y = heads(y + ROW / 2);
  for (const l of s.lines) {
    if (y > bottom) {
      doc.addPage();
      y = heads(MARGIN);
    }
    cells([String(l.serial), l.tableId, l.date, l.time, printedEuros(l.pot), printedEuros(l.rake)], y);
    y += ROW;
  }
  if (y + 10 * ROW > bottom + 2 * ROW) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .stroke();
  cells(
    [
      'Totaux',
      `${s.totals.pots} pots`,
      '',
      '',
      printedEuros(s.totals.potTotal),
      printedEuros(s.totals.rakeTotal),
    ],
    y + 4,
    true,
  );
  y += 2 * ROW + 4;
  doc.font('Helvetica-Bold').fontSize(11).text('Certification', MARGIN, y, { lineBreak: false });
  y += ROW + 2;
  doc.font('Helvetica').fontSize(9);
  for (const role of ['comite', 'caissier'] as const) {
    const c = status[role];
    const when = c === null ? null : localDateTime(c.at, s.timeZone);
    const text =
      c === null || when === null
        ? `${certifierTitle(role)} : non certifié`
        : `${certifierTitle(role)} : ${c.certifiedBy}, le ${when.date} à ${when.time}`;
    doc.text(text, MARGIN, y, { lineBreak: false });
    y += ROW;
  }
  doc.text(`État : ${stateLabel(status.state)}`, MARGIN, y, { lineBreak: false });
  y += ROW;
  doc.fontSize(7).text(`Empreinte du contenu (SHA-256) : ${s.contentHash}`, MARGIN, y, { lineBreak: false });
  y += ROW;
  doc.text(`Ancre du journal (n° : empreinte) : ${formatAnchor(anchor)}`, MARGIN, y, { lineBreak: false });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The foot line sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${s.tableId} — ${from.date} — page ${i + 1} / ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return ended;
}
