// hub/connections/edgeBoundary.ts on a real loopback server: a handler that throws or rejects is answered 500
// and counted, and the process goes on; targets are parsed without throwing; a flood of refusals
// is counted exactly but logged once a second.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDGE_LOG_INTERVAL_MS, edgeError, guardRequest, parseTarget } from '../edgeBoundary.ts';
import { Counter } from '../../observability/metrics.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())));
  server = null;
});

describe('edge boundary', () => {
  it('answers 500 to a handler that throws or rejects, and counts each', async () => {
    const edgeErrors = new Counter('tapis_edge_errors_total', 'test');
    const logged: string[] = [];
    const ctx = { edgeErrors, log: (_level: string, message: string) => void logged.push(message) };
    server = createServer(
      guardRequest(ctx, async (req, res) => {
        if (req.url === '/throw') throw new Error('sync bug');
        await Promise.resolve();
        if (req.url === '/reject') throw new Error('async bug');
        res.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    expect((await fetch(`${base}/throw`)).status).toBe(500);
    expect((await fetch(`${base}/reject`)).status).toBe(500);
    expect(await (await fetch(`${base}/fine`)).text()).toBe('ok');
    expect(edgeErrors.render()).toContain('tapis_edge_errors_total{edge="http",reason="handler_failed"} 2');
    // Both counted; the second within the same second is not logged again (the throttle below).
    expect(logged).toEqual(['edge handler failed']);
  });

  it('parses request targets without throwing', () => {
    expect(parseTarget('//[')?.pathname).toBe('//[');
    expect(parseTarget('/healthz?x=1')?.pathname).toBe('/healthz');
    expect(parseTarget('//evil/healthz')?.pathname).toBe('//evil/healthz');
    expect(parseTarget('http://hub/metrics')?.pathname).toBe('/metrics');
    for (const bad of ['http://[::1', 'http://a:99999/', '*', 'ws://x/', '', undefined])
      expect(parseTarget(bad)).toBe(null);
  });
});

describe('edge log throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('logs one line per edge and reason per second, with the count of the quiet ones, and counts all', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const edgeErrors = new Counter('tapis_edge_errors_total', 'test');
    const lines: Record<string, unknown>[] = [];
    const ctx = {
      edgeErrors,
      log: (_level: string, _message: string, fields = {}) => void lines.push(fields),
    };
    for (let i = 0; i < 500; i++) edgeError(ctx, 'client', 'HPE_INVALID_METHOD');
    edgeError(ctx, 'http', 'bad_target');
    vi.setSystemTime(1_000_000 + EDGE_LOG_INTERVAL_MS);
    edgeError(ctx, 'client', 'HPE_INVALID_METHOD');
    expect(lines).toEqual([
      { edge: 'client', reason: 'HPE_INVALID_METHOD' },
      { edge: 'http', reason: 'bad_target' },
      { edge: 'client', reason: 'HPE_INVALID_METHOD', suppressed: 499 },
    ]);
    expect(edgeErrors.render()).toContain(
      'tapis_edge_errors_total{edge="client",reason="HPE_INVALID_METHOD"} 501',
    );
  });
});
