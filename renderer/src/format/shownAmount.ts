// An amount as the shell shows it under the hide key (ui-conventions.md: credit and wins masked from
// neighbours): the euros the French or English way, or the mask while the key is on. Every amount
// the shell and its panels show goes through this, so none escapes the key.
import { t } from '../i18n/messages.ts';
import type { Language } from '../i18n/language.ts';
import { formatEuros } from './euros.ts';

/** `cents` formatted in `lang`, or the hidden-amount mask when `hidden`. */
export function shownAmount(cents: number, lang: Language, hidden: boolean): string {
  return hidden ? t(lang, 'hiddenAmount') : formatEuros(cents, lang);
}
