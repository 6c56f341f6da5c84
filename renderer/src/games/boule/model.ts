// The boule felt's model: the hub's snapshot and the UI state in, what the scene draws out.
import { bouleSpotKey } from '../../../../games/boule/layout.ts';
import { BOULE_CHANCES, BOULE_CHANCE_NUMBERS } from '../../../../games/boule/rules.ts';
import type { StationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import { type CellFeltModel, type CellFeltUi, landed, stakesByKey } from '../cellFelt/model.ts';
import { bt } from './messages.ts';

/** A boule table's station snapshot. */
export type BouleSnapshot = Extract<StationSnapshot, { game: 'boule' }>;

/** The cells a boule number wins: its plein and the chances that hold it (the 5 is in none, seed 002). */
export function bouleWinningKeys(number: number): Set<string> {
  const keys = new Set([`plein-${number}`]);
  for (const chance of BOULE_CHANCES) if (BOULE_CHANCE_NUMBERS[chance].includes(number)) keys.add(chance);
  return keys;
}

/** The wording of the boule cells' message keys in `lang`. */
export function bouleWords(lang: Language): Map<string, string> {
  return new Map([
    ['manque', `${bt(lang, 'manque')}\n${bt(lang, 'manqueRange')}`],
    ['passe', `${bt(lang, 'passe')}\n${bt(lang, 'passeRange')}`],
    ['pair', bt(lang, 'pair')],
    ['impair', bt(lang, 'impair')],
  ]);
}

/** The limits line of a boule table in `lang`. */
export function bouleLimits(limits: BouleSnapshot['limits'], lang: Language): string {
  const e = (c: number) => formatShort(c, lang);
  return bt(lang, 'limits', {
    minimum: e(limits.minimum),
    maxPlein: e(limits.maxPlein),
    maxChance: e(limits.maxChance),
  });
}

/** The boule felt's model; the stored `pocket` is the number 1–9, the bowl's pocket `number − 1`. */
export function bouleModel(snapshot: BouleSnapshot | null, ui: CellFeltUi): CellFeltModel {
  const shown = landed(ui);
  return {
    language: ui.language,
    closed: snapshot?.round?.phase !== 'betting',
    stakes: stakesByKey(snapshot?.bets ?? [], bouleSpotKey, ui.pending),
    winning: shown ? bouleWinningKeys(shown.pocket) : new Set(),
    shownPocket: ui.shownResult ? ui.shownResult.pocket - 1 : null,
    title: bt(ui.language, 'title'),
    rule: bt(ui.language, 'rule'),
    limits: snapshot ? bouleLimits(snapshot.limits, ui.language) : '',
    words: bouleWords(ui.language),
  };
}
