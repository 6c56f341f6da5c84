// French number conventions for the registers' exports: decimal comma, euros from integer cents.
import type { Cents } from '../../games/money.ts';

/** `123456` → "1234,56": decimal comma, no thousands separator (a spreadsheet reads it as a number). */
export function csvAmount(a: Cents): string {
  const sign = a < 0 ? '-' : '';
  const abs = Math.abs(a);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `123456` → "1 234,56 €" with no-break spaces (U+00A0, which the PDF's standard fonts encode;
 * games/money.ts `formatEuros` uses U+202F, which they do not).
 */
export function printedEuros(a: Cents): string {
  const sign = a < 0 ? '-' : '';
  const abs = Math.abs(a);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}\u00a0€`;
}

/** The French name of a certifier's capacity. */
export function certifierTitle(role: 'comite' | 'caissier'): string {
  return role === 'comite' ? 'Membre du comité de direction' : 'Caissier';
}
