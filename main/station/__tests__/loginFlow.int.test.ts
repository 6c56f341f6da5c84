// The player's login at a hold'em station against a real hub over loopback (issue 12 §3): a tap
// brings up the PIN pad, the hub checks the PIN (tries left shown after a wrong one), the player
// is seated at the seat the chef de partie assigned; three wrong PINs lock the card until the
// cashier unlocks it; a card logged in at another station is refused with its reason; logging
// out leaves the table and takes the stack back to the account. The PIN is never in the view,
// the station's store or a pending command.
// The card is a virtual DESFire card authenticated by the hub through the station's relay; a
// clone (same UID and readable data, no key) never reaches the PIN pad.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { commandId } from '../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import { TERMINAL_SECRET } from '../../../hub/__tests__/helpers/staffHub.ts';
import { balanceOf } from '../../../hub/store/ledger.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';
import { STATION_DB_FILE } from '../stationStore.ts';
import { holdemRoom, type HoldemRoom } from './helpers/holdemRoom.ts';
import { readStationFiles } from './helpers/stationFiles.ts';
import { accounts } from '../../../hub/store/accounts.ts';

const PIN = '739184';
const WRONG = '111111';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

async function until(test: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stationAt(
  room: HoldemRoom,
  terminalId: string,
  padTimeoutMs?: number,
): Promise<{ station: StationService; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `tapis-login-${terminalId}-`));
  const station = await startStation({
    hubUrl: room.url('/terminal'),
    terminalId,
    secret: TERMINAL_SECRET,
    dataDir,
    cardLogin: padTimeoutMs === undefined ? {} : { padTimeoutMs },
  });
  cleanups.push(() => station.close());
  await until(() => station.getView().game === 'holdem');
  return { station, dataDir };
}

function login(station: StationService) {
  return station.getView().login;
}

describe('login at a hold’em station', () => {
  it('tap, PIN pad with tries left, seated at the assigned seat; the PIN is kept nowhere', async () => {
    const room = await holdemRoom(manualClock(), PIN);
    cleanups.push(() => room.close());
    const { station, dataDir } = await stationAt(room, 'T1');
    expect(login(station)).toEqual({ phase: 'idle' });
    // No card tapped: nothing to check.
    expect(await station.submitPin({ pin: PIN })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CARD' },
    });

    await station.login?.cardTapped(room.player.card);
    expect(login(station)).toEqual({ phase: 'pin', attemptsLeft: null });
    expect(await station.submitPin({ pin: WRONG })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PIN', params: { attemptsLeft: 2 } },
    });
    expect(login(station)).toEqual({ phase: 'pin', attemptsLeft: 2 });
    expect(await station.submitPin({ pin: PIN })).toEqual({
      ok: true,
      value: { playerId: room.player.playerId },
    });
    expect(login(station)).toEqual({
      phase: 'loggedIn',
      playerId: room.player.playerId,
      lastName: 'Martin',
      firstName: 'Léa',
      seated: true,
      seatError: null,
    });
    await until(() => {
      const v = station.getView();
      return v.game === 'holdem' && v.hub.seat === room.player.seat;
    });
    // The partie's cave minimum went to the table; the rest stays in the player's account.
    expect(balanceOf(room.hub.state.db, accounts.player(room.player.playerId))).toBe(6_000);

    expect(JSON.stringify(station.getView())).not.toContain(PIN);
    expect(readStationFiles(dataDir).pending).toEqual([]);
    for (const suffix of ['', '-wal']) {
      const path = join(dataDir, STATION_DB_FILE + suffix);
      if (existsSync(path)) expect(readFileSync(path).toString('latin1')).not.toContain(PIN);
    }

    // Déconnexion: the player leaves the table for good, the stack goes back to the account.
    expect(await station.logout()).toEqual({ ok: true, value: { playerId: room.player.playerId } });
    expect(login(station)).toEqual({ phase: 'idle' });
    expect(balanceOf(room.hub.state.db, accounts.player(room.player.playerId))).toBe(10_000);
  });

  it('closes a PIN pad left open after the pad timeout: entry cleared, the card session dropped', async () => {
    const room = await holdemRoom(manualClock(), PIN);
    cleanups.push(() => room.close());
    const PAD_MS = 1_500;
    const { station } = await stationAt(room, 'T1', PAD_MS);
    const tapped = Date.now();
    await station.login?.cardTapped(room.player.card);
    expect(login(station)).toEqual({ phase: 'pin', attemptsLeft: null });
    // A wrong PIN keeps the pad up and starts its time again.
    expect(await station.submitPin({ pin: WRONG })).toMatchObject({ error: { code: 'WRONG_PIN' } });
    const rearmed = Date.now();
    expect(login(station)).toEqual({ phase: 'pin', attemptsLeft: 2 });
    await until(() => login(station)?.phase === 'idle');
    expect(Date.now() - rearmed).toBeGreaterThanOrEqual(PAD_MS - 20);
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(PAD_MS);
    // The right PIN now finds no card: refused at the station, no login sent.
    expect(await station.submitPin({ pin: PIN })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CARD' },
    });
    expect(login(station)).toEqual({ phase: 'idle' });
    // A new tap starts afresh and logs in.
    await station.login?.cardTapped(room.player.card);
    expect(await station.submitPin({ pin: PIN })).toEqual({
      ok: true,
      value: { playerId: room.player.playerId },
    });

    // "Je m'absente" at hold'em: the holdemView's absence is kept in the station's view (the screen counts it down).
    const away = await station.stepAway();
    if (!away.ok) throw new Error(away.error.code);
    await until(() => {
      const v = station.getView();
      return v.game === 'holdem' && v.hub.away !== undefined;
    });
    const v = station.getView();
    expect(v.game === 'holdem' && v.hub.away).toEqual({ ...away.value, beyondMaximum: false });
  });

  it('three wrong PINs lock the card until the cashier unlocks it; a card active elsewhere is refused', async () => {
    const room = await holdemRoom(manualClock(), PIN);
    cleanups.push(() => room.close());
    const { station } = await stationAt(room, 'T1');
    await station.login?.cardTapped(room.player.card);
    await station.submitPin({ pin: WRONG });
    await station.submitPin({ pin: WRONG });
    expect(await station.submitPin({ pin: WRONG })).toMatchObject({
      ok: false,
      error: { code: 'CARD_LOCKED' },
    });
    expect(login(station)).toMatchObject({ phase: 'refused', error: { code: 'CARD_LOCKED' } });
    // Locked: even the right PIN is refused.
    await station.login?.cardTapped(room.player.card);
    expect(await station.submitPin({ pin: PIN })).toMatchObject({
      ok: false,
      error: { code: 'CARD_LOCKED' },
    });

    await room.cashier.ok('unlockCard', commandId('unlock'), { cardUid: room.player.uid });
    await station.login?.cardTapped(room.player.card);
    expect(await station.submitPin({ pin: PIN })).toMatchObject({ ok: true });

    // The same card at another station: refused with the station it is active at.
    const other = (await stationAt(room, 'T2')).station;
    await other.login?.cardTapped(room.player.card);
    expect(await other.submitPin({ pin: PIN })).toMatchObject({
      ok: false,
      error: { code: 'CARD_ACTIVE_ELSEWHERE', params: { terminalId: 'T1' } },
    });
    expect(login(other)).toMatchObject({ phase: 'refused', error: { code: 'CARD_ACTIVE_ELSEWHERE' } });
    // A clone (same UID, same readable data, no key) is refused by the hub and never reaches the pad.
    await other.login?.cardTapped(VirtualDesfire.cloneOf(room.player.card));
    expect(login(other)).toMatchObject({ phase: 'refused', error: { code: 'CARD_NOT_GENUINE' } });
  });
});
