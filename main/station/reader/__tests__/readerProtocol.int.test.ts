// The station's side of the reader protocol against stand-in processes: one that sends malformed
// messages (each counted and dropped, the valid ones still work: issue 12 §1, never a crash), one
// that keeps crashing (restarted with a growing delay, never in a hot loop), and ones that spin
// (killed once silent, at boot or later).
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

/** Samples `reader.stats.starts` and records when each start happened, for `ms`. */
async function startTimes(reader: ReaderSupervisor, ms: number): Promise<number[]> {
  const times: number[] = [];
  let seen = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    while (reader.stats.starts > seen) {
      seen += 1;
      times.push(Date.now());
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

it('restarts a process that keeps crashing after 200 ms, 400 ms, 800 ms..., and says failed', async () => {
  const reader = new ReaderSupervisor({
    socketPath,
    childEntry: new URL('./fixtures/crashingChild.ts', import.meta.url),
  });
  try {
    const times = await startTimes(reader, 3_500);
    expect(reader.state).toBe('failed');
    // Each gap holds at least its backoff (boot and life come on top); 200+400+800+1600 > 3 s.
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? t));
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(200 * 2 ** i - 10));
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThanOrEqual(5);
    expect(reader.stats.restarts).toBeGreaterThanOrEqual(times.length - 1);
    expect(reader.stats.hangsKilled).toBe(0);
  } finally {
    await reader.close();
  }
});

it('kills a process that spins after it started, once silent', async () => {
  const reader = new ReaderSupervisor({
    socketPath,
    childEntry: new URL('./fixtures/spinningChild.ts', import.meta.url),
    heartbeatMs: 200,
    silenceMs: 1_000,
  });
  try {
    const end = Date.now() + 5_000;
    while (reader.stats.hangsKilled === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(reader.stats.hangsKilled).toBeGreaterThanOrEqual(1);
  } finally {
    await reader.close();
  }
});

it('kills a process that spins before its first message, after the boot allowance', async () => {
  const reader = new ReaderSupervisor({
    socketPath,
    childEntry: new URL('./fixtures/spinningChild.ts', import.meta.url),
    childEnv: { SPIN_AT_BOOT: '1' },
    heartbeatMs: 200,
    bootMs: 1_000,
  });
  try {
    const started = Date.now();
    while (reader.stats.hangsKilled === 0 && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(reader.stats.hangsKilled).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  } finally {
    await reader.close();
  }
});

it('restarts a process that reached its reader before dying without a growing delay', async () => {
  const reader = new ReaderSupervisor({
    socketPath,
    childEntry: new URL('./fixtures/readyThenCrashChild.ts', import.meta.url),
  });
  try {
    const times: number[] = [];
    const end = Date.now() + 12_000;
    while (times.length < 5 && Date.now() < end) {
      while (reader.stats.starts > times.length) times.push(Date.now());
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(times).toHaveLength(5);
    // A growing delay would hold the fourth gap at least 200 · 2³ = 1600 ms.
    expect((times[4] ?? 0) - (times[3] ?? 0)).toBeLessThan(1_600);
  } finally {
    await reader.close();
  }
});
