// The roulette felt's model (docs/ui.md "Game modules"): the hub's snapshot and the UI state in,
// what the scene and the felt's captions draw out. Pure, unit-tested without a DOM; the scene owns
// nothing (DESIGN.md "Trust and authority").
import type { AnnonceWire } from '../../../../protocol/roulette.ts';
import type { RouletteStationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { formatShort } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import type { CellFeltUi } from '../cellFelt/model.ts';
import type { ChipShown } from '../wheelKit/LayoutView.ts';
import type { WheelSceneModel } from '../wheelKit/WheelScene.ts';
import { feltWording } from './feltWords.ts';
import { limitsText } from './limitsText.ts';
import { maximaText } from './maximaText.ts';
import { rt } from './messages.ts';
import { rouletteChips, type StackShown } from './rouletteChips.ts';

/**
 * The UI state the roulette model reads: the shared felt UI (language, pending, the wheel's
 * progress) and the random combination the hub's device proposed, not placed yet (null: none).
 */
export type RouletteUi = CellFeltUi & { readonly proposal: readonly number[] | null };

/** An annonce with no place on the felt, listed beside it: its short name and its total. */
export interface ListedShown {
  readonly betId: string;
  readonly kind: AnnonceWire['kind'];
  /** The annonce's name in the player's language ("Hasard" for a random combination placed whole). */
  readonly name: string;
  readonly total: number;
  /** The total worded short ("3 €"). */
  readonly amount: string;
}

/** What the roulette felt draws. */
export interface RouletteFeltModel {
  readonly language: Language;
  /** Rien ne va plus or no round: the layouts look read-only (the hub still decides each tap). */
  readonly closed: boolean;
  /** Chips by layout id ("layout", "racetrack"), then by key. */
  readonly chips: ReadonlyMap<string, ReadonlyMap<string, ChipShown>>;
  /** The winning pocket's targets by layout id, empty while the wheel turns. */
  readonly highlight: ReadonlyMap<string, ReadonlySet<string>>;
  /** The proposed combination's pleins by layout id (drawn as hollow chips), empty when none. */
  readonly proposed: ReadonlyMap<string, ReadonlySet<string>>;
  readonly listed: readonly ListedShown[];
  /** The limits line and the maxima line, in full; empty before the first snapshot. */
  readonly limits: readonly string[];
}

/** The name of an annonce listed apart: only a random combination has no racetrack target. */
function listedName(annonce: AnnonceWire, lang: Language): string {
  return annonce.kind === 'random' ? rt(lang, 'random') : annonce.kind;
}

function labelled(stacks: ReadonlyMap<string, StackShown>, lang: Language): Map<string, ChipShown> {
  const out = new Map<string, ChipShown>();
  for (const [key, s] of stacks) out.set(key, { ...s, label: formatShort(s.total, lang) });
  return out;
}

/** The roulette felt's model for `snapshot` (null before the first one) and the UI state. */
export function rouletteModel(snapshot: RouletteStationSnapshot | null, ui: RouletteUi): RouletteFeltModel {
  const chips = rouletteChips(snapshot?.bets ?? [], ui.pending);
  const winning = ui.spinning ? null : (ui.shownResult?.pocket ?? null);
  return {
    language: ui.language,
    closed: snapshot?.round?.phase !== 'betting',
    chips: new Map([
      ['layout', labelled(chips.layout, ui.language)],
      ['racetrack', labelled(chips.racetrack, ui.language)],
    ]),
    highlight: new Map([
      ['layout', new Set(winning === null ? [] : [`plein-${winning}`])],
      ['racetrack', new Set(winning === null ? [] : [`race-${winning}`])],
    ]),
    proposed: new Map([['layout', new Set((ui.proposal ?? []).map((n) => `plein-${n}`))]]),
    listed: chips.listed.map((l) => ({
      betId: l.betId,
      kind: l.annonce.kind,
      name: listedName(l.annonce, ui.language),
      total: l.total,
      amount: formatShort(l.total, ui.language),
    })),
    limits: snapshot
      ? [limitsText(snapshot.limits, ui.language), maximaText(snapshot.limits.maxima, ui.language)]
      : [],
  };
}

/** The scene's part of the model, with the felt's words in the model's language. */
export function sceneOf(model: RouletteFeltModel): WheelSceneModel {
  return {
    wording: feltWording(model.language),
    chips: model.chips,
    highlight: model.highlight,
    proposed: model.proposed,
    closed: model.closed,
  };
}
