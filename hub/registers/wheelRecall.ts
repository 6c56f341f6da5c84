// Game recall of the wheel tables (roulette, boule, vingt-trois, the wheel of fortune: every wheel
// game is journaled by hub/roulette/wheelJournal.ts): a round is a game; per station it gathers the
// BetPlaced stakes, the BetWithdrawn refunds, and the RoundSettled returns (its `bets` summary, plus
// the jackpot shares of the decider's settlement) or the RoundVoided refunds. Each game reads its
// outcome its own way (wheelOutcomeLabel.ts): the wheel of fortune's is a segment's colour.
import { type Cents, ZERO, add, cents } from '../../games/money.ts';
import type { WheelGameName } from '../../protocol/wheelGames.ts';
import { type Fact, num, str } from '../store/rebuild/journalFacts.ts';
import type { GameRecallMapper, RecallDraft, RecalledBet } from './gameRecall.ts';
import { WHEEL_RECALL_LABELS, type WheelRecallLabels } from './wheelOutcomeLabel.ts';

interface StationGame {
  bets: RecalledBet[];
  stakes: Cents;
  wins: Cents;
  firstSeq: number;
  lastSeq: number;
  /** Stakes still on the layout (not withdrawn), refunded if the round is voided. */
  standing: Map<string, Cents>;
}

interface RoundGame {
  roundId: number;
  openedAt: string;
  stations: Map<string, StationGame>;
  end: { status: 'settled' | 'voided'; at: string; seq: number; outcome: string } | null;
}

function object(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The recall mapper of the wheel game `game` (its drafts carry `game`, its outcomes and spots its labels). */
export function wheelRecallOf(game: WheelGameName): GameRecallMapper {
  return wheelMapper(game, WHEEL_RECALL_LABELS[game]);
}

/** The roulette tables' recall mapper. */
export const wheelRecall: GameRecallMapper = wheelRecallOf('roulette');

function wheelMapper(game: WheelGameName, labels: WheelRecallLabels): GameRecallMapper {
  return {
    kinds: ['RoundOpened', 'BetPlaced', 'BetWithdrawn', 'RoundSettled', 'RoundVoided'],
    games(tableId: string, entries: readonly Fact[]): RecallDraft[] {
      const rounds = new Map<number, RoundGame>();
      const terminalOfSeat = new Map<number, string>();
      const station = (round: RoundGame, terminalId: string, seq: number): StationGame => {
        let g = round.stations.get(terminalId);
        if (g === undefined) {
          g = { bets: [], stakes: ZERO, wins: ZERO, firstSeq: seq, lastSeq: seq, standing: new Map() };
          round.stations.set(terminalId, g);
        }
        g.lastSeq = seq;
        return g;
      };
      for (const f of entries) {
        const p = f.payload;
        if (f.kind === 'RoundOpened') {
          rounds.set(f.seq, { roundId: f.seq, openedAt: f.at, stations: new Map(), end: null });
          continue;
        }
        const round = rounds.get(num(p, 'roundId'));
        if (round === undefined) continue;
        switch (f.kind) {
          case 'BetPlaced': {
            const terminalId = str(p, 'terminalId') || f.actor.replace(/^terminal:/, '');
            const seat = object(p?.['event'])?.['seat'];
            if (typeof seat === 'number') terminalOfSeat.set(seat, terminalId);
            const stake = cents(num(p, 'stake'));
            const g = station(round, terminalId, f.seq);
            g.bets.push({ label: labels.spot(p?.['spot']), stake });
            g.stakes = add(g.stakes, stake);
            g.standing.set(str(p, 'betId'), stake);
            break;
          }
          case 'BetWithdrawn': {
            for (const [terminalId, g] of round.stations) {
              const stake = g.standing.get(str(p, 'betId'));
              if (stake === undefined) continue;
              g.standing.delete(str(p, 'betId'));
              station(round, terminalId, f.seq).wins = add(g.wins, stake);
            }
            break;
          }
          case 'RoundSettled': {
            const bets = Array.isArray(p?.['bets']) ? (p['bets'] as Record<string, unknown>[]) : [];
            for (const b of bets) {
              const g = station(round, str(b, 'terminalId'), f.seq);
              g.wins = add(g.wins, cents(num(b, 'returned')));
            }
            const jackpot = object(object(object(p?.['event'])?.['settlement'])?.['jackpot']);
            const shares = Array.isArray(jackpot?.['shares'])
              ? (jackpot['shares'] as Record<string, unknown>[])
              : [];
            for (const s of shares) {
              const terminalId = terminalOfSeat.get(num(s, 'seat'));
              if (terminalId === undefined) continue;
              const g = station(round, terminalId, f.seq);
              g.wins = add(g.wins, cents(num(s, 'amount')));
            }
            round.end = { status: 'settled', at: f.at, seq: f.seq, outcome: labels.outcome(p) };
            break;
          }
          case 'RoundVoided': {
            // Every stake still on the layout is refunded (RULES.md A.2: an invalid spin refunds).
            for (const [terminalId, g] of round.stations) {
              let refund = ZERO;
              for (const stake of g.standing.values()) refund = add(refund, stake);
              station(round, terminalId, f.seq).wins = add(g.wins, refund);
            }
            round.end = { status: 'voided', at: f.at, seq: f.seq, outcome: `annulé : ${str(p, 'reason')}` };
            break;
          }
        }
      }
      const drafts: RecallDraft[] = [];
      for (const round of rounds.values()) {
        for (const [terminalId, g] of round.stations) {
          drafts.push({
            game,
            tableId,
            terminalId,
            gameId: String(round.roundId),
            status: round.end?.status ?? 'inProgress',
            startedAt: round.openedAt,
            endedAt: round.end?.at ?? null,
            bets: g.bets,
            stakes: g.stakes,
            outcome: round.end?.outcome ?? 'en cours',
            wins: g.wins,
            firstSeq: g.firstSeq,
            lastSeq: round.end?.seq ?? g.lastSeq,
          });
        }
      }
      return drafts;
    },
  };
}
