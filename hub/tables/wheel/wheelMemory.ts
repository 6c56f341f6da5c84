// One function applies a journaled decider event to the hub's memory of a table, for the live
// path and for the replay at start alike (STYLE.md: replay from the first event = live).
import type { Event } from '../../../games/wheelRound/state.ts';
import { evolve } from '../../../games/wheelRound/evolve.ts';
import { createTable, roundChips, seatBets } from '../../../games/wheelRound/state.ts';
import type { PlacedChip } from '../../../games/wheelRound/types.ts';
import type { Settlement } from '../../../games/wheelRound/settlement.ts';
import { type Cents, ZERO, add, max, min, subtract } from '../../../games/money.ts';
import type {
  PlacedBet,
  SeatGain,
  SettledRound,
  StationChip,
  VoidedRound,
  WheelMemory,
} from './wheelTypes.ts';

/** What a journal entry of a decider event carries besides the event. */
export interface EntryFacts {
  /** The entry's journal seq (a RoundOpened's seq is the hub's round id). */
  readonly seq: number;
  /** The station that placed a bet (BetPlaced only). */
  readonly terminalId?: string;
  /** The player logged in by card at that station, if any (BetPlaced only; issue 12 §3). */
  readonly playerId?: string;
}

/** A table's memory before its first event. */
export function emptyMemory<S, P, O>(options: P): WheelMemory<S, P, O> {
  return {
    state: createTable<S, P>(options, null),
    terminalOfSeat: new Map(),
    seatOfTerminal: new Map(),
    roundId: null,
    lastSettledChips: new Map(),
    lastOutcome: null,
    betsById: new Map(),
    playerOfBet: new Map(),
    previousBets: new Map(),
    settled: null,
    voided: null,
  };
}

/** Seat `seat`'s bets of the round in progress still on the layout, in the order placed. */
export function seatPlacedBets<S, P, O>(memory: WheelMemory<S, P, O>, seat: number): PlacedBet<S>[] {
  const round = memory.state.round;
  return round === null ? [] : groupByBet(seatBets(round, seat)?.chips ?? [], memory.betsById);
}

/** Chips grouped by the bet that placed them, in the order of each bet's first chip. */
function groupByBet<S>(
  chips: readonly PlacedChip<S>[],
  betsById: ReadonlyMap<string, unknown>,
): PlacedBet<S>[] {
  const byId = new Map<string, { spot: S; stake: Cents }[]>();
  for (const c of chips) {
    const list = byId.get(c.betId);
    if (list === undefined) byId.set(c.betId, [{ spot: c.spot, stake: c.stake }]);
    else list.push({ spot: c.spot, stake: c.stake });
  }
  return [...byId].map(([betId, list]) => ({ betId, bet: betsById.get(betId), chips: list }));
}

/** The previous bets once the round in progress ends: the seats that played it replace theirs. */
function endedRound<S, P, O>(memory: WheelMemory<S, P, O>): ReadonlyMap<number, readonly PlacedBet<S>[]> {
  const round = memory.state.round;
  if (round === null) return memory.previousBets;
  const bySeat = new Map<number, PlacedChip<S>[]>();
  for (const chip of roundChips(round)) {
    const list = bySeat.get(chip.seat);
    if (list === undefined) bySeat.set(chip.seat, [chip]);
    else list.push(chip);
  }
  if (bySeat.size === 0) return memory.previousBets;
  const next = new Map(memory.previousBets);
  for (const [seat, chips] of bySeat) next.set(seat, groupByBet(chips, memory.betsById));
  return next;
}

/** Each seat's gain in `settlement` (SeatGain: won and stake returned, chip by chip). */
function seatGains<S, O>(settlement: Settlement<S, O>): Map<number, SeatGain> {
  const gains = new Map<number, SeatGain>();
  const none: SeatGain = { staked: ZERO, returned: ZERO, won: ZERO, stakeReturned: ZERO, jackpot: ZERO };
  for (const b of settlement.bets) {
    const g = gains.get(b.seat) ?? none;
    gains.set(b.seat, {
      ...g,
      // A stake carried from prison was staked in an earlier spin: it returns here, it is not staked anew.
      staked: b.carried ? g.staked : add(g.staked, b.stake),
      returned: add(g.returned, b.returned),
      won: add(g.won, b.returned > b.stake ? subtract(b.returned, b.stake) : ZERO),
      stakeReturned: add(g.stakeReturned, min(b.returned, b.stake)),
    });
  }
  for (const p of settlement.players) {
    const g = gains.get(p.seat) ?? none;
    gains.set(p.seat, { ...g, jackpot: add(g.jackpot, max(p.jackpot, ZERO)) });
  }
  return gains;
}

/** The seat of `terminalId`: its own if it ever bet here, else the next free number. */
export function seatFor<S, P, O>(memory: WheelMemory<S, P, O>, terminalId: string): number {
  return memory.seatOfTerminal.get(terminalId) ?? memory.terminalOfSeat.size + 1;
}

/** The memory after `event`, journaled with `facts`. */
export function applyEntry<S, B, O, P>(
  memory: WheelMemory<S, P, O>,
  event: Event<S, B, O>,
  facts: EntryFacts,
): WheelMemory<S, P, O> {
  const state = evolve(memory.state, event);
  switch (event.type) {
    case 'RoundOpened':
      return {
        ...memory,
        state,
        roundId: facts.seq,
        lastSettledChips: new Map(),
        lastOutcome: null,
        betsById: new Map(),
        playerOfBet: new Map(),
      };
    case 'BetPlaced': {
      memory.betsById.set(event.betId, event.bet);
      if (facts.playerId !== undefined) memory.playerOfBet.set(event.betId, facts.playerId);
      if (facts.terminalId === undefined || memory.terminalOfSeat.has(event.seat))
        return { ...memory, state };
      return {
        ...memory,
        state,
        terminalOfSeat: new Map(memory.terminalOfSeat).set(event.seat, facts.terminalId),
        seatOfTerminal: new Map(memory.seatOfTerminal).set(facts.terminalId, event.seat),
      };
    }
    case 'ResultDetected':
    case 'ResultEntered':
      return { ...memory, state, lastOutcome: event.outcome };
    case 'RoundSettled': {
      const chips = new Map<number, StationChip<S>[]>();
      for (const b of event.settlement.bets) {
        if (b.carried) continue;
        const list = chips.get(b.seat) ?? [];
        list.push({ betId: b.betId, spot: b.spot, stake: b.stake });
        chips.set(b.seat, list);
      }
      // The outcome of every journaled event carries its stored pocket (wheelTypes.ts PocketOutcome).
      const pocket = (event.settlement.outcome as { readonly pocket?: number }).pocket ?? 0;
      const settled: SettledRound | null =
        memory.roundId === null
          ? memory.settled
          : { roundId: memory.roundId, pocket, bySeat: seatGains(event.settlement) };
      return {
        ...memory,
        state,
        roundId: null,
        lastSettledChips: chips,
        previousBets: endedRound(memory),
        settled,
      };
    }
    case 'RoundVoided': {
      const voided: VoidedRound | null =
        memory.roundId === null
          ? memory.voided
          : {
              roundId: memory.roundId,
              reason: event.reason,
              bySeat: new Map(event.refunds.map((r) => [r.seat, r.amount])),
            };
      return { ...memory, state, roundId: null, previousBets: endedRound(memory), voided };
    }
    default:
      return { ...memory, state };
  }
}
