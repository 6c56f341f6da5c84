// The wheel of fortune felt's model: the hub's snapshot and the UI state in, what the scene draws
// out, with the bonus wheel's segment once the main wheel has landed on purple (seed 000).
import { symbolKey } from '../../../../games/wheelOfFortune/felt.ts';
import {
  BONUS_WHEEL,
  MAIN_WHEEL,
  WHEEL_SYMBOLS,
  WHEEL_SYMBOL_LIST,
} from '../../../../games/wheelOfFortune/layout.ts';
import type { StationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import { type CellFeltModel, type CellFeltUi, landed, stakesByKey } from '../cellFelt/model.ts';
import { BONUS_MARK } from './bonusMark.ts';
import { wt } from './messages.ts';

/** A wheel-of-fortune table's station snapshot. */
export type WheelOfFortuneSnapshot = Extract<StationSnapshot, { game: 'wheelOfFortune' }>;

/** What the wheel of fortune's scene draws beyond the shared felt model. */
export interface WheelOfFortuneModel extends CellFeltModel {
  /** The bonus wheel's segment to show at rest for the shown result, or null (not purple, or unknown). */
  readonly bonusSegment: number | null;
  /** The bonus wheel's paytable line. */
  readonly bonusLine: string;
}

/** The wording of the seven cells in `lang`: figure, ratio under the table's reading, maximum or fixed stake. */
export function wheelWords(
  limits: WheelOfFortuneSnapshot['limits'] | null,
  lang: Language,
): Map<string, string> {
  const e = (c: number) => formatShort(c, lang);
  return new Map(
    WHEEL_SYMBOL_LIST.map((symbol): [string, string] => {
      if (symbol === 'bonus') {
        const fixed = limits ? `\n${wt(lang, 'bonusFixed', { amount: e(limits.bonusStake) })}` : '';
        return [symbolKey(symbol), `${BONUS_MARK} ${wt(lang, 'bonus')}${fixed}`];
      }
      // RULES.md A.4: the reading ("pour" or "plus") is a table option, stated where the ratio is.
      const ratio = wt(lang, limits?.reading === 'plus' ? 'ratioPlus' : 'ratio', {
        ratio: WHEEL_SYMBOLS[symbol].ratio,
      });
      const max = limits?.maxima[symbol];
      const maxLine = max === undefined ? '' : `\n${wt(lang, 'maximum', { amount: e(max) })}`;
      return [symbolKey(symbol), `${symbol}\n${ratio}${maxLine}`];
    }),
  );
}

/** The limits line of a wheel-of-fortune table in `lang`. */
export function wheelLimits(limits: WheelOfFortuneSnapshot['limits'], lang: Language): string {
  const e = (c: number) => formatShort(c, lang);
  return wt(lang, 'limits', { minimum: e(limits.minimum), bonusStake: e(limits.bonusStake) });
}

/** The bonus segment of round `roundId` when the snapshot still carries its result. */
function bonusSegmentOf(
  snapshot: WheelOfFortuneSnapshot | null,
  roundId: number,
  segment: number,
): number | null {
  if (MAIN_WHEEL[segment] !== 'bonus') return null;
  const round = snapshot?.round;
  return round?.roundId === roundId && round.result !== null ? round.result.bonusSegment : null;
}

/** The wheel of fortune felt's model; the stored `pocket` is the main wheel's segment 0–51. */
export function wheelOfFortuneModel(
  snapshot: WheelOfFortuneSnapshot | null,
  ui: CellFeltUi,
): WheelOfFortuneModel {
  const lang = ui.language;
  const shown = landed(ui);
  const symbol = shown ? MAIN_WHEEL[shown.pocket] : undefined;
  return {
    language: lang,
    closed: snapshot?.round?.phase !== 'betting',
    stakes: stakesByKey(snapshot?.bets ?? [], (s) => symbolKey(s.symbol), ui.pending),
    winning: symbol === undefined ? new Set() : new Set([symbolKey(symbol)]),
    shownPocket: ui.shownResult?.pocket ?? null,
    bonusSegment: ui.shownResult
      ? (ui.shownResult.bonus ?? bonusSegmentOf(snapshot, ui.shownResult.roundId, ui.shownResult.pocket))
      : null,
    title: wt(lang, 'title'),
    rule: wt(lang, snapshot?.limits.reading === 'plus' ? 'rulePlus' : 'rulePour'),
    limits: snapshot ? wheelLimits(snapshot.limits, lang) : '',
    words: wheelWords(snapshot?.limits ?? null, lang),
    bonusLine: wt(lang, 'bonusStrip', { ratios: BONUS_WHEEL.map((b) => b.ratio).join(' · ') }),
  };
}
