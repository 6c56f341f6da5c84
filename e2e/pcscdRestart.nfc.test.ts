// Issue 12 "Done when": a pcscd restart during play recovers without restarting the station. A
// player logged in by card and PIN at hold'em (a virtual DESFire card on vpcd ← a PRIVATE pcscd,
// testkit/nfc/privatePcscd.ts, never the shared one), pcscd stopped and started again: the same
// station service in the same process keeps the player logged in, its reader comes back to
// `ready` by itself, and after Déconnexion a new tap and PIN log the player in again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../hub/__tests__/helpers/manualClock.ts';
import { TERMINAL_SECRET } from '../hub/__tests__/helpers/staffHub.ts';
import { holdemRoom, type HoldemRoom } from '../main/station/__tests__/helpers/holdemRoom.ts';
import { startStation } from '../main/station/startStation.ts';
import type { StationService } from '../main/station/stationApi.ts';
import type { ReaderState } from '../protocol/readerState.ts';
import { type PrivatePcscd, privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { ATR_ISO14443_4, VpcdCard } from '../testkit/nfc/vpcdCard.ts';

const PIN = '739184';
const NAME = 'Restart PCD';

let pcscd: PrivatePcscd;
let room: HoldemRoom;
let station: StationService;

async function until(test: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`${what}: not in time\n${pcscd.log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const loginPhase = () => station.getView().login?.phase;
const seated = () => {
  const v = station.getView();
  return v.game === 'holdem' && v.hub.seat === room.player.seat;
};

describe('a pcscd restart during play at a hold’em station', () => {
  beforeAll(async () => {
    pcscd = privatePcscd(NAME);
    await pcscd.start();
    room = await holdemRoom(manualClock(), PIN);
    station = await startStation({
      hubUrl: room.url('/terminal'),
      terminalId: 'T1',
      secret: TERMINAL_SECRET,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-pcscd-')),
      reader: { socketPath: pcscd.socketPath, readerName: `${NAME} 00 00` },
    });
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    await room?.close();
    await pcscd?.dispose();
  });

  it('keeps the player, brings the reader back to ready, and a new tap and PIN log in again', async () => {
    await until(
      () => station.getView().game === 'holdem' && station.getView().reader === 'ready',
      'reader ready',
    );
    const uid = Uint8Array.from(Buffer.from(room.player.uid, 'hex'));
    const tap = () =>
      VpcdCard.tap({
        port: pcscd.port,
        uid,
        atr: ATR_ISO14443_4,
        handler: (apdu) => room.player.card.transmit(apdu),
      });

    let card = await tap();
    await until(() => loginPhase() === 'pin', 'PIN pad up');
    expect(await station.submitPin({ pin: PIN })).toEqual({
      ok: true,
      value: { playerId: room.player.playerId },
    });
    await until(seated, 'seated');
    await card.lift();
    await until(() => station.getView().reader === 'ready', 'card gone');

    const pid = process.pid;
    const sameStation = station;
    const states: ReaderState[] = [];
    const stopWatching = station.reader?.onState((s) => states.push(s));

    await pcscd.stop();
    await until(() => station.getView().reader === 'noPcscd', 'the station sees pcscd gone');
    // Play goes on: the player stays logged in and seated while cards cannot be read.
    expect(loginPhase()).toBe('loggedIn');
    expect(seated()).toBe(true);

    await pcscd.start();
    await until(() => station.getView().reader === 'ready', 'reader ready again', 60_000);
    stopWatching?.();
    expect(process.pid).toBe(pid);
    expect(station).toBe(sameStation);
    // Every state the reader went through, exactly: while pcscd goes down the supervisor may see
    // its reader process fail (readerSupervisor.nfc.test.ts), or the process report its reader
    // ended (readerChild.ts, `noReader`), before the socket stops answering; then pcscd is gone; while pcscd comes
    // back the reader may not be listed yet, or a process may fail on a daemon not yet serving;
    // then cards can be read. No card was on the reader all along: never `cardPresent`.
    process.stdout.write(`pcscd restart: reader states ${states.join(' → ')}\n`);
    const gone = states.indexOf('noPcscd');
    expect(gone).toBeGreaterThanOrEqual(0);
    for (const s of states.slice(0, gone)) expect(['failed', 'noReader']).toContain(s);
    for (const s of states.slice(gone, -1)) expect(['noPcscd', 'noReader', 'failed']).toContain(s);
    expect(states.at(-1)).toBe('ready');
    expect(loginPhase()).toBe('loggedIn');

    // Déconnexion, then a new tap on the restarted pcscd and the PIN: logged in again.
    expect(await station.logout()).toEqual({ ok: true, value: { playerId: room.player.playerId } });
    card = await tap();
    await until(() => loginPhase() === 'pin', 'PIN pad up after the restart');
    expect(await station.submitPin({ pin: PIN })).toEqual({
      ok: true,
      value: { playerId: room.player.playerId },
    });
    await until(seated, 'seated again');
    await card.lift();
  }, 180_000);
});
