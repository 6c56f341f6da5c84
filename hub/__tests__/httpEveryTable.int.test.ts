// Issue 13 §1: the HTTP face and the `tapis_tables` gauge list every table of the registry, not
// the wheel tables only. A hub serving one table of each kind — a roulette, a punto banco and a
// hold'em table — answers /healthz, the results board and /metrics for all three, exactly; a
// table opened (the punto banco séance) shows in service in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import type { RunningHub } from '../hub.ts';
import { puntoBancoConfig } from '../tables/cards/__tests__/cardHarness.ts';
import { commandId, holdemHub } from '../tables/holdem/__tests__/helpers/holdemHub.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { manualClock } from './helpers/manualClock.ts';
import { TIMING, secretOf } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';

let hub: RunningHub;
let url: (path: string) => string;
const consoles: TestStaff[] = [];

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${hub.port}${path}`);
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  const started = await holdemHub(manualClock(), createRng(seededSource(9)), undefined, {
    tables: [rouletteTable('roulette-1', 'Roulette 1', euros(2), TIMING)],
    cardTables: [puntoBancoConfig()],
  });
  hub = started.hub;
  url = started.url;
});

afterAll(async () => {
  for (const c of consoles) c.close();
  await hub.close();
});

const journalSeq = (): number =>
  (hub.state.db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM journal').get() as { seq: number }).seq;

describe('the HTTP face of a hub with a table of each kind', () => {
  it('lists every table in /healthz and in tapis_tables, in service once its séance opens', async () => {
    const health = async () => JSON.parse((await get('/healthz')).body) as unknown;
    const gauge = async () =>
      (await get('/metrics')).body.split('\n').filter((line) => line.startsWith('tapis_tables'));
    // In the registry's order: the hold'em and card services register their tables first.
    expect(await health()).toEqual({
      status: 'ok',
      journalSeq: journalSeq(),
      tables: [
        { tableId: 'holdem-1', sessionOpen: false },
        { tableId: 'pb-1', sessionOpen: false },
        { tableId: 'roulette-1', sessionOpen: false },
      ],
      terminalsConnected: 0,
    });
    expect(await gauge()).toEqual([
      'tapis_tables{table_id="holdem-1"} 0',
      'tapis_tables{table_id="pb-1"} 0',
      'tapis_tables{table_id="roulette-1"} 0',
    ]);

    const [alice, bruno] = await Promise.all(
      ['alice', 'bruno'].map((login) => loginStaff(url('/staff'), login, secretOf(login))),
    );
    if (alice === undefined || bruno === undefined) throw new Error('no staff');
    consoles.push(alice, bruno);
    await alice.ok('requestOpening', commandId('open'), { tableId: 'pb-1' });
    await bruno.ok('validateOpening', commandId('open'), { tableId: 'pb-1' });
    expect(await health()).toEqual({
      status: 'ok',
      journalSeq: journalSeq(),
      tables: [
        { tableId: 'holdem-1', sessionOpen: false },
        { tableId: 'pb-1', sessionOpen: true },
        { tableId: 'roulette-1', sessionOpen: false },
      ],
      terminalsConnected: 0,
    });
    expect(await gauge()).toEqual([
      'tapis_tables{table_id="holdem-1"} 0',
      'tapis_tables{table_id="pb-1"} 1',
      'tapis_tables{table_id="roulette-1"} 0',
    ]);
  });

  it('serves the results board of every table, and 404 for a table it does not serve', async () => {
    for (const tableId of ['roulette-1', 'pb-1', 'holdem-1']) {
      expect(await get(`/api/tables/${tableId}/results`)).toEqual({
        status: 200,
        body: JSON.stringify({ tableId, results: [] }),
      });
    }
    expect(await get('/api/tables/bj-9/results')).toEqual({
      status: 404,
      body: JSON.stringify({ error: 'no such table' }),
    });
  });
});
