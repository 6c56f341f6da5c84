// Game recall of the card tables (RULES.md A.1: "the last 10 games of each station … including a
// game interrupted mid-way"), for hub/registers/gameRecall.ts: a station's game runs from its
// first stake of a hand to the hand's settlement, or its void at a restart. Stakes and wins are the
// transfers each entry names (station → stakes, and back to the station), so the recall adds up
// with the ledger by construction.
import { hyperResultOf } from '../../../games/blackjack/settle.ts';
import { type Cents, ZERO, add, cents } from '../../../games/money.ts';
import type { GameRecallMapper, RecallDraft, RecalledBet } from '../../registers/gameRecall.ts';
import { voidedOutcome } from '../../registers/voidedOutcome.ts';
import type { Fact } from '../../store/rebuild/journalFacts.ts';
import { accounts, stationOf } from '../../store/accounts.ts';
import type { CardGameName } from './cardGame.ts';

const KINDS: Readonly<Record<CardGameName, readonly string[]>> = {
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
};

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

type Event = Record<string, unknown> & { readonly type: string };

function eventOf(f: Fact): Event | null {
  const card = f.payload?.['card'] as { kind?: string; event?: Event } | undefined;
  return card?.kind === 'event' && card.event !== undefined ? card.event : null;
}

/** The readable stake of an entry ("box 3", "banco", "assurance box 1", "doublement box 2"). */
function betLabel(event: Event | null): string {
  switch (event?.type) {
    case 'BetPlaced':
      return typeof event['spot'] === 'string'
        ? (SPOT_LABELS[event['spot']] ?? event['spot'])
        : `box ${String(event['box'])}`;
    case 'HyperBetPlaced':
      return `hyper ${HYPER_LABELS[String(event['result'])] ?? String(event['result'])}`;
    case 'InsuranceTaken':
      return `assurance box ${String(event['box'])}`;
    case 'PlayerActed':
      return `${event['action'] === 'double' ? 'doublement' : 'séparation'} box ${String(event['box'])}`;
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
        const event = eventOf(f);
        const transfers = Array.isArray(f.payload?.['transfers'])
          ? (f.payload['transfers'] as { from: string; to: string; amount: number }[])
          : [];
        for (const t of transfers) {
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
            g.bets.push({ label: betLabel(event), stake: cents(t.amount) });
            const playerId = f.payload?.['playerId'];
            if (g.playerId === undefined && typeof playerId === 'string') g.playerId = playerId;
            g.stakes = add(g.stakes, cents(t.amount));
            g.lastSeq = f.seq;
            pending.set(terminalId, g);
          } else if (to !== null && event?.type === 'BetsWithdrawn') {
            // Every bet of the seat taken back before the deal (one seat per station): none was a
            // stake of the hand, and the refund is no win (RULES.md A.1 recall "stakes … wins").
            pending.delete(to);
          } else if (to !== null) {
            const g = pending.get(to);
            if (g !== undefined) g.wins = add(g.wins, cents(t.amount));
          }
        }
        if (event?.type === 'HandsDealt') dealer = [Number(event['dealerUp'])];
        if (event?.type === 'DealerPlayed' && Array.isArray(event['cards']))
          dealer.push(...(event['cards'] as number[]));
        if (event?.type === 'CoupDealt') {
          const c = event['coup'] as { puntoTotal: number; bancoTotal: number; winner: string };
          coup = `punto ${c.puntoTotal}, banco ${c.bancoTotal} : ${SPOT_LABELS[c.winner] ?? c.winner}`;
        }
        if (event?.type === 'RoundSettled') {
          const result = hyperResultOf(dealer);
          close(f, 'settled', `banque ${HYPER_LABELS[result] ?? result}`);
        }
        if (event?.type === 'CoupSettled') close(f, 'settled', coup);
        if (f.kind === 'CardHandVoided') {
          const fact = (f.payload?.['card'] as { fact?: { reason?: string } } | undefined)?.fact;
          close(f, 'voided', voidedOutcome(fact?.reason ?? ''));
        }
      }
      for (const [terminalId, g] of pending)
        drafts.push(draftOf(terminalId, g, 'inProgress', 'en cours', null));
      return drafts;
    },
  };
}
