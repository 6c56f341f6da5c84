// How long the result, its announcement and the player's win stay on screen after the wheel lands
// (issue 11 §2: at least 4 s; it was 0.7–1.9 s), and how the win is told: the net gain, with what
// was returned shown apart (a 10 € return on 12 € staked is a 2 € loss, not a 10 € gain).

/** The result stays this long after the wheel lands, in ms. */
export const RESULT_HOLD_MS = 5000;

/** A settled round as it concerned this station. */
export interface SettlementFigures {
  readonly staked: number;
  readonly returned: number;
}

/** The win as shown: the net gain (negative for a loss), what came back, what was staked. */
export function winFigures(s: SettlementFigures): { net: number; returned: number; staked: number } {
  return { net: s.returned - s.staked, returned: s.returned, staked: s.staked };
}
