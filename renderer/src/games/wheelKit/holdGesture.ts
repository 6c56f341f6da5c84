// Tap or press-and-hold on a spot (issue 11 §2: holding a spot shows its limits instead of placing
// a chip). Pure: the scene feeds it pointer events with their time and position, and a timer.

/** How long a press must last to become a hold, in ms (long enough not to catch a slow tap). */
export const HOLD_MS = 550;

/** How far a finger may drift during a press, in CSS pixels, before the press is abandoned. */
export const DRIFT_PX = 24;

/** The state of one press. */
export type Press =
  | { readonly kind: 'idle' }
  | { readonly kind: 'down'; readonly at: number; readonly x: number; readonly y: number }
  | { readonly kind: 'held' };

/** What a pointer event means for the spot pressed: nothing yet, a tap, a hold, or nothing at all. */
export type PressOutcome = 'none' | 'tap' | 'hold' | 'cancel';

/** A finger goes down at (x, y) at `now`. */
export function pressDown(x: number, y: number, now: number): Press {
  return { kind: 'down', at: now, x, y };
}

/** The finger moved to (x, y): a drift past DRIFT_PX abandons the press (the player is sliding). */
export function pressMove(press: Press, x: number, y: number): { press: Press; outcome: PressOutcome } {
  if (press.kind !== 'down') return { press, outcome: 'none' };
  if (Math.hypot(x - press.x, y - press.y) > DRIFT_PX) return { press: { kind: 'idle' }, outcome: 'cancel' };
  return { press, outcome: 'none' };
}

/** The hold timer fired at `now`: the press becomes a hold if it is still down and long enough. */
export function pressTimer(press: Press, now: number): { press: Press; outcome: PressOutcome } {
  if (press.kind === 'down' && now - press.at >= HOLD_MS) return { press: { kind: 'held' }, outcome: 'hold' };
  return { press, outcome: 'none' };
}

/** The finger lifted at `now`: a tap when it was short, nothing after a hold (the limits stay shown). */
export function pressUp(press: Press, now: number): { press: Press; outcome: PressOutcome } {
  if (press.kind === 'down') {
    return { press: { kind: 'idle' }, outcome: now - press.at >= HOLD_MS ? 'hold' : 'tap' };
  }
  return { press: { kind: 'idle' }, outcome: 'none' };
}
