// Helpers of the roulette end-to-end tests: a terminal page driven by touch through the real hub
// and station (main/launch/demo.ts), the hub's own record of each result, and a payout reference
// written out independently of games/ (RULES.md A.2 ratios, partage at zero).
import type { Page } from 'playwright-core';
import type { RunningDemo } from '../../main/launch/demo.ts';

/** The red numbers, written out here rather than imported from games/. */
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A bet as the test places it: the felt key, the numbers it covers (written by hand) and its net odds. */
export interface RefBet {
  readonly key: string;
  readonly covers: readonly number[];
  /** Net win per unit staked: 35 for a plein, 0.5 for deux douzaines (1 to 2). */
  readonly odds: number;
  /** A chance simple: half back at zero under partage. */
  readonly chance?: boolean;
  readonly stake: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every kind of the layout once, 1 € each, with its numbers written out by hand. */
export const EVERY_KIND: readonly RefBet[] = [
  { key: 'plein-17', covers: [17], odds: 35, stake: 100 },
  { key: 'cheval-17-20', covers: [17, 20], odds: 17, stake: 100 },
  { key: 'cheval-0-3', covers: [0, 3], odds: 17, stake: 100 },
  { key: 'transversale-1-2-3', covers: [1, 2, 3], odds: 11, stake: 100 },
  { key: 'transversale-0-1-2', covers: [0, 1, 2], odds: 11, stake: 100 },
  { key: 'carre-0-1-2-3', covers: [0, 1, 2, 3], odds: 8, stake: 100 },
  { key: 'carre-2-3-5-6', covers: [2, 3, 5, 6], odds: 8, stake: 100 },
  { key: 'sixain-1-2-3-4-5-6', covers: [1, 2, 3, 4, 5, 6], odds: 5, stake: 100 },
  { key: 'douzaine-2', covers: range(13, 24), odds: 2, stake: 100 },
  { key: 'colonne-1', covers: range(0, 11).map((i) => 3 * i + 1), odds: 2, stake: 100 },
  { key: 'deux-douzaines-1-2', covers: range(1, 24), odds: 0.5, stake: 200 },
  { key: 'deux-colonnes-2-3', covers: range(1, 36).filter((n) => n % 3 !== 1), odds: 0.5, stake: 200 },
  { key: 'rouge', covers: [...RED], odds: 1, chance: true, stake: 100 },
];

/** What `bets` return on `pocket` (stake included), in cents: integer by construction of the stakes. */
export function returnedOn(bets: readonly RefBet[], pocket: number): number {
  let total = 0;
  for (const b of bets) {
    if (b.covers.includes(pocket)) total += b.stake + b.stake * b.odds;
    else if (b.chance === true && pocket === 0) total += b.stake / 2;
  }
  return total;
}

/** What `bets` win on `pocket` beyond the stakes that come back (the screen's "Gain"), in cents. */
export function wonOn(bets: readonly RefBet[], pocket: number): number {
  return bets.filter((b) => b.covers.includes(pocket)).reduce((s, b) => s + b.stake * b.odds, 0);
}

/** The sum of the stakes. */
export const staked = (bets: readonly RefBet[]) => bets.reduce((s, b) => s + b.stake, 0);

/** The station's roulette snapshot, or null at another game's table or before the first. */
export function rouletteHub(demo: RunningDemo) {
  const v = demo.station.getView();
  return v.game === 'roulette' ? v.hub : null;
}

/** The meter's confirmed credit in cents. */
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

/** Waits until the page's phase is `phase`. */
export async function waitForPhase(page: Page, phase: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === p,
    phase,
    { timeout },
  );
}

/** Waits for a betting round with at least `marginMs` left; returns its id. */
export async function waitForBettingWindow(demo: RunningDemo, page: Page, marginMs: number): Promise<number> {
  for (;;) {
    const round = rouletteHub(demo)?.round;
    if (round?.phase === 'betting' && round.closesAt !== null && round.closesAt - Date.now() > marginMs) {
      await waitForPhase(page, 'betting');
      return round.roundId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The centre of felt key `key` in page pixels, from the felt's geometry hook. */
export async function spotCentre(page: Page, key: string): Promise<{ x: number; y: number }> {
  const centre = await page.evaluate(
    (k) =>
      (
        window as unknown as { tapisFelt?: { spotCenter(k: string): { x: number; y: number } | null } }
      ).tapisFelt?.spotCenter(k) ?? null,
    key,
  );
  if (centre === null) throw new Error(`no spot ${key} on the felt`);
  return centre;
}

/** A tap on felt key `key` (a real pointer press and release through Pixi's events). */
export async function tapSpot(page: Page, key: string): Promise<void> {
  const c = await spotCentre(page, key);
  await page.mouse.click(c.x, c.y);
}

/** A press held `ms` on felt key `key`. */
export async function holdSpot(page: Page, key: string, ms = 900): Promise<void> {
  const c = await spotCentre(page, key);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** The hub's recorded pocket of round `roundId`, read from its results board. */
export async function hubResult(demo: RunningDemo, roundId: number): Promise<number> {
  const response = await fetch(`${demo.hubHttp}/api/tables/roulette-1/results?limit=10`);
  const body = (await response.json()) as { results: { roundId: number; pocket: number }[] };
  const result = body.results.find((r) => r.roundId === roundId);
  if (result === undefined) throw new Error(`hub has no result for round ${roundId}`);
  return result.pocket;
}

/** Waits until the wheel has landed on `pocket` on screen. */
export async function waitForLanding(page: Page, pocket: number): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="result-number"]')?.getAttribute('data-pocket') === String(p),
    pocket,
    { timeout: 30_000 },
  );
}

/** The felt hook as the tests read it (renderer/src/bridge/env.d.ts declares it for the page). */
interface FeltHook {
  drawn?(key: string): { count: number; at: number };
  announced?(): { chime: string; words: string }[];
}

/** How many chips the felt last drew on `key`. */
export async function drawnCount(page: Page, key: string): Promise<number> {
  return page.evaluate(
    (k) => (window as unknown as { tapisFelt?: FeltHook }).tapisFelt?.drawn?.(k).count ?? 0,
    key,
  );
}

/** The announcements the page has played, oldest first. */
export async function announced(page: Page): Promise<{ chime: string; words: string }[]> {
  return page.evaluate(() => (window as unknown as { tapisFelt?: FeltHook }).tapisFelt?.announced?.() ?? []);
}
