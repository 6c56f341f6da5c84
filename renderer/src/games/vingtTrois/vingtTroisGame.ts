// Vingt-trois on the cell felt: the 27-pocket plate, the layout of games/vingtTrois/layout.ts, its
// model and the words of a landed pocket (on 13, the rule that rouge and noir lose, seed 002).
import { VT_FELT, VT_PLATE } from '../../../../games/vingtTrois/layout.ts';
import { VT_POCKETS, type VtSpot } from '../../../../games/vingtTrois/rules.ts';
import type { Language } from '../../i18n/language.ts';
import type { CellGame, ResultWords } from '../cellFelt/cellGame.ts';
import { vingtTroisMessages } from './messages.ts';
import { vingtTroisModel } from './model.ts';

/** The announcement of plate pocket `pocket`: "7 · noir", or the 13 rule. */
export function vtAnnounce(pocket: number, lang: Language): ResultWords {
  const m = vingtTroisMessages[lang];
  const p = VT_POCKETS[pocket];
  if (p === undefined) return { disc: '?', tone: 'felt', text: '' };
  return {
    disc: String(p.number),
    tone: p.colour,
    text: p.colour === 'blanc' ? m.announceThirteen : `${p.number} · ${m[p.colour].toLocaleLowerCase(lang)}`,
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
};
