// Writes hold'em facts to the journal, one entry each, with the ledger transfers they imply,
// inside the caller's transaction (DESIGN.md "Money"). Engine events are journaled as
// `Holdem<EventType>` with `{ tableId, handId, event, … }`; each pot's rake is its own entry,
// `PotRaked { tableId, handId, serial, pot, rake }` (the modèle 7 contract), journaled just
// before the `HoldemPotAwarded` that pays the rest of the pot to its winners.
import type { DatabaseSync } from 'node:sqlite';
import type { HoldemOptions } from '../../../games/holdem/options.ts';
import type { HoldemEvent } from '../../../games/holdem/state.ts';
import { type Cents, subtract } from '../../../games/money.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import type { EntryInput } from '../../entries/catalogue.ts';
import type { HoldemEngineKind } from '../../entries/holdemEntries.ts';
import { transfer } from '../../store/ledger.ts';
import { type GamingDayOptions, gamingDayOf } from '../../registers/gamingDay.ts';
import { POT_RAKED } from '../../registers/entryKinds.ts';
import {
  type HoldemFact,
  type HoldemMemory,
  type PartieSettings,
  applyFact,
  handIdOf,
} from './holdemMemory.ts';
import { type AccountName, accounts } from '../../store/accounts.ts';

/** Who and when, for the entries of one decision. */
export interface EntryContext {
  readonly db: DatabaseSync;
  readonly tableId: string;
  /** Milliseconds since the epoch of the decision. */
  readonly now: number;
  /** `terminal:<id>`, `staff:<login>`, `hub` (timers, dealing). */
  readonly actor: string;
  /** The station that seated a player (PlayerSeated). */
  readonly terminalId?: string;
  readonly gamingDay: GamingDayOptions;
}

/** One journaled entry and the memory right after it (for the central-display feed). */
export interface JournaledStep {
  readonly seq: number;
  readonly kind: string;
  readonly event: HoldemEvent | null;
  /** The entry's payload as journaled. */
  readonly payload: Record<string, unknown>;
  readonly memory: HoldemMemory;
}

/** The journal kinds of the hold'em room, besides `PotRaked`. */
export const HOLDEM_KIND_PREFIX = 'Holdem';

/** The journal kind of an engine event. */
export function journalKind(event: HoldemEvent): HoldemEngineKind {
  return `${HOLDEM_KIND_PREFIX}${event.type}`;
}

/** The payload of an engine event's entry, as the catalogue types it. */
type EnginePayload = EntryInput<HoldemEngineKind>;

/** Journals `events` in order; returns the steps, the last one holding the memory after all. */
export function journalEvents(
  ctx: EntryContext,
  memory: HoldemMemory,
  events: readonly HoldemEvent[],
): JournaledStep[] {
  const steps: JournaledStep[] = [];
  let m = memory;
  for (const event of events) {
    if (event.type === 'PotAwarded') {
      const raked = journalRake(ctx, m, event);
      steps.push(raked);
      m = raked.memory;
    }
    const payload = payloadOf(ctx, m, event);
    const seq = appendEntry(ctx.db, iso(ctx.now), journalKind(event), ctx.actor, payload);
    applyMoney(ctx, m, seq, event);
    const fact: HoldemFact =
      event.type === 'PlayerSeated' && ctx.terminalId !== undefined
        ? { kind: 'engine', event, terminalId: ctx.terminalId }
        : { kind: 'engine', event };
    m = applyFact(m, fact);
    steps.push({ seq, kind: journalKind(event), event, payload, memory: m });
  }
  return steps;
}

/** The player seated at `seat` (a bug when none: the engine names only seated players). */
function playerAt(ctx: EntryContext, m: HoldemMemory, seat: number): string {
  const player = m.state.seats[seat]?.player;
  if (player === undefined) throw new Error(`no player at seat ${seat} of ${ctx.tableId}`);
  return player;
}

function currentHandId(ctx: EntryContext, m: HoldemMemory, event: HoldemEvent): string | null {
  if (event.type === 'HandStarted') return handIdOf(ctx.tableId, event.no);
  return m.state.phase === 'inHand' ? handIdOf(ctx.tableId, m.state.hand.no) : null;
}

function payloadOf(ctx: EntryContext, m: HoldemMemory, event: HoldemEvent): EnginePayload {
  // `event` is written in each case, where it is narrowed to its kind's own type (one case per
  // type: a union of events would not match any one kind's schema).
  const head = { tableId: ctx.tableId, handId: currentHandId(ctx, m, event) };
  switch (event.type) {
    case 'PlayerSeated':
      return { ...head, event, playerId: event.player, terminalId: ctx.terminalId ?? null };
    case 'PlayerLeft':
      return { ...head, event, playerId: playerAt(ctx, m, event.seat) };
    case 'Recaved':
      return { ...head, event, playerId: playerAt(ctx, m, event.seat) };
    case 'Posted':
      return { ...head, event, playerId: playerAt(ctx, m, event.seat) };
    case 'Acted':
      return { ...head, event, playerId: playerAt(ctx, m, event.seat) };
    case 'UncalledBetReturned':
      return { ...head, event, playerId: playerAt(ctx, m, event.seat) };
    case 'PotAwarded':
      return {
        ...head,
        event,
        winners: event.winners.map((w) => ({
          seat: w.seat,
          playerId: playerAt(ctx, m, w.seat),
          amount: w.amount,
        })),
      };
    case 'SatOut':
      return { ...head, event };
    case 'SatIn':
      return { ...head, event };
    case 'HandStarted':
      return { ...head, event };
    case 'StreetDealt':
      return { ...head, event };
    case 'HandsShown':
      return { ...head, event };
    case 'HandEnded':
      return { ...head, event };
  }
}

function applyMoney(ctx: EntryContext, m: HoldemMemory, seq: number, event: HoldemEvent): void {
  const { db, tableId } = ctx;
  const stack = (seat: number): AccountName => accounts.stack(tableId, playerAt(ctx, m, seat));
  const pot = accounts.pot(tableId);
  switch (event.type) {
    case 'PlayerSeated':
      // Seed 000: the stack is brought from the player's account (the cave bought at the cashier).
      transfer(db, seq, accounts.player(event.player), accounts.stack(tableId, event.player), event.cave);
      return;
    case 'Recaved':
      transfer(db, seq, accounts.player(playerAt(ctx, m, event.seat)), stack(event.seat), event.amount);
      return;
    case 'PlayerLeft':
      // Seed 000: the stack is taken back only when leaving the table for good.
      transfer(db, seq, stack(event.seat), accounts.player(playerAt(ctx, m, event.seat)), event.stack);
      return;
    case 'Posted':
    case 'Acted':
      transfer(db, seq, stack(event.seat), pot, event.amount);
      return;
    case 'UncalledBetReturned':
      transfer(db, seq, pot, stack(event.seat), event.amount);
      return;
    case 'PotAwarded':
      for (const w of event.winners) transfer(db, seq, pot, stack(w.seat), w.amount);
      return;
    default:
      return;
  }
}

/** The `PotRaked` entry of one pot: the modèle 7 line and the rake moved to `rake:<tableId>`. */
function journalRake(
  ctx: EntryContext,
  m: HoldemMemory,
  event: Extract<HoldemEvent, { type: 'PotAwarded' }>,
): JournaledStep {
  const day = gamingDayOf(iso(ctx.now), ctx.gamingDay);
  // 1-based per table per gaming day (docs/holdem-room.md "Rake").
  const serial = (m.rakeDay === day ? m.rakeSerial : 0) + 1;
  const handId = m.state.phase === 'inHand' ? handIdOf(ctx.tableId, m.state.hand.no) : '';
  const rake: Cents = event.rake.rake;
  const payload = { tableId: ctx.tableId, handId, serial, pot: event.amount, rake };
  const seq = appendEntry(ctx.db, iso(ctx.now), POT_RAKED, ctx.actor, payload);
  transfer(ctx.db, seq, accounts.pot(ctx.tableId), accounts.rake(ctx.tableId), rake);
  const memory = applyFact(m, { kind: 'potRaked', day, serial, rake });
  return { seq, kind: POT_RAKED, event: null, payload, memory };
}

/** Journals the start of a partie with its settings (seed 000: set by the director). */
export function journalPartieStarted(
  ctx: EntryContext,
  m: HoldemMemory,
  settings: PartieSettings,
): JournaledStep {
  const partie = m.partie.no + 1;
  // `options`: the engine's whole configuration for this partie (the settings applied), so the
  // staff's rules report reads the rules in force from the journal alone (docs/registers.md).
  // The fold reads only the settings, so replay and live stay the same.
  const options: HoldemOptions = { ...m.state.options, ...settings };
  const payload = { tableId: ctx.tableId, partie, ...settings, options };
  const seq = appendEntry(ctx.db, iso(ctx.now), 'HoldemPartieStarted', ctx.actor, payload);
  const memory = applyFact(m, { kind: 'partieStarted', partie, settings });
  return { seq, kind: 'HoldemPartieStarted', event: null, payload, memory };
}

/** Journals the end of a partie with its rake, now determined (seed 000, before a new cave minimum). */
export function journalPartieEnded(ctx: EntryContext, m: HoldemMemory): JournaledStep {
  const payload = { tableId: ctx.tableId, partie: m.partie.no, pots: m.partie.pots, rake: m.partie.rake };
  const seq = appendEntry(ctx.db, iso(ctx.now), 'HoldemPartieEnded', ctx.actor, payload);
  return {
    seq,
    kind: 'HoldemPartieEnded',
    event: null,
    payload,
    memory: applyFact(m, { kind: 'partieEnded' }),
  };
}

/** Voids the hand in progress: each player's contributions go back to their stack. */
export function journalHandVoided(ctx: EntryContext, m: HoldemMemory, reason: string): JournaledStep | null {
  if (m.state.phase !== 'inHand') return null;
  const hand = m.state.hand;
  const refunds = hand.players
    .filter((p) => p.committed > 0)
    .map((p) => ({ seat: p.seat, playerId: playerAt(ctx, m, p.seat), amount: p.committed }));
  // Whatever of the hand was already paid out (never the case: a hand's end is one transaction).
  const outstanding = subtract(refunds.reduce((t, r) => t + r.amount, 0) as Cents, hand.awarded);
  if (hand.awarded > 0 || outstanding < 0) throw new Error('a hand partly paid out cannot be voided');
  const payload = { tableId: ctx.tableId, handId: handIdOf(ctx.tableId, hand.no), reason, refunds };
  const seq = appendEntry(ctx.db, iso(ctx.now), 'HoldemHandVoided', ctx.actor, payload);
  for (const r of refunds)
    transfer(ctx.db, seq, accounts.pot(ctx.tableId), accounts.stack(ctx.tableId, r.playerId), r.amount);
  const memory = applyFact(m, { kind: 'handVoided', refunds });
  return { seq, kind: 'HoldemHandVoided', event: null, payload, memory };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
