// The hold'em decider (RULES.md A.7, B §8): seat management between hands, dealing, betting,
// and the end of a hand (uncalled bet, pots, rake, showdown) appended as soon as it is due.
import { type Ctx, type Decision, accept, reject } from '../cards/decider.ts';
import { type Cents, ZERO, cents, formatEuros, subtract } from '../money.ts';
import { evaluate7 } from '../poker/evaluator.ts';
import { type BetRejection, limitsFor, validateAction } from './betting.ts';
import { evolve } from './evolve.ts';
import { buildPots, rakeOf, splitPot, unclaimable, uncalledBet } from './pots.ts';
import type { BetAction, Hand, HoldemCommand, HoldemEvent, HoldemState } from './state.ts';
import { clockwiseFrom, live, nextStep } from './turns.ts';

/** Why a hold'em command is refused. */
export type HoldemRejection =
  | BetRejection
  | 'badSeat'
  | 'seatTaken'
  | 'playerSeated'
  | 'belowCaveMinimum'
  | 'aboveRecaveMaximum'
  | 'handInProgress'
  | 'noHand'
  | 'notEnoughPlayers'
  | 'notSeated'
  | 'notDue';

type Result = Decision<HoldemEvent, HoldemRejection>;

/** Seats dealt into the next hand: seated, not sitting out, with chips. */
function activeSeats(s: HoldemState): number[] {
  return Object.entries(s.seats)
    .filter(([, seat]) => !seat.sittingOut && seat.stack > 0)
    .map(([n]) => Number(n))
    .sort((a, b) => a - b);
}

/** Draws `n` cards not yet seen in this hand (CSPRNG through ctx; the cards go into the event). */
function drawCards(used: readonly number[], n: number, ctx: Ctx): number[] {
  const seen = new Uint8Array(52);
  for (const c of used) seen[c] = 1;
  const pool: number[] = [];
  for (let c = 0; c < 52; c++) if (seen[c] === 0) pool.push(c);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(...pool.splice(ctx.rng.int(pool.length), 1));
  return out;
}

function cardsInPlay(hand: Hand): number[] {
  return [...hand.players.flatMap((p) => p.hole), ...hand.board];
}

/** The end of a hand: uncalled bet back, then each pot raked and paid, then HandEnded. */
function endHand(state: HoldemState & { phase: 'inHand' }, at: number): HoldemEvent[] {
  const events: HoldemEvent[] = [];
  let s: HoldemState = state;
  const push = (e: HoldemEvent): void => {
    events.push(e);
    s = evolve(s, e);
  };
  const uncalled = uncalledBet(state.hand.players);
  if (uncalled) push({ type: 'UncalledBetReturned', at, seat: uncalled.seat, amount: uncalled.amount });
  if (s.phase !== 'inHand') return events;
  // Chips no live player reached go back to their owners too, never into a lower pot (pots.ts).
  for (const back of unclaimable(s.hand.players)) push({ type: 'UncalledBetReturned', at, ...back });
  if (s.phase !== 'inHand') return events;
  const hand = s.hand;
  const contenders = live(hand);
  const values = new Map<number, number>();
  if (contenders.length > 1) {
    // A.7: the last aggressor shows first, else the first live seat left of the button.
    const seats = contenders.map((p) => p.seat);
    const start = hand.lastAggressor ?? clockwiseFrom(hand.button, seats)[0] ?? seats[0] ?? 0;
    const order = [start, ...clockwiseFrom(start, seats).filter((x) => x !== start)];
    const b = hand.board;
    for (const p of contenders) {
      values.set(
        p.seat,
        evaluate7(p.hole[0], p.hole[1], b[0] ?? 0, b[1] ?? 0, b[2] ?? 0, b[3] ?? 0, b[4] ?? 0),
      );
    }
    const hands = order.map((seat) => {
      const p = contenders.find((x) => x.seat === seat);
      return { seat, cards: p?.hole ?? ([0, 0] as const), value: values.get(seat) ?? 0 };
    });
    push({ type: 'HandsShown', at, order, hands });
  }
  const o = s.options;
  buildPots(hand.players).forEach((pot, index) => {
    // A pot with one claimant is theirs without comparing hands (issue 10 §7).
    const best = Math.max(...pot.eligible.map((seat) => values.get(seat) ?? 0));
    const winners =
      pot.eligible.length === 1
        ? pot.eligible
        : pot.eligible.filter((seat) => (values.get(seat) ?? 0) === best);
    // A.7: 4 % of each pot's effective amount, rounded down to the table's unit.
    const rake = rakeOf(pot.amount, o.rakeBasisPoints, o.rakeUnit);
    const record = {
      serial: s.rakeSerial + 1,
      table: o.tableId,
      at,
      hand: hand.no,
      pot: index,
      amount: pot.amount,
      rake,
    };
    const paid = splitPot(subtract(pot.amount, rake), winners, hand.button, o.seats);
    push({
      type: 'PotAwarded',
      at,
      pot: index,
      amount: pot.amount,
      eligible: pot.eligible,
      winners: paid,
      rake: record,
    });
  });
  push({ type: 'HandEnded', at, no: hand.no });
  return events;
}

/** Runs the hand forward from `events`: deals streets and ends the hand when due. */
function advance(state: HoldemState, events: HoldemEvent[], ctx: Ctx): Result {
  let s = events.reduce(evolve, state);
  const out = events.slice();
  while (s.phase === 'inHand') {
    const step = nextStep(s.hand);
    if (step === 'act') break;
    if (step === 'deal') {
      const street = s.hand.street === 'preflop' ? 'flop' : s.hand.street === 'flop' ? 'turn' : 'river';
      const cards = drawCards(cardsInPlay(s.hand), street === 'flop' ? 3 : 1, ctx);
      const e: HoldemEvent = { type: 'StreetDealt', at: ctx.now, street, cards };
      out.push(e);
      s = evolve(s, e);
      continue;
    }
    const ending = endHand(s, ctx.now);
    out.push(...ending);
    s = ending.reduce(evolve, s);
  }
  return accept(...out);
}

/** Starts a hand: button, blinds (heads-up: the button posts the small blind), antes, hole cards. */
function startHand(state: HoldemState, ctx: Ctx): Result {
  const seats = activeSeats(state);
  if (seats.length < 2) return reject('notEnoughPlayers', { minimum: 2 });
  const o = state.options;
  const button = state.button === null ? (seats[0] ?? 0) : (clockwiseFrom(state.button, seats)[0] ?? 0);
  const after = clockwiseFrom(button, seats);
  const headsUp = seats.length === 2;
  const sb = headsUp ? button : (after[0] ?? 0);
  const bb = headsUp ? (after[0] ?? 0) : (after[1] ?? 0);
  const cards = drawCards([], 2 * seats.length, ctx);
  // Cards dealt one at a time clockwise from the small blind's side of the button.
  const holes = after.map((seat, i) => ({
    seat,
    cards: [cards[i] ?? 0, cards[i + seats.length] ?? 0] as const,
  }));
  const at = ctx.now;
  const events: HoldemEvent[] = [
    {
      type: 'HandStarted',
      at,
      no: state.handNo + 1,
      button,
      smallBlindSeat: sb,
      bigBlindSeat: bb,
      holes: holes.sort((a, b) => a.seat - b.seat),
    },
  ];
  const stackOf = (seat: number): number => state.seats[seat]?.stack ?? 0;
  const paid = new Map<number, number>();
  const post = (seat: number, blind: 'ante' | 'small' | 'big', amount: number): void => {
    // A short stack posts what it has and is all in.
    const actual = Math.min(amount, stackOf(seat) - (paid.get(seat) ?? 0));
    paid.set(seat, (paid.get(seat) ?? 0) + actual);
    if (actual > 0) events.push({ type: 'Posted', at, seat, blind, amount: cents(actual) });
  };
  if (o.ante > 0) for (const seat of after) post(seat, 'ante', o.ante);
  post(sb, 'small', o.smallBlind);
  post(bb, 'big', o.bigBlind);
  return advance(state, events, ctx);
}

/** Decides a command. */
export function decide(state: HoldemState, command: HoldemCommand, ctx: Ctx): Result {
  const at = ctx.now;
  const o = state.options;
  const seat = 'seat' in command ? state.seats[command.seat] : undefined;
  const inThisHand = (n: number): boolean =>
    state.phase === 'inHand' && state.hand.players.some((p) => p.seat === n);
  switch (command.type) {
    case 'SitDown': {
      if (!Number.isInteger(command.seat) || command.seat < 1 || command.seat > o.seats)
        return reject('badSeat');
      if (seat) return reject('seatTaken');
      if (Object.values(state.seats).some((x) => x.player === command.player)) return reject('playerSeated');
      if (!Number.isSafeInteger(command.cave) || command.cave < o.caveMinimum) {
        return reject('belowCaveMinimum', { minimum: o.caveMinimum, text: formatEuros(o.caveMinimum) });
      }
      return accept({
        type: 'PlayerSeated',
        at,
        seat: command.seat,
        player: command.player,
        cave: command.cave,
      });
    }
    case 'Leave':
      if (!seat) return reject('notSeated');
      // A.7: the stack is taken back only when leaving, and never during a hand one plays.
      if (inThisHand(command.seat)) return reject('handInProgress');
      return accept({ type: 'PlayerLeft', at, seat: command.seat, stack: seat.stack });
    case 'Recave':
      if (!seat) return reject('notSeated');
      if (inThisHand(command.seat)) return reject('handInProgress');
      if (!Number.isSafeInteger(command.amount) || command.amount <= 0 || command.amount > o.recaveMaximum) {
        return reject('aboveRecaveMaximum', { maximum: o.recaveMaximum, text: formatEuros(o.recaveMaximum) });
      }
      return accept({ type: 'Recaved', at, seat: command.seat, amount: command.amount });
    case 'SitOut':
      if (!seat) return reject('notSeated');
      return accept({ type: 'SatOut', at, seat: command.seat });
    case 'SitIn':
      if (!seat) return reject('notSeated');
      return accept({ type: 'SatIn', at, seat: command.seat });
    case 'StartHand':
      if (state.phase === 'inHand') return reject('handInProgress');
      return startHand(state, ctx);
    case 'TimeOut': {
      if (state.phase !== 'inHand' || state.hand.toAct === null) return reject('noHand');
      if (at < state.hand.deadline) return reject('notDue');
      const p = state.hand.players.find((x) => x.seat === state.hand.toAct);
      if (!p) return reject('noHand');
      // Timeout: check if possible, else fold; the player is then sat out (absence, A.1).
      const action: BetAction = state.hand.currentBet > p.streetBet ? { kind: 'fold' } : { kind: 'check' };
      return act(state, p.seat, action, ctx, true);
    }
    case 'Act':
      if (state.phase !== 'inHand') return reject('noHand');
      if (state.hand.toAct !== command.seat) return reject('notYourTurn');
      return act(state, command.seat, command.action, ctx, false);
  }
}

function act(
  state: HoldemState & { phase: 'inHand' },
  seatNo: number,
  action: BetAction,
  ctx: Ctx,
  timedOut: boolean,
): Result {
  const player = state.hand.players.find((p) => p.seat === seatNo);
  const stack: Cents = state.seats[seatNo]?.stack ?? ZERO;
  if (!player) return reject('notYourTurn');
  const facts = validateAction(state.hand, player, stack, action, state.options);
  if (typeof facts === 'string') {
    const lim = limitsFor(state.hand, player, stack, state.options);
    if (facts === 'belowMinimum') return reject(facts, { minimum: lim.minTo, text: formatEuros(lim.minTo) });
    if (facts === 'aboveMaximum') return reject(facts, { maximum: lim.maxTo, text: formatEuros(lim.maxTo) });
    return reject(facts);
  }
  return advance(state, [{ type: 'Acted', at: ctx.now, seat: seatNo, ...facts, timedOut }], ctx);
}
