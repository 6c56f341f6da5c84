// The voucher's figures for reading aloud to the cashier.
import { LOCALES, type Language } from '../i18n/language.ts';

/** An 18-digit validation number grouped as the cashier reads it: "12 3456 7890 1234 5678". */
export function groupValidationNumber(digits: string): string {
  if (digits.length !== 18) return digits;
  return [
    digits.slice(0, 2),
    digits.slice(2, 6),
    digits.slice(6, 10),
    digits.slice(10, 14),
    digits.slice(14),
  ].join(' ');
}

/** The issue date and time in the player's language; the raw text when it does not parse. */
export function formatIssuedAt(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}
