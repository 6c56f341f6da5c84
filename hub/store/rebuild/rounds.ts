// Rounds and bets are projections of the round facts (RoundOpened … RoundSettled/RoundVoided,
// BetPlaced): rebuilt from the journal and compared with the stored rows.
import type { DatabaseSync } from 'node:sqlite';
import { type Fact, type ProjectionFold, diffMaps, foldFacts, num, str } from './journalFacts.ts';

interface RoundState {
  table: string;
  phase: string;
  closesAt: number | null;
  pocket: number | null;
  direction: string | null;
}

interface BetState {
  round: number;
  terminal: string;
  spot: string;
  stake: number;
  returned: number | null;
}

/** Stored rounds and bets that differ from what the journal says, one line each. */
export function roundAndBetMismatches(db: DatabaseSync, facts: Iterable<Fact>): string[] {
  return foldFacts(roundAndBetFold(db), facts);
}

/** The rounds' and bets' rebuild as a fold over the journal. */
export function roundAndBetFold(db: DatabaseSync): ProjectionFold {
  const rounds = new Map<number, RoundState>();
  const bets = new Map<string, BetState>();
  // A round's bets, so that voiding one does not scan every bet of the journal.
  const byRound = new Map<number, BetState[]>();
  const step = (f: Fact): void => {
    const p = f.payload;
    const round = rounds.get(num(p, 'roundId'));
    switch (f.kind) {
      case 'RoundOpened':
        rounds.set(f.seq, {
          table: str(p, 'tableId'),
          phase: 'betting',
          closesAt: num(p, 'closesAt'),
          pocket: null,
          direction: null,
        });
        break;
      case 'NoMoreBets':
        if (round) round.phase = 'noMoreBets';
        break;
      case 'BallLanded':
        if (round) Object.assign(round, { pocket: num(p, 'pocket'), direction: str(p, 'direction') });
        break;
      case 'RoundSettled':
        if (round) round.phase = 'settled';
        for (const b of Array.isArray(p?.['bets']) ? (p['bets'] as Record<string, unknown>[]) : []) {
          const bet = bets.get(str(b, 'betId'));
          // A stake kept in prison is settled again next spin: what it returned adds up.
          if (bet) bet.returned = (bet.returned ?? 0) + num(b, 'returned');
        }
        break;
      case 'RoundVoided':
        if (round) round.phase = 'voided';
        for (const bet of byRound.get(num(p, 'roundId')) ?? []) bet.returned = bet.stake;
        break;
      case 'BetWithdrawn': {
        const bet = bets.get(str(p, 'betId'));
        if (bet) bet.returned = bet.stake;
        break;
      }
      case 'BetPlaced': {
        const placed: BetState = {
          round: num(p, 'roundId'),
          terminal: str(p, 'terminalId') || f.actor.replace(/^terminal:/, ''),
          spot: JSON.stringify(p?.['spot']),
          stake: num(p, 'stake'),
          returned: null,
        };
        bets.set(str(p, 'betId'), placed);
        const list = byRound.get(placed.round);
        if (list === undefined) byRound.set(placed.round, [placed]);
        else list.push(placed);
        break;
      }
    }
  };
  return { step, finish: () => compare(db, rounds, bets) };
}

function compare(db: DatabaseSync, rounds: Map<number, RoundState>, bets: Map<string, BetState>): string[] {
  const storedRounds = new Map(
    (
      db.prepare('SELECT round_id, table_id, phase, closes_at, pocket, direction FROM rounds').all() as {
        round_id: number;
        table_id: string;
        phase: string;
        closes_at: number | null;
        pocket: number | null;
        direction: string | null;
      }[]
    ).map((r) => [
      String(r.round_id),
      JSON.stringify([r.table_id, r.phase, r.closes_at, r.pocket, r.direction]),
    ]),
  );
  const storedBets = new Map(
    (
      db.prepare('SELECT bet_id, round_id, terminal_id, spot, stake, returned FROM bets').all() as {
        bet_id: string;
        round_id: number;
        terminal_id: string;
        spot: string;
        stake: number;
        returned: number | null;
      }[]
    ).map((b) => [b.bet_id, JSON.stringify([b.round_id, b.terminal_id, b.spot, b.stake, b.returned])]),
  );
  const rebuiltRounds = new Map(
    [...rounds].map(([id, r]) => [
      String(id),
      JSON.stringify([r.table, r.phase, r.closesAt, r.pocket, r.direction]),
    ]),
  );
  const rebuiltBets = new Map(
    [...bets].map(([id, b]) => [id, JSON.stringify([b.round, b.terminal, b.spot, b.stake, b.returned])]),
  );
  return [...diffMaps('round', storedRounds, rebuiltRounds), ...diffMaps('bet', storedBets, rebuiltBets)];
}
