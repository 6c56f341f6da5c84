// Command builders shared by the hold'em decider tests.
import { cents } from '../../money.ts';
import type { HoldemCommand } from '../state.ts';

/** Seat `seat` folds. */
export const fold = (seat: number): HoldemCommand => ({ type: 'Act', seat, action: { kind: 'fold' } });
/** Seat `seat` checks. */
export const check = (seat: number): HoldemCommand => ({ type: 'Act', seat, action: { kind: 'check' } });
/** Seat `seat` calls. */
export const call = (seat: number): HoldemCommand => ({ type: 'Act', seat, action: { kind: 'call' } });
/** Seat `seat` goes all in. */
export const allIn = (seat: number): HoldemCommand => ({ type: 'Act', seat, action: { kind: 'allIn' } });
/** Seat `seat` bets, the street total becoming `to` cents. */
export const bet = (seat: number, to: number): HoldemCommand => ({
  type: 'Act',
  seat,
  action: { kind: 'bet', to: cents(to) },
});
/** Seat `seat` raises, the street total becoming `to` cents. */
export const raise = (seat: number, to: number): HoldemCommand => ({
  type: 'Act',
  seat,
  action: { kind: 'raise', to: cents(to) },
});
/** Starts the next hand. */
export const startHand: HoldemCommand = { type: 'StartHand' };
