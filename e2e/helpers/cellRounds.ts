// Playing whole rounds of boule, vingt-trois or the wheel of fortune by touch, for the e2e tests of
// those screens: a demo hub whose station sits at the game's table, Chromium on the renderer, and
// the steps a player takes (a chip, a tap on a spot, a control), each awaited on the screen.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../../main/launch/demo.ts';
import { launchChromium } from './chromium.ts';

/** A running table: the demo, the browser and its page. */
export interface CellTable {
  readonly demo: RunningDemo;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly tableId: string;
  stop(): Promise<void>;
}

/** The demo timing of these tests: long enough to place a round's bets by touch on two busy cores. */
export const CELL_TIMING = { bettingMs: 20_000, spinMs: 4_000, resultMs: 7_000 } as const;

/** Starts a demo whose station `terminalId` plays at demo table `tableId`, and opens its screen. */
export async function openTable(terminalId: string, tableId: string): Promise<CellTable> {
  const demo = await startDemo({ ...CELL_TIMING, terminal: { id: terminalId, tableId } });
  const context = await launchChromium();
  const page = await context.newPage();
  await page.goto(demo.url);
  await waitForMeter(page, 10_000);
  await page.getByTestId('felt').waitFor({ state: 'visible', timeout: 30_000 });
  return {
    demo,
    context,
    page,
    tableId,
    async stop() {
      await context.close();
      await demo.stop();
    },
  };
}

/** The meter's figure in cents. */
export async function meterCents(page: Page): Promise<number> {
  return Number(await page.getByTestId('credit-meter').getAttribute('data-cents'));
}

/** Waits until the meter shows `cents`. */
export async function waitForMeter(page: Page, cents: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (c) => document.querySelector('[data-testid="credit-meter"]')?.getAttribute('data-cents') === String(c),
    cents,
    { timeout },
  );
}

/** Waits for a round whose betting window has at least `marginMs` left; returns its id. */
export async function waitForBettingWindow(t: CellTable, marginMs: number): Promise<number> {
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    const hub = t.demo.station.getView().hub;
    const round = hub !== null && 'round' in hub ? hub.round : null;
    if (round?.phase === 'betting' && round.closesAt !== null && round.closesAt - Date.now() > marginMs) {
      await waitForPhase(t.page, 'betting');
      return round.roundId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no betting window');
}

/** Waits for the phase banner to show `phase`. */
export async function waitForPhase(page: Page, phase: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === p,
    phase,
    { timeout },
  );
}

/** Selects the chip of `cents`. */
export async function chip(page: Page, cents: number): Promise<void> {
  await page.getByTestId(`chip-${cents}`).click();
}

/**
 * Where the felt says the spot `key` lies, in page pixels. The felt's hook appears once Pixi has
 * drawn (docs/ui.md "Test hooks"), which a busy machine may take a while to do after the page
 * shows its text: the position is awaited, not read once.
 */
async function spotCentre(page: Page, key: string): Promise<{ x: number; y: number }> {
  const found = await page.waitForFunction(
    (k) =>
      (
        window as unknown as { tapisFelt?: { spotCenter(k: string): { x: number; y: number } | null } }
      ).tapisFelt?.spotCenter(k) ?? null,
    key,
    { timeout: 10_000 },
  );
  return (await found.jsonValue()) as { x: number; y: number };
}

/** Taps the spot `key` on the Pixi felt, where the felt says it lies. */
export async function tapSpot(page: Page, key: string): Promise<void> {
  const centre = await spotCentre(page, key);
  await page.mouse.click(centre.x, centre.y);
}

/** Taps `key` with the selected chip and waits for the meter to show `after`. */
export async function bet(page: Page, key: string, after: number): Promise<void> {
  await tapSpot(page, key);
  await waitForMeter(page, after);
}

/** The pocket the hub recorded for `roundId` at `tableId` (its results board). */
export async function hubResult(t: CellTable, roundId: number): Promise<number> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const response = await fetch(`${t.demo.hubHttp}/api/tables/${t.tableId}/results?limit=20`);
    const body = (await response.json()) as { results: { roundId: number; pocket: number }[] };
    const result = body.results.find((r) => r.roundId === roundId);
    if (result !== undefined) return result.pocket;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`hub has no result for round ${roundId}`);
}

/** Waits for the wheel to land on `pocket` of round `roundId` (the result overlay shows it). */
export async function waitForLanding(page: Page, roundId: number): Promise<void> {
  await page.waitForFunction(
    (r) => document.querySelector('[data-testid="result-overlay"]')?.getAttribute('data-round') === String(r),
    roundId,
    { timeout: 40_000 },
  );
}

/** Takes the screen at 1920×1080 and 1280×800 into test-results/<name>-<w>x<h>.png. */
export async function screenshots(page: Page, name: string): Promise<string[]> {
  mkdirSync('test-results', { recursive: true });
  const paths: string[] = [];
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    const path = `test-results/${name}-${size.width}x${size.height}.png`;
    await page.screenshot({ path });
    paths.push(path);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  return paths;
}

/** The round's result as the station received it (pocket, and the bonus segment on purple). */
export async function stationResult(
  t: CellTable,
  roundId: number,
): Promise<{ pocket: number; bonusSegment: number | null }> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const hub = t.demo.station.getView().hub;
    const round = (hub !== null && 'round' in hub ? hub.round : null) as
      { roundId: number; result: { pocket: number; bonusSegment?: number | null } | null } | null | undefined;
    if (round?.roundId === roundId && round.result)
      return { pocket: round.result.pocket, bonusSegment: round.result.bonusSegment ?? null };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no result for round ${roundId} at the station`);
}

/** Presses and holds the spot `key` (the felt shows its limits instead of placing a chip). */
export async function holdSpot(page: Page, key: string): Promise<void> {
  const centre = await spotCentre(page, key);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.waitForTimeout(900);
  await page.mouse.up();
}
