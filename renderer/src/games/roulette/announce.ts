// The croupier's announcement of a number: "17 rouge, impair et manque" / "17 red, odd, low".
import { pocketColour } from '../../../../games/roulette/layout.ts';
import type { Language } from '../../i18n/language.ts';
import { rt } from './messages.ts';

/** The announcement of pocket `n` in `lang`; zero is announced alone. */
export function announce(n: number, lang: Language): string {
  if (n === 0) return rt(lang, 'zero');
  const colour = rt(lang, pocketColour(n) === 'rouge' ? 'rouge' : 'noir').toLowerCase();
  const parity = rt(lang, n % 2 === 0 ? 'pair' : 'impair').toLowerCase();
  const half = rt(lang, n <= 18 ? 'manque' : 'passe').toLowerCase();
  return `${n} ${colour}, ${parity} ${rt(lang, 'and')} ${half}`;
}
