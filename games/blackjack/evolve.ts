// Applies blackjack events: trusts them, never fails, never draws. Whose turn comes next is
// derived here, so a replay walks the same turns.
import { dealt, shoeFrom } from '../cards/shoe.ts';
import { cents, times } from '../money.ts';
import { rankOf } from '../cards/card.ts';
import { isBlackjack, totalOf } from './hand.ts';
import type { BlackjackEvent, BlackjackState, Box, Hand, PlayerAction, Table } from './state.ts';

/** The table fields of any state (dropping the phase-specific ones). */
function tableOf(s: BlackjackState): Table {
  const { options, shoe, round, boxes, hyper, dealer, last } = s;
  return { options, shoe, round, boxes, hyper, dealer, last };
}

/** Box numbers in dealing order (the dealer's left first, B §6.4). */
export function boxOrder(t: Table): number[] {
  return Object.keys(t.boxes)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The playing state at the first hand still to act, or the dealer's turn. */
function nextTurn(t: Table, at: number): BlackjackState {
  for (const box of boxOrder(t)) {
    const hands = t.boxes[box]?.hands ?? [];
    const hand = hands.findIndex((h) => !h.done);
    if (hand >= 0) return { ...t, phase: 'playing', turn: { box, hand }, deadline: at + t.options.turnMs };
  }
  return { ...t, phase: 'dealer' };
}

function newHand(cards: Hand['cards'], stake: Hand['stake'], fromSplit: boolean, splitAce: boolean): Hand {
  const total = totalOf(cards).total;
  const done = splitAce || total >= 21 || isBlackjack(cards, fromSplit);
  return { cards, stake, doubled: false, fromSplit, splitAce, surrendered: false, done };
}

/** One hand after a player's action with the cards it drew. */
function act(box: Box, index: number, action: PlayerAction, cards: readonly number[]): Box {
  const hand = box.hands[index] as Hand;
  const hands = box.hands.slice();
  switch (action) {
    case 'stand':
      hands[index] = { ...hand, done: true };
      break;
    case 'surrender':
      hands[index] = { ...hand, surrendered: true, done: true };
      break;
    case 'hit': {
      const next = [...hand.cards, ...cards];
      hands[index] = { ...hand, cards: next, done: totalOf(next).total >= 21 };
      break;
    }
    case 'double':
      hands[index] = {
        ...hand,
        cards: [...hand.cards, ...cards],
        stake: times(hand.stake, 2),
        doubled: true,
        done: true,
      };
      break;
    case 'split': {
      const [a, b] = hand.cards as [number, number];
      const aces = rankOf(a) === 12;
      hands.splice(
        index,
        1,
        newHand([a, cards[0] as number], hand.stake, true, aces),
        newHand([b, cards[1] as number], hand.stake, true, aces),
      );
      return { ...box, hands, acesSplit: box.acesSplit || aces };
    }
  }
  return { ...box, hands };
}

/** The state after one event. */
export function evolve(state: BlackjackState, event: BlackjackEvent): BlackjackState {
  const t = tableOf(state);
  const shoe = t.shoe;
  switch (event.type) {
    case 'ShoeShuffled':
      // A new shoe between rounds opens betting; one shuffled in mid-round changes nothing else.
      return state.phase === 'shoeNeeded'
        ? { ...t, phase: 'betting', shoe: shoeFrom(event) }
        : { ...state, shoe: shoeFrom(event) };
    case 'ShoeExhausted':
      return state;
    case 'CutCardReached':
      return { ...t, phase: 'shoeNeeded', shoe: null };
    case 'BetPlaced': {
      const box = t.boxes[event.box];
      const stake = cents((box?.stake ?? 0) + event.amount);
      const next: Box = { seat: event.seat, stake, hands: [], insurance: cents(0), acesSplit: false };
      return { ...state, boxes: { ...t.boxes, [event.box]: next } };
    }
    case 'HyperBetPlaced':
      return {
        ...state,
        hyper: [...t.hyper, { seat: event.seat, result: event.result, stake: event.amount }],
      };
    case 'BetsWithdrawn': {
      const boxes = Object.fromEntries(Object.entries(t.boxes).filter(([, b]) => b.seat !== event.seat));
      return { ...state, boxes, hyper: t.hyper.filter((h) => h.seat !== event.seat) };
    }
    case 'HandsDealt': {
      const boxes: Record<number, Box> = { ...t.boxes };
      for (const { box, cards } of event.boxes) {
        const b = boxes[box];
        if (b) boxes[box] = { ...b, hands: [newHand(cards, b.stake, false, false)] };
      }
      const next: Table = {
        ...t,
        round: event.round,
        boxes,
        dealer: [event.dealerUp],
        shoe: shoe && dealt(shoe, 2 * event.boxes.length + 1),
      };
      // B §6.5: insurance is offered only against a dealer ace, before any player acts.
      if (rankOf(event.dealerUp) === 12)
        return { ...next, phase: 'insurance', deadline: event.at + t.options.turnMs };
      return nextTurn(next, event.at);
    }
    case 'InsuranceTaken': {
      const box = t.boxes[event.box];
      if (!box) return state;
      return { ...state, boxes: { ...t.boxes, [event.box]: { ...box, insurance: event.amount } } };
    }
    case 'InsuranceClosed':
      return nextTurn(t, event.at);
    case 'PlayerActed': {
      const box = t.boxes[event.box];
      if (!box) return state;
      const boxes = { ...t.boxes, [event.box]: act(box, event.hand, event.action, event.cards) };
      return nextTurn({ ...t, boxes, shoe: shoe && dealt(shoe, event.cards.length) }, event.at);
    }
    case 'DealerPlayed':
      return {
        ...t,
        phase: 'dealer',
        dealer: [...t.dealer, ...event.cards],
        shoe: shoe && dealt(shoe, event.cards.length),
      };
    case 'RoundSettled':
      return {
        ...t,
        phase: 'betting',
        boxes: {},
        hyper: [],
        dealer: [],
        last: { round: event.round, dealer: t.dealer, settlements: event.settlements },
      };
  }
}
