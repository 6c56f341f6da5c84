// Applies hold'em events: trusts them, never fails, never draws.
import { type Cents, ZERO, add, cents, subtract } from '../money.ts';
import type { Seat } from './state.ts';
import type { Hand, HoldemEvent, HoldemState, InHand, Table } from './state.ts';
import { live, nextActor } from './turns.ts';

function tableOf(s: HoldemState): Table {
  const { options, seats, handNo, button, rakeSerial, rakeTotal, netBrought } = s;
  return { options, seats, handNo, button, rakeSerial, rakeTotal, netBrought };
}

function withSeat(t: Table, seat: number, change: (s: Seat) => Seat): Table {
  const s = t.seats[seat];
  return s ? { ...t, seats: { ...t.seats, [seat]: change(s) } } : t;
}

function withPlayer(hand: Hand, seat: number, change: (p: InHand) => InHand): Hand {
  return { ...hand, players: hand.players.map((p) => (p.seat === seat ? change(p) : p)) };
}

/** Moves `amount` from a seat's stack into the hand. */
function commit(t: Table, hand: Hand, seat: number, amount: Cents, streetBet: boolean): [Table, Hand] {
  const table = withSeat(t, seat, (s) => ({ ...s, stack: subtract(s.stack, amount) }));
  const stackLeft = table.seats[seat]?.stack ?? ZERO;
  const next = withPlayer(hand, seat, (p) => ({
    ...p,
    committed: add(p.committed, amount),
    streetBet: streetBet ? add(p.streetBet, amount) : p.streetBet,
    allIn: stackLeft === 0,
  }));
  return [table, next];
}

/**
 * Who opens a street after the flop: the first live player left of the button (B §8.2); no one
 * when fewer than two players can still act (`nextActor`).
 */
function openStreet(hand: Hand, at: number, turnMs: number): Hand {
  return { ...hand, toAct: nextActor(hand, hand.button), deadline: at + turnMs };
}

/** The state after one event. */
export function evolve(state: HoldemState, event: HoldemEvent): HoldemState {
  const t = tableOf(state);
  const hand = state.phase === 'inHand' ? state.hand : null;
  const inHand = (table: Table, h: Hand): HoldemState => ({ ...table, phase: 'inHand', hand: h });
  switch (event.type) {
    case 'PlayerSeated':
      return {
        ...state,
        seats: { ...t.seats, [event.seat]: { player: event.player, stack: event.cave, sittingOut: false } },
        netBrought: add(t.netBrought, event.cave),
      };
    case 'PlayerLeft': {
      const { [event.seat]: _gone, ...seats } = t.seats;
      return { ...state, seats, netBrought: subtract(t.netBrought, event.stack) };
    }
    case 'Recaved':
      return {
        ...state,
        ...withSeat(t, event.seat, (s) => ({ ...s, stack: add(s.stack, event.amount) })),
        netBrought: add(t.netBrought, event.amount),
      };
    case 'SatOut':
      return { ...state, ...withSeat(t, event.seat, (s) => ({ ...s, sittingOut: true })) };
    case 'SatIn':
      return { ...state, ...withSeat(t, event.seat, (s) => ({ ...s, sittingOut: false })) };
    case 'HandStarted': {
      // Kept in seat order: turn order is a rotation of this array (turns.ts).
      const holes = event.holes.slice().sort((a, b) => a.seat - b.seat);
      const players: InHand[] = holes.map(({ seat, cards }) => ({
        seat,
        hole: cards,
        committed: ZERO,
        streetBet: ZERO,
        folded: false,
        allIn: false,
        acted: false,
        facedBet: ZERO,
      }));
      const h: Hand = {
        no: event.no,
        button: event.button,
        smallBlindSeat: event.smallBlindSeat,
        bigBlindSeat: event.bigBlindSeat,
        street: 'preflop',
        board: [],
        players,
        currentBet: ZERO,
        lastRaiseSize: t.options.bigBlind,
        // Pre-flop the big blind is the opening bet (fixed-limit cap counts it).
        raises: 1,
        lastAggressor: null,
        toAct: null,
        deadline: event.at + t.options.turnMs,
        shown: {},
        awarded: ZERO,
      };
      return inHand({ ...t, handNo: event.no, button: event.button }, h);
    }
    default:
      break;
  }
  if (hand === null) return state;
  switch (event.type) {
    case 'Posted': {
      const [table, h] = commit(t, hand, event.seat, event.amount, event.blind !== 'ante');
      const currentBet = cents(Math.max(h.currentBet, ...h.players.map((p) => p.streetBet)));
      const after = { ...h, currentBet };
      // Pre-flop the first to act is left of the big blind (heads-up: the button, who is small blind).
      return inHand(table, {
        ...after,
        toAct: nextActor(after, hand.bigBlindSeat),
        deadline: event.at + t.options.turnMs,
      });
    }
    case 'Acted': {
      let table = t;
      let h = hand;
      if (event.amount > 0) [table, h] = commit(table, h, event.seat, event.amount, true);
      const raised = event.to > hand.currentBet;
      h = withPlayer(h, event.seat, (p) => ({
        ...p,
        folded: p.folded || event.action === 'fold',
        acted: true,
        facedBet: raised ? event.to : hand.currentBet,
      }));
      if (raised) {
        h = {
          ...h,
          currentBet: event.to,
          lastRaiseSize: event.fullRaise ? cents(event.to - hand.currentBet) : hand.lastRaiseSize,
          raises: hand.raises + 1,
          lastAggressor: event.seat,
        };
      }
      if (event.timedOut) table = withSeat(table, event.seat, (s) => ({ ...s, sittingOut: true }));
      const toAct = live(h).length <= 1 ? null : nextActor(h, event.seat);
      return inHand(table, { ...h, toAct, deadline: event.at + t.options.turnMs });
    }
    case 'StreetDealt': {
      const h: Hand = {
        ...hand,
        street: event.street,
        board: [...hand.board, ...event.cards],
        players: hand.players.map((p) => ({ ...p, streetBet: ZERO, acted: false, facedBet: ZERO })),
        currentBet: ZERO,
        lastRaiseSize: t.options.bigBlind,
        raises: 0,
        lastAggressor: null,
      };
      return inHand(t, openStreet(h, event.at, t.options.turnMs));
    }
    case 'UncalledBetReturned': {
      const table = withSeat(t, event.seat, (s) => ({ ...s, stack: add(s.stack, event.amount) }));
      return inHand(
        table,
        withPlayer(hand, event.seat, (p) => ({ ...p, committed: subtract(p.committed, event.amount) })),
      );
    }
    case 'HandsShown': {
      const shown = Object.fromEntries(event.hands.map((x) => [x.seat, x.cards]));
      return inHand(t, { ...hand, shown, toAct: null });
    }
    case 'PotAwarded': {
      let table: Table = {
        ...t,
        rakeSerial: event.rake.serial,
        rakeTotal: add(t.rakeTotal, event.rake.rake),
      };
      for (const w of event.winners)
        table = withSeat(table, w.seat, (s) => ({ ...s, stack: add(s.stack, w.amount) }));
      return inHand(table, { ...hand, awarded: add(hand.awarded, event.amount), toAct: null });
    }
    case 'HandEnded':
      return { ...t, phase: 'waiting' };
  }
  return state;
}
