// "Je m'absente" on screen (issue 12 §5; seed 000: a player may step away during a game, within
// the table's maximum absence): which tables offer it, and the absence the hub's view carries.
import type { HoldemAway, StationView } from '../../../protocol/stationView.ts';

/** The games with a seat to keep, where the player may step away (blackjack, punto banco, hold'em). */
export const AWAY_GAMES: ReadonlySet<string> = new Set(['blackjack', 'puntoBanco', 'holdem']);

/** The player's declared absence in `view` (hub clock, epoch ms), or null when not away. */
export function awayOf(view: StationView | null): HoldemAway | null {
  if (view === null) return null;
  if (view.game === 'blackjack' || view.game === 'puntoBanco' || view.game === 'holdem') {
    return view.hub.away ?? null;
  }
  return null;
}

/** What the screen says of `away` at hub time `hubNow`: the seconds left, or beyond the maximum. */
export function absenceState(
  away: HoldemAway,
  hubNow: number,
): { kind: 'left'; seconds: number } | { kind: 'beyond' } {
  // Never more than the absence allowed: the measured clock offset may put the page a little before `since`.
  const seconds = Math.min(
    Math.ceil((away.allowedUntil - hubNow) / 1000),
    Math.ceil((away.allowedUntil - away.since) / 1000),
  );
  // Beyond the maximum the hub raised it to staff (beyondMaximum); the page's clock may see it first.
  return away.beyondMaximum || seconds <= 0 ? { kind: 'beyond' } : { kind: 'left', seconds };
}

/** `seconds` as m:ss ("4:05"), the countdown's figure in both languages. */
export function minutesSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
