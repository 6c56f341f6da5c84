// Validation of a betting action (RULES.md A.7, B §8.2): checks, calls, minimum and maximum bets
// and raises per structure, and the short all-in rule. Returns the resulting `Acted` facts.
import { type Cents, cents } from '../money.ts';
import type { HoldemOptions } from './options.ts';
import type { BetAction, Hand, InHand } from './state.ts';

/** Why an action is refused. */
export type BetRejection =
  | 'notYourTurn'
  | 'cannotCheck'
  | 'nothingToCall'
  | 'useRaise'
  | 'useBet'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'notEnoughChips'
  | 'actionNotReopened'
  | 'capReached'
  | 'badAmount';

/** The facts of an accepted action. */
export interface ActionFacts {
  readonly action: BetAction['kind'];
  readonly amount: Cents;
  readonly to: Cents;
  readonly allIn: boolean;
  readonly fullRaise: boolean;
}

/** The limits a player faces: what calling costs and the legal raise-to range (for views too). */
export interface Limits {
  readonly toCall: Cents;
  /** Smallest legal bet/raise total (an all-in may be smaller). */
  readonly minTo: Cents;
  /** Largest legal bet/raise total. */
  readonly maxTo: Cents;
  /** False when a short all-in did not reopen the action for this player (A.7). */
  readonly mayRaise: boolean;
}

/** Fixed-limit bet size: the big blind before the turn, twice it on turn and river. */
function fixedSize(hand: Hand, o: HoldemOptions): number {
  return hand.street === 'turn' || hand.street === 'river' ? 2 * o.bigBlind : o.bigBlind;
}

/** The limits of `player` given the hand and options. */
export function limitsFor(hand: Hand, player: InHand, stack: Cents, o: HoldemOptions): Limits {
  const toCall = cents(Math.min(stack, hand.currentBet - player.streetBet));
  const allInTo = player.streetBet + stack;
  let minTo: number;
  if (o.structure === 'fixedLimit') minTo = hand.currentBet + fixedSize(hand, o);
  else if (hand.currentBet === 0) minTo = o.bigBlind;
  else if (o.minRaise === 'double') minTo = Math.max(2 * hand.currentBet, hand.currentBet + o.bigBlind);
  else minTo = hand.currentBet + hand.lastRaiseSize;
  let maxTo: number = allInTo;
  if (o.structure === 'fixedLimit') maxTo = Math.min(allInTo, minTo);
  if (o.structure === 'potLimit') {
    // Pot limit: raise by at most the pot after calling (B §8.2).
    const pot = hand.players.reduce((s, p) => s + p.committed, 0);
    maxTo = Math.min(allInTo, hand.currentBet + pot + (hand.currentBet - player.streetBet));
  }
  // A.7: a short all-in does not reopen the action for a player who already acted, unless the
  // raises since they acted add up to a full raise.
  const mayRaise = !player.acted || hand.currentBet - player.facedBet >= hand.lastRaiseSize;
  const capped = o.structure === 'fixedLimit' && hand.raises >= o.raiseCap;
  // Raising is pointless (and refused) when every other live player is already all in.
  const opponentsCanAct = hand.players.some((p) => p.seat !== player.seat && !p.folded && !p.allIn);
  return {
    toCall,
    minTo: cents(minTo),
    maxTo: cents(maxTo),
    mayRaise: mayRaise && !capped && opponentsCanAct && allInTo > hand.currentBet,
  };
}

/** Validates `action` by `player` (whose turn it is) and describes its effect. */
export function validateAction(
  hand: Hand,
  player: InHand,
  stack: Cents,
  action: BetAction,
  o: HoldemOptions,
): ActionFacts | BetRejection {
  const lim = limitsFor(hand, player, stack, o);
  const facing = hand.currentBet > player.streetBet;
  const done = (kind: BetAction['kind'], amount: number, fullRaise = false): ActionFacts => ({
    action: kind,
    amount: cents(amount),
    to: cents(player.streetBet + amount),
    allIn: amount === stack && amount > 0,
    fullRaise,
  });
  switch (action.kind) {
    case 'fold':
      return done('fold', 0);
    case 'check':
      return facing ? 'cannotCheck' : done('check', 0);
    case 'call':
      return facing ? done('call', lim.toCall) : 'nothingToCall';
    case 'bet':
    case 'raise':
    case 'allIn': {
      const to = action.kind === 'allIn' ? player.streetBet + stack : action.to;
      if (action.kind === 'bet' && hand.currentBet > 0) return 'useRaise';
      if (action.kind === 'raise' && hand.currentBet === 0) return 'useBet';
      if (!Number.isSafeInteger(to) || to <= 0) return 'badAmount';
      const amount = to - player.streetBet;
      if (amount > stack) return 'notEnoughChips';
      // An all-in that does not exceed the bet is a call.
      if (to <= hand.currentBet) return action.kind === 'allIn' ? done('call', amount) : 'belowMinimum';
      // "All in" when raising is not open means putting in all one may: a call.
      if (action.kind === 'allIn' && !lim.mayRaise && facing) return done('call', lim.toCall);
      if (o.structure === 'fixedLimit' && hand.raises >= o.raiseCap) return 'capReached';
      if (!lim.mayRaise) return 'actionNotReopened';
      if (to > lim.maxTo) return 'aboveMaximum';
      const allIn = amount === stack;
      if (to < lim.minTo && !allIn) return 'belowMinimum';
      const kind = hand.currentBet === 0 ? 'bet' : 'raise';
      return done(action.kind === 'allIn' ? 'allIn' : kind, amount, to >= lim.minTo);
    }
  }
}
