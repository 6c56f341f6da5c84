// The supervised reader on the real stack (issue 12 §1): nfc-pcsc in its process, a private pcscd
// (testkit/nfc/privatePcscd.ts: stopping it disturbs no other test), vpcd, and a virtual card.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderState } from '../../../../protocol/readerState.ts';
import { type PrivatePcscd, privatePcscd } from '../../../../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';
import { CardTransmitError, ReaderSupervisor, type TappedCard } from '../readerSupervisor.ts';

const PORT = 36110;
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

let pcscd: PrivatePcscd;
let reader: ReaderSupervisor | null = null;
let cards: VpcdCard[] = [];

beforeAll(() => {
  pcscd = privatePcscd(PORT);
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
  const card = await VpcdCard.tap({ port: PORT, uid: UID, handler });
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
    await pcscd.start();
    const restartedAt = Date.now();
    await waitForState(reader, 'ready', 5_000);
    expect(Date.now() - restartedAt).toBeLessThan(5_000);
    // 'failed' may show between the two if the process saw pcscd's error before its socket went.
    expect(seen[0] === 'noPcscd' || seen[0] === 'failed').toBe(true);
    expect(seen).toContain('noPcscd');
    expect(seen.at(-1)).toBe('ready');
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
});
