// Issue 12 §1: the screen says plainly when cards cannot be read. The demo's station with its
// supervised reader on a private pcscd + vpcd (testkit/nfc/privatePcscd.ts), in Chromium: no notice
// while the reader is ready; pcscd stopped → the notice, in French then English, at the terminal's
// two sizes (screenshots in test-results/); pcscd back → the notice goes, the station never restarted.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { type PrivatePcscd, privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

let pcscd: PrivatePcscd;
let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

describe.skipIf(!hasChromium())(`the card reader's notice in Chromium (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    pcscd = privatePcscd('Screen PCD');
    await pcscd.start();
    demo = await startDemo({
      bettingMs: 60_000,
      reader: { socketPath: pcscd.socketPath, readerName: 'Screen PCD 00 00' },
    });
    context = await launchChromium();
    page = await context.newPage();
    await page.goto(demo.url);
    await page.getByTestId('game-title').waitFor({ state: 'visible', timeout: 30_000 });
  });

  afterAll(async () => {
    await context?.close();
    await demo?.stop();
    await pcscd?.dispose();
  });

  it('shows nothing while the reader can read cards', async () => {
    const end = Date.now() + 10_000;
    while (demo.station.getView().reader !== 'ready' && Date.now() < end) await page.waitForTimeout(50);
    expect(demo.station.getView().reader).toBe('ready');
    expect(await page.getByTestId('reader-notice').count()).toBe(0);
  });

  it('says plainly, in French and in English, that cards cannot be read while pcscd is down', async () => {
    mkdirSync('test-results', { recursive: true });
    await pcscd.stop();
    const notice = page.getByTestId('reader-notice');
    await notice.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await notice.getAttribute('data-reader')).toBe('noPcscd');
    expect(await notice.locator('p').allInnerTexts()).toEqual([
      'Lecteur de cartes indisponible',
      'Les cartes ne peuvent pas être lues pour le moment : le lecteur redémarre.',
      'Si cela dure, appelez un employé.',
      'Vous pouvez continuer à jouer sans carte.',
    ]);
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      const box = await notice.boundingBox();
      if (box === null) throw new Error('the notice is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      await page.screenshot({ path: `test-results/reader-notice-${size.width}x${size.height}.png` });
    }
    await page.getByTestId('lang-toggle').click();
    expect(await notice.locator('p').first().innerText()).toBe('Card reader unavailable');
    await page.getByTestId('lang-toggle').click();
    expect(demo.station.getView().link).toBe('online'); // the station kept its hub link
  });

  it('takes the notice away once pcscd is back', async () => {
    await pcscd.start();
    await page.getByTestId('reader-notice').waitFor({ state: 'detached', timeout: 5_000 });
    expect(demo.station.getView().reader).toBe('ready');
  });
});
