// Writes decider events to the journal, one entry each, with the ledger transfers and the round
// and bet rows they imply, inside the caller's transaction (DESIGN.md "Money": every movement is
// a transfer recorded against the entry that caused it). Entry kinds and their top-level payload
// fields are those of the skeleton (RoundOpened, BetPlaced, NoMoreBets, BallLanded, RoundSettled,
// RoundVoided) so that readers of the journal keep working; `event` carries the decider's event.
// Each kind's payload is declared in hub/entries/wheelEntries.ts and appended typed.
import { statement } from '../../store/statements.ts';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add } from '../../../games/money.ts';
import { newWriteEpoch } from '../../store/database.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import { transfer } from '../../store/ledger.ts';
import { applyEntry } from './wheelMemory.ts';
import { eventTransfers } from './wheelTransfers.ts';
import { type Event, roundChips } from '../../../games/wheelRound/state.ts';
import type { Settlement } from '../../../games/wheelRound/settlement.ts';
import type { PocketOutcome, WheelMemory } from './wheelTypes.ts';

/** An event of any wheel game, as journaled: its outcome carries the stored `pocket`. */
type JournalEvent = Event<unknown, unknown, PocketOutcome>;

/** A table's memory as the journal reads it (any wheel game). */
type JournalMemory = WheelMemory<unknown, unknown, unknown>;

/** The spot a bet stores in `bets.spot`: a roulette single-spot bet's spot, else the bet itself. */
function spotOfBet(bet: unknown): unknown {
  return typeof bet === 'object' && bet !== null && 'kind' in bet && bet.kind === 'spot' && 'spot' in bet
    ? bet.spot
    : bet;
}

/** Who and when, for the entries of one decision. */
export interface EntryContext {
  readonly db: DatabaseSync;
  readonly tableId: string;
  /** ISO time of the decision. */
  readonly at: string;
  /** The journal actor: `terminal:T1`, `staff:<login>`, `hub`, `device:<table>`. */
  readonly actor: string;
  /** The station placing a bet (BetPlaced). */
  readonly terminalId?: string;
  /** The player logged in by card at that station (issue 12 §3); absent for an anonymous player. */
  readonly playerId?: string;
  /** When the betting time ends, for a RoundOpened on an automatic launcher. */
  readonly closesAt?: number | null;
}

/** Journals `events` in order (inside the caller's transaction); returns the memory after them. */
export function journalEvents<S, B, O extends PocketOutcome, P>(
  ctx: EntryContext,
  memory: WheelMemory<S, P, O>,
  events: readonly Event<S, B, O>[],
): WheelMemory<S, P, O> {
  let m = memory;
  for (const event of events) {
    const seq = appendEvent(ctx, m, event);
    applyMoney(ctx, m, seq, event);
    project(ctx, m, seq, event);
    m = applyEntry(m, event, {
      seq,
      ...(ctx.terminalId === undefined ? {} : { terminalId: ctx.terminalId }),
      ...(ctx.playerId === undefined ? {} : { playerId: ctx.playerId }),
    });
  }
  return m;
}

/** A settled bet: its station, stake and return, and the player logged in who placed it (if any). */
type SummaryLine = { betId: string; terminalId: string; playerId?: string; stake: Cents; returned: Cents };

type BetSummary = SummaryLine[];

// A full table's settlement has thousands of bets: its summary is built once for the payload
// and the bets' projection.
const summaries = new WeakMap<Settlement<unknown, unknown>, BetSummary>();

/** Per bet id: the station, the stake and what the spin returned (the skeleton's `bets` list). */
function betSummary(m: JournalMemory, s: Settlement<unknown, unknown>): BetSummary {
  const kept = summaries.get(s);
  if (kept !== undefined) return kept;
  const summary = summarise(m, s);
  summaries.set(s, summary);
  return summary;
}

function summarise(m: JournalMemory, s: Settlement<unknown, unknown>): BetSummary {
  const byBet = new Map<string, SummaryLine>();
  for (const b of s.bets) {
    const prior = byBet.get(b.betId);
    const playerId = m.playerOfBet.get(b.betId);
    byBet.set(b.betId, {
      betId: b.betId,
      terminalId: m.terminalOfSeat.get(b.seat) ?? '',
      ...(playerId === undefined ? {} : { playerId }),
      stake: add(prior?.stake ?? ZERO, b.stake),
      returned: add(prior?.returned ?? ZERO, b.returned),
    });
  }
  return [...byBet.values()];
}

/**
 * The players logged in by card whose stakes a void returns (issue 12 §3), each with the station
 * they played at; absent from the payload when every stake was anonymous.
 */
function voidedPlayers(m: JournalMemory): { playerId: string; terminalId: string }[] {
  const seen = new Map<string, { playerId: string; terminalId: string }>();
  const round = m.state.round;
  if (round === null) return [];
  for (const chip of roundChips(round)) {
    const playerId = m.playerOfBet.get(chip.betId);
    if (playerId === undefined) continue;
    const terminalId = m.terminalOfSeat.get(chip.seat) ?? '';
    seen.set(`${playerId}\u0000${terminalId}`, { playerId, terminalId });
  }
  return [...seen.values()];
}

/** The player field of a station's entry (issue 12 §3): present only for a player logged in by card. */
function playerOf(ctx: EntryContext): { playerId?: string } {
  return ctx.playerId === undefined ? {} : { playerId: ctx.playerId };
}

/** Appends `event`'s entry: its kind's payload built in its own case (the skeleton's fields, then the decider's). */
function appendEvent(ctx: EntryContext, m: JournalMemory, event: JournalEvent): number {
  const { db, at, actor, tableId } = ctx;
  const roundId = m.roundId;
  const terminal = ctx.terminalId === undefined ? {} : { terminalId: ctx.terminalId };
  switch (event.type) {
    case 'SessionOpened':
      return appendEntry(db, at, 'WheelSessionOpened', actor, { tableId, event, roundId });
    case 'RoundOpened':
      return appendEntry(db, at, 'RoundOpened', actor, { tableId, event, closesAt: ctx.closesAt ?? null });
    case 'BetPlaced': {
      const stake = event.chips.reduce((t, c) => add(t, c.stake), ZERO);
      const spot = spotOfBet(event.bet);
      return appendEntry(db, at, 'BetPlaced', actor, {
        tableId,
        event,
        betId: event.betId,
        roundId,
        ...terminal,
        ...playerOf(ctx),
        spot,
        stake,
      });
    }
    case 'BetsClosed':
      return appendEntry(db, at, 'NoMoreBets', actor, { tableId, event, roundId });
    case 'ResultDetected':
    case 'ResultEntered':
      return appendEntry(db, at, 'BallLanded', actor, {
        tableId,
        event,
        roundId,
        pocket: event.outcome.pocket,
        direction: event.direction,
      });
    case 'RoundSettled':
      return appendEntry(db, at, 'RoundSettled', actor, {
        tableId,
        event,
        roundId,
        pocket: event.settlement.outcome.pocket,
        bets: betSummary(m, event.settlement),
      });
    case 'RoundVoided': {
      const players = voidedPlayers(m);
      return appendEntry(db, at, 'RoundVoided', actor, {
        tableId,
        event,
        roundId,
        reason: event.reason,
        ...(players.length === 0 ? {} : { players }),
      });
    }
    case 'BetWithdrawn':
      // The station that took its bet back (issue 11), for readers of the journal.
      return appendEntry(db, at, 'BetWithdrawn', actor, {
        tableId,
        event,
        roundId,
        betId: event.betId,
        ...terminal,
        ...playerOf(ctx),
      });
    case 'LastSpinsAnnounced':
      return appendEntry(db, at, 'LastSpinsAnnounced', actor, { tableId, event, roundId });
    case 'SessionClosed':
      return appendEntry(db, at, 'WheelSessionClosed', actor, { tableId, event, roundId });
  }
}

function applyMoney(ctx: EntryContext, m: JournalMemory, seq: number, event: JournalEvent): void {
  const moves = eventTransfers(
    { tableId: ctx.tableId, terminalOfSeat: m.terminalOfSeat, terminalId: ctx.terminalId },
    event,
  );
  for (const t of moves) transfer(ctx.db, seq, t.from, t.to, t.amount);
}

function project(ctx: EntryContext, m: JournalMemory, seq: number, event: JournalEvent): void {
  const { db, tableId } = ctx;
  const roundId = m.roundId;
  // Anything but a bet may write `rounds`: a round row read earlier in this transaction is outdated
  // (rounds.ts keeps it per write epoch).
  if (event.type !== 'BetPlaced') newWriteEpoch(db);
  switch (event.type) {
    case 'RoundOpened':
      statement(
        db,
        "INSERT INTO rounds (round_id, table_id, phase, closes_at, opened_at) VALUES (?, ?, 'betting', ?, ?)",
      ).run(seq, tableId, ctx.closesAt ?? null, ctx.at);
      return;
    case 'BetPlaced': {
      const stake = event.chips.reduce((t, c) => add(t, c.stake), ZERO);
      const spot = spotOfBet(event.bet);
      statement(
        db,
        'INSERT INTO bets (bet_id, round_id, terminal_id, spot, stake) VALUES (?, ?, ?, ?, ?)',
      ).run(event.betId, roundId, ctx.terminalId ?? '', JSON.stringify(spot), stake);
      return;
    }
    case 'BetsClosed':
      statement(db, "UPDATE rounds SET phase = 'noMoreBets' WHERE round_id = ?").run(roundId);
      return;
    case 'ResultDetected':
    case 'ResultEntered':
      statement(db, 'UPDATE rounds SET pocket = ?, direction = ? WHERE round_id = ?').run(
        event.outcome.pocket,
        event.direction,
        roundId,
      );
      return;
    case 'RoundSettled':
      statement(db, "UPDATE rounds SET phase = 'settled' WHERE round_id = ?").run(roundId);
      for (const b of betSummary(m, event.settlement)) {
        statement(db, 'UPDATE bets SET returned = COALESCE(returned, 0) + ? WHERE bet_id = ?').run(
          b.returned,
          b.betId,
        );
      }
      return;
    case 'RoundVoided':
      statement(db, "UPDATE rounds SET phase = 'voided' WHERE round_id = ?").run(roundId);
      statement(db, 'UPDATE bets SET returned = stake WHERE round_id = ?').run(roundId);
      return;
    case 'BetWithdrawn':
      statement(db, 'UPDATE bets SET returned = stake WHERE bet_id = ?').run(event.betId);
      return;
    default:
      return;
  }
}
