// The hub's metrics: what it counts as it runs, and what it reads from the store at scrape time.
import type { DatabaseSync } from 'node:sqlite';
import { type RegisteredTables, inService } from '../tables/tableRegistry.ts';
import { Counter, gauge, Histogram } from './metrics.ts';

/** The in-memory metrics of a running hub. */
export interface HubMetrics {
  readonly betsAccepted: Counter;
  readonly commandsRefused: Counter;
  readonly protocolErrors: Counter;
  readonly betAckSeconds: Histogram;
  /** Inputs refused at an edge (hub/connections/edgeBoundary.ts), by edge and reason. */
  readonly edgeErrors: Counter;
}

/** Fresh metrics. Buckets around the bet-ack target of issue 5 (p99 ≤ 25 ms). */
export function createHubMetrics(): HubMetrics {
  return {
    betsAccepted: new Counter('tapis_bets_accepted_total', 'Bets accepted and committed.'),
    commandsRefused: new Counter('tapis_commands_refused_total', 'Terminal commands refused, by error code.'),
    protocolErrors: new Counter(
      'tapis_protocol_errors_total',
      'Messages answered with an error not tied to a command, by code.',
    ),
    betAckSeconds: new Histogram(
      'tapis_bet_ack_seconds',
      'Time from receiving a bet to sending its reply (committed), seconds.',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    ),
    edgeErrors: new Counter(
      'tapis_edge_errors_total',
      'Inputs refused or failed at an edge (HTTP, upgrade, client socket, WebSocket), by edge and reason.',
    ),
  };
}

/** What the scrape reads of the running hub. */
export interface MetricsContext {
  readonly db: DatabaseSync;
  readonly metrics: HubMetrics;
  /** Every table, of every kind, each with its in-service gauge. */
  readonly tables: Pick<RegisteredTables, 'registered'>;
  readonly connections: Iterable<{ readonly terminalId: string | null }>;
  readonly staffConnections: Iterable<{ readonly staff: unknown }>;
}

/** The Prometheus text of every metric, store figures read now. */
export function renderMetrics(hub: MetricsContext): string {
  const rounds = hub.db
    .prepare(
      'SELECT table_id, phase, COUNT(*) AS n FROM rounds GROUP BY table_id, phase ORDER BY table_id, phase',
    )
    .all() as { table_id: string; phase: string; n: number }[];
  const journal = hub.db
    .prepare('SELECT COUNT(*) AS n, COALESCE(MAX(seq), 0) AS last FROM journal')
    .get() as {
    n: number;
    last: number;
  };
  const bets = hub.db.prepare('SELECT COUNT(*) AS n FROM bets').get() as { n: number };
  const lines = [
    ...gauge('tapis_terminals_connected', 'Authenticated terminal connections.', [
      { value: [...hub.connections].filter((c) => c.terminalId !== null).length },
    ]),
    ...gauge('tapis_staff_connected', 'Logged-in staff connections.', [
      { value: [...hub.staffConnections].filter((c) => c.staff !== null).length },
    ]),
    ...gauge('tapis_tables', 'Tables served, and whether each is in service.', [
      ...hub.tables.registered().map((entry) => ({
        labels: { table_id: entry.table.config.tableId },
        value: inService(entry) ? 1 : 0,
      })),
    ]),
    ...gauge(
      'tapis_rounds',
      'Rounds in the store, by table and phase.',
      rounds.map((r) => ({ labels: { table_id: r.table_id, phase: r.phase }, value: r.n })),
    ),
    ...gauge('tapis_bets_stored', 'Bets in the store.', [{ value: bets.n }]),
    ...gauge('tapis_journal_entries', 'Entries in the hash-chained journal.', [{ value: journal.n }]),
    ...hub.metrics.betsAccepted.render(),
    ...hub.metrics.commandsRefused.render(),
    ...hub.metrics.protocolErrors.render(),
    ...hub.metrics.betAckSeconds.render(),
    ...hub.metrics.edgeErrors.render(),
  ];
  return `${lines.join('\n')}\n`;
}
