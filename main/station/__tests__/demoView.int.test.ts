// Issue 10 §2: a demo hub tells its stations so in every snapshot, and the station passes it in
// the view the renderer draws from (its "DÉMO" badge); a hub run from a configuration does not.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { wheelSnapshotOf, StationViewSchema } from '../../../protocol/bridge.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub } from '../../../hub/hub.ts';
import { startStation } from '../startStation.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';

const SECRET = 'demo-view-secret-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups.length = 0;
});

async function viewOf(demo: boolean) {
  const hub = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-demo-view-hub-')),
    journalKey: TEST_JOURNAL_KEY,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
    logLevel: 'silent',
    ...(demo ? { demo: true } : {}),
  });
  cleanups.push(() => hub.close());
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId: 'T1',
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-demo-view-st-')),
  });
  cleanups.push(() => station.close());
  const end = Date.now() + 5_000;
  while (wheelSnapshotOf(station.getView())?.round?.phase !== 'betting') {
    if (Date.now() > end) throw new Error('no betting round in time');
    await new Promise((r) => setTimeout(r, 20));
  }
  // What the renderer receives: the view as the bridge contract parses it.
  return StationViewSchema.parse(station.getView());
}

describe('the demo flag in the station view', () => {
  it('reaches the view from a demo hub', async () => {
    expect((await viewOf(true)).hub).toMatchObject({ demo: true, credit: 10_000 });
  });

  it('is absent from a hub that is not a demo', async () => {
    expect((await viewOf(false)).hub).not.toHaveProperty('demo');
  });
});
