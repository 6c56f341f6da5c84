// The bridge's edge counter (issue 10 §1): every refusal counted, a flood logged once a second.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDGE_LOG_INTERVAL_MS, EdgeCounter, refused, targetPath } from '../bridgeEdge.ts';

afterEach(() => vi.useRealTimers());

describe('bridge edge', () => {
  it('counts every refusal and logs one line per edge and reason per second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000_000);
    const counter = new EdgeCounter();
    const lines: Record<string, unknown>[] = [];
    const ctx = {
      counter,
      log: (_level: string, _message: string, fields: Record<string, unknown>) => void lines.push(fields),
    };
    for (let i = 0; i < 300; i++) refused(ctx, 'bridge', 'malformed');
    refused(ctx, 'upgrade', 'ticket_replayed');
    vi.setSystemTime(5_000_000 + EDGE_LOG_INTERVAL_MS);
    refused(ctx, 'bridge', 'malformed');
    expect(counter.snapshot()).toEqual({ 'bridge/malformed': 301, 'upgrade/ticket_replayed': 1 });
    expect(lines).toEqual([
      { edge: 'bridge', reason: 'malformed' },
      { edge: 'upgrade', reason: 'ticket_replayed' },
      { edge: 'bridge', reason: 'malformed', suppressed: 299 },
    ]);
  });

  it('reads the path of a target without throwing', () => {
    expect(targetPath('//[')).toBe('//[');
    expect(targetPath('/index.html?x')).toBe('/index.html');
    for (const bad of ['http://[::1', '*', '', undefined]) expect(targetPath(bad)).toBe(null);
  });
});
