// What every part of a running hub shares: the store, the tables, the live connections. Private to
// the composition root (hub/hub.ts, issue 13 §2): every other module declares the few fields it
// uses as its own narrow context, which this state satisfies; a test keeps it that way.
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import type { CardService } from './tables/cards/cardService.ts';
import type { HoldemService } from './tables/holdem/holdemService.ts';
import type { TableRegistry } from './tables/tableRegistry.ts';
import type { Logger } from './logger.ts';
import type { PlayerServices } from './players/playerActions.ts';
import type { AmountLimits } from './config/amountLimits.ts';
import type { HubMetrics } from './observability/hubMetrics.ts';
import type { StaffConnection } from './connections/staffConnection.ts';
import type { StaffLogins } from './staff/staffLogins.ts';
import type { StationPlayers } from './players/stationPlayers.ts';
import type { TerminalConnection } from './connections/terminalConnection.ts';

import type { RateLimit } from './connections/rateLimiter.ts';

/** The shared state of a running hub. */
export interface HubState {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  /** Every table of every kind under its id (hub/tables/tableRegistry.ts). */
  readonly tables: TableRegistry;
  readonly connections: Set<TerminalConnection>;
  /** Staff consoles on `/staff`. */
  readonly staffConnections: Set<StaffConnection>;
  /** The staff login gate: throttling and journaled failures (hub/staff/staffLogins.ts). */
  readonly staffLogins: StaffLogins;
  /** Who is logged in by card at each station, in memory (hub/players/stationPlayers.ts). */
  readonly stationPlayers: StationPlayers;
  /** How many tables the hub was started with (readiness compares). */
  readonly expectedTables: number;
  /** Counters and histograms for /metrics. */
  readonly metrics: HubMetrics;
  /** Tells the staff consoles, soon, that something they see changed. */
  staffChanged(): void;
  /** The per-connection message budget (docs/protocol.md). */
  readonly rateLimit: RateLimit;
  /** A wheel table's change counter, carried by every snapshot so a terminal can detect a gap. */
  sequence(tableId: string): number;
  /** The hold'em tables' view pushes and change counters (hub/tables/holdem/holdemService.ts). */
  readonly holdem: HoldemService;
  /** The card tables' view pushes and change counters (hub/tables/cards/cardService.ts). */
  readonly cards: CardService;
  /** The hold'em room's exclusion-list hook and CSPRNG (hub/players). */
  readonly players: PlayerServices;
  /** The maxima of amounts entering from a desk (hub/config/amountLimits.ts, issue 10 §6). */
  readonly amountLimits: AmountLimits;
  /** Structured log to stderr (stdout carries the machine-readable lifecycle lines). */
  log: Logger;
  /** Moves the journal's high-water mark to the chain head (issue 10 §5, store/highWater.ts). */
  anchorJournal(): void;
  /** A demo hub (`--demo`, issue 10 §2): its snapshots, results board and displays say so. */
  readonly demo?: true;
}
