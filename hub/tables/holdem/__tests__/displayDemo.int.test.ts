// Issue 10 §2: the hold'em central display (/display) of a demo hub is told it is a demo in its
// displayWelcome; a hub that is not a demo says nothing of the kind.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { startHub, type RunningHub } from '../../../hub.ts';
import { inTransaction } from '../../../store/database.ts';
import { provisionDisplay } from '../../../connections/displayConnection.ts';
import { holdemTable } from '../holdemConfig.ts';
import { connectDisplay, DISPLAY_SECRET, T } from './helpers/holdemHub.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';

const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

async function welcomeOf(demo: boolean): Promise<unknown> {
  const clock = manualClock();
  const hub: RunningHub = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-display-demo-')),
    journalKey: TEST_JOURNAL_KEY,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    holdemTables: [
      holdemTable(T, {
        smallBlind: cents(100),
        bigBlind: cents(200),
        caveMinimum: cents(4_000),
        recaveMaximum: cents(40_000),
      }),
    ],
    clock,
    rng: createRng(seededSource(3)),
    logLevel: 'silent',
    ...(demo ? { demo: true } : {}),
  });
  closers.push(hub);
  const db = hub.state.db;
  inTransaction(db, () => provisionDisplay(db, new Date(clock.now()).toISOString(), 'D1', T, DISPLAY_SECRET));
  const display = await connectDisplay(`ws://127.0.0.1:${hub.port}/display`);
  closers.push({ close: () => display.socket.close() });
  return display.received.find((m) => m.type === 'displayWelcome');
}

describe("the central display's welcome", () => {
  it('says demo on a demo hub', async () => {
    expect(await welcomeOf(true)).toEqual({
      type: 'displayWelcome',
      protocolVersion: 2,
      tableId: T,
      demo: true,
    });
  });

  it('says nothing of the kind on a hub that is not a demo', async () => {
    expect(await welcomeOf(false)).toEqual({ type: 'displayWelcome', protocolVersion: 2, tableId: T });
  });
});
