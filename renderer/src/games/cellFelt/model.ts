// The scene model of a felt whose layout is data (games/feltLayout.ts): boule,
// vingt-trois and the wheel of fortune. Each game's pure `model(snapshot, ui)` builds one; the
// scene draws it and owns nothing (DESIGN.md "Trust and authority").
import type { Language } from '../../i18n/language.ts';

/** The chips drawn on one cell: the hub's accepted bets plus intents on their way (faded). */
export interface CellStake {
  readonly total: number;
  readonly count: number;
  readonly pending: boolean;
}

/** The UI state a model reads: language, intents waiting for the hub, the wheel's own progress. */
export interface CellFeltUi {
  readonly language: Language;
  readonly pending: readonly { readonly spotKey: string; readonly stake: number }[];
  /** True while the apparatus turns towards a recorded result not yet shown. */
  readonly spinning: boolean;
  /** The result the apparatus last landed on, as the hub stored it (`pocket`). */
  readonly shownResult: {
    readonly roundId: number;
    readonly pocket: number;
    readonly bonus?: number | null;
  } | null;
}

/** What the felt scene draws. */
export interface CellFeltModel {
  readonly language: Language;
  /** Rien ne va plus or no round: the layout looks read-only (the hub still decides each tap). */
  readonly closed: boolean;
  readonly stakes: ReadonlyMap<string, CellStake>;
  /** Keys of the cells that won on the shown result (ringed), empty while the wheel turns. */
  readonly winning: ReadonlySet<string>;
  /** The apparatus pocket to show at rest, or null before any result. */
  readonly shownPocket: number | null;
  readonly title: string;
  /** The game's rule line (boule's 5, vingt-trois's 13, the wheel's reading), always on the felt. */
  readonly rule: string;
  readonly limits: string;
  /** The wording of the layout cells' message keys ("manque" → "MANQUE\n1 à 4"); lines split on \n. */
  readonly words: ReadonlyMap<string, string>;
}

/** Groups accepted bets (keyed by `keyOf`) and pending intents by cell key; sums are integer cents. */
export function stakesByKey<S>(
  bets: readonly { readonly spot: S; readonly stake: number }[],
  keyOf: (spot: S) => string,
  pending: CellFeltUi['pending'],
): Map<string, CellStake> {
  const out = new Map<string, CellStake>();
  const add = (key: string, stake: number, isPending: boolean) => {
    const prev = out.get(key);
    out.set(key, {
      total: (prev?.total ?? 0) + stake,
      count: (prev?.count ?? 0) + 1,
      pending: (prev?.pending ?? false) || isPending,
    });
  };
  for (const b of bets) add(keyOf(b.spot), b.stake, false);
  for (const p of pending) add(p.spotKey, p.stake, true);
  return out;
}

/** The result to show and the winning cells: nothing while the wheel still turns to a newer one. */
export function landed(ui: CellFeltUi): { pocket: number } | null {
  return ui.spinning || ui.shownResult === null ? null : { pocket: ui.shownResult.pocket };
}
