// Issue 11 §2 end to end: the controls and the racetrack by touch through the real hub and station —
// undo, an annonce (tiers) and a neighbours bet (k chosen) on the racetrack shown as their own
// chips, double, the result paid to the cent against the test's own reference; then repeat and
// clear all in the next round, and a control refused with the hub's typed reason; a favourite
// saved under a name typed on the touch keyboard, cleared, replayed to the cent, refused after rien
// ne va plus with the hub's reason, and deleted.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';
import {
  RED,
  type RefBet,
  announced,
  drawnCount,
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
} from './helpers/rouletteTable.ts';

const TIMING = { bettingMs: 30_000, spinMs: 4_000, resultMs: 6_000 };
const START = 10_000;

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

/** Tiers du cylindre: six chevaux (RULES.md Part B §5.4), written out here. */
const TIERS: readonly (readonly [number, number])[] = [
  [5, 8],
  [10, 11],
  [13, 16],
  [23, 24],
  [27, 30],
  [33, 36],
];
/** 17 and its neighbours at k = 1 on the cylinder: 25, 17, 34. */
const NEIGHBOURS_17 = [25, 17, 34];

/** The round's bets once doubled, each 2 €: plein 5, the tiers chevaux, the three neighbours. */
const DOUBLED: readonly RefBet[] = [
  { key: 'plein-5', covers: [5], odds: 35, stake: 200 },
  ...TIERS.map(([a, b]) => ({ key: `cheval-${a}-${b}`, covers: [a, b], odds: 17, stake: 200 })),
  ...NEIGHBOURS_17.map((n) => ({ key: `plein-${n}`, covers: [n], odds: 35, stake: 200 })),
];

async function noticeCode(): Promise<string | null> {
  const notice = page.getByTestId('notice');
  await notice.waitFor({ state: 'visible', timeout: 5_000 });
  return notice.getAttribute('data-code');
}

function hubBets() {
  return rouletteHub(demo)?.bets ?? [];
}

describe.skipIf(!hasChromium())(`roulette controls and racetrack by touch (needs ${CHROMIUM_PATH})`, () => {
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

  it('undo, an annonce and neighbours on the racetrack, double; paid to the cent', async () => {
    expect(RED.size).toBe(18);
    const roundId = await waitForBettingWindow(demo, page, 22_000);
    // Repeat before any round was played here: refused with the hub's reason, nothing changes.
    await page.getByTestId('control-repeatLastRound').click();
    expect(await noticeCode()).toBe('NOTHING_TO_REPEAT');
    expect(await meterCents(page)).toBe(START);

    await page.getByTestId('chip-100').click();
    await tapSpot(page, 'plein-5');
    await tapSpot(page, 'rouge');
    await waitForMeter(page, START - 200);
    await page.getByTestId('control-undoLastBet').click();
    await waitForMeter(page, START - 100);
    expect(hubBets().map((b) => b.spot)).toEqual([{ kind: 'plein', number: 5 }]);
    // Clear one bet: armed, a touch on rouge takes its chip back, and plein 5 stays.
    await tapSpot(page, 'rouge');
    await waitForMeter(page, START - 200);
    await page.getByTestId('control-clearOne').click();
    expect(await page.getByTestId('control-clearOne').getAttribute('aria-pressed')).toBe('true');
    await tapSpot(page, 'rouge');
    await waitForMeter(page, START - 100);
    expect(hubBets().map((b) => b.spot)).toEqual([{ kind: 'plein', number: 5 }]);
    expect(await page.getByTestId('control-clearOne').getAttribute('aria-pressed')).toBe('false');

    await tapSpot(page, 'race-tiers');
    await waitForMeter(page, START - 700);
    // k cycles 2 → 3 → 4 → 1 on one key.
    for (let i = 0; i < 3; i++) await page.getByTestId('neighbours').click();
    expect(await page.getByTestId('neighbours').getAttribute('data-k')).toBe('1');
    await tapSpot(page, 'race-17');
    await waitForMeter(page, START - 1000);
    // The annonces are the hub's chips, named; the racetrack draws them as their own stacks.
    const tiers = hubBets().filter((b) => b.annonce?.kind === 'tiers');
    expect(tiers.map((b) => b.spot)).toEqual(TIERS.map(([a, b]) => ({ kind: 'cheval', numbers: [a, b] })));
    const drawn = {
      tiers: await drawnCount(page, 'race-tiers'),
      voisins: await drawnCount(page, 'race-17'),
      cheval: await drawnCount(page, 'cheval-5-8'),
    };
    expect(drawn).toEqual({ tiers: 1, voisins: 1, cheval: 0 });

    await page.getByTestId('control-doubleBets').click();
    await waitForMeter(page, START - staked(DOUBLED));
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-racetrack-1920.png' });

    await waitForPhase(page, 'settled');
    const pocket = await hubResult(demo, roundId);
    await waitForLanding(page, pocket);
    await waitForMeter(page, START - staked(DOUBLED) + returnedOn(DOUBLED, pocket), 10_000);
  });

  it('repeats the last round, then clears it all; the meter follows the hub', async () => {
    await waitForBettingWindow(demo, page, 15_000);
    const before = await meterCents(page);
    await page.getByTestId('control-repeatLastRound').click();
    await waitForMeter(page, before - staked(DOUBLED));
    expect(hubBets().reduce((s, b) => s + b.stake, 0)).toBe(staked(DOUBLED));
    await page.getByTestId('control-clearAllBets').click();
    await waitForMeter(page, before);
    expect(hubBets()).toEqual([]);
    await page.getByTestId('control-undoLastBet').click();
    expect(await noticeCode()).toBe('NO_SUCH_BET');

    // The player's own minimum, kept by the hub: the chips then start there.
    await page.getByTestId('player-minimum').click();
    await page.locator('[data-testid="player-minimum"][data-cents="200"]').waitFor({ timeout: 5_000 });
    expect(rouletteHub(demo)?.playerMinimum).toBe(200);
    expect(await page.getByTestId('chip-100').count()).toBe(0);
    // Each touch proposes the next chip up to 20 €, then the table's minimum again (the hub
    // always says the minimum in force: the table's when the player chose none).
    for (const next of ['500', '1000', '2000', '100']) {
      await page.getByTestId('player-minimum').click();
      await page.locator(`[data-testid="player-minimum"][data-cents="${next}"]`).waitFor({ timeout: 5_000 });
    }
    expect(rouletteHub(demo)?.playerMinimum).toBe(100);
    expect(await page.getByTestId('chip-100').count()).toBe(1);
  });

  it('announces the phases and the number (on by default, mutable) and shows the statistics', async () => {
    await waitForPhase(page, 'noMoreBets');
    const pocket = await hubResult(
      demo,
      await (async () => {
        await waitForPhase(page, 'settled');
        const v = demo.station.getView();
        return v.game === 'roulette' ? (v.hub?.round?.roundId ?? 0) : 0;
      })(),
    );
    await waitForLanding(page, pocket);
    const heard = await announced(page);
    expect(heard.map((a) => a.chime)).toEqual(expect.arrayContaining(['faites', 'rien', 'resultat']));
    expect(heard.find((a) => a.chime === 'rien')?.words).toBe('Rien ne va plus');
    expect(heard.at(-1)?.words.startsWith(String(pocket))).toBe(true);
    // Muted: the next phase change plays nothing.
    await page.getByTestId('sound-toggle').click();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
    const before = (await announced(page)).length;
    await waitForPhase(page, 'betting');
    await page.waitForTimeout(300);
    expect((await announced(page)).length).toBe(before);
    await page.getByTestId('sound-toggle').click();

    await page.getByTestId('control-statistics').click();
    const stats = page.getByTestId('statistics');
    await stats.waitFor({ state: 'visible', timeout: 5_000 });
    expect(Number(await stats.getAttribute('data-spins'))).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: 'test-results/roulette-statistics-1920.png' });
    await stats.click();
  });

  it('saves the layout as a named favourite, replays it to the cent, shows a refusal, deletes it', async () => {
    // Each step waits at most 15 s, so that a failure says where.
    page.setDefaultTimeout(15_000);
    await waitForBettingWindow(demo, page, 20_000);
    const before = await meterCents(page);
    await page.getByTestId('chip-100').click();
    await tapSpot(page, 'plein-17');
    await tapSpot(page, 'rouge');
    await tapSpot(page, 'rouge');
    await waitForMeter(page, before - 300);
    await tapSpot(page, 'race-tiers');
    await waitForMeter(page, before - 900);

    // Save into slot 0 under a name typed on the touch keyboard.
    await page.getByTestId('control-favourites').click();
    await page.getByTestId('favourites').waitFor({ state: 'visible', timeout: 5_000 });
    await page.getByTestId('favourite-save-0').click();
    expect(await page.getByTestId('favourite-typed').textContent()).toContain('Favori 1');
    for (let i = 0; i < 'Favori 1'.length; i++) await page.getByTestId('key-erase').click();
    for (const k of ['T', 'I', 'E', 'R', 'S', 'space', '1', '7']) await page.getByTestId(`key-${k}`).click();
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-favourite-naming-1920.png' });
    await page.getByTestId('favourite-name-ok').click();
    await page.getByTestId('favourite-name-0').waitFor({ state: 'visible', timeout: 5_000 });
    expect(await page.getByTestId('favourite-name-0').textContent()).toBe('TIERS 17');
    // The hub keeps it: one chip per spot, the two rouge chips summed, the tiers as its six chevaux.
    const saved = rouletteHub(demo)?.favourites?.find((f) => f.slot === 0);
    expect(saved?.name).toBe('TIERS 17');
    const savedStakes = new Map(
      (saved?.bets ?? []).map((b) => [
        b.kind === 'bet' ? JSON.stringify(b.spot) : 'annonce',
        b.kind === 'bet' ? b.stake : 0,
      ]),
    );
    expect(savedStakes).toEqual(
      new Map([
        [JSON.stringify({ kind: 'plein', number: 17 }), 100],
        [JSON.stringify({ kind: 'chance', chance: 'rouge' }), 200],
        ...TIERS.map(([a, b]) => [JSON.stringify({ kind: 'cheval', numbers: [a, b] }), 100] as const),
      ]),
    );
    await page.screenshot({ path: 'test-results/roulette-favourites-1920.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/roulette-favourites-1280.png' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('favourites-close').click();

    // Clear, then replay: the same stakes again as one batch, the meter to the cent.
    await page.getByTestId('control-clearAllBets').click();
    await waitForMeter(page, before);
    expect(hubBets()).toEqual([]);
    await page.getByTestId('control-favourites').click();
    await page.getByTestId('favourite-play-0').click();
    await waitForMeter(page, before - 900);
    expect(await meterCents(page)).toBe(before - 900);
    const replayed = new Map<string, number>();
    for (const b of hubBets())
      replayed.set(JSON.stringify(b.spot), (replayed.get(JSON.stringify(b.spot)) ?? 0) + b.stake);
    expect(replayed).toEqual(savedStakes);

    // After rien ne va plus the hub refuses the whole favourite with its reason; nothing changes.
    await waitForPhase(page, 'noMoreBets');
    const staked = hubBets().length;
    await page.getByTestId('control-favourites').click();
    await page.getByTestId('favourite-play-0').click();
    expect(await noticeCode()).toBe('BETS_CLOSED');
    expect(hubBets().length).toBe(staked);
    expect(await meterCents(page)).toBe(before - 900);

    // Delete: the slot is free again, at the hub too.
    await page.getByTestId('favourite-delete-0').click();
    await page.getByTestId('favourite-save-0').waitFor({ state: 'visible', timeout: 5_000 });
    expect(rouletteHub(demo)?.favourites?.find((f) => f.slot === 0)).toBeUndefined();
    await page.getByTestId('favourites-close').click();
  }, 180_000);
});
