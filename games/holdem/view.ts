// What a seat's station or the central display sees (issue 4, seed 000): a seat sees its own
// hole cards only; the display sees none before the showdown; shown hands are public after it.
import type { Card } from '../cards/card.ts';
import type { Cents } from '../money.ts';
import { type Limits, limitsFor } from './betting.ts';
import type { HoldemOptions } from './options.ts';
import type { HoldemState, Street } from './state.ts';

/** One seat as everyone sees it. */
export interface SeatView {
  readonly seat: number;
  readonly player: string;
  readonly stack: Cents;
  readonly sittingOut: boolean;
  /** In the current hand: committed this street and in all, folded, all in. */
  readonly inHand: {
    readonly streetBet: Cents;
    readonly committed: Cents;
    readonly folded: boolean;
    readonly allIn: boolean;
  } | null;
  /** Hole cards: the viewer's own, or shown at showdown; otherwise null. */
  readonly cards: readonly [Card, Card] | null;
}

/** A hold'em view. */
export interface HoldemView {
  readonly options: HoldemOptions;
  readonly viewer: number | null;
  readonly handNo: number;
  readonly button: number | null;
  readonly street: Street | null;
  readonly board: readonly Card[];
  /** Chips in the middle (all commitments not yet paid out). */
  readonly pot: Cents;
  readonly toAct: number | null;
  readonly deadline: number | null;
  readonly seats: readonly SeatView[];
  /** The viewer's betting limits when it is the viewer's turn. */
  readonly limits: Limits | null;
}

/** The view of `viewer` (a seat) or of the central display (`null`). */
export function view(state: HoldemState, viewer: number | null): HoldemView {
  const hand = state.phase === 'inHand' ? state.hand : null;
  // In seat order: seat numbers are integer keys, which Object.entries lists in ascending order
  // whatever the order the players sat down in (ECMAScript OrdinaryOwnPropertyKeys).
  const seats = Object.entries(state.seats).map(([n, s]): SeatView => {
    const seat = Number(n);
    const p = hand?.players.find((x) => x.seat === seat);
    const shown = hand?.shown[seat];
    const cards = p && (seat === viewer ? p.hole : (shown ?? null));
    return {
      seat,
      player: s.player,
      stack: s.stack,
      sittingOut: s.sittingOut,
      inHand: p ? { streetBet: p.streetBet, committed: p.committed, folded: p.folded, allIn: p.allIn } : null,
      cards: cards ?? null,
    };
  });
  const me = hand?.players.find((p) => p.seat === viewer);
  const myStack = viewer === null ? undefined : state.seats[viewer]?.stack;
  return {
    options: state.options,
    viewer,
    handNo: state.handNo,
    button: state.button,
    street: hand?.street ?? null,
    board: hand?.board ?? [],
    pot: (hand ? hand.players.reduce((t, p) => t + p.committed, 0) - hand.awarded : 0) as Cents,
    toAct: hand?.toAct ?? null,
    deadline: hand?.toAct != null ? hand.deadline : null,
    seats,
    limits:
      hand && me && hand.toAct === viewer && myStack !== undefined
        ? limitsFor(hand, me, myStack, state.options)
        : null,
  };
}
