// Issue 10 §2: the demo (`npm run start:browser`: hub `--demo` + station + renderer on loopback)
// says "DÉMO" on its screen, permanently, in French and in English, at the terminal's two sizes
// (1920×1080 and 1280×800). The screenshots are kept in test-results/ to be looked at.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

/** The badge's two lines, as drawn. */
function words(): Promise<string[]> {
  return page.locator('[data-testid="demo-badge"] span').allInnerTexts();
}

describe.skipIf(!hasChromium())(`the demo's DÉMO badge in Chromium (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    demo = await startDemo({ bettingMs: 30_000 });
    context = await launchChromium();
    page = await context.newPage();
    await page.goto(demo.url);
    await page.getByTestId('demo-badge').waitFor({ state: 'visible', timeout: 30_000 });
  });

  afterAll(async () => {
    await context?.close();
    await demo?.stop();
  });

  it('shows DÉMO and "crédit fictif" in the header, inside the screen, at 1920×1080 and 1280×800', async () => {
    mkdirSync('test-results', { recursive: true });
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      const badge = page.getByTestId('demo-badge');
      expect(await words()).toEqual(['DÉMO', 'CRÉDIT FICTIF']);
      const box = await badge.boundingBox();
      if (box === null) throw new Error('the badge is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.height).toBeGreaterThanOrEqual(40);
      // The header keeps its height with or without the badge: the felt does not move under it.
      const header = () =>
        page.evaluate(() => document.querySelector('header.top')?.getBoundingClientRect().height);
      const withBadge = await header();
      await page.evaluate(() =>
        document
          .querySelector<HTMLElement>('[data-testid="demo-badge"]')
          ?.style.setProperty('display', 'none'),
      );
      expect(await header()).toBe(withBadge);
      await page.evaluate(() =>
        document.querySelector<HTMLElement>('[data-testid="demo-badge"]')?.style.removeProperty('display'),
      );
      await page.screenshot({ path: `test-results/demo-badge-${size.width}x${size.height}.png` });
    }
  });

  it('says DEMO in English and stays when the language changes back', async () => {
    await page.getByTestId('lang-toggle').click();
    expect(await words()).toEqual(['DEMO', 'PLAY MONEY']);
    await page.getByTestId('lang-toggle').click();
    expect(await page.getByTestId('demo-badge').isVisible()).toBe(true);
  });
});
