// The table limits line shown on the felt (RULES.md A.1: limits are shown; A.2: the zero rule).
import type { RouletteStationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';

/** "Mise minimum 1 € · Plein maximum 30 € · …" for the table's limits, in `lang`. */
export function limitsText(limits: RouletteStationSnapshot['limits'], lang: Language): string {
  const e = (c: number) => formatShort(c, lang);
  if (lang === 'fr') {
    const rule = limits.zeroRule === 'partage' ? 'partage' : 'en prison';
    return `Mise minimum ${e(limits.minimum)}   ·   Plein maximum ${e(limits.maxPlein)}   ·   Chances simples maximum ${e(limits.maxChance)}   ·   Zéro : ${rule}`;
  }
  const rule = limits.zeroRule === 'partage' ? 'half back' : 'in prison';
  return `Minimum stake ${e(limits.minimum)}   ·   Straight up maximum ${e(limits.maxPlein)}   ·   Even chances maximum ${e(limits.maxChance)}   ·   Zero: ${rule}`;
}
