// One function applies a journaled decider event to the hub's memory of a table, for the live
// path and for the replay at start alike (STYLE.md: replay from the first event = live).
import type { Event } from '../../games/wheelRound/state.ts';
import { evolve } from '../../games/wheelRound/evolve.ts';
import { createTable } from '../../games/wheelRound/state.ts';
import type { StationChip, WheelMemory } from './wheelTypes.ts';

/** What a journal entry of a decider event carries besides the event. */
export interface EntryFacts {
  /** The entry's journal seq (a RoundOpened's seq is the hub's round id). */
  readonly seq: number;
  /** The station that placed a bet (BetPlaced only). */
  readonly terminalId?: string;
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
  };
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
      return { ...memory, state, roundId: facts.seq, lastSettledChips: new Map(), lastOutcome: null };
    case 'BetPlaced': {
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
      return { ...memory, state, roundId: null, lastSettledChips: chips };
    }
    case 'RoundVoided':
      return { ...memory, state, roundId: null };
    default:
      return { ...memory, state };
  }
}
