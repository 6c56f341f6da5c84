// Issue 11 §2 end to end: every bet kind of the layout placed by touch on the Pixi felt (lines,
// corners and the outer edge included), each chip drawn where it lies, a press-and-hold showing
// the spot's limits instead of placing a chip, the wheel turning from rien ne va plus, and the
// meter checked to the cent against the test's own payout reference on the hub's number.
// Screenshots at 1920×1080 and 1280×800 are kept in test-results/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { spotKey } from '../games/roulette/bets.ts';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';
import {
  EVERY_KIND,
  holdSpot,
  hubResult,
  meterCents,
  returnedOn,
  rouletteHub,
  staked,
  tapSpot,
  waitForBettingWindow,
  waitForLanding,
  waitForMeter,
  waitForPhase,
  wonOn,
} from './helpers/rouletteTable.ts';

const TIMING = { bettingMs: 30_000, spinMs: 4_000, resultMs: 9_000 };
const START = 10_000;

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;
/** The round the 1280×800 test bets on, settled and then paid out by the last test. */
let secondRound = 0;

describe.skipIf(!hasChromium())(`roulette: every bet kind by touch (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    demo = await startDemo(TIMING);
    context = await launchChromium();
    page = await context.newPage();
    await page.goto(demo.url);
    await waitForMeter(page, START);
  });

  afterAll(async () => {
    await context?.close();
    await demo?.stop();
  });

  it('places every kind by a tap on its cell, line, corner or edge; pays them to the cent', async () => {
    const view = rouletteHub(demo);
    expect(view?.limits.zeroRule).toBe('partage');
    const roundId = await waitForBettingWindow(demo, page, 20_000);
    let expected = START;
    for (const bet of EVERY_KIND) {
      await page.getByTestId(`chip-${bet.stake}`).click();
      await tapSpot(page, bet.key);
      expected -= bet.stake;
      await waitForMeter(page, expected);
    }
    // The hub holds exactly those bets, each on the spot tapped (no plein on a neighbour).
    const held = (rouletteHub(demo)?.bets ?? []).map((b) => spotKey(b.spot)).sort();
    expect(held).toEqual(EVERY_KIND.map((b) => b.key).sort());
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-bets-1920.png' });

    // Holding a spot shows its limits from the snapshot and places nothing.
    await holdSpot(page, 'cheval-17-20');
    const limits = page.getByTestId('spot-limits');
    await limits.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await limits.getAttribute('data-key')).toBe('cheval-17-20');
    expect(Number(await page.getByTestId('spot-staked').getAttribute('data-cents'))).toBe(100);
    const maxima = view?.limits.maxima;
    expect(Number(await page.getByTestId('spot-maximum').getAttribute('data-cents'))).toBe(maxima?.cheval);
    await page.screenshot({ path: 'test-results/roulette-hold-1920.png' });
    expect(await meterCents(page)).toBe(expected);
    await limits.click();

    await waitForPhase(page, 'noMoreBets');
    // The wheel turns from rien ne va plus, before the hub has a result.
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: 'test-results/roulette-spinning-1920.png' });
    await waitForPhase(page, 'settled');
    const pocket = await hubResult(demo, roundId);
    await waitForLanding(page, pocket);
    const final = START - staked(EVERY_KIND) + returnedOn(EVERY_KIND, pocket);
    await waitForMeter(page, final, 10_000);
    expect(await meterCents(page)).toBe(final);
    // "Gain" is the win beyond the stakes given back; the stakes back are shown apart.
    const gain = wonOn(EVERY_KIND, pocket);
    await page.locator(`[data-testid="win-amount"][data-cents="${gain}"]`).waitFor({ timeout: 5_000 });
    const back = returnedOn(EVERY_KIND, pocket) - gain;
    if (back === 0) expect(await page.getByTestId('win-stakes-back').count()).toBe(0);
    else expect(Number(await page.getByTestId('win-stakes-back').getAttribute('data-cents'))).toBe(back);
    await page.getByTestId('result-overlay').waitFor({ state: 'visible', timeout: 2_000 });
    await page.screenshot({ path: 'test-results/roulette-result-1920.png' });
    // The result stays readable at least 4 s after the landing.
    await page.waitForTimeout(4_000);
    expect(await page.getByTestId('result-overlay').isVisible()).toBe(true);
  });

  it('draws the felt at 1280×800 with the chips where they were placed', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Pixi follows the host's size on the next frame: let it lay the felt out again.
    await page.waitForTimeout(500);
    secondRound = await waitForBettingWindow(demo, page, 12_000);
    let expected = await meterCents(page);
    for (const key of ['carre-0-1-2-3', 'sixain-31-32-33-34-35-36', 'deux-colonnes-1-2', 'cheval-35-36']) {
      await page.getByTestId('chip-100').click();
      await tapSpot(page, key);
      expected -= 100;
      await waitForMeter(page, expected);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/roulette-bets-1280.png' });
    await page.setViewportSize({ width: 1920, height: 1080 });
  });

  it('hides the last win from the next player once the voucher closes the credit', async () => {
    // The 1280×800 round settles; its win is the player's own and is shown.
    await waitForPhase(page, 'settled', 60_000);
    const pocket = await hubResult(demo, secondRound);
    await waitForLanding(page, pocket);
    const settlement = rouletteHub(demo)?.lastSettlement;
    expect(settlement?.roundId).toBe(secondRound);
    const gain = (settlement?.won ?? 0) + (settlement?.jackpot ?? 0);
    await page.locator(`[data-testid="win-amount"][data-cents="${gain}"]`).waitFor({ timeout: 10_000 });
    // Paiement: the voucher closes the credit, so the next player sees no win (issue 11 §3),
    // though the hub still carries that settlement for this station.
    await page.getByTestId('pay-button').click();
    await page.getByTestId('pay-confirm-button').click();
    await page.getByTestId('voucher').waitFor({ state: 'visible', timeout: 10_000 });
    expect(rouletteHub(demo)?.lastSettlement?.roundId).toBe(secondRound);
    await page.locator('[data-testid="win-amount"][data-cents="0"]').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('win-stakes-back').count()).toBe(0);
    expect(await page.getByTestId('result-win').count()).toBe(0);
    await page.screenshot({ path: 'test-results/roulette-after-voucher-1920.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/roulette-after-voucher-1280.png' });
    await page.setViewportSize({ width: 1920, height: 1080 });
  });
});
