// games/blackjack as a card table drives it (RULES.md A.5, B §6): the money each event moves and
// the void of a hand in progress (docs/card-tables.md).
import { blackjackTableEntries } from '../../entries/cardEntries.ts';
import { decide } from '../../../games/blackjack/decide.ts';
import { evolve } from '../../../games/blackjack/evolve.ts';
import type { BlackjackOptions } from '../../../games/blackjack/options.ts';
import {
  type BlackjackCommand,
  type BlackjackEvent,
  type BlackjackState,
  type Table,
  initialState,
} from '../../../games/blackjack/state.ts';
import { type Cents, cents, sum } from '../../../games/money.ts';
import type { CardGame, Move } from './cardGame.ts';
import { settlementMoves } from './settlementMoves.ts';

/** Everything `seat` has on the layout: box stakes (or its hands', doubles and splits included), insurance, hyper bets. */
function stakesOf(state: Table, seat: number): Cents {
  let total = 0;
  for (const box of Object.values(state.boxes)) {
    if (box.seat !== seat) continue;
    total += box.hands.length === 0 ? box.stake : sum(box.hands.map((h) => h.stake));
    total += box.insurance;
  }
  for (const h of state.hyper) if (h.seat === seat) total += h.stake;
  return cents(total);
}

function seatsOf(state: Table): number[] {
  const seats = new Set<number>();
  for (const box of Object.values(state.boxes)) seats.add(box.seat);
  for (const h of state.hyper) seats.add(h.seat);
  return [...seats].sort((a, b) => a - b);
}

/** The money of one blackjack event (every stake goes to the layout, settlement through the bank). */
function movesOf(before: BlackjackState, event: BlackjackEvent): Move[] {
  switch (event.type) {
    case 'BetPlaced':
    case 'HyperBetPlaced':
      return [{ from: { seat: event.seat }, to: 'stakes', amount: event.amount }];
    case 'BetsWithdrawn':
      return [{ from: 'stakes', to: { seat: event.seat }, amount: stakesOf(before, event.seat) }];
    case 'InsuranceTaken': {
      const box = before.boxes[event.box];
      return box ? [{ from: { seat: box.seat }, to: 'stakes', amount: event.amount }] : [];
    }
    case 'PlayerActed': {
      // A double or a split puts the hand's stake on the layout once more (B §6.5).
      if (event.action !== 'double' && event.action !== 'split') return [];
      const box = before.boxes[event.box];
      const hand = box?.hands[event.hand];
      return box && hand ? [{ from: { seat: box.seat }, to: 'stakes', amount: hand.stake }] : [];
    }
    case 'RoundSettled':
      // Every stake of the layout goes to the bank, which returns each seat's winnings, stake included.
      return settlementMoves(event.settlements);
    default:
      return [];
  }
}

/** A blackjack table's engine with `options`. */
export function blackjackGame(
  options: BlackjackOptions,
): CardGame<BlackjackState, BlackjackCommand, BlackjackEvent> {
  return {
    name: 'blackjack',
    kindPrefix: 'Blackjack',
    entries: blackjackTableEntries,
    initial: () => initialState(options),
    decide,
    evolve,
    shoeRules: () => ({ decks: options.decks, burn: options.burn, cutRemaining: options.cutRemaining }),
    shuffled: (record, at) => ({ type: 'ShoeShuffled', at, ...record }),
    needsShoe: (s) => s.phase === 'shoeNeeded',
    inHand: (s) => s.phase === 'insurance' || s.phase === 'playing' || s.phase === 'dealer',
    moves: movesOf,
    seatStakes: stakesOf,
    seatsWithStakes: seatsOf,
    voidHand: (s) => {
      const { options: o, shoe, round, last } = s;
      // The cards on the felt are discarded; the shoe goes on (docs/card-tables.md).
      return { phase: 'betting', options: o, shoe, round, boxes: {}, hyper: [], dealer: [], last };
    },
    deal: { type: 'Deal' },
    withdraw: (seat) => ({ type: 'WithdrawBets', seat }),
    deadline: (s) => (s.phase === 'insurance' || s.phase === 'playing' ? s.deadline : null),
    timeout: { type: 'TimeOut' },
    dealt: (e) => e.type === 'HandsDealt',
    settled: (e) => e.type === 'RoundSettled',
    limits: () => ({ minimum: options.minimum, maximum: options.maximum, step: cents(1) }),
  };
}
