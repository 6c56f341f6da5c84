// What a game on the cell felt (boule, vingt-trois, the wheel of fortune) gives the shared host:
// its layout and wheel face as data (games/), how a stored pocket is found on the face, its pure
// model and the words of a landed result. The host does the rest the same way for all three.
import type { FeltLayout } from '../../../../games/feltLayout.ts';
import type { StationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import type { Language } from '../../i18n/language.ts';
import type { Arrangement } from '../wheelKit/WheelScene.ts';
import type { WheelFace } from '../wheelKit/WheelView.ts';
import type { CellFeltModel, CellFeltUi } from './model.ts';

/** A landed result as the overlay announces it. */
export interface ResultWords {
  /** What the disc shows ("7", "13", "48", "BONUS"). */
  readonly disc: string;
  /** The disc's tone (games/ tone names). */
  readonly tone: string;
  /** The announcement ("7 rouge, impair, passe"; "5 : les chances simples perdent"). */
  readonly text: string;
}

/** Statistics as a panel shows them: the spins read, hot and cold results, and the groups' counts. */
export interface StatisticsShown {
  readonly spins: number;
  readonly hot: readonly (ResultWords & { readonly count: number })[];
  readonly cold: readonly (ResultWords & { readonly count: number })[];
  readonly groups: readonly { readonly label: string; readonly count: number }[];
}

/** The bonus wheel of the wheel of fortune: a second face turned after the main wheel lands on purple. */
export interface BonusWheelGame {
  readonly face: WheelFace;
  /** Its radius as a share of the main wheel's (it sits at the centre, seed 000). */
  readonly share: number;
  /** The bonus segment of round `roundId` landing on `pocket`, when the snapshot has it. */
  segmentOf(snapshot: StationSnapshot | null, roundId: number, pocket: number): number | null;
}

/** One game on the cell felt. */
export interface CellGame<Spot> {
  /** The snapshot `game` this module draws. */
  readonly game: 'boule' | 'vingtTrois' | 'wheelOfFortune';
  readonly layout: FeltLayout<Spot>;
  readonly face: WheelFace;
  /** Boule and vingt-trois have a ball; the wheel of fortune a fixed marker only. */
  readonly withBall: boolean;
  readonly bonus?: BonusWheelGame;
  /** The face index of a stored pocket (boule: number − 1; vingt-trois, wheel: the pocket itself). */
  faceIndex(pocket: number): number;
  /** The pure model, or null when the snapshot is another game's. */
  model(snapshot: StationSnapshot | null, ui: CellFeltUi): CellFeltModel;
  /** The words of a landed result. */
  announce(pocket: number, bonusSegment: number | null, lang: Language): ResultWords;
  /** The game's title in `lang` ("Boule"). */
  title(lang: Language): string;
  /** The hub's maximum per player per spin on the spot of `key`, from the snapshot's limits, or null. */
  maximumOf(snapshot: StationSnapshot | null, key: string): number | null;
  /** The voided-spin line in `lang`. */
  voided(lang: Language): string;
  /** The statistics of `history` (stored pockets, newest first) in `lang`. */
  statistics(history: readonly number[], lang: Language): StatisticsShown;
}

/** The cloth of every cell felt: the wheel on the left, the layout fitted into the box on the right. */
export const CELL_CLOTH = {
  width: 1800,
  height: 800,
  wheel: { cx: 300, cy: 400 },
  radius: 280,
  // The bottom 100 units stay clear for the rule and limits lines drawn over the cloth.
  box: { x: 636, y: 40, w: 1124, h: 660 },
} as const;

/** The cloth arrangement and the layout's place for `layout` (fitted and centred in the box). */
export function arrange(layout: { width: number; height: number }): Arrangement & {
  readonly layout: { x: number; y: number; scale: number };
} {
  const b = CELL_CLOTH.box;
  const scale = Math.min(b.w / layout.width, b.h / layout.height);
  return {
    width: CELL_CLOTH.width,
    height: CELL_CLOTH.height,
    wheel: CELL_CLOTH.wheel,
    layout: {
      x: b.x + (b.w - layout.width * scale) / 2,
      y: b.y + (b.h - layout.height * scale) / 2,
      scale,
    },
  };
}
