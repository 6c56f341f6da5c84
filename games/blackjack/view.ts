// What a station or the central display sees of a blackjack table: every card on the felt is
// face up (no hole card, B §6.4), so the view is the state without the shoe (issue 4).
import type { BlackjackState } from './state.ts';

/** A blackjack view: the state without its shoe, and whose view it is. */
export type BlackjackView = (BlackjackState extends infer S
  ? S extends unknown
    ? Omit<S, 'shoe'>
    : never
  : never) & {
  readonly seat: number | null;
};

/** The view of `seat` (a station) or of the central display (`null`). */
export function view(state: BlackjackState, seat: number | null): BlackjackView {
  const { shoe: _shoe, ...rest } = state;
  return { ...rest, seat };
}
