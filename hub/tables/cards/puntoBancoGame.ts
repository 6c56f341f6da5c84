// games/puntoBanco as a card table drives it (RULES.md A.6, B §7): the money each event moves. A
// coup is dealt and settled in one decision, so no punto banco hand is ever in progress.
import { puntoBancoTableEntries } from '../../entries/cardEntries.ts';
import { type Cents, cents } from '../../../games/money.ts';
import { burnCount, decide } from '../../../games/puntoBanco/decide.ts';
import { evolve } from '../../../games/puntoBanco/evolve.ts';
import { type PuntoBancoOptions, maximum } from '../../../games/puntoBanco/options.ts';
import {
  type PuntoBancoCommand,
  type PuntoBancoEvent,
  type PuntoBancoState,
  initialState,
} from '../../../games/puntoBanco/state.ts';
import type { CardGame, Move } from './cardGame.ts';
import { settlementMoves } from './settlementMoves.ts';

function stakesOf(state: PuntoBancoState, seat: number): Cents {
  if (state.phase !== 'betting') return cents(0);
  const bets = state.bets[seat];
  return cents((bets?.punto ?? 0) + (bets?.banco ?? 0) + (bets?.egalite ?? 0));
}

function movesOf(before: PuntoBancoState, event: PuntoBancoEvent): Move[] {
  switch (event.type) {
    case 'BetPlaced':
      return [{ from: { seat: event.seat }, to: 'stakes', amount: event.amount }];
    case 'BetsWithdrawn':
      return [{ from: 'stakes', to: { seat: event.seat }, amount: stakesOf(before, event.seat) }];
    case 'CoupSettled':
      // A.6: the returned amount is already net of the 5 % commission on a winning banco.
      return settlementMoves(event.settlements);
    default:
      return [];
  }
}

/** A punto banco table's engine with `options`. */
export function puntoBancoGame(
  options: PuntoBancoOptions,
): CardGame<PuntoBancoState, PuntoBancoCommand, PuntoBancoEvent> {
  return {
    name: 'puntoBanco',
    kindPrefix: 'PuntoBanco',
    entries: puntoBancoTableEntries,
    initial: () => initialState(options),
    decide,
    evolve,
    // The burn is decided by the first card of each shoe (games/puntoBanco decide.ts burnCount).
    shoeRules: () => ({ decks: options.decks, burn: 0, cutRemaining: options.cutRemaining }),
    shuffled: (record, at) => ({
      type: 'ShoeShuffled',
      at,
      ...record,
      burn: burnCount(record.order[0] ?? 0),
    }),
    needsShoe: (s) => s.phase === 'shoeNeeded',
    inHand: () => false,
    moves: movesOf,
    seatStakes: stakesOf,
    seatsWithStakes: (s) =>
      s.phase === 'betting'
        ? Object.keys(s.bets)
            .map(Number)
            .sort((a, b) => a - b)
        : [],
    voidHand: (s) => s,
    deal: { type: 'Deal' },
    withdraw: (seat) => ({ type: 'WithdrawBets', seat }),
    deadline: () => null,
    timeout: null,
    dealt: (e) => e.type === 'CoupDealt',
    settled: (e) => e.type === 'CoupSettled',
    limits: () => ({ minimum: options.minimum, maximum: maximum(options), step: options.stakeStep }),
  };
}
