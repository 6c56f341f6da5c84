// Issue 11 §1–§2 by touch through the real hub and station: the random combination proposed by the
// hub's device (seen, replaced, cancelled, then played; refused with the hub's reason after rien ne
// va plus), and the meter checked to the cent against the test's own computation from RULES.md A.2
// (a plein pays 35 to 1, its stake back).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';
import {
  hubResult,
  meterCents,
  rouletteHub,
  waitForBettingWindow,
  waitForLanding,
  waitForMeter,
  waitForPhase,
} from './helpers/rouletteTable.ts';

const TIMING = { bettingMs: 30_000, spinMs: 4_000, resultMs: 6_000 };
const START = 10_000;
const NBSP = '\u00a0';

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

/** The numbers the proposal panel shows, once it shows a combination other than `not`. */
async function proposal(not: string | null = null): Promise<number[]> {
  const handle = await page.waitForFunction(
    (previous) => {
      const n = document.querySelector('[data-testid="random-proposal"]')?.getAttribute('data-numbers');
      return n && n !== previous ? n : null;
    },
    not,
    { timeout: 10_000 },
  );
  return String(await handle.jsonValue())
    .split(',')
    .map(Number);
}

async function noticeCode(): Promise<string | null> {
  const notice = page.getByTestId('notice');
  await notice.waitFor({ state: 'visible', timeout: 5_000 });
  return notice.getAttribute('data-code');
}

describe.skipIf(!hasChromium())(
  `roulette by touch: proposals, annonces, recall (needs ${CHROMIUM_PATH})`,
  () => {
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

    it('shows the device’s random combination, another, cancels it, then plays one; paid to the cent', async () => {
      const roundId = await waitForBettingWindow(demo, page, 22_000);
      await page.getByTestId('chip-200').click();
      await page.getByTestId('control-random').click();
      const first = await proposal();
      // Five distinct pleins, ascending, as the hub drew them; nothing placed, nothing debited.
      expect(first).toHaveLength(5);
      expect(new Set(first).size).toBe(5);
      expect(first).toEqual([...first].sort((a, b) => a - b));
      expect(first.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)).toBe(true);
      expect(await page.getByTestId('proposal-stakes').textContent()).toBe(
        `5 pleins à 2,00${NBSP}€ : 10,00${NBSP}€`,
      );
      expect(await page.getByTestId('proposal-numbers').textContent()).toBe(first.join(' · '));
      expect(rouletteHub(demo)?.bets).toEqual([]);
      expect(await meterCents(page)).toBe(START);
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/roulette-proposal-1920.png' });

      // "Autre": the hub draws another; still nothing placed.
      await page.getByTestId('proposal-other').click();
      const second = await proposal(first.join(','));
      expect(second).toHaveLength(5);
      expect(rouletteHub(demo)?.bets).toEqual([]);
      // "Annuler": the proposal goes, nothing changed.
      await page.getByTestId('proposal-cancel').click();
      await page.getByTestId('random-proposal').waitFor({ state: 'detached', timeout: 5_000 });
      expect(rouletteHub(demo)?.bets).toEqual([]);
      expect(await meterCents(page)).toBe(START);

      // "Jouer": the shown pleins, 2 € each, through the hub as one batch.
      await page.getByTestId('control-random').click();
      const played = await proposal();
      await page.getByTestId('proposal-play').click();
      await waitForMeter(page, START - 5 * 200);
      await page.getByTestId('random-proposal').waitFor({ state: 'detached', timeout: 5_000 });
      expect(
        rouletteHub(demo)
          ?.bets.map((b) => [b.spot, b.stake])
          .sort(),
      ).toEqual(played.map((n) => [{ kind: 'plein', number: n }, 200]).sort());

      await waitForPhase(page, 'settled');
      const pocket = await hubResult(demo, roundId);
      await waitForLanding(page, pocket);
      // RULES.md A.2: a winning plein returns its stake and 35 times it.
      const expected = START - 1_000 + (played.includes(pocket) ? 200 + 35 * 200 : 0);
      await waitForMeter(page, expected, 10_000);
    });

    it('refuses a proposal played after rien ne va plus with the hub’s reason, changing nothing', async () => {
      await waitForPhase(page, 'noMoreBets');
      const before = await meterCents(page);
      await page.getByTestId('control-random').click();
      await proposal();
      await page.getByTestId('proposal-play').click();
      expect(await noticeCode()).toBe('BETS_CLOSED');
      // The proposal stays for the player to cancel; the meter has not moved.
      await page.getByTestId('random-proposal').waitFor({ state: 'visible' });
      expect(await meterCents(page)).toBe(before);
      // The proposal and its refusal as the player sees them on the smaller screen too.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('random-proposal').waitFor({ state: 'visible' });
      await page.screenshot({ path: 'test-results/roulette-proposal-1280.png' });
      await page.getByTestId('proposal-cancel').click();
      await page.getByTestId('random-proposal').waitFor({ state: 'detached', timeout: 5_000 });
      expect(await meterCents(page)).toBe(before);
    });
  },
);
