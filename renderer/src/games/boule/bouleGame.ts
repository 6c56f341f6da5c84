// Boule on the cell felt: the bowl of nine numbers, the layout of games/boule/layout.ts, its model
// and the words of a landed number (on 5, the rule that every chance simple loses, seed 002).
import { BOULE_BOWL, BOULE_FELT, boulePocketOf, bouleTone } from '../../../../games/boule/layout.ts';
import { BOULE_CHANCES, BOULE_CHANCE_NUMBERS, type BouleSpot } from '../../../../games/boule/rules.ts';
import type { Language } from '../../i18n/language.ts';
import { bouleStatistics } from '../../../../games/boule/statistics.ts';
import type { CellGame, ResultWords, StatisticsShown } from '../cellFelt/cellGame.ts';
import { bt } from './messages.ts';
import { bouleModel } from './model.ts';

/** The announcement of boule number `n`: "7 · rouge, impair, passe", or the 5 rule. */
export function bouleAnnounce(n: number, lang: Language): ResultWords {
  const chances = BOULE_CHANCES.filter((c) => BOULE_CHANCE_NUMBERS[c].includes(n)).map((c) =>
    bt(lang, c).toLocaleLowerCase(lang),
  );
  return {
    disc: String(n),
    tone: bouleTone(n),
    text: chances.length === 0 ? bt(lang, 'announceFive') : `${n} · ${chances.join(', ')}`,
  };
}

/** Boule's statistics panel: hot and cold numbers, the six chances and the 5 apart. */
export function bouleStatisticsShown(history: readonly number[], lang: Language): StatisticsShown {
  const s = bouleStatistics(history);
  const disc = (v: { value: number; count: number }) => ({ ...bouleAnnounce(v.value, lang), count: v.count });
  return {
    spins: s.spins,
    hot: s.hot.map(disc),
    cold: s.cold.map(disc),
    groups: [
      ...BOULE_CHANCES.map((c) => ({ label: bt(lang, c), count: s.groups[c] })),
      { label: '5', count: s.groups.cinq },
    ],
  };
}

/** The boule module's game on the cell felt. */
export const BOULE_GAME: CellGame<BouleSpot> = {
  game: 'boule',
  layout: BOULE_FELT,
  face: { pockets: BOULE_BOWL },
  withBall: true,
  faceIndex: boulePocketOf,
  model: (snapshot, ui) => bouleModel(snapshot?.game === 'boule' ? snapshot : null, ui),
  announce: (pocket, _bonus, lang) => bouleAnnounce(pocket, lang),
  title: (lang) => bt(lang, 'gameName'),
  maximumOf: (snapshot, key) =>
    snapshot?.game !== 'boule'
      ? null
      : key.startsWith('plein-')
        ? snapshot.limits.maxPlein
        : snapshot.limits.maxChance,
  voided: (lang) => bt(lang, 'voided'),
  statistics: bouleStatisticsShown,
};
