// Game recall of the card tables (RULES.md A.1: "the last 10 games of each station … including a
// game interrupted mid-way"), for hub/registers/gameRecall.ts: a station's game runs from its
// first stake of a hand to the hand's settlement, or its void at a restart. Stakes and wins are the
// transfers each entry names (station → stakes, and back to the station), so the recall adds up
// with the ledger by construction.
import { hyperResultOf } from '../../../games/blackjack/settle.ts';
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { EntryKind, EntryPayload } from '../../entries/catalogue.ts';
import { kindSet, parseEntryOf } from '../../entries/typedJournal.ts';
import type { GameRecallMapper, RecallDraft, RecalledBet } from '../../registers/gameRecall.ts';
import { voidedOutcome } from '../../registers/voidedOutcome.ts';
import type { Fact } from '../../store/rebuild/journalFacts.ts';
import { accounts, stationOf } from '../../store/accounts.ts';
import type { CardGameName } from './cardGame.ts';

const KINDS = {
  blackjack: [
    'BlackjackBetPlaced',
    'BlackjackHyperBetPlaced',
    'BlackjackBetsWithdrawn',
    'BlackjackHandsDealt',
    'BlackjackInsuranceTaken',
    'BlackjackPlayerActed',
    'BlackjackDealerPlayed',
    'BlackjackRoundSettled',
    'CardHandVoided',
  ],
  puntoBanco: [
    'PuntoBancoBetPlaced',
    'PuntoBancoBetsWithdrawn',
    'PuntoBancoCoupDealt',
    'PuntoBancoCoupSettled',
    'CardHandVoided',
  ],
} as const satisfies Readonly<Record<CardGameName, readonly EntryKind[]>>;

/** The kinds each game's recall reads, as sets for the catalogue's parse. */
const RECALL_KINDS = { blackjack: kindSet(KINDS.blackjack), puntoBanco: kindSet(KINDS.puntoBanco) };

/** A kind the recall reads. */
type RecallKind = (typeof KINDS)[CardGameName][number];

/** The engine event of an entry the recall reads, parsed. */
type Event = Extract<EntryPayload<RecallKind>['card'], { readonly kind: 'event' }>['event'];

/** The kinds that close every station's pending game of a hand (see `close` below). */
const CLOSING_KINDS: Readonly<Record<CardGameName, readonly string[]>> = {
  blackjack: ['BlackjackRoundSettled', 'CardHandVoided'],
  puntoBanco: ['PuntoBancoCoupSettled', 'CardHandVoided'],
};

const SPOT_LABELS: Readonly<Record<string, string>> = { punto: 'punto', banco: 'banco', egalite: 'égalité' };
const HYPER_LABELS: Readonly<Record<string, string>> = { blackjack: 'black jack', bust: 'plus de 21' };

interface Pending {
  /** The player logged in by card who placed the game's first stake (issue 12 §3), if any. */
  playerId?: string;
  bets: RecalledBet[];
  stakes: Cents;
  wins: Cents;
  startedAt: string;
  firstSeq: number;
  lastSeq: number;
}

/** The readable stake of an entry ("box 3", "banco", "assurance box 1", "doublement box 2"). */
function betLabel(event: Event | null): string {
  switch (event?.type) {
    case 'BetPlaced':
      // Punto banco stakes on a spot, blackjack on a box.
      return 'spot' in event && typeof event.spot === 'string'
        ? (SPOT_LABELS[event.spot] ?? event.spot)
        : `box ${String(event['box'])}`;
    case 'HyperBetPlaced':
      return `hyper ${HYPER_LABELS[event.result] ?? event.result}`;
    case 'InsuranceTaken':
      return `assurance box ${event.box}`;
    case 'PlayerActed':
      return `${event.action === 'double' ? 'doublement' : 'séparation'} box ${event.box}`;
    default:
      return 'mise';
  }
}

/** The recall mapper of a card game. */
export function cardRecall(game: CardGameName): GameRecallMapper {
  return {
    kinds: KINDS[game],
    // A hand's settlement or void closes every pending game: nothing is pending just after it.
    window: { boundaryKinds: CLOSING_KINDS[game], starts: 'after' },
    games(tableId: string, entries: readonly Fact[]): RecallDraft[] {
      const stakes = accounts.stakes(tableId);
      const pending = new Map<string, Pending>();
      const drafts: RecallDraft[] = [];
      let dealer: number[] = [];
      let coup = '';
      const draftOf = (
        terminalId: string,
        g: Pending,
        status: RecallDraft['status'],
        outcome: string,
        end: Fact | null,
      ): RecallDraft => ({
        game,
        tableId,
        terminalId,
        gameId: String(g.firstSeq),
        status,
        startedAt: g.startedAt,
        endedAt: end?.at ?? null,
        bets: g.bets,
        stakes: g.stakes,
        outcome,
        wins: g.wins,
        firstSeq: g.firstSeq,
        lastSeq: end?.seq ?? g.lastSeq,
        ...(g.playerId === undefined ? {} : { playerId: g.playerId }),
      });
      const close = (f: Fact, status: 'settled' | 'voided', outcome: string): void => {
        for (const [terminalId, g] of pending) drafts.push(draftOf(terminalId, g, status, outcome, f));
        pending.clear();
      };
      for (const f of entries) {
        const read = parseEntryOf(RECALL_KINDS[game], f.kind, f.payload, f.seq);
        if (read === null) continue;
        // Unreadable, it cannot say whose stake or win it was: the recall stops and says which.
        if (!read.ok) throw read.error;
        const { payload } = read.entry;
        const event: Event | null = payload.card.kind === 'event' ? payload.card.event : null;
        for (const t of payload.transfers) {
          const from = stationOf(t.from);
          const to = stationOf(t.to);
          if (from !== null && t.to === stakes) {
            const terminalId = from;
            const g = pending.get(terminalId) ?? {
              bets: [],
              stakes: ZERO,
              wins: ZERO,
              startedAt: f.at,
              firstSeq: f.seq,
              lastSeq: f.seq,
            };
            g.bets.push({ label: betLabel(event), stake: t.amount });
            if (g.playerId === undefined && payload.playerId !== undefined) g.playerId = payload.playerId;
            g.stakes = add(g.stakes, t.amount);
            g.lastSeq = f.seq;
            pending.set(terminalId, g);
          } else if (to !== null && event?.type === 'BetsWithdrawn') {
            // Every bet of the seat taken back before the deal (one seat per station): none was a
            // stake of the hand, and the refund is no win (RULES.md A.1 recall "stakes … wins").
            pending.delete(to);
          } else if (to !== null) {
            const g = pending.get(to);
            if (g !== undefined) g.wins = add(g.wins, t.amount);
          }
        }
        if (event?.type === 'HandsDealt') dealer = [event.dealerUp];
        if (event?.type === 'DealerPlayed') dealer.push(...event.cards);
        if (event?.type === 'CoupDealt') {
          const c = event.coup;
          coup = `punto ${c.puntoTotal}, banco ${c.bancoTotal} : ${SPOT_LABELS[c.winner] ?? c.winner}`;
        }
        if (event?.type === 'RoundSettled') {
          const result = hyperResultOf(dealer);
          close(f, 'settled', `banque ${HYPER_LABELS[result] ?? result}`);
        }
        if (event?.type === 'CoupSettled') close(f, 'settled', coup);
        if (payload.card.kind === 'fact' && payload.card.fact.type === 'HandVoided') {
          close(f, 'voided', voidedOutcome(payload.card.fact.reason));
        }
      }
      for (const [terminalId, g] of pending)
        drafts.push(draftOf(terminalId, g, 'inProgress', 'en cours', null));
      return drafts;
    },
  };
}
