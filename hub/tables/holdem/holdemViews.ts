// The table as the stations and the central display see it, built from the engine's `view`
// (games/holdem/view.ts): a seat sees its own hole cards only, the display none before the
// showdown (seed 000: "l'abattage final des mains des joueurs" is what the central felt shows).
import { cardName } from '../../../games/cards/card.ts';
import { buildPots } from '../../../games/holdem/pots.ts';
import { view } from '../../../games/holdem/view.ts';
import { ZERO } from '../../../games/money.ts';
import type { HoldemStationView } from '../../../protocol/holdemMessages.ts';
import { type HoldemMemory, handIdOf } from './holdemMemory.ts';

/** The table view (no hidden card), shared by the stations and the central display. */
export type HoldemTableView = HoldemStationView['table'];

const names = (cards: readonly number[]): string[] => cards.map(cardName);

/** What `viewer` (a seat) or the central display (`null`) sees. */
export function stationView(m: HoldemMemory, tableId: string, viewer: number | null): HoldemStationView {
  const v = view(m.state, viewer);
  const hand = m.state.phase === 'inHand' ? m.state.hand : null;
  const o = m.state.options;
  const table: HoldemTableView = {
    tableId,
    handId: hand ? handIdOf(tableId, hand.no) : null,
    partie: m.partie.no,
    partieOpen: m.partie.open,
    structure: o.structure,
    smallBlind: o.smallBlind,
    bigBlind: o.bigBlind,
    ante: o.ante,
    caveMinimum: o.caveMinimum,
    recaveMaximum: o.recaveMaximum,
    rakeBasisPoints: o.rakeBasisPoints,
    button: v.button,
    street: v.street,
    board: names(v.board),
    // Pots as they stand (side pots from the smallest all-in up, A.7); none once paid out.
    pots:
      hand && hand.awarded === 0
        ? buildPots(hand.players).map((p) => ({ amount: p.amount, eligible: [...p.eligible] }))
        : [],
    potTotal: v.pot,
    toAct: v.toAct,
    deadline: v.deadline,
    seats: v.seats.map((s) => ({
      seat: s.seat,
      stack: s.stack,
      sittingOut: s.sittingOut,
      inHand: s.inHand !== null,
      streetBet: s.inHand?.streetBet ?? ZERO,
      committed: s.inHand?.committed ?? ZERO,
      folded: s.inHand?.folded ?? false,
      allIn: s.inHand?.allIn ?? false,
      // The engine gives the viewer's own cards and shown hands only; the shared table view
      // keeps shown hands only, the viewer's own go to `myCards`.
      cards: s.cards !== null && hand?.shown[s.seat] !== undefined ? names(s.cards) : null,
    })),
  };
  const mine = viewer === null ? undefined : hand?.players.find((p) => p.seat === viewer);
  return {
    table,
    seat: viewer,
    myCards: mine ? names(mine.hole) : null,
    limits: v.limits,
  };
}
