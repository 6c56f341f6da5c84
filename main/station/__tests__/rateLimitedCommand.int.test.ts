// A command the hub drops for the rate limit settles at the station with RATE_LIMITED (before,
// the hub answered a plain error with no id and the station's pending command waited forever):
// a real hub over loopback ws, the station's HubLink, a burst past a small bucket.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { HubLink } from '../hubLink.ts';

const SECRET = 'station-rate-secret-0123456789';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  cleanups.length = 0;
});

describe('a rate-limited command at the station', () => {
  it('settles every command of a burst: the ones past the bucket with RATE_LIMITED', async () => {
    // A manual clock: the bucket does not refill during the test, so the split is exact.
    const hub: RunningHub = await startHub({
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-rate-hub-')),
      journalKey: TEST_JOURNAL_KEY,
      host: '127.0.0.1',
      port: 0,
      tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
      clock: manualClock(),
      rateLimit: { perSecond: 1, burst: 5 },
      logLevel: 'silent',
    });
    cleanups.push(() => hub.close());
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    let online!: () => void;
    const isOnline = new Promise<void>((resolve) => (online = resolve));
    const link = new HubLink(
      { url: `ws://127.0.0.1:${hub.port}/terminal`, terminalId: 'T1', secret: SECRET },
      {
        onLink: (state) => {
          if (state === 'online') online();
        },
        onSnapshot: () => undefined,
      },
    );
    cleanups.push(() => link.close());
    await isOnline;
    // hello and the link's time probe took two tokens:
    // of ten commands sent at once, the first three are decided, the seven others refused.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        link.send({
          type: 'undoLastBet',
          commandId: `rate-undo-${String(i).padStart(2, '0')}`,
          roundId: 999_999,
        }),
      ),
    );
    const codes = answers.map((a) => (a.ok ? 'accepted' : a.error.code));
    // The three decided are refused for their unknown round: nothing changes either way.
    expect(codes).toEqual([
      ...Array<string>(3).fill('UNKNOWN_ROUND'),
      ...Array<string>(7).fill('RATE_LIMITED'),
    ]);
  });
});
