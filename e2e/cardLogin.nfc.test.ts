// Issue 12 §3 end to end at a roulette station: a virtual DESFire card tapped on a PRIVATE
// pcscd + vpcd reader (testkit/nfc/privatePcscd.ts), read by the station's reader process and
// authenticated by the hub through the relay; the screen greets the player without a PIN pad; a
// chip placed on the felt in Chromium is journaled under the player's id; "Déconnexion" ends it.
// Screenshots of the greeting at 1920×1080 and 1280×800 in test-results/cardLogin-*.png.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euros } from '../games/money.ts';
import { demoTable, prepareDemo } from '../hub/demo.ts';
import { startHub, type RunningHub } from '../hub/hub.ts';
import { createStaff } from '../hub/staff/staffAccounts.ts';
import { STAFF, secretOf } from '../hub/__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../hub/__tests__/helpers/testStaff.ts';
import { issueVirtualCard } from '../hub/__tests__/helpers/virtualCards.ts';
import { TEST_CARD_KEY } from '../hub/__tests__/helpers/testCardKey.ts';
import { TEST_JOURNAL_KEY } from '../hub/__tests__/helpers/testJournalKey.ts';
import { RENDERER_DIR } from '../main/launch/demo.ts';
import { startLoopbackBridge, type LoopbackBridge } from '../main/station/loopbackServer.ts';
import { startStation } from '../main/station/startStation.ts';
import type { StationService } from '../main/station/stationApi.ts';
import { type PrivatePcscd, privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { ATR_ISO14443_4, VpcdCard } from '../testkit/nfc/vpcdCard.ts';
import { VirtualDesfire } from '../testkit/nfc/virtualDesfire.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

const SECRET = 'card-login-e2e-secret-0123456789';
const UID = '04D1E2F3A4B5C6';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;

let pcscd: PrivatePcscd;
let hub: RunningHub;
let chloe: TestStaff;
let card: VirtualDesfire;
let playerId: string;
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
    await page.screenshot({ path: `test-results/cardLogin-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

async function tapSpot(page: Page, key: string): Promise<void> {
  const centre = await page.evaluate(
    (k) =>
      (
        window as unknown as { tapisFelt: { spotCenter(k: string): { x: number; y: number } | null } }
      ).tapisFelt.spotCenter(k),
    key,
  );
  if (centre === null) throw new Error(`no spot ${key} on the felt`);
  await page.mouse.click(centre.x, centre.y);
}

describe.skipIf(!hasChromium())(
  `the card alone at a roulette station in Chromium (needs ${CHROMIUM_PATH})`,
  () => {
    beforeAll(async () => {
      mkdirSync('test-results', { recursive: true });
      pcscd = privatePcscd('Card Login PCD');
      await pcscd.start();
      hub = await startHub({
        journalKey: TEST_JOURNAL_KEY,
        cardMasterKey: TEST_CARD_KEY,
        dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-card-login-')),
        host: '127.0.0.1',
        port: 0,
        tables: [demoTable({ bettingMs: 60_000, spinMs: 200, resultMs: 200 })],
        logLevel: 'silent',
      });
      prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
      const at = new Date().toISOString();
      for (const [login, role] of Object.entries(STAFF))
        createStaff(hub.state.db, at, 'operator:test', login, role, secretOf(login));
      chloe = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
      const registered = await chloe.ok('registerPlayer', randomUUID(), {
        lastName: 'Martin',
        firstName: 'Léa',
        birthDate: '1980-05-17',
        idDocument: { type: 'idCard', number: 'IDA' },
      });
      if (registered.kind !== 'playerRegistered') throw new Error('not registered');
      playerId = registered.playerId;
      card = await issueVirtualCard(chloe, randomUUID(), playerId, UID);
      station = await startStation({
        hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
        terminalId: 'T1',
        secret: SECRET,
        dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-card-login-st-')),
        reader: { socketPath: pcscd.socketPath, readerName: 'Card Login PCD 00 00' },
      });
      bridge = await startLoopbackBridge(station, RENDERER_DIR);
      context = await launchChromium();
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await bridge?.close();
      await station?.close();
      chloe?.close();
      await hub?.close();
      await pcscd?.dispose();
    });

    it('tap → greeted without a PIN pad → a chip on the felt is journaled under the player → Déconnexion', async () => {
      const page = await context.newPage();
      await page.goto(bridge.url);
      await page.getByTestId('game-title').waitFor({ state: 'visible', timeout: 30_000 });
      await until(() => station.getView().game === 'roulette' && station.getView().reader === 'ready');

      const tapped = await VpcdCard.tap({
        port: pcscd.port,
        uid: Uint8Array.from(Buffer.from(UID, 'hex')),
        atr: ATR_ISO14443_4,
        handler: (apdu) => card.transmit(apdu),
      });
      const greeting = page.getByTestId('login-player');
      await greeting.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await greeting.innerText()).toContain('Bienvenue, Léa Martin');
      expect(await page.getByTestId('login-recorded').innerText()).toBe(
        'Vos parties sont enregistrées à votre nom.',
      );
      expect(await page.getByTestId('login-logout').innerText()).toBe('Déconnexion');
      expect(await page.getByTestId('login-pin').count()).toBe(0);
      await tapped.lift();
      await shoot(page, 'greeting');

      await page.waitForFunction(
        () => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === 'betting',
        undefined,
        { timeout: 60_000 },
      );
      await page.getByTestId('chip-200').click();
      await tapSpot(page, 'rouge');
      await until(
        () =>
          (
            hub.state.db.prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'BetPlaced'").get() as {
              n: number;
            }
          ).n === 1,
      );
      const placed = hub.state.db.prepare("SELECT payload FROM journal WHERE kind = 'BetPlaced'").get() as {
        payload: string;
      };
      expect(JSON.parse(placed.payload)).toMatchObject({ terminalId: 'T1', playerId, stake: 200 });
      await shoot(page, 'greeting-chip');

      await page.getByTestId('login-logout').click();
      await greeting.waitFor({ state: 'detached', timeout: 15_000 });
      expect(station.getView().login).toEqual({ phase: 'idle' });

      // A clone (same UID and readable data, none of the keys): refused, never greeted.
      const cloned = VirtualDesfire.cloneOf(card);
      const clone = await VpcdCard.tap({
        port: pcscd.port,
        uid: Uint8Array.from(Buffer.from(UID, 'hex')),
        atr: ATR_ISO14443_4,
        handler: (apdu) => cloned.transmit(apdu),
      });
      const refused = page.getByTestId('login-refused');
      await refused.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await refused.getAttribute('data-code')).toBe('CARD_NOT_GENUINE');
      expect(await page.getByTestId('login-player').count()).toBe(0);
      await shoot(page, 'clone');
      await clone.lift();
    });
  },
);
