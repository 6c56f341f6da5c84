// Game recall of the hold'em tables (RULES.md A.1: "the last 10 games of each station … including
// a game interrupted mid-way"), for hub/registers/gameRecall.ts: a station's game is one hand it
// was dealt into, from `HoldemHandStarted` to `HoldemHandEnded`, or `HoldemHandVoided` (the
// contributions given back). Its stakes are the seat's blinds, ante and bets (stack → pot), its
// wins what came back to the stack (uncalled bets, pots, refunds), and its credit the player's
// stack at the table (`stack:<tableId>:<playerId>`, docs/holdem-room.md), so the recall adds up
// with the ledger: credit after = credit before − stakes + wins.
import type { Street } from '../../../games/holdem/state.ts';
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { EntryPayload } from '../../entries/catalogue.ts';
import { kindSet, parseEntryOf } from '../../entries/typedJournal.ts';
import type { GameRecallMapper, RecallDraft, RecalledBet } from '../../registers/gameRecall.ts';
import { voidedOutcome } from '../../registers/voidedOutcome.ts';
import type { Fact } from '../../store/rebuild/journalFacts.ts';
import { accounts } from '../../store/accounts.ts';

const KINDS = [
  'HoldemPlayerSeated',
  'HoldemHandStarted',
  'HoldemPosted',
  'HoldemActed',
  'HoldemStreetDealt',
  'HoldemUncalledBetReturned',
  'HoldemHandsShown',
  'HoldemPotAwarded',
  'HoldemHandEnded',
  'HoldemHandVoided',
] as const;

const BLIND_LABELS: Readonly<Record<string, string>> = {
  small: 'petite blinde',
  big: 'grosse blinde',
  ante: 'ante',
};
const ACTION_LABELS: Readonly<Record<string, string>> = {
  call: 'suit',
  bet: 'mise',
  raise: 'relance',
  allIn: 'tapis',
};
const STREET_LABELS: Readonly<Record<Street, string>> = {
  preflop: 'préflop',
  flop: 'flop',
  turn: 'turn',
  river: 'river',
};
const FOLDED_AT: Readonly<Record<Street, string>> = {
  preflop: 'couché avant le flop',
  flop: 'couché au flop',
  turn: 'couché au turn',
  river: 'couché à la river',
};

/** One station's part in the hand in progress. */
interface Seat {
  readonly terminalId: string;
  readonly playerId: string;
  readonly bets: RecalledBet[];
  stakes: Cents;
  wins: Cents;
  /** Pots won (uncalled bets and refunds are not). */
  pots: number;
  foldedAt: Street | null;
  shown: boolean;
}

interface Hand {
  readonly handId: string;
  readonly startedAt: string;
  readonly firstSeq: number;
  lastSeq: number;
  street: Street;
  readonly seats: Map<number, Seat>;
}

/** The kinds the recall reads, as a set for the catalogue's parse. */
const RECALL_KINDS = kindSet(KINDS);

/** A Posted or Acted event, parsed. */
type StakeEvent = EntryPayload<'HoldemPosted' | 'HoldemActed'>['event'];

/** The outcome of a finished hand for one seat, French. */
function outcomeOf(seat: Seat): string {
  if (seat.foldedAt !== null) return FOLDED_AT[seat.foldedAt];
  if (seat.pots > 0) return seat.pots === 1 ? 'remporte le pot' : `remporte ${seat.pots} pots`;
  return seat.shown ? 'perd à l’abattage' : 'perd le coup';
}

/** The readable stake of a Posted or Acted event ("grosse blinde", "relance flop"). */
function betLabel(event: StakeEvent, street: Street): string {
  if (event.type === 'Posted') return BLIND_LABELS[event.blind] ?? event.blind;
  const action = event.allIn ? 'allIn' : event.action;
  return `${ACTION_LABELS[action] ?? action} ${STREET_LABELS[street]}`;
}

/** The hold'em recall mapper (registered as `holdem` in RECALL_MAPPERS). */
export const holdemRecall: GameRecallMapper = {
  kinds: KINDS,
  // A hand is a game and opens with its HoldemHandStarted; who sits where outlives hands, so the
  // seatings are read from the start.
  window: { boundaryKinds: ['HoldemHandStarted'], starts: 'at', carried: ['HoldemPlayerSeated'] },
  games(tableId: string, entries: readonly Fact[]): RecallDraft[] {
    const drafts: RecallDraft[] = [];
    // Who sits where, and from which station (the latest PlayerSeated of each seat).
    const seated = new Map<number, { terminalId: string; playerId: string }>();
    let hand: Hand | null = null;
    const draftOf = (
      h: Hand,
      seat: Seat,
      status: RecallDraft['status'],
      outcome: string,
      end: Fact | null,
    ) => ({
      game: 'holdem',
      tableId,
      terminalId: seat.terminalId,
      gameId: h.handId,
      status,
      startedAt: h.startedAt,
      endedAt: end?.at ?? null,
      bets: seat.bets,
      stakes: seat.stakes,
      outcome,
      wins: seat.wins,
      firstSeq: h.firstSeq,
      lastSeq: end?.seq ?? h.lastSeq,
      creditAccount: accounts.stack(tableId, seat.playerId),
    });
    for (const f of entries) {
      const read = parseEntryOf(RECALL_KINDS, f.kind, f.payload, f.seq);
      if (read === null) continue;
      // An entry the chain vouches for yet unreadable: a recall past it would misstate the
      // station's games, so the recall stops and names it.
      if (!read.ok) throw read.error;
      const entry = read.entry;
      if (entry.kind === 'HoldemPlayerSeated') {
        const { playerId, terminalId, event } = entry.payload;
        seated.set(event.seat, { terminalId: terminalId ?? playerId, playerId });
        continue;
      }
      if (entry.kind === 'HoldemHandStarted') {
        const seats = new Map<number, Seat>();
        for (const h of entry.payload.event.holes) {
          const who = seated.get(h.seat);
          if (who === undefined) continue;
          seats.set(h.seat, {
            ...who,
            bets: [],
            stakes: ZERO,
            wins: ZERO,
            pots: 0,
            foldedAt: null,
            shown: false,
          });
        }
        hand = {
          handId: String(entry.payload.handId),
          startedAt: f.at,
          firstSeq: f.seq,
          lastSeq: f.seq,
          street: 'preflop',
          seats,
        };
        continue;
      }
      if (hand === null || entry.payload.handId !== hand.handId) continue;
      hand.lastSeq = f.seq;
      switch (entry.kind) {
        case 'HoldemPosted':
        case 'HoldemActed': {
          const { event } = entry.payload;
          const seat = hand.seats.get(event.seat);
          if (seat === undefined) break;
          if (event.type === 'Acted' && event.action === 'fold') seat.foldedAt = hand.street;
          if (event.amount > 0) {
            seat.bets.push({ label: betLabel(event, hand.street), stake: event.amount });
            seat.stakes = add(seat.stakes, event.amount);
          }
          break;
        }
        case 'HoldemStreetDealt':
          hand.street = entry.payload.event.street;
          break;
        case 'HoldemUncalledBetReturned': {
          const seat = hand.seats.get(entry.payload.event.seat);
          if (seat !== undefined) seat.wins = add(seat.wins, entry.payload.event.amount);
          break;
        }
        case 'HoldemHandsShown':
          for (const h of entry.payload.event.hands) {
            const s = hand.seats.get(h.seat);
            if (s !== undefined) s.shown = true;
          }
          break;
        case 'HoldemPotAwarded':
          for (const w of entry.payload.winners) {
            const s = hand.seats.get(w.seat);
            if (s === undefined) continue;
            s.wins = add(s.wins, w.amount);
            s.pots += 1;
          }
          break;
        case 'HoldemHandEnded':
          for (const s of hand.seats.values()) drafts.push(draftOf(hand, s, 'settled', outcomeOf(s), f));
          hand = null;
          break;
        case 'HoldemHandVoided': {
          // The incident or crash rule: each contribution goes back to its stack.
          for (const r of entry.payload.refunds) {
            const s = hand.seats.get(r.seat);
            if (s !== undefined) s.wins = add(s.wins, r.amount);
          }
          const outcome = voidedOutcome(entry.payload.reason);
          for (const s of hand.seats.values()) drafts.push(draftOf(hand, s, 'voided', outcome, f));
          hand = null;
          break;
        }
      }
    }
    if (hand !== null)
      for (const s of hand.seats.values()) drafts.push(draftOf(hand, s, 'inProgress', 'en cours', null));
    return drafts;
  },
};
