// The modèle 7 as CSV for a spreadsheet, French conventions: `;` separator, decimal comma,
// amounts in euros, CRLF line ends (RFC 4180), UTF-8 with a byte-order mark so that a spreadsheet
// opened by double-click reads the accents right.
import { type ChainAnchor, formatAnchor } from '../store/anchors.ts';
import type { CertificationStatus } from './certification.ts';
import { certifierTitle, csvAmount } from './frenchFormat.ts';
import { localDateTime } from './gamingDay.ts';
import type { Modele7Statement } from './modele7.ts';

/** The UTF-8 byte-order mark. */
export const BOM = '\ufeff';

/** One CSV field, quoted when it holds a separator, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(...values: (string | number)[]): string {
  return values.map(field).join(';');
}

/**
 * The statement `s` with its certification block, as CSV text (BOM included). `anchor` is the
 * journal's head when it was read (issue 10 §5): kept with the paper, `hub verify --anchor` proves later
 * that the journal still holds it.
 */
export function modele7Csv(
  s: Modele7Statement,
  status: CertificationStatus,
  casinoName: string,
  anchor: ChainAnchor,
): string {
  const from = localDateTime(s.window.fromIso, s.timeZone);
  const to = localDateTime(s.window.toIso, s.timeZone);
  const rows = [
    row('État journalier — modèle 7'),
    row('Casino', casinoName),
    row('Table', s.tableId),
    row('Journée de jeu', from.date, `du ${from.date} ${from.time} au ${to.date} ${to.time} (${s.timeZone})`),
    '',
    row("N° d'ordre", 'Table', 'Date', 'Heure', 'Montant du pot (€)', 'Retenue (€)'),
    ...s.lines.map((l) => row(l.serial, l.tableId, l.date, l.time, csvAmount(l.pot), csvAmount(l.rake))),
    row(
      'Totaux',
      `${s.totals.pots} pots`,
      '',
      '',
      csvAmount(s.totals.potTotal),
      csvAmount(s.totals.rakeTotal),
    ),
    '',
    row('Certification', 'Nom', 'Date', 'Heure', 'Empreinte'),
    ...(['comite', 'caissier'] as const).map((role) => {
      const c = status[role];
      if (c === null) return row(certifierTitle(role), 'non certifié');
      const when = localDateTime(c.at, s.timeZone);
      return row(certifierTitle(role), c.certifiedBy, when.date, when.time, c.contentHash);
    }),
    row('Empreinte du contenu', s.contentHash),
    row('État', stateLabel(status.state)),
    row('Ancre du journal', formatAnchor(anchor)),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
}

/** The French label of a certification state. */
export function stateLabel(state: CertificationStatus['state']): string {
  switch (state) {
    case 'certified':
      return 'certifié';
    case 'pending':
      return 'en attente de certification';
    case 'uncertified':
      return 'non certifié';
    case 'altered':
      return 'MODIFIÉ APRÈS CERTIFICATION';
  }
}
