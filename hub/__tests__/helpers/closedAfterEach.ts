// The hubs and staff consoles a test opens, closed after each test of the file, passed or failed,
// so that no socket or store outlives its test.
import { afterEach } from 'vitest';
import type { RunningHub } from '../../hub.ts';
import type { TestStaff } from './testStaff.ts';

/** What the tests of a file opened; push each hub and console as it opens. */
export interface Opened {
  readonly hubs: RunningHub[];
  readonly consoles: TestStaff[];
}

/** Registers (in the calling file) the closing of everything opened, after each test. */
export function closedAfterEach(): Opened {
  const opened: Opened = { hubs: [], consoles: [] };
  afterEach(async () => {
    for (const c of opened.consoles) c.close();
    for (const hub of opened.hubs) await hub.close().catch(() => undefined);
    opened.hubs.length = 0;
    opened.consoles.length = 0;
  });
  return opened;
}
