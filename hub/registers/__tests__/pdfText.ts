// Test support: reads an uncompressed pdfkit PDF back — its page count and the text of each
// `[…] TJ` show operation (hex strings in WinAnsi, the standard fonts' encoding), in page order.

const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

/** The page count of the document's page tree. */
export function pdfPageCount(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(text);
  return match === null ? 0 : Number(match[1]);
}

/** Every shown string, one per `TJ`, kerning gaps removed. */
export function pdfStrings(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    const parts = [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1] ?? ''));
    out.push(parts.join(''));
  }
  return out;
}
