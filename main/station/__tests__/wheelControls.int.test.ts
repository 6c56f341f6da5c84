// Issue 11 §2 through the station: every wheel control of the bridge reaches the real hub over
// loopback as its hub command, and the station's view shows only what the hub confirmed — the
// credit after a chip is taken back, doubled or repeated, the player's minimum, the favourites.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import { type StationView, wheelSnapshotOf } from '../../../protocol/bridge.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub } from '../../../hub/hub.ts';
import { systemClock } from '../../../hub/clock.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { startStation } from '../startStation.ts';

const SECRET = 'station-controls-secret-0123456';
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

const credit = (v: StationView) => wheelSnapshotOf(v)?.credit;

describe('the wheel controls through the station', () => {
  it('undoes, clears, batches, doubles, sets the minimum and saves a favourite at the hub', async () => {
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-controls-')),
      host: '127.0.0.1',
      port: 0,
      // A long betting time: every control lands in one round.
      tables: [demoTable({ bettingMs: 60_000, spinMs: 200, resultMs: 200 })],
      clock: systemClock,
      logLevel: 'silent',
    });
    cleanups.push(() => hub.close());
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const station = await startStation({
      hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
      terminalId: 'T1',
      secret: SECRET,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-T1-')),
    });
    cleanups.push(() => station.close());
    await until(() => wheelSnapshotOf(station.getView())?.round?.phase === 'betting');

    const plein = await station.placeBet({ spot: { kind: 'plein', number: 7 }, stake: cents(500) });
    const rouge = await station.placeBet({ spot: { kind: 'chance', chance: 'rouge' }, stake: cents(1_000) });
    expect([plein.ok, rouge.ok]).toEqual([true, true]);
    await until(() => credit(station.getView()) === 8_500);
    const undo = await station.undoLastBet();
    expect(undo).toEqual({ ok: true, value: { betIds: [rouge.ok ? rouge.value.betId : ''] } });
    await until(() => credit(station.getView()) === 9_500);
    expect(await station.clearBet({ betId: rouge.ok ? rouge.value.betId : '' })).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_BET', params: { reason: 'alreadyWithdrawn' } },
    });

    const batch = await station.placeBets({
      items: [
        { kind: 'bet', spot: { kind: 'douzaine', dozen: 2 }, stake: cents(300) },
        { kind: 'annonce', annonce: { kind: 'jeuZero' }, unit: cents(100) },
      ],
    });
    expect(batch.ok && batch.value.betIds.length).toBe(2);
    await until(() => credit(station.getView()) === 9_500 - 700);
    expect((await station.doubleBets()).ok).toBe(true);
    await until(() => credit(station.getView()) === 9_500 - 700 - 1_200);
    // The jeu zéro's chips carry their annonce in the view, for the racetrack.
    const chips = wheelSnapshotOf(station.getView())?.bets ?? [];
    expect(chips.filter((c) => c.annonce?.kind === 'jeuZero')).toHaveLength(8);
    expect((await station.clearAllBets()).ok).toBe(true);
    await until(() => credit(station.getView()) === 10_000);

    expect(await station.setPlayerMinimum({ minimum: cents(200) })).toEqual({
      ok: true,
      value: { minimum: 200 },
    });
    await until(() => wheelSnapshotOf(station.getView())?.playerMinimum === 200);
    expect(await station.placeBet({ spot: { kind: 'plein', number: 1 }, stake: cents(100) })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 200 } },
    });
    const favourite = {
      slot: 0,
      name: 'Zéro',
      bets: [{ kind: 'bet' as const, spot: { kind: 'plein' as const, number: 0 }, stake: cents(200) }],
    };
    expect(await station.saveFavourite({ favourite })).toEqual({ ok: true, value: { slot: 0 } });
    await until(() => (wheelSnapshotOf(station.getView())?.favourites ?? []).length === 1);
    expect(await station.deleteFavourite({ slot: 0 })).toEqual({ ok: true, value: { slot: 0 } });
    await until(() => (wheelSnapshotOf(station.getView())?.favourites ?? []).length === 0);
    expect(await station.setPlayerMinimum({ minimum: null })).toEqual({ ok: true, value: { minimum: null } });
    await until(() => wheelSnapshotOf(station.getView())?.playerMinimum === 100);
    expect(credit(station.getView())).toBe(10_000);
  });
});
