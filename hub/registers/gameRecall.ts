// Game recall (RULES.md A.1: "the last 10 games of each station are kept with stakes, outcome,
// wins, credit before and after, including a game interrupted mid-way"), derived from the
// journal: a per-game mapper reads a table's entries into games per station, and the credit
// before and after each game comes from the station's ledger account at the game's journal seqs.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, cents } from '../../games/money.ts';
import type { Fact } from '../store/rebuild/journalFacts.ts';
import { statement } from '../store/statements.ts';
import { type AccountName, accounts } from '../store/ledger.ts';
import { wheelRecall, wheelRecallOf } from './wheelRecall.ts';
import { cardRecall } from '../tables/cards/cardRecall.ts';
import { holdemRecall } from '../tables/holdem/holdemRecall.ts';

/** How many games each station keeps (A.1). */
export const RECALL_DEPTH = 10;

/** One stake of a game, as the player placed it. */
export interface RecalledBet {
  /** Readable spot or box ("plein 17", "chance rouge", "box 3 main"). */
  readonly label: string;
  readonly stake: Cents;
}

/** A game as a mapper reads it from the journal, before the credit figures are added. */
export interface RecallDraft {
  readonly game: string;
  readonly tableId: string;
  readonly terminalId: string;
  /** The game's id in its table (a wheel round's id is its RoundOpened seq). */
  readonly gameId: string;
  /** `settled`; `voided` (stakes refunded: an invalid spin, a restart); `inProgress` (no end yet). */
  readonly status: 'settled' | 'voided' | 'inProgress';
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly bets: readonly RecalledBet[];
  /** Σ stakes the station put in this game. */
  readonly stakes: Cents;
  /** Readable outcome, French ("numéro 17", "annulé : …", "en cours"). */
  readonly outcome: string;
  /** What the game returned to the station, stakes included (wins, refunds, jackpot shares). */
  readonly wins: Cents;
  /** Credit before is read just before this seq (the station's first stake in the game). */
  readonly firstSeq: number;
  /** Credit after is read just after this seq (the game's end, or its latest entry). */
  readonly lastSeq: number;
  /** The player logged in by card who played the game (issue 12 §3); absent for an anonymous player. */
  readonly playerId?: string;
  /** The ledger account holding the credit played (default `station:<terminalId>`; hold'em: the player's stack). */
  readonly creditAccount?: AccountName;
}

/** A recalled game with the station's credit before and after. */
export interface RecalledGame extends Omit<RecallDraft, 'firstSeq' | 'lastSeq' | 'creditAccount'> {
  readonly creditBefore: Cents;
  readonly creditAfter: Cents;
  readonly journalSeqs: { readonly first: number; readonly last: number };
}

/** Reads one game family's journal entries into games per station (docs/registers.md "Game recall"). */
export interface GameRecallMapper {
  /** The journal kinds the mapper reads (only those are loaded). */
  readonly kinds: readonly string[];
  /** Every game of table `tableId` in `entries` (the table's entries of `kinds`, in journal order). */
  games(tableId: string, entries: readonly Fact[]): RecallDraft[];
}

/**
 * Mappers by game. The four wheel games share the decider's journal format (hub/tables/wheel/wheelJournal.ts);
 * the card tables and the hold'em tables add theirs here (`blackjack`, `puntoBanco`, `holdem`).
 */
export const RECALL_MAPPERS: Readonly<Record<string, GameRecallMapper>> = {
  roulette: wheelRecall,
  // The other wheel games share the wheel journal; each reads its outcome its own way.
  boule: wheelRecallOf('boule'),
  vingtTrois: wheelRecallOf('vingtTrois'),
  wheelOfFortune: wheelRecallOf('wheelOfFortune'),
  // The card tables (hub/tables/cards/cardRecall.ts).
  blackjack: cardRecall('blackjack'),
  puntoBanco: cardRecall('puntoBanco'),
  // The hold'em tables (hub/tables/holdem/holdemRecall.ts): the credit is the player's stack.
  holdem: holdemRecall,
};

/**
 * The game of a table, from its latest journaled session configuration (`config.game`, hold'em
 * when it has `options.structure`); else `holdem` when a player was ever seated there (hold'em
 * tables run parties, not séances); else roulette.
 */
export function gameOfTable(db: DatabaseSync, tableId: string): string {
  const row = statement(
    db,
    `SELECT json_extract(payload, '$.config.game') AS game,
            json_extract(payload, '$.config.options.structure') AS structure FROM journal
      WHERE kind = 'SessionOpened' AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq DESC LIMIT 1`,
  ).get(tableId) as { game: string | null; structure: string | null } | undefined;
  // A hold'em configuration has no `game` (hub/registers/rulesOptions.ts `reportOptionsOf`).
  if (row !== undefined) return row.game ?? (row.structure === null ? 'roulette' : 'holdem');
  const holdem = statement(
    db,
    `SELECT 1 AS found FROM journal
      WHERE kind = 'HoldemPlayerSeated' AND json_extract(payload, '$.tableId') = ? LIMIT 1`,
  ).get(tableId);
  return holdem === undefined ? 'roulette' : 'holdem';
}

/** An account's balance after each journal seq that moved it, to read balances at any seq. */
function creditHistory(db: DatabaseSync, account: AccountName): (afterSeq: number) => Cents {
  const rows = statement(
    db,
    `SELECT journal_seq AS seq, SUM(CASE WHEN to_account = ? THEN amount ELSE -amount END) AS delta
       FROM transfers WHERE to_account = ? OR from_account = ? GROUP BY journal_seq ORDER BY journal_seq`,
  ).all(account, account, account) as { seq: number; delta: number }[];
  const seqs: number[] = [];
  const balances: number[] = [];
  let balance = 0;
  for (const r of rows) {
    balance += r.delta;
    seqs.push(r.seq);
    balances.push(balance);
  }
  return (afterSeq) => {
    // The last movement at or before `afterSeq` (binary search).
    let lo = 0;
    let hi = seqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seqs[mid] ?? 0) <= afterSeq) lo = mid + 1;
      else hi = mid;
    }
    return cents(lo === 0 ? 0 : (balances[lo - 1] ?? 0));
  };
}

function loadEntries(db: DatabaseSync, tableId: string, kinds: readonly string[]): Fact[] {
  const rows = db
    .prepare(
      `SELECT seq, at, kind, actor, payload FROM journal
        WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND json_extract(payload, '$.tableId') = ?
        ORDER BY seq`,
    )
    .all(...kinds, tableId) as { seq: number; at: string; kind: string; actor: string; payload: string }[];
  return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
}

/**
 * The last `depth` games of each station of table `tableId` (or of `terminalId` only), newest
 * first, keyed by station.
 */
export function gameRecall(
  db: DatabaseSync,
  tableId: string,
  options: { terminalId?: string; depth?: number; mapper?: GameRecallMapper } = {},
): Record<string, RecalledGame[]> {
  const mapper = options.mapper ?? RECALL_MAPPERS[gameOfTable(db, tableId)];
  if (mapper === undefined) throw new RangeError(`no game recall for table ${tableId}`);
  const depth = options.depth ?? RECALL_DEPTH;
  const byStation = new Map<string, RecallDraft[]>();
  for (const draft of mapper.games(tableId, loadEntries(db, tableId, mapper.kinds))) {
    if (options.terminalId !== undefined && draft.terminalId !== options.terminalId) continue;
    const list = byStation.get(draft.terminalId) ?? [];
    list.push(draft);
    byStation.set(draft.terminalId, list);
  }
  const out: Record<string, RecalledGame[]> = {};
  const histories = new Map<string, (afterSeq: number) => Cents>();
  const creditAt = (account: AccountName, afterSeq: number): Cents => {
    let history = histories.get(account);
    if (history === undefined) histories.set(account, (history = creditHistory(db, account)));
    return history(afterSeq);
  };
  for (const [terminalId, drafts] of [...byStation].sort(([a], [b]) => a.localeCompare(b))) {
    out[terminalId] = drafts
      .slice(-depth)
      .reverse()
      .map(({ firstSeq, lastSeq, creditAccount, ...d }) => {
        const account = creditAccount ?? accounts.station(terminalId);
        return {
          ...d,
          creditBefore: creditAt(account, firstSeq - 1),
          creditAfter: creditAt(account, lastSeq),
          journalSeqs: { first: firstSeq, last: lastSeq },
        };
      });
  }
  return out;
}
