// A card table's configuration (RULES.md A.1, A.5, A.6; seed 000): the engine's options plus the
// hub's times, recorded in the journal when the séance opens.
import type { BlackjackOptions } from '../../../games/blackjack/options.ts';
import type { PuntoBancoOptions } from '../../../games/puntoBanco/options.ts';

/** The hub's side of a card table. */
export interface CardTableBase {
  readonly tableId: string;
  readonly tableName: string;
  /** Stations (seats) at the table, numbered from 1 (seed 000: no more players than stations). */
  readonly seats: number;
  /** Betting time, from the first stake of a hand to the deal (ms). */
  readonly bettingMs: number;
  /**
   * Maximum absence (seed 000: "la direction du casino fixe, dans son règlement intérieur, la
   * durée maximale d'une telle absence"). [GAP] no figure in RULES.md or the seed: default 5 min.
   */
  readonly maxAbsenceMs: number;
  /** How often the table checks its deadlines (betting time, turns, absence). */
  readonly tickMs: number;
}

/** A blackjack table. */
export interface BlackjackTableConfig extends CardTableBase {
  readonly game: 'blackjack';
  readonly options: BlackjackOptions;
}

/** A punto banco table. */
export interface PuntoBancoTableConfig extends CardTableBase {
  readonly game: 'puntoBanco';
  readonly options: PuntoBancoOptions;
}

/** Any card table. */
export type CardTableConfig = BlackjackTableConfig | PuntoBancoTableConfig;

/** [GAP] default maximum absence: 5 minutes (a règlement intérieur figure, table option). */
export const DEFAULT_MAX_ABSENCE_MS = 5 * 60_000;

/** Hub defaults for a card table: 7 stations, 15 s betting time, 5 min absence, 250 ms ticks. */
export const CARD_TABLE_DEFAULTS = {
  seats: 7,
  bettingMs: 15_000,
  maxAbsenceMs: DEFAULT_MAX_ABSENCE_MS,
  tickMs: 250,
} as const;
