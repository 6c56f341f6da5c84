// The table limits line shown on the felt (RULES.md A.1: limits are shown; A.2: the zero rule).
import type { RouletteStationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import { rt } from './messages.ts';

/** "Mise minimum 1 € · Plein maximum 30 € · …" for the table's limits, in `lang`. */
export function limitsText(limits: RouletteStationSnapshot['limits'], lang: Language): string {
  const e = (c: number) => formatShort(c, lang);
  return rt(lang, 'limits', {
    minimum: e(limits.minimum),
    maxPlein: e(limits.maxPlein),
    maxChance: e(limits.maxChance),
    zeroRule: rt(lang, limits.zeroRule === 'partage' ? 'partage' : 'enPrison'),
  });
}

/**
 * A caption line cut at its " · " separators: each limit ("Deux douzaines 2 000 €") is kept whole on
 * one line when the caption under the felt wraps.
 */
export function captionParts(line: string): string[] {
  return line.split(/\s+·\s+/);
}
