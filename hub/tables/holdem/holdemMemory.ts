// The hub's memory of a hold'em table: the engine state plus what the hub adds (which station
// sits where, the partie and its cave minimum, the modèle 7 serial of the gaming day). One
// function folds a journaled fact into it, for the live path and the replay at start alike
// (STYLE.md: replay from the first event reproduces the live state).
import { evolve } from '../../../games/holdem/evolve.ts';
import type { HoldemOptions } from '../../../games/holdem/options.ts';
import { type HoldemEvent, type HoldemState, initialState } from '../../../games/holdem/state.ts';
import { type Cents, ZERO, add, cents } from '../../../games/money.ts';

/** The partie in progress or the last one (seed 000: "plusieurs parties par table"). */
export interface Partie {
  /** 1, 2, … per table; 0 before the first. */
  readonly no: number;
  readonly open: boolean;
  /** Rake taken in this partie so far (final once it is closed). */
  readonly rake: Cents;
  /** Pots raked in this partie. */
  readonly pots: number;
  /** Seat of each player who sat in this partie (seed 000: nobody changes seat during a partie). */
  readonly seatOfPlayer: ReadonlyMap<string, number>;
}

/** A hold'em table as the hub knows it. */
export interface HoldemMemory {
  readonly state: HoldemState;
  /** The station each seated player plays from. */
  readonly terminalOfSeat: ReadonlyMap<number, string>;
  readonly partie: Partie;
  /** Gaming day of the last PotRaked and its serial (1-based per table per gaming day). */
  readonly rakeDay: string | null;
  readonly rakeSerial: number;
}

/** The blinds, ante and cave minimum a partie starts with (seed 000: set by the director). */
export interface PartieSettings {
  readonly caveMinimum: Cents;
  readonly smallBlind: Cents;
  readonly bigBlind: Cents;
  readonly ante: Cents;
}

/** One journaled fact of a hold'em table, as the fold reads it. */
export type HoldemFact =
  | { readonly kind: 'engine'; readonly event: HoldemEvent; readonly terminalId?: string }
  | { readonly kind: 'potRaked'; readonly day: string; readonly serial: number; readonly rake: Cents }
  | { readonly kind: 'partieStarted'; readonly partie: number; readonly settings: PartieSettings }
  | { readonly kind: 'partieEnded' }
  | { readonly kind: 'handVoided'; readonly refunds: readonly { seat: number; amount: Cents }[] };

/** A table's memory before its first fact. */
export function emptyMemory(options: HoldemOptions): HoldemMemory {
  return {
    state: initialState(options),
    terminalOfSeat: new Map(),
    partie: { no: 0, open: false, rake: ZERO, pots: 0, seatOfPlayer: new Map() },
    rakeDay: null,
    rakeSerial: 0,
  };
}

/** The memory after `fact`. */
export function applyFact(m: HoldemMemory, fact: HoldemFact): HoldemMemory {
  switch (fact.kind) {
    case 'engine':
      return applyEvent(m, fact.event, fact.terminalId);
    case 'potRaked':
      return {
        ...m,
        rakeDay: fact.day,
        rakeSerial: fact.serial,
        partie: { ...m.partie, rake: add(m.partie.rake, fact.rake), pots: m.partie.pots + 1 },
      };
    case 'partieStarted': {
      const options: HoldemOptions = { ...m.state.options, ...fact.settings };
      return {
        ...m,
        state: { ...m.state, options },
        partie: { no: fact.partie, open: true, rake: ZERO, pots: 0, seatOfPlayer: seatedPlayers(m.state) },
      };
    }
    case 'partieEnded':
      return { ...m, partie: { ...m.partie, open: false } };
    case 'handVoided': {
      // The crash/incident rule (docs/holdem-room.md): each contribution goes back to its stack.
      const s = m.state;
      const seats = { ...s.seats };
      for (const r of fact.refunds) {
        const seat = seats[r.seat];
        if (seat) seats[r.seat] = { ...seat, stack: cents(seat.stack + r.amount) };
      }
      const { options, handNo, button, rakeSerial, rakeTotal, netBrought } = s;
      return {
        ...m,
        state: { phase: 'waiting', options, seats, handNo, button, rakeSerial, rakeTotal, netBrought },
      };
    }
  }
}

function seatedPlayers(s: HoldemState): Map<string, number> {
  return new Map(Object.entries(s.seats).map(([n, seat]) => [seat.player, Number(n)]));
}

function applyEvent(m: HoldemMemory, event: HoldemEvent, terminalId: string | undefined): HoldemMemory {
  const state = evolve(m.state, event);
  switch (event.type) {
    case 'PlayerSeated': {
      const terminals = new Map(m.terminalOfSeat);
      if (terminalId !== undefined) terminals.set(event.seat, terminalId);
      const seatOfPlayer = new Map(m.partie.seatOfPlayer).set(event.player, event.seat);
      return {
        ...m,
        state,
        terminalOfSeat: terminals,
        partie: m.partie.open ? { ...m.partie, seatOfPlayer } : m.partie,
      };
    }
    case 'PlayerLeft': {
      const terminals = new Map(m.terminalOfSeat);
      terminals.delete(event.seat);
      return { ...m, state, terminalOfSeat: terminals };
    }
    default:
      return { ...m, state };
  }
}

/** The seat a player occupies, if seated. */
export function seatOfPlayer(m: HoldemMemory, playerId: string): number | undefined {
  const found = Object.entries(m.state.seats).find(([, s]) => s.player === playerId);
  return found ? Number(found[0]) : undefined;
}

/** The hand id of hand `no` at `tableId` (the PotRaked `handId`). */
export function handIdOf(tableId: string, no: number): string {
  return `${tableId}#${no}`;
}
