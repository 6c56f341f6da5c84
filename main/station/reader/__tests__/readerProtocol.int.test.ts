// The station's side of the reader protocol against a process that sends malformed messages:
// each is counted and dropped, the valid ones still work (issue 12 §1: never a crash).
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ReaderSupervisor, type TappedCard } from '../readerSupervisor.ts';

let folder: string;
let server: Server;
let socketPath: string;

// A Unix socket that accepts connections stands for pcscd's: this process never uses PC/SC.
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tapis-reader-'));
  socketPath = join(folder, 'pcscd.comm');
  server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

it('counts and drops malformed messages from the reader process and keeps the valid ones', async () => {
  const reader = new ReaderSupervisor({
    socketPath,
    childEntry: new URL('./fixtures/noisyChild.ts', import.meta.url),
  });
  try {
    const card = await new Promise<TappedCard>((resolve) => reader.onCard(resolve));
    expect(card.tapId).toBe(7);
    expect([...card.uid]).toEqual([0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66]);
    expect([...card.atr]).toEqual([0x3b, 0x81, 0x80, 0x01, 0x80, 0x80]);
    expect(reader.state).toBe('cardPresent');
    expect([...(await card.transmit(Uint8Array.from([0x00, 0xb0, 0x00, 0x00])))]).toEqual([0x90, 0x00]);
    expect(reader.stats.malformedFromChild).toBe(5);
    expect(reader.stats.restarts).toBe(0);
  } finally {
    await reader.close();
  }
});
