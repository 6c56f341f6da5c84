// Issue 12 §1 end to end below the screen: a station with its supervised reader on a private
// pcscd + vpcd, connected to a real hub. The reader's state reaches the station's view (what the
// screen draws) and the hub's staff `tables` message; a pcscd restart during play recovers while
// the station keeps running and its hub link stays up.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { euros } from '../../../../games/money.ts';
import { demoTable, prepareDemo } from '../../../../hub/demo.ts';
import { type RunningHub, startHub } from '../../../../hub/hub.ts';
import { tablesMessage } from '../../../../hub/staff/gameTablesView.ts';
import { TEST_JOURNAL_KEY } from '../../../../hub/__tests__/helpers/testJournalKey.ts';
import { StationViewSchema } from '../../../../protocol/bridge.ts';
import type { ReaderState } from '../../../../protocol/readerState.ts';
import { type PrivatePcscd, privatePcscd } from '../../../../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';
import type { StationService } from '../../stationApi.ts';
import { startStation } from '../../startStation.ts';

const PORT = 36130;
const SECRET = 'station-reader-secret-0123456789';
let pcscd: PrivatePcscd;
let hub: RunningHub;
let station: StationService;

beforeAll(async () => {
  pcscd = privatePcscd(PORT, 'Station PCD');
  await pcscd.start();
  hub = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-reader-hub-')),
    journalKey: TEST_JOURNAL_KEY,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
    logLevel: 'silent',
  });
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId: 'T1',
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-reader-st-')),
    reader: { socketPath: pcscd.socketPath, readerName: 'Station PCD 00 00' },
  });
});
afterAll(async () => {
  await station?.close();
  await hub?.close();
  await pcscd?.dispose();
});

/** The reader state the hub shows staff for T1, or null. */
const staffSees = (): ReaderState | null =>
  tablesMessage(hub.state).readers?.find((r) => r.terminalId === 'T1')?.state ?? null;

/** Waits until both the station's view and the staff view show `state`. */
async function bothShow(state: ReaderState, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (station.getView().reader !== state || staffSees() !== state) {
    if (Date.now() > end) {
      throw new Error(`want ${state}; view ${station.getView().reader}, staff ${staffSees()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('shows the reader state on the screen and to staff, through a tap and a pcscd restart', async () => {
  await bothShow('ready', 10_000);
  expect(station.getView().link).toBe('online');
  expect(StationViewSchema.parse(station.getView()).reader).toBe('ready');

  const card = await VpcdCard.tap({
    port: PORT,
    uid: Uint8Array.from([0x04, 1, 2, 3, 4, 5, 6]),
    handler: () => Uint8Array.from([0x90, 0x00]),
  });
  await bothShow('cardPresent', 3_000);
  await card.lift();
  await bothShow('ready', 3_000);

  const links = new Set<string>();
  const unsubscribe = station.onView((v) => links.add(v.link));
  await pcscd.stop();
  await bothShow('noPcscd', 5_000);
  await pcscd.start();
  const back = Date.now();
  await bothShow('ready', 5_000);
  expect(Date.now() - back).toBeLessThan(5_000);
  unsubscribe();
  expect([...links]).toEqual(['online']); // the station kept its hub link all along
  expect(station.reader?.stats.restarts).toBeGreaterThanOrEqual(1);
});
