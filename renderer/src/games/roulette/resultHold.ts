// How long the result, its announcement and the player's win stay on screen after the wheel lands
// (issue 11 §2: at least 4 s; it was 0.7–1.9 s), and how the win is told: "Gain" is what the round
// paid beyond the stakes that came back, and what was returned is shown apart (10 € given back on a
// 20 € chance at zero is no 10 € gain).

/** The result stays this long after the wheel lands, in ms. */
export const RESULT_HOLD_MS = 5000;

/** A settled round as it concerned this station (the hub's `lastSettlement`). */
export interface SettlementFigures {
  readonly staked: number;
  readonly returned: number;
  /** Paid beyond the returned stakes (the hub sends it; returned = won + stakeReturned). */
  readonly won?: number | undefined;
  readonly stakeReturned?: number | undefined;
  /** The jackpot share, if the round paid one. */
  readonly jackpot?: number | undefined;
}

/** The win as shown: the gain, the stakes given back, what was staked. */
export interface WinShown {
  readonly gain: number;
  readonly stakesBack: number;
  readonly staked: number;
}

/**
 * The win of a settled round. With the hub's split, the gain is `won` plus any jackpot share; a
 * snapshot without it (an older hub) can only say the returned amount net of the stakes, at least 0.
 */
export function winFigures(s: SettlementFigures): WinShown {
  if (s.won !== undefined && s.stakeReturned !== undefined) {
    return { gain: s.won + (s.jackpot ?? 0), stakesBack: s.stakeReturned, staked: s.staked };
  }
  return {
    gain: Math.max(0, s.returned - s.staked),
    stakesBack: Math.min(s.returned, s.staked),
    staked: s.staked,
  };
}
