// /readyz, /metrics and the log level (issue 5 item 9).
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { prepareDemo } from '../demo.ts';
import type { RunningHub } from '../hub.ts';
import { createLogger } from '../logger.ts';
import { manualClock } from './helpers/manualClock.ts';
import { staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

function fetchText(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    }).on('error', reject);
  });
}

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('observability', () => {
  it('is ready when the store answers and every table is loaded, and not when the store is gone', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const ready = await fetchText(hub.port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', tables: 1, expectedTables: 1 },
    });
    hub.state.db.close();
    const gone = await fetchText(hub.port, '/readyz');
    expect(gone.status).toBe(503);
    expect(JSON.parse(gone.body)).toMatchObject({ status: 'not ready', checks: { tables: 1 } });
  });

  it('exposes terminals, rounds, bets, bet-ack latency and journal size in Prometheus text', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    prepareDemo(hub, [{ id: 'T1', secret: TERMINAL_SECRET }], euros(100));
    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t, 'T1', TERMINAL_SECRET);
    const snap = await t.next((m) => m.type === 'snapshot' && m.state.round !== null);
    const roundId = snap.type === 'snapshot' ? snap.roundId : 0;
    for (const [id, stake] of [
      ['metrics-bet-1', 500],
      ['metrics-bet-2', 50],
    ] as const) {
      t.send({ type: 'placeBet', commandId: id, roundId, spot: { kind: 'plein', number: 3 }, stake });
      await t.next((m) => m.type === 'reply' && m.commandId === id);
    }
    t.send('{bad json');
    await t.next((m) => m.type === 'error');
    const metrics = await fetchText(hub.port, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const journal = (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
    expect({
      terminals: sample(metrics.body, 'tapis_terminals_connected'),
      betting: sample(metrics.body, 'tapis_rounds{table_id="roulette-1",phase="betting"}'),
      accepted: sample(metrics.body, 'tapis_bets_accepted_total'),
      refused: sample(metrics.body, 'tapis_commands_refused_total{code="STAKE_BELOW_MINIMUM"}'),
      malformed: sample(metrics.body, 'tapis_protocol_errors_total{code="MALFORMED"}'),
      acks: sample(metrics.body, 'tapis_bet_ack_seconds_count'),
      acksUnderOneSecond: sample(metrics.body, 'tapis_bet_ack_seconds_bucket{le="1"}'),
      journal: sample(metrics.body, 'tapis_journal_entries'),
      inService: sample(metrics.body, 'tapis_tables{table_id="roulette-1"}'),
    }).toEqual({
      terminals: 1,
      betting: 1,
      accepted: 1,
      refused: 1,
      malformed: 1,
      acks: 2,
      acksUnderOneSecond: 2,
      journal,
      inService: 1,
    });
    expect(metrics.body).toContain('# TYPE tapis_bet_ack_seconds histogram');
  });

  it('writes JSON lines at or above the chosen level only', () => {
    const lines: string[] = [];
    const log = createLogger('warn', manualClock(), (line) => lines.push(line));
    log('info', 'quiet');
    log('warn', 'loud', { tableId: 'roulette-1' });
    log('error', 'louder');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { at: '2026-11-29T14:00:00.000Z', level: 'warn', message: 'loud', tableId: 'roulette-1' },
      { at: '2026-11-29T14:00:00.000Z', level: 'error', message: 'louder' },
    ]);
    const silent: string[] = [];
    createLogger('silent', manualClock(), (line) => silent.push(line))('error', 'nothing');
    expect(silent).toEqual([]);
  });
});
