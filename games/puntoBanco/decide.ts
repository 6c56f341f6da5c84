// The punto banco decider (RULES.md A.6, B §7): validation here, settlement computed once and
// written into `CoupSettled`.
import { type Decision, type Ctx, accept, reject } from '../cards/decider.ts';
import { cutReached, drawShuffle, peek } from '../cards/shoe.ts';
import { type Cents, cents, formatEuros } from '../money.ts';
import { playCoup } from './drawing.ts';
import { maximum } from './options.ts';
import { SPOTS, settleBet } from './payout.ts';
import type { PuntoBancoCommand, PuntoBancoEvent, PuntoBancoState, Settlement } from './state.ts';

/** Why a punto banco command is refused. */
export type PuntoBancoRejection =
  | 'noShoe'
  | 'shoeInPlay'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'notStakeStep'
  | 'noBets'
  | 'badSeat'
  | 'badAmount';

/** Cards burnt after a shuffle: the first card is shown and that many more burnt (10 for a 0). */
export function burnCount(firstCard: number): number {
  const value = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1][firstCard >> 2] ?? 10;
  return 1 + value;
}

/** Decides a command. */
export function decide(
  state: PuntoBancoState,
  command: PuntoBancoCommand,
  ctx: Ctx,
): Decision<PuntoBancoEvent, PuntoBancoRejection> {
  const at = ctx.now;
  // Amounts are whole positive cents: anything else is refused, never thrown on.
  if ('amount' in command && (!Number.isSafeInteger(command.amount) || command.amount <= 0))
    return reject('badAmount');
  if (command.type === 'ShuffleShoe') {
    if (state.phase !== 'shoeNeeded') return reject('shoeInPlay');
    const drawn = drawShuffle(ctx.rng, {
      decks: state.options.decks,
      burn: 0,
      cutRemaining: state.options.cutRemaining,
    });
    return accept({ type: 'ShoeShuffled', at, ...drawn, burn: burnCount(drawn.order[0] ?? 0) });
  }
  if (state.phase !== 'betting') return reject('noShoe');
  const { options } = state;
  switch (command.type) {
    case 'PlaceBet': {
      if (!Number.isInteger(command.seat) || command.seat < 1) return reject('badSeat');
      const already = state.bets[command.seat]?.[command.spot] ?? 0;
      const total = cents(already + command.amount);
      // A.1: a refused stake names the limit; it is never silently reduced.
      const floor: Cents =
        command.playerMinimum !== undefined && command.playerMinimum > options.minimum
          ? command.playerMinimum
          : options.minimum;
      if (
        !Number.isSafeInteger(command.amount) ||
        command.amount <= 0 ||
        command.amount % options.stakeStep !== 0
      ) {
        return reject('notStakeStep', { step: options.stakeStep, text: formatEuros(options.stakeStep) });
      }
      if (total < floor) return reject('belowMinimum', { minimum: floor, text: formatEuros(floor) });
      if (total > maximum(options))
        return reject('aboveMaximum', { maximum: maximum(options), text: formatEuros(maximum(options)) });
      return accept({
        type: 'BetPlaced',
        at,
        seat: command.seat,
        spot: command.spot,
        amount: command.amount,
      });
    }
    case 'WithdrawBets':
      if (state.bets[command.seat] === undefined) return reject('noBets');
      return accept({ type: 'BetsWithdrawn', at, seat: command.seat });
    case 'Deal': {
      // Seed 000: a coup needs at least one player, i.e. one stake on the felt.
      if (Object.keys(state.bets).length === 0) return reject('noBets');
      const cards = peek(state.shoe, 6);
      const coup = playCoup(cards);
      const used = cards.slice(0, coup.punto.length + coup.banco.length);
      const no = state.coupNo + 1;
      const settlements: Settlement[] = [];
      for (const [seat, bets] of Object.entries(state.bets)) {
        for (const spot of SPOTS) {
          const stake = bets[spot];
          if (stake === undefined) continue;
          settlements.push({
            seat: Number(seat),
            spot,
            stake,
            ...settleBet(options.paytable, spot, stake, coup),
          });
        }
      }
      const events: PuntoBancoEvent[] = [
        { type: 'CoupDealt', at, no, cards: used, coup },
        { type: 'CoupSettled', at, no, settlements },
      ];
      // The coup in which the cut card appears is finished; then the shoe is changed (A.6).
      if (cutReached({ ...state.shoe, cards: state.shoe.cards.slice(used.length) }))
        events.push({ type: 'CutCardReached', at });
      return accept(...events);
    }
  }
}
