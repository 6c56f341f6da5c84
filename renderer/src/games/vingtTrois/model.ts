// The vingt-trois felt's model: the hub's snapshot and the UI state in, what the scene draws out.
import { vtSpotKey } from '../../../../games/vingtTrois/layout.ts';
import { VT_POCKETS } from '../../../../games/vingtTrois/rules.ts';
import type { StationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import { type CellFeltModel, type CellFeltUi, landed, stakesByKey } from '../cellFelt/model.ts';
import { vt } from './messages.ts';

/** A vingt-trois table's station snapshot. */
export type VingtTroisSnapshot = Extract<StationSnapshot, { game: 'vingtTrois' }>;

/** The cells a plate pocket wins: its number's plein and its colour (13's white pockets win no chance, seed 002). */
export function vtWinningKeys(pocket: number): Set<string> {
  const p = VT_POCKETS[pocket];
  if (p === undefined) return new Set();
  const keys = new Set([`plein-${p.number}`]);
  if (p.colour !== 'blanc') keys.add(p.colour);
  return keys;
}

/** The limits line of a vingt-trois table in `lang`. */
export function vtLimits(limits: VingtTroisSnapshot['limits'], lang: Language): string {
  const e = (c: number) => formatShort(c, lang);
  return vt(lang, 'limits', {
    minimum: e(limits.minimum),
    maxPlein: e(limits.maxPlein),
    maxChance: e(limits.maxChance),
  });
}

/** The vingt-trois felt's model; the stored `pocket` is the plate's pocket 0–26. */
export function vingtTroisModel(snapshot: VingtTroisSnapshot | null, ui: CellFeltUi): CellFeltModel {
  const shown = landed(ui);
  return {
    language: ui.language,
    closed: snapshot?.round?.phase !== 'betting',
    stakes: stakesByKey(snapshot?.bets ?? [], vtSpotKey, ui.pending),
    winning: shown ? vtWinningKeys(shown.pocket) : new Set(),
    shownPocket: ui.shownResult?.pocket ?? null,
    title: vt(ui.language, 'title'),
    rule: vt(ui.language, 'rule'),
    limits: snapshot ? vtLimits(snapshot.limits, ui.language) : '',
    words: new Map(),
  };
}
