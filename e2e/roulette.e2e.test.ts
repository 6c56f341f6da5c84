// The walking skeleton end to end (issue 2): hub process + station service + renderer in
// Chromium over the loopback bridge. The player gets 100,00 €, stakes 10 € plein and 20 € on
// rouge, the meter is checked to the cent against a figure computed here from the hub's
// number; a bet after "rien ne va plus" is refused visibly and changes nothing; "Paiement"
// shows a voucher and a zero meter. A screenshot of the felt is kept in test-results/.
import { wheelSnapshotOf } from '../protocol/bridge.ts';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

const PLEIN = 17;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const TIMING = { bettingMs: 15_000, spinMs: 4_000, resultMs: 9_000 };

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

/** The payout rule written out independently of the engine: plein 35 to 1, rouge 1 to 1, half back on zero. */
function expectedCredit(pocket: number): number {
  const afterStakes = 10_000 - 1_000 - 2_000;
  const plein = pocket === PLEIN ? 1_000 * 36 : 0;
  const rouge = RED.has(pocket) ? 2_000 * 2 : pocket === 0 ? 1_000 : 0;
  return afterStakes + plein + rouge;
}

async function meterCents(): Promise<number> {
  return Number(await page.getByTestId('credit-meter').getAttribute('data-cents'));
}

async function waitForMeter(cents: number): Promise<void> {
  await page.waitForFunction(
    (c) => document.querySelector('[data-testid="credit-meter"]')?.getAttribute('data-cents') === String(c),
    cents,
    { timeout: 30_000 },
  );
}

/** The meter once it settles: polls up to 3 s for `expected`, then returns what it shows. */
async function settledMeter(expected: number): Promise<number> {
  const end = Date.now() + 3_000;
  while (Date.now() < end && (await meterCents()) !== expected) await page.waitForTimeout(100);
  return meterCents();
}

/** Waits for a round whose betting window has at least `marginMs` left. */
async function waitForBettingWindow(marginMs: number): Promise<number> {
  for (;;) {
    const round = wheelSnapshotOf(demo.station.getView())?.round;
    if (round?.phase === 'betting' && round.closesAt !== null && round.closesAt - Date.now() > marginMs) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === 'betting',
      );
      return round.roundId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitForPhase(phase: string): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === p,
    phase,
    { timeout: 60_000 },
  );
}

async function tapSpot(key: string): Promise<void> {
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

async function hubResult(roundId: number): Promise<number> {
  const response = await fetch(`${demo.hubHttp}/api/tables/roulette-1/results?limit=10`);
  const body = (await response.json()) as { results: { roundId: number; pocket: number }[] };
  const result = body.results.find((r) => r.roundId === roundId);
  if (result === undefined) throw new Error(`hub has no result for round ${roundId}`);
  return result.pocket;
}

describe.skipIf(!hasChromium())(`roulette round in Chromium (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    demo = await startDemo(TIMING);
    context = await launchChromium();
    page = await context.newPage();
    await page.goto(demo.url);
    await waitForMeter(10_000);
  });

  afterAll(async () => {
    await context?.close();
    await demo?.stop();
  });

  it('pays 10 € plein and 20 € rouge to the cent from the hub’s number', async () => {
    const roundId = await waitForBettingWindow(8_000);
    await page.getByTestId('chip-1000').click();
    await tapSpot(`plein-${PLEIN}`);
    await waitForMeter(9_000);
    await page.getByTestId('chip-2000').click();
    await tapSpot('rouge');
    await waitForMeter(7_000);

    await waitForPhase('settled');
    const pocket = await hubResult(roundId);
    // The screen credits the win when the wheel lands on the hub's number (notes/ui-conventions.md).
    await page.waitForFunction(
      (p) =>
        document.querySelector('[data-testid="result-number"]')?.getAttribute('data-pocket') === String(p),
      pocket,
      { timeout: 20_000 },
    );
    expect(await settledMeter(expectedCredit(pocket))).toBe(expectedCredit(pocket));
    const shown = (await page.getByTestId('credit-meter').textContent())?.replace(/\s/g, ' ');
    const formatted = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      expectedCredit(pocket) / 100,
    );
    expect(shown).toContain(formatted.replace(/\s/g, ' '));
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-felt.png' });
  });

  it('refuses a bet after rien ne va plus with a visible message and an unchanged meter', async () => {
    await waitForPhase('betting');
    await waitForPhase('noMoreBets');
    const before = await meterCents();
    await page.getByTestId('chip-100').click();
    await tapSpot('plein-1');
    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await notice.getAttribute('data-code')).toBe('BETS_CLOSED');
    expect((await notice.textContent())?.trim().length).toBeGreaterThan(0);
    expect(await meterCents()).toBe(before);
    expect(wheelSnapshotOf(demo.station.getView())?.bets).toEqual([]);
  });

  it('closes the credit into a voucher on “Paiement”', async () => {
    await waitForPhase('settled');
    const credit = await meterCents();
    await page.getByTestId('pay-button').click();
    // Paiement asks for a confirmation first (issue 11 §2).
    await page.getByTestId('pay-confirm-button').click();
    const voucher = page.getByTestId('voucher');
    await voucher.waitFor({ state: 'visible', timeout: 10_000 });
    expect(Number(await page.getByTestId('voucher-amount').getAttribute('data-cents'))).toBe(credit);
    expect((await page.getByTestId('voucher-number').textContent())?.replace(/\D/g, '')).toMatch(/^\d{18}$/);
    await waitForMeter(0);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-voucher.png' });
  });
});
