// The hub's plain HTTP face: health and readiness probes, Prometheus metrics, and a public
// results board.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { edgeError, parseTarget } from './connections/edgeBoundary.ts';
import type { Logger } from './logger.ts';
import { type MetricsContext, renderMetrics } from './observability/hubMetrics.ts';
import { type ReadinessContext, readiness } from './observability/probes.ts';
import { type RegisteredTables, inService } from './tables/tableRegistry.ts';
import { tableResults } from './tables/tableResults.ts';

/** What the HTTP face reads of the running hub. */
export interface HttpContext extends MetricsContext, ReadinessContext {
  /** Every table, of every kind: health lists them, the results board serves them. */
  readonly tables: MetricsContext['tables'] & ReadinessContext['tables'] & RegisteredTables;
  readonly log: Logger;
  /** Set on a demo hub (issue 10 §2). */
  readonly demo?: true;
}

/**
 * Answers GET /healthz, /readyz, /metrics and /api/tables/<id>/results; everything else is 404.
 * `refused` lists the start-up integrity check's problems when the store was not served.
 */
export function handleHttp(
  hub: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  refused: readonly string[] | null = null,
): void {
  // Issue 10 §1: a target that does not parse (`GET //[`) is the peer's error, answered 400.
  const url = parseTarget(req.url);
  if (url === null) {
    edgeError({ log: hub.log, edgeErrors: hub.metrics.edgeErrors }, 'http', 'bad_target');
    return json(res, 400, { error: 'bad request target' });
  }
  if (req.method !== 'GET') return json(res, 405, { error: 'method not allowed' });
  if (url.pathname === '/healthz') {
    const row = hub.db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM journal').get() as { seq: number };
    return json(res, 200, {
      status: 'ok',
      journalSeq: row.seq,
      tables: hub.tables.registered().map((entry) => ({
        tableId: entry.table.config.tableId,
        sessionOpen: inService(entry),
      })),
      terminalsConnected: [...hub.connections].filter((c) => c.terminalId !== null).length,
    });
  }
  if (url.pathname === '/readyz') {
    const verdict = readiness(hub);
    const ready = verdict.ready && refused === null;
    return json(res, ready ? 200 : 503, {
      status: ready ? 'ready' : 'not ready',
      // The integrity problems appear only when the start-up check refused the store.
      checks: refused === null ? verdict.checks : { ...verdict.checks, integrity: refused },
    });
  }
  if (url.pathname === '/metrics') {
    res.writeHead(200, {
      'content-type': 'text/plain; version=0.0.4; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(renderMetrics(hub));
    return;
  }
  const match = /^\/api\/tables\/([A-Za-z0-9_-]+)\/results$/.exec(url.pathname);
  if (match !== null) {
    const tableId = match[1] as string;
    const entry = hub.tables.registeredTable(tableId);
    if (entry === undefined) return json(res, 404, { error: 'no such table' });
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 20) || 20));
    return json(res, 200, {
      tableId,
      // Issue 10 §2: a results board fed by a demo hub says so.
      ...(hub.demo === true ? { demo: true } : {}),
      results: tableResults(hub.db, entry, limit),
    });
  }
  json(res, 404, { error: 'not found' });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
