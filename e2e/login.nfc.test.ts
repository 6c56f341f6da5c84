// Issue 12 §3 end to end: a card tapped on the virtual reader (vpcd ← pcscd ← the station's reader
// process), the PIN typed on the on-screen pad in Chromium, the hub's check, and the player seated
// at the hold'em seat the chef de partie assigned; a wrong PIN shows the tries left, three lock
// the card (the screen says to see the cashier), the cashier's unlock frees it; "Déconnexion"
// leaves the table. Screenshots of the pad at 1920×1080 and 1280×800 in test-results/.
// The card is a virtual DESFire EV2 card on vpcd, authenticated by the hub through the station's
// relay (the master key never on the terminal); a clone with the same UID is refused.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../hub/__tests__/helpers/manualClock.ts';
import { TERMINAL_SECRET } from '../hub/__tests__/helpers/staffHub.ts';
import { commandId } from '../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import { RENDERER_DIR } from '../main/launch/demo.ts';
import { startLoopbackBridge, type LoopbackBridge } from '../main/station/loopbackServer.ts';
import { startStation } from '../main/station/startStation.ts';
import type { StationService } from '../main/station/stationApi.ts';
import { holdemRoom, type HoldemRoom } from '../main/station/__tests__/helpers/holdemRoom.ts';
import { ATR_ISO14443_4, VpcdCard } from '../testkit/nfc/vpcdCard.ts';
import { VirtualDesfire } from '../testkit/nfc/virtualDesfire.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

const PIN = '739184';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;
/** The shared pcscd's second virtual reader (notes/nfc.md). */
const READER = 'Virtual PCD 00 01';
const VPCD_PORT = 35964;

let room: HoldemRoom;
let station: StationService;
let bridge: LoopbackBridge;
let context: BrowserContext;

async function until(test: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/login-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

async function type(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByTestId(`pin-key-${digit}`).click();
  await page.getByTestId('pin-submit').click();
}

describe.skipIf(!hasChromium())(`login at the station in Chromium (needs ${CHROMIUM_PATH} and pcscd)`, () => {
  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    room = await holdemRoom(manualClock(), PIN);
    station = await startStation({
      hubUrl: room.url('/terminal'),
      terminalId: 'T1',
      secret: TERMINAL_SECRET,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-login-')),
      reader: { readerName: READER },
    });
    bridge = await startLoopbackBridge(station, RENDERER_DIR);
    context = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await bridge?.close();
    await station?.close();
    await room?.close();
  });

  it('tap → PIN pad → seated; tries left; three wrong lock, the cashier unlocks; Déconnexion', async () => {
    const page = await context.newPage();
    await page.goto(bridge.url);
    await until(() => station.getView().game === 'holdem' && station.getView().reader === 'ready');
    const uid = Uint8Array.from(Buffer.from(room.player.uid, 'hex'));
    const tapCard = (desfire: VirtualDesfire) =>
      VpcdCard.tap({ port: VPCD_PORT, uid, atr: ATR_ISO14443_4, handler: (apdu) => desfire.transmit(apdu) });
    const tap = () => tapCard(room.player.card);

    let card = await tap();
    await page.getByTestId('pin-pad').waitFor({ state: 'visible', timeout: 15_000 });
    // Masked: dots only, never the digits.
    await page.getByTestId('pin-key-1').click();
    await page.getByTestId('pin-key-2').click();
    expect(await page.getByTestId('pin-mask').getAttribute('data-length')).toBe('2');
    expect(await page.getByTestId('pin-pad').innerText()).not.toContain('12');
    await page.getByTestId('pin-correct').click();
    expect(await page.getByTestId('pin-mask').getAttribute('data-length')).toBe('1');
    await page.getByTestId('pin-clear').click();
    expect(await page.getByTestId('pin-mask').getAttribute('data-length')).toBe('0');
    await shoot(page, 'pad');

    await type(page, '000000');
    await page.getByTestId('pin-attempts').waitFor({ state: 'visible' });
    expect(await page.getByTestId('pin-attempts').getAttribute('data-left')).toBe('2');
    expect(await page.getByTestId('pin-attempts').innerText()).toContain('il vous reste 2 essais');
    await shoot(page, 'pad-wrong');

    await type(page, PIN);
    await page.getByTestId('login-player').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('login-player').innerText()).toContain('Bienvenue, Léa Martin');
    await until(() => {
      const v = station.getView();
      return v.game === 'holdem' && v.hub.seat === room.player.seat;
    });
    await shoot(page, 'seated');
    await card.lift();

    // Déconnexion: the table is left for good (the stack back to the account), the card logged out.
    await page.getByTestId('login-logout').click();
    await page.getByTestId('login-player').waitFor({ state: 'detached', timeout: 15_000 });
    expect(station.getView().login).toEqual({ phase: 'idle' });

    // Three wrong PINs lock the card; the screen says what to do.
    card = await tap();
    await page.getByTestId('pin-pad').waitFor({ state: 'visible', timeout: 15_000 });
    for (let i = 0; i < 3; i++) {
      await type(page, '000000');
      if (i < 2) await until(() => station.getView().login?.phase === 'pin');
    }
    await page.getByTestId('login-refused').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('login-refused').getAttribute('data-code')).toBe('CARD_LOCKED');
    expect(await page.getByTestId('login-refused').innerText()).toContain('Présentez-vous à la caisse');
    await shoot(page, 'locked');
    await card.lift();

    // A clone (same UID, same readable data, no key) is refused before any PIN is asked.
    await until(() => station.getView().login?.phase === 'idle');
    const clone = await tapCard(VirtualDesfire.cloneOf(room.player.card));
    await page.getByTestId('login-refused').waitFor({ state: 'visible', timeout: 15_000 });
    await until(() => station.getView().login?.phase === 'refused');
    expect(station.getView().login).toMatchObject({ phase: 'refused', error: { code: 'CARD_NOT_GENUINE' } });
    await shoot(page, 'clone');
    await clone.lift();

    // The cashier unlocks the card: the next tap and the right PIN log the player in again.
    await room.cashier.ok('unlockCard', commandId('unlock'), { cardUid: room.player.uid });
    await until(() => station.getView().login?.phase === 'idle');
    card = await tap();
    await page.getByTestId('pin-pad').waitFor({ state: 'visible', timeout: 15_000 });
    await type(page, PIN);
    await page.getByTestId('login-player').waitFor({ state: 'visible', timeout: 15_000 });
    await card.lift();
    await page.close();
  }, 180_000);
});
