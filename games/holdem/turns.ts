// Turn order (RULES.md A.7, B §8.2): clockwise seat order, who still needs to act, who opens
// each street, and what the hand needs next.
import type { Hand, InHand } from './state.ts';

/** Seats after `from`, clockwise, ending with `from` itself. */
export function clockwiseFrom(from: number, seats: readonly number[]): number[] {
  const sorted = seats.slice().sort((a, b) => a - b);
  const after = sorted.filter((s) => s > from);
  const before = sorted.filter((s) => s <= from);
  return [...after, ...before];
}

/** True when the player must still act on this street. */
export function needsAction(p: InHand, currentBet: number): boolean {
  return !p.folded && !p.allIn && (!p.acted || p.streetBet < currentBet);
}

/** The next player to act after `from` (exclusive), or null when the street is complete. */
export function nextToAct(hand: Pick<Hand, 'players' | 'currentBet'>, from: number): number | null {
  // Players are kept in seat order, so clockwise is a rotation of the array (no allocation).
  const players = hand.players;
  const n = players.length;
  let start = players.findIndex((p) => p.seat > from);
  if (start < 0) start = 0;
  for (let k = 0; k < n; k++) {
    const p = players[(start + k) % n];
    if (p && needsAction(p, hand.currentBet)) return p.seat;
  }
  return null;
}

/**
 * The next player to act after `from`, or null when no action is possible: everyone has acted,
 * or only one player can still act and owes nothing. With every other live player all in, that
 * player has no one to bet against, so no action is asked and the board runs out (issue 10 §7).
 */
export function nextActor(hand: Pick<Hand, 'players' | 'currentBet'>, from: number): number | null {
  const able = hand.players.filter((p) => !p.folded && !p.allIn);
  const [lone] = able;
  if (able.length === 1 && lone !== undefined && lone.streetBet >= hand.currentBet) return null;
  return nextToAct(hand, from);
}

/** Players not folded. */
export function live(hand: Pick<Hand, 'players'>): InHand[] {
  return hand.players.filter((p) => !p.folded);
}

/** What the hand needs once nobody is to act. */
export type NextStep = 'act' | 'foldWin' | 'deal' | 'showdown';

/** The next step of a hand. */
export function nextStep(hand: Hand): NextStep {
  if (live(hand).length <= 1) return 'foldWin';
  if (hand.toAct !== null) return 'act';
  return hand.street === 'river' ? 'showdown' : 'deal';
}
