// The central display's feed (seed 000: the central video felt lets everyone follow the stakes,
// the board, the final showdown and the pots after the rake): one message per journal entry,
// with the table right after it and, once betting is over with two or more hands live, their
// exact all-in equities (games/holdem/displayEquity.ts). Never a hole card before the showdown:
// the event is rewritten without cards (HandStarted loses its holes) and the table view is the
// engine's view for the display (`view(state, null)`).
import { cardName } from '../../../games/cards/card.ts';
import { allInEquity } from '../../../games/holdem/displayEquity.ts';
import type { HoldemEvent } from '../../../games/holdem/state.ts';
import { type Cents, ZERO } from '../../../games/money.ts';
import { categoryOf } from '../../../games/poker/evaluator.ts';
import type { HoldemDisplayMessage, HoldemPublicEvent } from '../../../protocol/holdemMessages.ts';
import type { JournaledStep } from './holdemJournal.ts';
import type { HoldemMemory } from './holdemMemory.ts';
import { stationView } from './holdemViews.ts';

/** The display message of one journaled step. */
export function displayMessage(tableId: string, step: JournaledStep): HoldemDisplayMessage {
  return {
    type: 'holdemDisplay',
    seq: step.seq,
    event: publicEvent(step),
    table: stationView(step.memory, tableId, null).table,
    equity: equityOf(step.memory),
  };
}

function equityOf(m: HoldemMemory): HoldemDisplayMessage['equity'] {
  if (m.state.phase !== 'inHand') return null;
  const hand = m.state.hand;
  // Once the hands are shown the result is known: equities are for the run-out only.
  if (Object.keys(hand.shown).length > 0) return null;
  const found = allInEquity(hand);
  if (found === null) return null;
  return found.seats.map((seat, i) => ({ seat, equity: found.result.equity[i] ?? 0 }));
}

function publicEvent(step: JournaledStep): HoldemPublicEvent {
  const p = step.payload;
  switch (step.kind) {
    case 'PotRaked':
      return {
        type: 'potRaked',
        serial: p['serial'] as number,
        pot: p['pot'] as Cents,
        rake: p['rake'] as Cents,
      };
    case 'HoldemPartieStarted':
      return { type: 'partieStarted', partie: p['partie'] as number, caveMinimum: p['caveMinimum'] as Cents };
    case 'HoldemPartieEnded':
      return {
        type: 'partieEnded',
        partie: p['partie'] as number,
        rake: p['rake'] as Cents,
        pots: p['pots'] as number,
      };
    case 'HoldemHandVoided':
      return {
        type: 'handVoided',
        reason: String(p['reason']),
        refunds: (p['refunds'] as { seat: number; amount: Cents }[]).map((r) => ({
          seat: r.seat,
          amount: r.amount,
        })),
      };
    default:
      if (step.event === null) throw new Error(`no public form for ${step.kind}`); // a bug
      return fromEngine(step.event);
  }
}

function fromEngine(e: HoldemEvent): HoldemPublicEvent {
  switch (e.type) {
    case 'PlayerSeated':
      return { type: 'seated', seat: e.seat, cave: e.cave };
    case 'PlayerLeft':
      return { type: 'left', seat: e.seat, stack: e.stack };
    case 'Recaved':
      return { type: 'recaved', seat: e.seat, amount: e.amount };
    case 'SatOut':
      return { type: 'satOut', seat: e.seat };
    case 'SatIn':
      return { type: 'satIn', seat: e.seat };
    case 'HandStarted':
      // The hole cards stay out: only who was dealt in.
      return {
        type: 'handStarted',
        handNo: e.no,
        button: e.button,
        smallBlindSeat: e.smallBlindSeat,
        bigBlindSeat: e.bigBlindSeat,
        dealtIn: e.holes.map((h) => h.seat),
      };
    case 'Posted':
      return { type: 'posted', seat: e.seat, blind: e.blind, amount: e.amount };
    case 'Acted':
      return {
        type: 'acted',
        seat: e.seat,
        action: e.action,
        amount: e.amount,
        to: e.to,
        allIn: e.allIn,
        timedOut: e.timedOut,
      };
    case 'StreetDealt':
      return { type: 'streetDealt', street: e.street, cards: e.cards.map(cardName) };
    case 'UncalledBetReturned':
      return { type: 'uncalledBetReturned', seat: e.seat, amount: e.amount };
    case 'HandsShown':
      return {
        type: 'showdown',
        order: [...e.order],
        hands: e.hands.map((h) => ({
          seat: h.seat,
          cards: h.cards.map(cardName),
          category: categoryOf(h.value),
        })),
      };
    case 'PotAwarded':
      return {
        type: 'potAwarded',
        pot: e.pot,
        amount: e.amount,
        rake: e.rake.rake ?? ZERO,
        winners: e.winners.map((w) => ({ seat: w.seat, amount: w.amount })),
      };
    case 'HandEnded':
      return { type: 'handEnded', handNo: e.no };
  }
}
