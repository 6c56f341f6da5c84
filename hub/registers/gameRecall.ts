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
  /** Where a window of the table's entries may start so that the games it holds read as in the whole journal; absent: read it all. */
  readonly window?: RecallWindow;
}

/**
 * A window of a table's entries for one station's recall (docs/journal.md "Recall"): it starts at
 * a game boundary, so every game starting inside it reads whole and the mapper carries no state
 * from before it (but the `carried` kinds, read in full).
 */
export interface RecallWindow {
  /** The kinds that mark a game boundary (a round opened, a hand settled). */
  readonly boundaryKinds: readonly string[];
  /** `at`: the window starts with the boundary entry (it opens a game); `after`: just after it (it closes one). */
  readonly starts: 'at' | 'after';
  /** Kinds whose state outlives a game (hold'em seatings): read from the journal's start. */
  readonly carried?: readonly string[];
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

/** The recall's reads, each served by an index (checked by hub/registers/__tests__/boundedRecall.int.test.ts). */
export const RECALL_QUERIES = {
  /** A table's latest boundary entries of one kind, newest first (journal_by_table). */
  boundaries: `SELECT seq FROM journal WHERE json_extract(payload, '$.tableId') = ? AND kind = ?
    ORDER BY seq DESC LIMIT ?`,
  /** A table's entries of `kinds` kinds from a seq on (journal_by_table, one range per kind). */
  window: (kinds: number): string => `SELECT seq, at, kind, actor, payload FROM journal
    WHERE kind IN (${Array.from({ length: kinds }, () => '?').join(', ')})
      AND json_extract(payload, '$.tableId') = ? AND seq >= ?
    ORDER BY seq`,
  /** What moved into (`to_account`) or out of (`from_account`) an account after a seq (migration 8). */
  movedAfter: (column: 'to_account' | 'from_account'): string =>
    `SELECT COALESCE(SUM(amount), 0) AS total FROM transfers WHERE ${column} = ? AND journal_seq > ?`,
};

/**
 * An account's balance just after journal seq `afterSeq`: its balance now less what moved it
 * after that seq (balances are the transfers' projection, DESIGN.md "Money"), two range reads on
 * migration 8's indexes whose length is the recall's window, not the account's whole history.
 */
function balanceAfter(db: DatabaseSync, account: AccountName, afterSeq: number): Cents {
  const now = statement(db, 'SELECT balance FROM balances WHERE account = ?').get(account) as
    { balance: number } | undefined;
  const sumOf = (column: 'to_account' | 'from_account'): number =>
    (statement(db, RECALL_QUERIES.movedAfter(column)).get(account, afterSeq) as { total: number }).total;
  return cents((now?.balance ?? 0) - sumOf('to_account') + sumOf('from_account'));
}

interface Row {
  seq: number;
  at: string;
  kind: string;
  actor: string;
  payload: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A row as the mappers read it: its payload decoded, or null when it is no JSON object. */
function factOfRow(r: Row): Fact {
  let payload: unknown = null;
  try {
    payload = JSON.parse(r.payload);
  } catch {
    // Not JSON: the mapper's parse of a null payload names the entry.
  }
  return { seq: r.seq, at: r.at, kind: r.kind, actor: r.actor, payload: isRecord(payload) ? payload : null };
}

/** The table's entries of `kinds` from seq `fromSeq` on, in journal order (journal_by_table: one range per kind). */
function loadEntries(db: DatabaseSync, tableId: string, kinds: readonly string[], fromSeq = 0): Row[] {
  if (kinds.length === 0) return [];
  return statement(db, RECALL_QUERIES.window(kinds.length)).all(
    ...kinds,
    tableId,
    fromSeq,
  ) as unknown as Row[];
}

/** The seq of the table's `count`-th latest boundary entry, or null when it has fewer (journal_by_table, newest first). */
function nthLatestBoundary(
  db: DatabaseSync,
  tableId: string,
  kinds: readonly string[],
  count: number,
): number | null {
  const seqs: number[] = [];
  for (const kind of kinds) {
    const rows = statement(db, RECALL_QUERIES.boundaries).all(tableId, kind, count) as { seq: number }[];
    for (const r of rows) seqs.push(r.seq);
  }
  seqs.sort((a, b) => b - a);
  return seqs[count - 1] ?? null;
}

/** The mapper's games over the table's entries from `fromSeq` on (its carried kinds from the start). */
function draftsFrom(
  db: DatabaseSync,
  tableId: string,
  mapper: GameRecallMapper,
  fromSeq: number,
): RecallDraft[] {
  const carried = fromSeq === 0 ? [] : (mapper.window?.carried ?? []);
  const windowKinds = mapper.kinds.filter((k) => !carried.includes(k));
  const rows = loadEntries(db, tableId, windowKinds, fromSeq);
  if (carried.length > 0) {
    rows.push(...loadEntries(db, tableId, carried));
    rows.sort((a, b) => a.seq - b.seq);
  }
  // Decoded once here (a payload that is no JSON object reads as null, which the mapper's parse
  // refuses, named); each mapper parses the payloads with the catalogue's schemas.
  return mapper.games(tableId, rows.map(factOfRow));
}

/** How many boundaries the first window of a station's recall spans, per game asked; it grows ×4 at each miss. */
const FIRST_WINDOW_PER_GAME = 2;

/**
 * One station's games, read from a window of the table's latest games that grows until it holds
 * `depth` of them or reaches the table's first entry: a station that plays reads a few rounds
 * whatever the journal's length (docs/journal.md "Recall").
 */
function stationDrafts(
  db: DatabaseSync,
  tableId: string,
  mapper: GameRecallMapper,
  window: RecallWindow,
  terminalId: string,
  depth: number,
): RecallDraft[] {
  for (let boundaries = Math.max(1, depth * FIRST_WINDOW_PER_GAME); ; boundaries *= 4) {
    const boundary = nthLatestBoundary(db, tableId, window.boundaryKinds, boundaries);
    const fromSeq = boundary === null ? 0 : window.starts === 'at' ? boundary : boundary + 1;
    const drafts = draftsFrom(db, tableId, mapper, fromSeq).filter((d) => d.terminalId === terminalId);
    if (boundary === null || drafts.length >= depth) return drafts;
  }
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
  const drafts =
    options.terminalId !== undefined && mapper.window !== undefined
      ? stationDrafts(db, tableId, mapper, mapper.window, options.terminalId, depth)
      : draftsFrom(db, tableId, mapper, 0);
  for (const draft of drafts) {
    if (options.terminalId !== undefined && draft.terminalId !== options.terminalId) continue;
    const list = byStation.get(draft.terminalId) ?? [];
    list.push(draft);
    byStation.set(draft.terminalId, list);
  }
  const out: Record<string, RecalledGame[]> = {};
  const creditAt = (account: AccountName, afterSeq: number): Cents => balanceAfter(db, account, afterSeq);
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
