// A card table's memory: the engine state plus the seats, the absences and the consignments, as the
// fold of the table's journal entries. One function applies an entry, for the live path and for the
// replay at start alike (STYLE.md: replay from the first event = live).
import type { Cents } from '../../../games/money.ts';
import type { CardGame } from './cardGame.ts';
import type { Consignment, OrphanRecord } from './consignments.ts';

/** Who sits at a station. */
export interface Occupant {
  /** The player's terminal. */
  readonly terminalId: string;
  /** The registered player logged in at the station by card (hub/players), or null if anonymous. */
  readonly playerId: string | null;
  readonly playerName: string | null;
  /** The station's chosen minimum (A.1), or null for the table's. */
  readonly minimum: Cents | null;
  /** Epoch ms when the table raised the absence to staff, or null. */
  readonly absenceRaisedAt: number | null;
  /** Epoch ms when the player said "Je m'absente" (issue 12 §5), until their next sign of life; else null. */
  readonly awaySince: number | null;
}

/** Hub facts of a card table (journaled as `Card<type>`). */
export type CardFact =
  | {
      readonly type: 'SeatTaken';
      readonly at: number;
      readonly seat: number;
      readonly terminalId: string;
      /** Absent in entries written before players logged in at card tables. */
      readonly playerId?: string | null;
      readonly playerName: string | null;
    }
  | { readonly type: 'SeatLeft'; readonly at: number; readonly seat: number; readonly terminalId: string }
  | {
      readonly type: 'MinimumChosen';
      readonly at: number;
      readonly seat: number;
      readonly minimum: Cents | null;
    }
  | {
      readonly type: 'AbsenceRaised';
      readonly at: number;
      readonly seat: number;
      readonly terminalId: string;
      readonly lastSeenAt: number;
    }
  | {
      // Issue 12 §5: "Je m'absente" at the station starts the absence of seed 000 now.
      readonly type: 'AwayDeclared';
      readonly at: number;
      readonly seat: number;
      readonly terminalId: string;
    }
  | {
      readonly type: 'AbsenceEnded';
      readonly at: number;
      readonly seat: number;
      readonly terminalId: string;
    }
  | {
      readonly type: 'PlayerSuspended';
      readonly at: number;
      readonly seat: number;
      readonly terminalId: string;
      /** Absent in entries written before players logged in at card tables. */
      readonly playerId?: string | null;
      readonly playerName: string | null;
      /** Stake and credit consigned (the stake was first withdrawn to the credit). */
      readonly amount: Cents;
      readonly consignedAt: string;
      readonly by: string;
    }
  | {
      readonly type: 'ConsignmentClaimed';
      readonly at: number;
      readonly consignmentId: number;
      readonly seat: number;
      readonly amount: Cents;
      readonly terminalId: string;
      readonly by: string;
    }
  | {
      readonly type: 'HandVoided';
      readonly at: number;
      readonly reason: string;
      readonly refunds: readonly { readonly seat: number; readonly amount: Cents }[];
    };

/** A journaled entry of a card table: an engine event or a hub fact. */
export type CardEntry<E> =
  { readonly kind: 'event'; readonly event: E } | { readonly kind: 'fact'; readonly fact: CardFact };

/** The memory of a card table. */
export interface CardMemory<S> {
  readonly state: S;
  /** Occupants by seat (plain object so that replay and live compare with deep equality). */
  readonly seats: Readonly<Record<number, Occupant>>;
  readonly consignments: readonly Consignment[];
  /** The journal seq of the deal of the hand in progress (the hand id), or null. */
  readonly handSeq: number | null;
  /** When the first stake of the coming hand was placed: the betting time runs from it. */
  readonly firstBetAt: number | null;
}

/** A table's memory before its first entry. */
export function emptyMemory<S, C, E extends { type: string; at: number }>(
  game: CardGame<S, C, E>,
): CardMemory<S> {
  return { state: game.initial(), seats: {}, consignments: [], handSeq: null, firstBetAt: null };
}

/** The seat of `terminalId`, or undefined. */
export function seatOf<S>(memory: CardMemory<S>, terminalId: string): number | undefined {
  for (const [seat, o] of Object.entries(memory.seats)) if (o.terminalId === terminalId) return Number(seat);
  return undefined;
}

function withoutSeat<S>(memory: CardMemory<S>, seat: number): CardMemory<S> {
  const { [seat]: _gone, ...seats } = memory.seats;
  return { ...memory, seats };
}

function applyFact<S, C, E extends { type: string; at: number }>(
  game: CardGame<S, C, E>,
  m: CardMemory<S>,
  fact: CardFact,
  seq: number,
): CardMemory<S> {
  switch (fact.type) {
    case 'SeatTaken':
      return {
        ...m,
        seats: {
          ...m.seats,
          [fact.seat]: {
            terminalId: fact.terminalId,
            playerId: fact.playerId ?? null,
            playerName: fact.playerName,
            minimum: null,
            absenceRaisedAt: null,
            awaySince: null,
          },
        },
      };
    case 'SeatLeft':
      return withoutSeat(m, fact.seat);
    case 'MinimumChosen': {
      const o = m.seats[fact.seat];
      return o ? { ...m, seats: { ...m.seats, [fact.seat]: { ...o, minimum: fact.minimum } } } : m;
    }
    case 'AbsenceRaised': {
      const o = m.seats[fact.seat];
      return o ? { ...m, seats: { ...m.seats, [fact.seat]: { ...o, absenceRaisedAt: fact.at } } } : m;
    }
    case 'AwayDeclared': {
      const o = m.seats[fact.seat];
      return o ? { ...m, seats: { ...m.seats, [fact.seat]: { ...o, awaySince: fact.at } } } : m;
    }
    case 'AbsenceEnded': {
      const o = m.seats[fact.seat];
      const back = { absenceRaisedAt: null, awaySince: null };
      return o ? { ...m, seats: { ...m.seats, [fact.seat]: { ...o, ...back } } } : m;
    }
    case 'PlayerSuspended': {
      // Nothing to consign (a zero credit): the seat is freed and nothing goes to the register.
      if (fact.amount === 0) return withoutSeat(m, fact.seat);
      const consignment: Consignment = {
        id: seq,
        seat: fact.seat,
        // The consignment is in the registered player's name; an anonymous player's, the station's.
        playerId: fact.playerId ?? fact.terminalId,
        playerName: fact.playerName,
        amount: fact.amount,
        consignedAt: fact.consignedAt,
        status: 'held',
      };
      return { ...withoutSeat(m, fact.seat), consignments: [...m.consignments, consignment] };
    }
    case 'ConsignmentClaimed':
      return {
        ...m,
        consignments: m.consignments.map((c) =>
          c.id === fact.consignmentId ? { ...c, status: 'claimed' } : c,
        ),
      };
    case 'HandVoided':
      return { ...m, state: game.voidHand(m.state), handSeq: null, firstBetAt: null };
  }
}

/** The memory after one entry journaled at `seq`. */
export function applyEntry<S, C, E extends { type: string; at: number }>(
  game: CardGame<S, C, E>,
  m: CardMemory<S>,
  entry: CardEntry<E>,
  seq: number,
): CardMemory<S> {
  if (entry.kind === 'fact') return applyFact(game, m, entry.fact, seq);
  const event = entry.event;
  const state = game.evolve(m.state, event);
  if (game.dealt(event)) return { ...m, state, handSeq: seq, firstBetAt: null };
  if (game.settled(event)) return { ...m, state, handSeq: null, firstBetAt: null };
  const staked = game.seatsWithStakes(state).length > 0;
  // The betting time runs from the first stake of the hand; withdrawing every stake stops it.
  const firstBetAt = staked ? (m.firstBetAt ?? event.at) : null;
  return { ...m, state, firstBetAt: game.inHand(state) ? null : firstBetAt };
}

/** The memory after an orphans-register entry of this table (the consignment of that seat and time). */
export function applyOrphan<S>(m: CardMemory<S>, record: OrphanRecord): CardMemory<S> {
  return {
    ...m,
    consignments: m.consignments.map((c) =>
      c.status === 'held' && c.seat === record.seat && c.consignedAt === record.consignedAt
        ? { ...c, status: 'orphaned' }
        : c,
    ),
  };
}
