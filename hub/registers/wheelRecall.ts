// Game recall of the wheel tables (roulette, boule, vingt-trois, the wheel of fortune: every wheel
// game is journaled by hub/tables/wheel/wheelJournal.ts): a round is a game; per station it gathers the
// bets that stood at rien ne va plus (a BetWithdrawn takes its bet out: a chip taken back before
// the close was never a stake of the game, and its refund is no win) and the RoundSettled returns
// (its `bets` summary, plus the jackpot shares of the decider's settlement) or the RoundVoided
// refunds. A station that took back every bet (and had no prison stake settled) played no game. Each game reads its
// outcome its own way (wheelOutcomeLabel.ts): the wheel of fortune's is a segment's colour.
import { type Cents, ZERO, add } from '../../games/money.ts';
import type { WheelGameName } from '../../protocol/wheelGames.ts';
import { kindSet, parseEntryOf } from '../entries/typedJournal.ts';
import type { Fact } from '../store/rebuild/journalFacts.ts';
import type { GameRecallMapper, RecallDraft, RecalledBet } from './gameRecall.ts';
import { voidedOutcome } from './voidedOutcome.ts';
import { WHEEL_RECALL_LABELS, type WheelRecallLabels } from './wheelOutcomeLabel.ts';

/** A chip on the layout; an annonce's chips share their bet id and are withdrawn together. */
interface StandingChip extends RecalledBet {
  readonly betId: string;
}

interface StationGame {
  /** The player logged in by card who placed the station's first bet of the round (issue 12 §3), if any. */
  playerId?: string;
  /** The chips still on the layout (not withdrawn): the game's stakes, refunded if it is voided. */
  bets: StandingChip[];
  wins: Cents;
  /** The station placed a bet in this round (else it is here only for a prison stake settled). */
  placed: boolean;
  firstSeq: number;
  lastSeq: number;
}

function total(bets: readonly RecalledBet[]): Cents {
  return bets.reduce((sum, b) => add(sum, b.stake), ZERO);
}

interface RoundGame {
  roundId: number;
  openedAt: string;
  stations: Map<string, StationGame>;
  end: { status: 'settled' | 'voided'; at: string; seq: number; outcome: string } | null;
}

const KINDS = ['RoundOpened', 'BetPlaced', 'BetWithdrawn', 'RoundSettled', 'RoundVoided'] as const;

/** The kinds the recall reads, as a set for the catalogue's parse. */
const RECALL_KINDS = kindSet(KINDS);

/** The recall mapper of the wheel game `game` (its drafts carry `game`, its outcomes and spots its labels). */
export function wheelRecallOf(game: WheelGameName): GameRecallMapper {
  return wheelMapper(game, WHEEL_RECALL_LABELS[game]);
}

/** The roulette tables' recall mapper. */
export const wheelRecall: GameRecallMapper = wheelRecallOf('roulette');

function wheelMapper(game: WheelGameName, labels: WheelRecallLabels): GameRecallMapper {
  return {
    kinds: KINDS,
    // A round is a game and opens with its RoundOpened: entries of rounds opened before are skipped.
    window: { boundaryKinds: ['RoundOpened'], starts: 'at' },
    games(tableId: string, entries: readonly Fact[]): RecallDraft[] {
      const rounds = new Map<number, RoundGame>();
      const terminalOfSeat = new Map<number, string>();
      const station = (round: RoundGame, terminalId: string, seq: number): StationGame => {
        let g = round.stations.get(terminalId);
        if (g === undefined) {
          g = { bets: [], wins: ZERO, placed: false, firstSeq: seq, lastSeq: seq };
          round.stations.set(terminalId, g);
        }
        g.lastSeq = seq;
        return g;
      };
      for (const f of entries) {
        const read = parseEntryOf(RECALL_KINDS, f.kind, f.payload, f.seq);
        if (read === null) continue;
        // Unreadable, it cannot say whose stake or win it was: the recall stops and says which.
        if (!read.ok) throw read.error;
        const entry = read.entry;
        if (entry.kind === 'RoundOpened') {
          rounds.set(f.seq, { roundId: f.seq, openedAt: f.at, stations: new Map(), end: null });
          continue;
        }
        const p = entry.payload;
        const round = p.roundId === null ? undefined : rounds.get(p.roundId);
        if (round === undefined) continue;
        switch (entry.kind) {
          case 'BetPlaced': {
            const { payload } = entry;
            const terminalId = payload.terminalId || f.actor.replace(/^terminal:/, '');
            const seat = payload.event?.seat;
            if (seat !== undefined) terminalOfSeat.set(seat, terminalId);
            const g = station(round, terminalId, f.seq);
            g.bets.push({ betId: payload.betId, label: labels.spot(payload.spot), stake: payload.stake });
            g.placed = true;
            if (g.playerId === undefined && payload.playerId !== undefined) g.playerId = payload.playerId;
            break;
          }
          case 'BetWithdrawn': {
            // The refund only undoes the stake: neither is part of the game (RULES.md A.1 recall).
            const { betId } = entry.payload;
            for (const [terminalId, g] of round.stations) {
              if (!g.bets.some((b) => b.betId === betId)) continue;
              station(round, terminalId, f.seq).bets = g.bets.filter((b) => b.betId !== betId);
            }
            break;
          }
          case 'RoundSettled': {
            const { payload } = entry;
            for (const b of payload.bets) {
              const g = station(round, b.terminalId, f.seq);
              g.wins = add(g.wins, b.returned);
            }
            for (const s of payload.event?.settlement.jackpot?.shares ?? []) {
              const terminalId = terminalOfSeat.get(s.seat);
              if (terminalId === undefined) continue;
              const g = station(round, terminalId, f.seq);
              g.wins = add(g.wins, s.amount);
            }
            round.end = { status: 'settled', at: f.at, seq: f.seq, outcome: labels.outcome(payload) };
            break;
          }
          case 'RoundVoided': {
            // Every stake still on the layout is refunded (RULES.md A.2: an invalid spin refunds).
            for (const [terminalId, g] of round.stations) {
              station(round, terminalId, f.seq).wins = add(g.wins, total(g.bets));
            }
            const outcome = voidedOutcome(entry.payload.reason);
            round.end = { status: 'voided', at: f.at, seq: f.seq, outcome };
            break;
          }
        }
      }
      const drafts: RecallDraft[] = [];
      for (const round of rounds.values()) {
        for (const [terminalId, g] of round.stations) {
          // Every bet taken back before the close, nothing returned: no game of this station
          // (a stake kept in prison and settled in this round has no bet here, and is a game).
          if (g.placed && g.bets.length === 0 && g.wins === ZERO) continue;
          drafts.push({
            game,
            tableId,
            terminalId,
            gameId: String(round.roundId),
            status: round.end?.status ?? 'inProgress',
            startedAt: round.openedAt,
            endedAt: round.end?.at ?? null,
            bets: g.bets.map(({ label, stake }) => ({ label, stake })),
            stakes: total(g.bets),
            outcome: round.end?.outcome ?? 'en cours',
            wins: g.wins,
            firstSeq: g.firstSeq,
            lastSeq: round.end?.seq ?? g.lastSeq,
            ...(g.playerId === undefined ? {} : { playerId: g.playerId }),
          });
        }
      }
      return drafts;
    },
  };
}
