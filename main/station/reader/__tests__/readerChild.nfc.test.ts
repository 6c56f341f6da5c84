// The reader process itself on a private pcscd + vpcd (issue 12 §1): what it answers to malformed
// messages (counted, dropped), APDUs without a card or for another tap, and a close with a card on.
import { type ChildProcess, fork } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PrivatePcscd, privatePcscd } from '../../../../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';
import { type ReaderToStation, ReaderToStationSchema } from '../readerMessages.ts';

const PORT = 36120;
let pcscd: PrivatePcscd;

beforeAll(async () => {
  pcscd = privatePcscd(PORT, 'Child PCD');
  await pcscd.start();
});
afterAll(async () => {
  await pcscd.dispose();
});

/** The child's messages, parsed, with a way to wait for the next one that matches. */
function listen(child: ChildProcess) {
  const seen: ReaderToStation[] = [];
  const waiters: { match: (m: ReaderToStation) => boolean; resolve: (m: ReaderToStation) => void }[] = [];
  child.on('message', (raw) => {
    const message = ReaderToStationSchema.parse(raw); // the real child never sends a malformed one
    seen.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    seen,
    next<T extends ReaderToStation['type']>(
      type: T,
      ms = 3_000,
    ): Promise<Extract<ReaderToStation, { type: T }>> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
        waiters.push({
          match: (m) => m.type === type,
          resolve: (m) => (clearTimeout(timer), resolve(m as Extract<ReaderToStation, { type: T }>)),
        });
      });
    },
  };
}

it('drops malformed requests, refuses APDUs without the right card, and closes with a card on', async () => {
  const child = fork(new URL('../readerChild.ts', import.meta.url), [], {
    env: { ...process.env, PCSCLITE_CSOCK_NAME: pcscd.socketPath, TAPIS_READER_NAME: 'Child PCD 00 01' },
    execArgv: [],
    serialization: 'json',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const messages = listen(child);
  try {
    await messages.next('started', 10_000);
    const ready = await messages.next('reader', 5_000);
    expect(ready).toEqual({ type: 'reader', state: 'ready', name: 'Child PCD 00 01' });
    for (const bad of [
      'text',
      42,
      null,
      { type: 'transmit', id: 1, tapId: 1, apdu: 'zz', responseMax: 258 },
      { type: 'x' },
    ]) {
      child.send(bad as never);
    }
    child.send({ type: 'ping', id: 9 });
    expect(await messages.next('pong')).toEqual({ type: 'pong', id: 9, malformed: 5 });
    child.send({ type: 'transmit', id: 10, tapId: 1, apdu: '00a4040000', responseMax: 258 });
    expect(await messages.next('response')).toEqual({
      type: 'response',
      id: 10,
      ok: false,
      failure: 'noCard',
    });

    // The child's reader is 00 01 (port + 1): a card on 00 00 is not its business.
    const elsewhere = await VpcdCard.tap({
      port: PORT,
      uid: Uint8Array.from([1, 2, 3, 4]),
      handler: () => Uint8Array.from([0x90, 0x00]),
    });
    const uid = Uint8Array.from([0x04, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60]);
    const card = await VpcdCard.tap({
      port: PORT + 1,
      uid,
      handler: () => Uint8Array.from([0xca, 0xfe, 0x91, 0x00]),
    });
    const tapped = await messages.next('card');
    expect(tapped.uid).toBe('04102030405060');
    expect(tapped.atr).toBe('3b8f8001804f0ca0000003060300030000000068');
    child.send({ type: 'transmit', id: 11, tapId: tapped.tapId + 1, apdu: '9060000000', responseMax: 258 });
    expect(await messages.next('response')).toEqual({
      type: 'response',
      id: 11,
      ok: false,
      failure: 'otherCard',
    });
    child.send({ type: 'transmit', id: 12, tapId: tapped.tapId, apdu: '9060000000', responseMax: 258 });
    expect(await messages.next('response')).toEqual({ type: 'response', id: 12, ok: true, data: 'cafe9100' });
    expect(card.apduCount).toBe(2); // get UID, then ours
    expect(elsewhere.apduCount).toBe(0);

    const closing = Date.now();
    child.send({ type: 'close' });
    expect(await exited).toBe(0);
    expect(Date.now() - closing).toBeLessThan(1_500);
    expect(messages.seen.filter((m) => m.type === 'card')).toHaveLength(1);
    await card.lift();
    await elsewhere.lift();
  } finally {
    child.kill('SIGKILL');
  }
});
