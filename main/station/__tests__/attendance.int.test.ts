// "Appel" and "Je m'absente" through the station against a real hub over loopback (issue 12 §5):
// the bridge calls reach the hub's commands of the station's own table, the card table's view
// then shows the absence, a wheel table refuses the absence without sending anything, and both
// calls are refused at once while the hub is unreachable.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { puntoBancoConfig } from '../../../hub/tables/cards/__tests__/cardHarness.ts';
import { demoTable, grantDemoCredit, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { provisionTerminal } from '../../../hub/terminals.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { tellCallAnswered } from '../../../hub/attendance/attendantCalls.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';

const SECRET = 'station-attendance-secret-0123456789';
const MAX_ABSENCE_MS = 120_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

async function until(test: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function hub(): Promise<RunningHub> {
  const h = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-attend-')),
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 200, resultMs: 200 })],
    cardTables: [puntoBancoConfig({ maxAbsenceMs: MAX_ABSENCE_MS })],
    logLevel: 'silent',
  });
  cleanups.push(() => h.close());
  prepareDemo(h, [{ id: 'T1', secret: SECRET }], euros(100));
  provisionTerminal(h.state.db, 'P1', 'pb-1', SECRET);
  grantDemoCredit(h, 'P1', euros(50));
  return h;
}

async function stationAt(h: RunningHub, terminalId: string): Promise<StationService> {
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${h.port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), `tapis-st-${terminalId}-`)),
  });
  cleanups.push(() => station.close());
  await until(() => station.getView().game !== null);
  return station;
}

describe('Appel and Je m’absente at the station', () => {
  it('calls the attendant from any table, journaled with the station and the reason', async () => {
    const h = await hub();
    const roulette = await stationAt(h, 'T1');
    const called = await roulette.callAttendant({ reason: 'payment' });
    if (!called.ok) throw new Error(called.error.code);
    const row = h.state.db
      .prepare("SELECT seq, actor, payload FROM journal WHERE kind = 'AttendantCalled'")
      .get() as {
      seq: number;
      actor: string;
      payload: string;
    };
    expect(called.value.callId).toBe(row.seq);
    // The station's view carries the open call: the screen says an attendant is coming.
    expect(roulette.getView().attendantCall).toEqual({
      callId: row.seq,
      reason: 'payment',
      at: called.value.at,
    });
    // Another call's answer changes nothing; this call's answer (staffDispatch sends it) clears the line.
    tellCallAnswered(h.state, 'T1', row.seq + 1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(roulette.getView().attendantCall?.callId).toBe(row.seq);
    tellCallAnswered(h.state, 'T1', row.seq);
    await until(() => roulette.getView().attendantCall === undefined);
    expect({ actor: row.actor, payload: JSON.parse(row.payload) as unknown }).toEqual({
      actor: 'terminal:T1',
      payload: { terminalId: 'T1', tableId: 'roulette-1', reason: 'payment' },
    });
    // No seat to keep at a wheel table: refused, nothing sent.
    expect(await roulette.stepAway()).toMatchObject({
      ok: false,
      error: { code: 'NOT_AVAILABLE', params: { call: 'stepAway', reason: 'otherGame' } },
    });
  });

  it('starts the absence at a punto banco seat and the view shows until when', async () => {
    const h = await hub();
    const punto = await stationAt(h, 'P1');
    expect(await punto.cardSit({ seat: 3 })).toMatchObject({ ok: true });
    const before = Date.now();
    const away = await punto.stepAway();
    if (!away.ok) throw new Error(away.error.code);
    expect(away.value.since).toBeGreaterThanOrEqual(before);
    expect(away.value.allowedUntil).toBe(away.value.since + MAX_ABSENCE_MS);
    await until(() => {
      const v = punto.getView();
      return v.game === 'puntoBanco' && v.hub.away !== null && v.hub.away !== undefined;
    });
    const v = punto.getView();
    expect(v.game === 'puntoBanco' && v.hub.away).toEqual({ ...away.value, beyondMaximum: false });
  });

  it('refuses both at once while the hub is unreachable', async () => {
    const h = await hub();
    const punto = await stationAt(h, 'P1');
    await h.close();
    await until(() => punto.getView().link === 'offline');
    expect(await punto.callAttendant({ reason: 'help' })).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
    expect(await punto.stepAway()).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
  });
});
