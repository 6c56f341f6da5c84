// Euro amounts for display, formatted from integer cents without any float (DESIGN.md "Money"):
// the decimal string is built with integer arithmetic and handed to Intl as an exact decimal.
import type { Cents } from '../../../games/money.ts';
import { LOCALES, type Language } from '../i18n/language.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

function formatter(lang: Language): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
    formatters.set(lang, f);
  }
  return f;
}

/** The exact decimal string of an amount of cents: 123450 → "1234.50", -5 → "-0.05". */
export function centsToDecimal(amount: Cents | number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of cents: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.trunc(abs / 100);
  const part = abs - whole * 100;
  return `${sign}${whole}.${String(part).padStart(2, '0')}`;
}

/** An amount as the player reads it: "1 234,50 €" in French, "€1,234.50" in English. */
export function formatEuros(amount: Cents | number, lang: Language): string {
  // Intl.NumberFormat accepts a decimal string and formats it exactly (ECMA-402 v3).
  return formatter(lang).format(centsToDecimal(amount) as unknown as number);
}

const wholeFormatters = new Map<Language, Intl.NumberFormat>();

/** A short amount for chips and captions: "1 000 €" / "€1,000" when whole, else as formatEuros. */
export function formatShort(amount: Cents | number, lang: Language): string {
  if (!Number.isSafeInteger(amount) || amount % 100 !== 0) return formatEuros(amount, lang);
  let f = wholeFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    wholeFormatters.set(lang, f);
  }
  return f.format(String(Math.trunc(amount / 100)) as unknown as number);
}
