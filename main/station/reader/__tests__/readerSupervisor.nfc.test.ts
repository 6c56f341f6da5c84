// The supervised reader on the real stack (issue 12 §1): nfc-pcsc in its process, a private pcscd
// (testkit/nfc/privatePcscd.ts: stopping it disturbs no other test), vpcd, and a virtual card.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderState } from '../../../../protocol/readerState.ts';
import { type PrivatePcscd, privatePcscd } from '../../../../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';
import { CardTransmitError, ReaderSupervisor, type TappedCard } from '../readerSupervisor.ts';

const UID = Uint8Array.from([0x04, 0x5a, 0x11, 0x22, 0x33, 0x44, 0x80]);
/** A card application that answers every APDU with its own bytes reversed, then 90 00. */
const mirror = (apdu: Uint8Array): Uint8Array => Uint8Array.from([...apdu].reverse().concat([0x90, 0x00]));

/** Resolves with the first value `pick` returns for an event, or rejects after `ms`. */
function waitFor<T>(
  subscribe: (listener: (value: T) => void) => () => void,
  ms: number,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`no ${what} within ${ms} ms`))), ms);
    const stop = subscribe((value) => {
      clearTimeout(timer);
      stop();
      resolve(value);
    });
  });
}

function waitForState(reader: ReaderSupervisor, state: ReaderState, ms: number): Promise<void> {
  if (reader.state === state) return Promise.resolve();
  return waitFor<ReaderState>(
    (listener) => reader.onState((s) => s === state && listener(s)),
    ms,
    `state ${state} (now ${reader.state})`,
  ).then(() => undefined);
}

/**
 * The states a ready reader goes through when pcscd stops, up to `noPcscd` (readerChild.ts,
 * readerSupervisor.ts): the child may first report `noReader` (its reader's `end` came before the
 * reader's or pcsc's `error`, which else closes the child without a word); then the process ends,
 * exited on that error or killed by the heartbeat's socket check. `failed` shows when it exited while
 * pcscd's socket still took connections (pcscd shutting down), before the next poll finds it gone.
 * A process started in that window gets no reader from a pcscd that stopped serving: no `ready`.
 */
const STOPPING_SEQUENCES: readonly ReaderState[][] = [
  ['noPcscd'],
  ['noReader', 'noPcscd'],
  ['failed', 'noPcscd'],
  ['noReader', 'failed', 'noPcscd'],
];
/** From `noPcscd` to the first `ready` once pcscd is back: at once, or after a process that failed first. */
const RESTARTING_SEQUENCES: readonly ReaderState[][] = [['ready'], ['failed', 'ready']];

let pcscd: PrivatePcscd;
let reader: ReaderSupervisor | null = null;
let cards: VpcdCard[] = [];

beforeAll(() => {
  pcscd = privatePcscd();
});
afterEach(async () => {
  for (const card of cards) await card.lift();
  cards = [];
  await reader?.close();
  reader = null;
});
afterAll(async () => {
  await pcscd.dispose();
});

async function tap(handler = mirror): Promise<VpcdCard> {
  const card = await VpcdCard.tap({ port: pcscd.port, uid: UID, handler });
  cards.push(card);
  return card;
}

describe('the supervised reader on pcscd + vpcd', () => {
  it('reports a tap with its UID, relays APDUs to that card only, and sees the lift', async () => {
    await pcscd.start();
    reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${pcscd.readerName} 00 00` });
    await waitForState(reader, 'ready', 5_000);
    const tapped = waitFor<TappedCard>((l) => reader!.onCard(l), 3_000, 'card event');
    const card = await tap();
    const channel = await tapped;
    expect([...channel.uid]).toEqual([...UID]);
    expect(reader.state).toBe('cardPresent');
    const response = await channel.transmit(Uint8Array.from([0x90, 0x60, 0x00, 0x00, 0x00]));
    expect([...response]).toEqual([0x00, 0x00, 0x00, 0x60, 0x90, 0x90, 0x00]);
    const gone = waitFor<number>((l) => reader!.onCardGone(l), 3_000, 'card gone');
    await card.lift();
    expect(await gone).toBe(channel.tapId);
    expect(reader.state).toBe('ready');
    await expect(channel.transmit(Uint8Array.from([0x00, 0xa4, 0x04, 0x00]))).rejects.toBeInstanceOf(
      CardTransmitError,
    );
    expect(reader.stats.restarts).toBe(0);
  });

  it('recovers from a pcscd restart under it, without a new supervisor', async () => {
    await pcscd.start();
    reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${pcscd.readerName} 00 00` });
    await waitForState(reader, 'ready', 5_000);
    const firstPid = reader.stats.childPid;
    const seen: ReaderState[] = [];
    reader.onState((s) => seen.push(s));
    await pcscd.stop();
    await waitForState(reader, 'noPcscd', 5_000);
    // Until the supervisor saw pcscd gone (no state moves after that until its socket answers again).
    const whileStopping = seen.splice(0);
    await pcscd.start();
    const restartedAt = Date.now();
    await waitForState(reader, 'ready', 5_000);
    expect(Date.now() - restartedAt).toBeLessThan(5_000);
    expect(STOPPING_SEQUENCES).toContainEqual(whileStopping);
    expect(RESTARTING_SEQUENCES).toContainEqual(seen);
    expect(reader.stats.childPid).not.toBe(firstPid);
    expect(reader.stats.hangsKilled).toBe(0);
    // The recovered reader reads cards.
    const tapped = waitFor<TappedCard>((l) => reader!.onCard(l), 3_000, 'card event');
    await tap();
    const channel = await tapped;
    expect([...(await channel.transmit(Uint8Array.from([0x01, 0x02])))]).toEqual([0x02, 0x01, 0x90, 0x00]);
  });

  it('kills a reader process that hangs and starts another', async () => {
    await pcscd.start();
    reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${pcscd.readerName} 00 00` });
    await waitForState(reader, 'ready', 5_000);
    const hungPid = reader.stats.childPid;
    expect(hungPid).not.toBeNull();
    process.kill(hungPid!, 'SIGSTOP'); // its event loop stops: no pong, no event
    await waitForState(reader, 'failed', 6_000);
    await waitForState(reader, 'ready', 5_000);
    expect(reader.stats.hangsKilled).toBe(1);
    expect(reader.stats.childPid).not.toBe(hungPid);
    expect(() => process.kill(hungPid!, 0)).toThrow(); // the hung process is gone
    const tapped = waitFor<TappedCard>((l) => reader!.onCard(l), 3_000, 'card event');
    await tap();
    expect([...(await tapped).uid]).toEqual([...UID]);
  });

  it('starts no reader process while pcscd is absent, and reads cards once it comes', async () => {
    await pcscd.stop();
    reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${pcscd.readerName} 00 00` });
    await waitForState(reader, 'noPcscd', 2_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(reader.stats.starts).toBe(0); // notes/nfc.md trap 1: nfc-pcsc is never built without pcscd
    expect(reader.state).toBe('noPcscd');
    await pcscd.start();
    await waitForState(reader, 'ready', 5_000);
    expect(reader.stats.starts).toBe(1);
    const tapped = waitFor<TappedCard>((l) => reader!.onCard(l), 3_000, 'card event');
    await tap();
    expect([...(await tapped).uid]).toEqual([...UID]);
  });

  it('closes the reader process within its grace, a card on the reader', async () => {
    await pcscd.start();
    reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${pcscd.readerName} 00 00` });
    await waitForState(reader, 'ready', 5_000);
    const tapped = waitFor<TappedCard>((l) => reader!.onCard(l), 3_000, 'card event');
    await tap();
    await tapped;
    const pid = reader.stats.childPid!;
    const started = Date.now();
    await reader.close();
    expect(Date.now() - started).toBeLessThan(2_000); // closed by itself, not killed at the 2 s grace
    expect(() => process.kill(pid, 0)).toThrow();
    reader = null;
  });

  it('closes from inside a card event and from inside a card-gone event (notes/nfc.md trap 3)', async () => {
    await pcscd.start();
    for (const moment of ['card', 'cardGone'] as const) {
      const supervisor = new ReaderSupervisor({
        socketPath: pcscd.socketPath,
        readerName: `${pcscd.readerName} 00 00`,
      });
      await waitForState(supervisor, 'ready', 5_000);
      const pid = supervisor.stats.childPid!;
      let closing: Promise<void> | null = null;
      const closed = new Promise<number>((resolve) => {
        const close = (): void => {
          const at = Date.now();
          closing = supervisor.close().then(() => resolve(Date.now() - at));
        };
        if (moment === 'card') supervisor.onCard(close);
        else supervisor.onCardGone(close);
      });
      const card = await tap();
      if (moment === 'cardGone') {
        await waitForState(supervisor, 'cardPresent', 3_000);
        await card.lift();
      }
      expect(await closed).toBeLessThan(1_500); // closed by itself: the kill comes at 2 s
      await closing;
      expect(() => process.kill(pid, 0)).toThrow();
      await card.lift();
    }
  });
});
