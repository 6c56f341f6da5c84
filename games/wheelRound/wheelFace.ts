// The face of a wheel game's apparatus as data: its pockets or segments in wheel order, each with
// what it shows and its colour by name (the renderer's theme maps names to pixels).
import type { LayoutTone } from '../feltLayout.ts';

/** One pocket or segment of the apparatus. */
export interface WheelFacePocket {
  /** What it shows ("7", "BONUS"). */
  readonly text: string;
  /** Its colour by name ("rouge", "vert foncé", …). */
  readonly tone: LayoutTone;
}
