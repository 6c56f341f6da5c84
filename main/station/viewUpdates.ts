// How the station's view takes what the hub sends (pure, so unit tests check each step): a wheel
// snapshot, a card table's view, a hold'em view or an accepted bet's reply each becomes the view
// of THAT game — whichever game the station's table plays (issue 11 §1). Nothing is computed: the
// figures are the hub's.
import { cents } from '../../games/money.ts';
import type { CardStationView } from '../../protocol/cardMessages.ts';
import type { HoldemStationView } from '../../protocol/holdemMessages.ts';
import type { HoldemAway } from '../../protocol/stationView.ts';
import type { AnyAcceptedBet, StationSnapshot } from '../../protocol/stationSnapshot.ts';
import type { StationView } from '../../protocol/stationView.ts';
import { WHEEL_GAMES, type WheelGameName } from '../../protocol/wheelGames.ts';

/** The station's own fields of a view (everything but `game` and `hub`). */
type Own = Omit<StationView, 'game' | 'hub'>;

function own(view: StationView): Own {
  const { game: _game, hub: _hub, ...rest } = view;
  return rest;
}

/** The view with a wheel table's snapshot. */
export function withSnapshot(view: StationView, snapshot: StationSnapshot): StationView {
  // The snapshot's own `game` tag picks the branch of the union: the pair always agrees.
  return { ...own(view), game: snapshot.game, hub: snapshot } as StationView;
}

/** The view with a card table's view (blackjack or punto banco). */
export function withCardView(view: StationView, card: CardStationView): StationView {
  return { ...own(view), game: card.game.game, hub: card } as StationView;
}

/** The view with a hold'em table's view and who is logged in at this station. */
export function withHoldemView(
  view: StationView,
  holdem: HoldemStationView,
  playerId: string | null,
  away?: HoldemAway,
): StationView {
  // Issue 12 §5: the absence rides with the view, so the screen counts it down.
  return {
    ...own(view),
    game: 'holdem',
    hub: { ...holdem, playerId, ...(away === undefined ? {} : { away }) },
  };
}

/** True when the view is a wheel table's (roulette, boule, vingt-trois, wheel of fortune). */
export function isWheelView(view: StationView): view is Extract<StationView, { game: WheelGameName }> {
  return (WHEEL_GAMES as readonly (string | null)[]).includes(view.game);
}

/**
 * The view after a bet of round `roundId` was accepted (docs/protocol.md: the reply carries the
 * credit and the chips in place of a snapshot): the credit always, the chips only into their own
 * open round and once each. Unchanged when the view is not a wheel table's.
 */
export function withAcceptedBet(
  view: StationView,
  roundId: number,
  credit: number,
  chips: readonly AnyAcceptedBet[],
): StationView {
  if (!isWheelView(view)) return view;
  const hub = view.hub;
  const sameRound = hub.round?.roundId === roundId && hub.round.phase === 'betting';
  const known = new Set(hub.bets.map((b) => b.betId));
  // The reply is this table's, so its chips are spots of this table's game.
  const added = sameRound ? chips.filter((c) => !known.has(c.betId)) : [];
  return { ...view, hub: { ...hub, credit: cents(credit), bets: [...hub.bets, ...added] } } as StationView;
}

/** The credit the view shows, or null when there is none (no table yet, hold'em: the stack is the player's). */
export function creditOf(view: StationView): number | null {
  if (view.game === null || view.game === 'holdem') return null;
  return view.hub.credit;
}

/** The table id of the view, or null before the hub said. */
export function tableIdOf(view: StationView): string | null {
  if (view.game === null) return null;
  return view.game === 'holdem' ? view.hub.table.tableId : view.hub.tableId;
}
