// The wheel of fortune on the cell felt: the 52-segment wheel with the bonus wheel at its centre,
// turned automatically after the main wheel stops on purple (seed 000), the layout of the seven
// colours, its model and the words of a landed segment.
import {
  BONUS_SEGMENTS,
  MAIN_SEGMENTS,
  SYMBOL_TONE,
  WHEEL_FELT,
  symbolKey,
} from '../../../../games/wheelOfFortune/felt.ts';
import {
  BONUS_WHEEL,
  MAIN_WHEEL,
  WHEEL_SYMBOLS,
  WHEEL_SYMBOL_LIST,
  type WheelSymbol,
} from '../../../../games/wheelOfFortune/layout.ts';
import type { WheelSpot } from '../../../../games/wheelOfFortune/rules.ts';
import type { Language } from '../../i18n/language.ts';
import { wheelStatistics } from '../../../../games/wheelOfFortune/statistics.ts';
import type { CellGame, ResultWords, StatisticsShown } from '../cellFelt/cellGame.ts';
import { BONUS_MARK } from './bonusMark.ts';
import { wt } from './messages.ts';
import { wheelOfFortuneModel } from './model.ts';

/**
 * The main wheel as drawn here: games/ writes "B" on the two purple segments, which players do not
 * read as Bonus, and "BONUS" does not fit a 52nd of the wheel; the star, repeated on the felt's
 * "★ BONUS" cell, ties the segment to its bet (issue 11 §3).
 */
export const WHEEL_FACE_SEGMENTS = MAIN_SEGMENTS.map((pocket, i) =>
  MAIN_WHEEL[i] === 'bonus' ? { ...pocket, text: BONUS_MARK } : pocket,
);

/** The announcement of main segment `segment` (and its bonus segment): "16 · 16 pour 1", "Bonus 250 pour 1". */
export function wheelAnnounce(segment: number, bonusSegment: number | null, lang: Language): ResultWords {
  const symbol = MAIN_WHEEL[segment];
  if (symbol === undefined) return { disc: '?', tone: 'felt', text: '' };
  if (symbol === 'bonus') {
    const ratio = bonusSegment === null ? undefined : BONUS_WHEEL[bonusSegment]?.ratio;
    return {
      disc: ratio === undefined ? wt(lang, 'bonus') : String(ratio),
      tone: SYMBOL_TONE.bonus,
      text: ratio === undefined ? wt(lang, 'bonusSpin') : wt(lang, 'bonusResult', { ratio }),
    };
  }
  return {
    disc: symbol,
    tone: SYMBOL_TONE[symbol],
    text: `${symbol} · ${wt(lang, 'ratio', { ratio: WHEEL_SYMBOLS[symbol].ratio })}`,
  };
}

/** The wheel of fortune's statistics panel: how often each colour came out. */
export function wheelStatisticsShown(history: readonly number[], lang: Language): StatisticsShown {
  const s = wheelStatistics(history);
  const disc = (v: { value: WheelSymbol; count: number }) => ({
    disc: v.value === 'bonus' ? wt(lang, 'bonus') : v.value,
    tone: SYMBOL_TONE[v.value],
    text: '',
    count: v.count,
  });
  return { spins: s.spins, hot: s.hot.map(disc), cold: s.cold.map(disc), groups: [] };
}

/** The wheel of fortune module's game on the cell felt. */
export const WHEEL_OF_FORTUNE_GAME: CellGame<WheelSpot> = {
  game: 'wheelOfFortune',
  layout: WHEEL_FELT,
  face: { pockets: WHEEL_FACE_SEGMENTS },
  withBall: false,
  bonus: {
    face: { pockets: BONUS_SEGMENTS },
    share: 0.44,
    segmentOf(snapshot, roundId, pocket) {
      if (snapshot?.game !== 'wheelOfFortune' || MAIN_WHEEL[pocket] !== 'bonus') return null;
      const round = snapshot.round;
      return round?.roundId === roundId && round.result !== null ? round.result.bonusSegment : null;
    },
  },
  faceIndex: (pocket) => pocket,
  model: (snapshot, ui) => wheelOfFortuneModel(snapshot?.game === 'wheelOfFortune' ? snapshot : null, ui),
  announce: wheelAnnounce,
  title: (lang) => wt(lang, 'gameName'),
  maximumOf(snapshot, key) {
    if (snapshot?.game !== 'wheelOfFortune') return null;
    const symbol = WHEEL_SYMBOL_LIST.find((s) => symbolKey(s) === key);
    return symbol === undefined ? null : (snapshot.limits.maxima[symbol] ?? null);
  },
  voided: (lang) => wt(lang, 'voided'),
  statistics: wheelStatisticsShown,
};
