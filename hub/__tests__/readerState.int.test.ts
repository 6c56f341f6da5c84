// Issue 12 §1: a station's reader state reaches staff. The message needs a hello first, is
// parsed like any other (an unknown state is MALFORMED and changes nothing), and leaves the
// staff view with the connection.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { demoTable, prepareDemo } from '../demo.ts';
import { type RunningHub, startHub } from '../hub.ts';
import { tablesMessage } from '../staff/gameTablesView.ts';
import { sayHello } from './helpers/hello.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';

const SECRET = 'reader-state-secret-0123456789';
let hub: RunningHub | null = null;
afterEach(async () => {
  await hub?.close();
  hub = null;
});

const readersOf = (running: RunningHub) => tablesMessage(running.state).readers;

async function until(test: () => boolean): Promise<void> {
  const end = Date.now() + 3_000;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in 3 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

it('keeps the last reader state of each connected station for staff', async () => {
  const running = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-reader-state-')),
    journalKey: TEST_JOURNAL_KEY,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
    logLevel: 'silent',
  });
  hub = running;
  prepareDemo(running, [{ id: 'T1', secret: SECRET }], euros(10));
  const terminal = await connectTerminal(`ws://127.0.0.1:${running.port}/terminal`);

  terminal.send({ type: 'readerState', state: 'ready' });
  const refused = await terminal.next((m) => m.type === 'error');
  expect(refused).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
  expect(readersOf(running)).toEqual([]);

  await sayHello(terminal, 'T1', SECRET);
  terminal.send({ type: 'readerState', state: 'noPcscd' });
  await until(() => readersOf(running)?.[0]?.state === 'noPcscd');
  const first = readersOf(running)?.[0];
  expect(first).toEqual({ terminalId: 'T1', state: 'noPcscd', since: expect.any(Number) });

  const from = terminal.received.length;
  terminal.send({ type: 'readerState', state: 'exploded' });
  const malformed = await terminal.next((m) => m.type === 'error', from);
  expect(malformed).toMatchObject({ error: { code: 'MALFORMED' } });
  expect(readersOf(running)?.[0]?.state).toBe('noPcscd');

  terminal.send({ type: 'readerState', state: 'noPcscd' }); // a repeat keeps its first time
  terminal.send({ type: 'readerState', state: 'ready' });
  await until(() => readersOf(running)?.[0]?.state === 'ready');
  expect(readersOf(running)?.[0]?.since).toBeGreaterThanOrEqual(first?.since ?? 0);

  terminal.close();
  await until(() => readersOf(running)?.length === 0);
});
