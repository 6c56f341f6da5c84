// Vingt-trois on the cell felt: the 27-pocket plate, the layout of games/vingtTrois/layout.ts, its
// model and the words of a landed pocket (on 13, the rule that rouge and noir lose, seed 002).
import { VT_FELT, VT_PLATE, vtNumberTone } from '../../../../games/vingtTrois/layout.ts';
import { VT_POCKETS, type VtSpot } from '../../../../games/vingtTrois/rules.ts';
import type { Language } from '../../i18n/language.ts';
import { vingtTroisStatistics } from '../../../../games/vingtTrois/statistics.ts';
import type { CellGame, ResultWords, StatisticsShown } from '../cellFelt/cellGame.ts';
import { vt } from './messages.ts';
import { vingtTroisModel } from './model.ts';

/** The announcement of plate pocket `pocket`: "7 · noir", or the 13 rule. */
export function vtAnnounce(pocket: number, lang: Language): ResultWords {
  const p = VT_POCKETS[pocket];
  if (p === undefined) return { disc: '?', tone: 'felt', text: '' };
  return {
    disc: String(p.number),
    tone: p.colour,
    text:
      p.colour === 'blanc'
        ? vt(lang, 'announceThirteen')
        : `${p.number} · ${vt(lang, p.colour).toLocaleLowerCase(lang)}`,
  };
}

/** Vingt-trois's statistics panel: hot and cold numbers, rouge, noir and the white 13. */
export function vtStatisticsShown(history: readonly number[], lang: Language): StatisticsShown {
  const s = vingtTroisStatistics(history);
  // A number's disc in the felt's paint (its pockets may be of both colours).
  const disc = (v: { value: number; count: number }) => ({
    disc: String(v.value),
    tone: vtNumberTone(v.value),
    text: '',
    count: v.count,
  });
  return {
    spins: s.spins,
    hot: s.hot.map(disc),
    cold: s.cold.map(disc),
    groups: [
      { label: vt(lang, 'rouge'), count: s.groups.rouge },
      { label: vt(lang, 'noir'), count: s.groups.noir },
      { label: '13', count: s.groups.blanc },
    ],
  };
}

/** The vingt-trois module's game on the cell felt. */
export const VINGT_TROIS_GAME: CellGame<VtSpot> = {
  game: 'vingtTrois',
  layout: VT_FELT,
  face: { pockets: VT_PLATE },
  withBall: true,
  faceIndex: (pocket) => pocket,
  model: (snapshot, ui) => vingtTroisModel(snapshot?.game === 'vingtTrois' ? snapshot : null, ui),
  announce: (pocket, _bonus, lang) => vtAnnounce(pocket, lang),
  title: (lang) => vt(lang, 'gameName'),
  maximumOf: (snapshot, key) =>
    snapshot?.game !== 'vingtTrois'
      ? null
      : key.startsWith('plein-')
        ? snapshot.limits.maxPlein
        : snapshot.limits.maxChance,
  voided: (lang) => vt(lang, 'voided'),
  statistics: vtStatisticsShown,
};
