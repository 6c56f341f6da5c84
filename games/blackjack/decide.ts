// The blackjack decider (RULES.md A.5, B §6): validation, dealing from the shoe into events, and
// the dealer's play and settlement as soon as the last hand is done.
import { rankOf } from '../cards/card.ts';
import { type Ctx, type Decision, accept, reject } from '../cards/decider.ts';
import { type Shoe, cutReached, drawShuffle, peek, shoeFrom } from '../cards/shoe.ts';
import { type Cents, cents, formatEuros, ratio } from '../money.ts';
import { boxOrder, evolve } from './evolve.ts';
import { dealerDraws, isPair, mayDoubleOn } from './hand.ts';
import { HYPER_RESULTS } from './options.ts';
import { settleRound } from './settle.ts';
import type { BlackjackCommand, BlackjackEvent, BlackjackState, Hand } from './state.ts';

/** Why a blackjack command is refused. */
export type BlackjackRejection =
  | 'noShoe'
  | 'shoeInPlay'
  | 'notBetting'
  | 'badBox'
  | 'boxTaken'
  | 'tooManyBoxes'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'hyperClosed'
  | 'noBets'
  | 'notInsurance'
  | 'insuranceTooHigh'
  | 'notYourTurn'
  | 'notAllowed'
  | 'notDue'
  | 'badAmount';

type Result = Decision<BlackjackEvent, BlackjackRejection>;

/** Cards on the felt: every box's hands and the dealer's. */
function cardsInPlay(state: BlackjackState): number[] {
  return [...Object.values(state.boxes).flatMap((b) => b.hands.flatMap((h) => h.cards)), ...state.dealer];
}

/**
 * When the shoe cannot supply `need` more cards mid-round (the cut card normally prevents it),
 * a fresh shoe without the cards on the felt is shuffled in, as events, and play goes on: the
 * events to journal and the shoe to deal from.
 */
function refill(
  state: BlackjackState,
  shoe: Shoe,
  need: number,
  ctx: Ctx,
): { events: BlackjackEvent[]; shoe: Shoe } {
  if (shoe.cards.length >= need) return { events: [], shoe };
  const record = drawShuffle(ctx.rng, { ...state.options, burn: 0 });
  const order = record.order.slice();
  for (const card of cardsInPlay(state)) order.splice(order.indexOf(card), 1);
  const shuffled = { order, burn: 0, cutRemaining: record.cutRemaining };
  return {
    events: [
      { type: 'ShoeExhausted', at: ctx.now },
      { type: 'ShoeShuffled', at: ctx.now, ...shuffled },
    ],
    shoe: shoeFrom(shuffled),
  };
}

/** Appends the dealer's cards, the settlement and, if due, the shoe change once no hand acts. */
function finish(state: BlackjackState, events: BlackjackEvent[], ctx: Ctx): Result {
  const at = ctx.now;
  let after = events.reduce(evolve, state);
  if (after.phase !== 'dealer') return accept(...events);
  // Only a table built by hand reaches the dealer's turn without a shoe: refused, never dealt from.
  if (after.shoe === null) return reject('noShoe');
  // The dealer never needs more than 10 cards (A A A A 2 2 2 2 3 3 would already stand).
  const fresh = refill(after, after.shoe, 10, ctx);
  events.push(...fresh.events);
  after = fresh.events.reduce(evolve, after);
  const cards: number[] = [];
  // A.5: the dealer takes his second card (his lone up card, 11 at most, always draws), then
  // draws to 16 and stands on every 17.
  while (dealerDraws([...after.dealer, ...cards])) cards.push(fresh.shoe.cards[cards.length] as number);
  const played = evolve(after, { type: 'DealerPlayed', at, cards });
  const settlements = settleRound(played);
  events.push(
    { type: 'DealerPlayed', at, cards },
    { type: 'RoundSettled', at, round: after.round, settlements },
  );
  if (played.shoe && cutReached(played.shoe)) events.push({ type: 'CutCardReached', at });
  return accept(...events);
}

/** Checks an amount against a minimum and maximum, naming the limit (A.1). */
function limits(amount: Cents, min: Cents, max: Cents): Result | null {
  if (!Number.isSafeInteger(amount) || amount < min)
    return reject('belowMinimum', { minimum: min, text: formatEuros(min) });
  if (amount > max) return reject('aboveMaximum', { maximum: max, text: formatEuros(max) });
  return null;
}

/** Decides a command. */
export function decide(state: BlackjackState, command: BlackjackCommand, ctx: Ctx): Result {
  const at = ctx.now;
  // Amounts are whole positive cents: anything else is refused, never thrown on.
  if ('amount' in command && (!Number.isSafeInteger(command.amount) || command.amount <= 0))
    return reject('badAmount');
  const o = state.options;
  switch (command.type) {
    case 'ShuffleShoe': {
      if (state.phase !== 'shoeNeeded') return reject('shoeInPlay');
      return accept({ type: 'ShoeShuffled', at, ...drawShuffle(ctx.rng, o) });
    }
    case 'PlaceBet': {
      if (state.phase !== 'betting') return reject(state.phase === 'shoeNeeded' ? 'noShoe' : 'notBetting');
      if (!Number.isInteger(command.box) || command.box < 1 || command.box > o.boxes) return reject('badBox');
      const box = state.boxes[command.box];
      if (box && box.seat !== command.seat) return reject('boxTaken');
      const own = Object.values(state.boxes).filter((b) => b.seat === command.seat).length;
      if (!box && own >= o.maxBoxesPerPlayer) return reject('tooManyBoxes', { maximum: o.maxBoxesPerPlayer });
      const floor =
        command.playerMinimum !== undefined && command.playerMinimum > o.minimum
          ? command.playerMinimum
          : o.minimum;
      const refused = limits((command.amount + (box?.stake ?? 0)) as Cents, floor, o.maximum);
      if (refused || command.amount <= 0) return refused ?? reject('belowMinimum');
      return accept({ type: 'BetPlaced', at, seat: command.seat, box: command.box, amount: command.amount });
    }
    case 'PlaceHyperBet': {
      if (state.phase !== 'betting') return reject('notBetting');
      if (!o.hyper || !HYPER_RESULTS.includes(command.result)) return reject('hyperClosed');
      // B §6.7: placed after the main bet.
      if (!Object.values(state.boxes).some((b) => b.seat === command.seat)) return reject('noBets');
      const before = state.hyper.filter((h) => h.seat === command.seat && h.result === command.result);
      const total = cents(before.reduce((s, h) => s + h.stake, command.amount as number));
      const refused = limits(total, o.hyperMinimum, o.hyperMaximum);
      if (refused) return refused;
      return accept({
        type: 'HyperBetPlaced',
        at,
        seat: command.seat,
        result: command.result,
        amount: command.amount,
      });
    }
    case 'WithdrawBets':
      if (state.phase !== 'betting') return reject('notBetting');
      if (!Object.values(state.boxes).some((b) => b.seat === command.seat)) return reject('noBets');
      return accept({ type: 'BetsWithdrawn', at, seat: command.seat });
    case 'Deal': {
      if (state.phase !== 'betting' || state.shoe === null) return reject('notBetting');
      const order = boxOrder(state);
      if (order.length === 0) return reject('noBets');
      // B §6.4: one card to each box, one to the dealer, a second to each box; no hole card.
      const fresh = refill(state, state.shoe, 2 * order.length + 1, ctx);
      const cards = peek(fresh.shoe, 2 * order.length + 1);
      const n = order.length;
      const boxes = order.map((box, i) => ({
        box,
        cards: [cards[i] as number, cards[n + 1 + i] as number] as [number, number],
      }));
      return finish(
        state,
        [
          ...fresh.events,
          { type: 'HandsDealt', at, round: state.round + 1, boxes, dealerUp: cards[n] as number },
        ],
        ctx,
      );
    }
    case 'Insure': {
      if (state.phase !== 'insurance') return reject('notInsurance');
      const box = state.boxes[command.box];
      if (!box || box.seat !== command.seat || box.insurance > 0) return reject('badBox');
      // B §6.5: up to half the stake.
      const most = ratio(box.stake, 1, 2, 'down');
      if (command.amount <= 0 || command.amount > most)
        return reject('insuranceTooHigh', { maximum: most, text: formatEuros(most) });
      return accept({ type: 'InsuranceTaken', at, box: command.box, amount: command.amount });
    }
    case 'CloseInsurance':
      if (state.phase !== 'insurance') return reject('notInsurance');
      return finish(state, [{ type: 'InsuranceClosed', at }], ctx);
    case 'TimeOut':
      if (state.phase === 'insurance' && at >= state.deadline)
        return finish(state, [{ type: 'InsuranceClosed', at }], ctx);
      if (state.phase === 'playing' && at >= state.deadline) {
        // The default action on timeout is to stand.
        const { box, hand } = state.turn;
        return finish(
          state,
          [{ type: 'PlayerActed', at, box, hand, action: 'stand', cards: [], timedOut: true }],
          ctx,
        );
      }
      return reject('notDue');
    case 'Act': {
      // A table in play always has a shoe; one without is refused rather than dealt from.
      if (state.phase !== 'playing') return reject('notYourTurn');
      if (state.shoe === null) return reject('noShoe');
      const { box: boxNo, hand: index } = state.turn;
      const box = state.boxes[boxNo];
      if (command.box !== boxNo || !box || box.seat !== command.seat) return reject('notYourTurn');
      const hand = box.hands[index] as Hand;
      // A split needs two cards, a hit or a double one.
      const fresh =
        command.action === 'stand' || command.action === 'surrender'
          ? { events: [], shoe: state.shoe }
          : refill(state, state.shoe, 2, ctx);
      const next = fresh.shoe.cards;
      const act = (cards: number[]): Result =>
        finish(
          state,
          [
            ...fresh.events,
            {
              type: 'PlayerActed',
              at,
              box: boxNo,
              hand: index,
              action: command.action,
              cards,
              timedOut: false,
            },
          ],
          ctx,
        );
      switch (command.action) {
        case 'stand':
          return act([]);
        case 'hit':
          return act([next[0] as number]);
        case 'double':
          if (!mayDoubleOn(hand.cards, o) || (hand.fromSplit && !o.doubleAfterSplit))
            return reject('notAllowed', 'double');
          return act([next[0] as number]);
        case 'split': {
          const [a, b] = hand.cards;
          if (hand.cards.length !== 2 || a === undefined || b === undefined || !isPair(a, b, o))
            return reject('notAllowed', 'split');
          const aces = rankOf(a) === 12;
          // A.5: one pair of aces only; re-split non-aces up to maxHands when the option is on.
          if (aces && box.acesSplit) return reject('notAllowed', 'split aces once');
          if (box.hands.length >= (o.resplit ? o.maxHands : 2)) {
            return reject('notAllowed', 'no more splits');
          }
          return act([next[0] as number, next[1] as number]);
        }
        case 'surrender':
          // A.5 (2020 wording): after the own two first cards, the dealer's card not an ace.
          if (
            !o.surrender ||
            hand.cards.length !== 2 ||
            box.hands.length !== 1 ||
            rankOf(state.dealer[0] ?? 0) === 12
          ) {
            return reject('notAllowed', 'surrender');
          }
          return act([]);
      }
    }
  }
}
