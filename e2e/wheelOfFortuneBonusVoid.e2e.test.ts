// The wheel of fortune's two screens no round by chance would show on time (issue 11 §3, §4), in
// Chromium through the real hub, station and loopback bridge: the purple "Bonus" landing — the
// bonus wheel turning by itself and stopping on the recorded segment, the win shown and the meter
// to the cent — and a spin the rotation sensor invalidates — the void shown, every stake refunded,
// and the game recall listing it as voided. Both are forced through the hub's device seam, never a
// shortcut in a production path: the hub's `rng` option (the simulated wheel draws its segment
// from it) chooses the result, and a table whose simulated sensor reports an anomaly on every spin
// (`sensor.anomalyPerMille: 1000`, an option a configured hub's table takes too) voids each spin.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euros } from '../games/money.ts';
import type { Rng } from '../games/rng.ts';
import { BONUS_WHEEL, MAIN_WHEEL } from '../games/wheelOfFortune/layout.ts';
import { prepareTable } from '../hub/demo.ts';
import { startHub, type RunningHub } from '../hub/hub.ts';
import { TEST_JOURNAL_KEY } from '../hub/__tests__/helpers/testJournalKey.ts';
import { wheelOfFortuneTable } from '../hub/tables/wheel/tableConfigs.ts';
import { RENDERER_DIR } from '../main/launch/demo.ts';
import { startLoopbackBridge, type LoopbackBridge } from '../main/station/loopbackServer.ts';
import { startStation } from '../main/station/startStation.ts';
import type { StationService } from '../main/station/stationApi.ts';
import { wheelSnapshotOf } from '../protocol/bridge.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';
import {
  CELL_TIMING,
  chip,
  meterCents,
  screenshots,
  tapSpot,
  waitForMeter,
  waitForPhase,
} from './helpers/cellRounds.ts';

const SECRET = 'wheel-bonus-void-e2e-secret';
/** The main wheel's first purple segment, and the bonus segment chosen: 50 "pour 1". */
const BONUS_SEGMENT = MAIN_WHEEL.indexOf('bonus');
const CHOSEN_BONUS = 2;

/**
 * The simulated wheel's draws, chosen: the main wheel's segment (a range of 52) on purple, the
 * bonus wheel's (a range of 6) on CHOSEN_BONUS; every other draw (the sensor's full turns) its
 * lowest value — two turns, a valid spin. An anomaly draw (a range of 1000) at 0 is below any
 * non-zero rate: the anomalous table's sensor reports one every spin.
 */
const chosenResult: Rng = {
  int(n) {
    if (n === MAIN_WHEEL.length) return BONUS_SEGMENT;
    if (n === BONUS_WHEEL.length) return CHOSEN_BONUS;
    return 0;
  },
};

/** RULES.md A.4 as this test reads it: "N pour 1" returns N × the stake, stake included. */
const RATIO: Readonly<Record<string, number>> = { '2': 2, '4': 4, '6': 6, '16': 16, '24': 24, '48': 48 };
const BONUS_RATIOS = [5, 20, 50, 100, 250, 1000];

/** What a chip on `symbol` of `stake` returns when the wheel stops on `landed` (bonus segment `bonus`). */
function returnOf(symbol: string, stake: number, landed: string, bonus: number): number {
  if (symbol !== landed) return 0;
  const ratio = symbol === 'bonus' ? BONUS_RATIOS[bonus] : RATIO[symbol];
  if (ratio === undefined) throw new Error(`no ratio for ${symbol}`);
  return ratio * stake;
}

interface Station {
  readonly station: StationService;
  readonly bridge: LoopbackBridge;
  readonly page: Page;
}

let hub: RunningHub;
let context: BrowserContext;
const stations: Station[] = [];

async function openStation(terminalId: string): Promise<Station> {
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), `tapis-e2e-wof-${terminalId}-`)),
  });
  const bridge = await startLoopbackBridge(station, RENDERER_DIR);
  const page = await context.newPage();
  // The loopback bridge's CSP (main/station/loopbackServer.ts) must let the screen's bundle load.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(bridge.url);
  await waitForMeter(page, 10_000);
  await page.getByTestId('felt').waitFor({ state: 'visible', timeout: 30_000 });
  const s = { station, bridge, page };
  stations.push(s);
  return s;
}

/** The station's round: id and phase, with how long betting stays open. */
function roundOf(s: Station): { roundId: number; phase: string; closesAt: number | null } | null {
  const round = wheelSnapshotOf(s.station.getView())?.round;
  return round ? { roundId: round.roundId, phase: round.phase, closesAt: round.closesAt } : null;
}

/** Waits for a betting window that has at least `marginMs` left and that the page shows; its round id. */
async function bettingWindow(s: Station, marginMs: number): Promise<number> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const r = roundOf(s);
    if (r?.phase === 'betting' && r.closesAt !== null && r.closesAt - Date.now() > marginMs) {
      await waitForPhase(s.page, 'betting');
      return r.roundId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no betting window');
}

/** The result the hub recorded for `roundId`, as the station received it (the next round replaces it). */
async function resultOf(s: Station, roundId: number): Promise<unknown> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const round = wheelSnapshotOf(s.station.getView())?.round;
    if (round?.roundId === roundId && round.result) return round.result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no result for round ${roundId} at the station`);
}

/** The wheel of fortune's bonus wheel as the felt reports it. */
function bonusWheel(page: Page): Promise<{ moving: boolean; segment: number | null } | null> {
  return page.evaluate(() => {
    const hook = (
      window as unknown as {
        tapisFelt?: { bonusWheel?(): { moving: boolean; segment: number | null } | null };
      }
    ).tapisFelt;
    return hook?.bonusWheel?.() ?? null;
  });
}

describe.skipIf(!hasChromium())(
  `the wheel of fortune's bonus landing and voided spin in Chromium (needs ${CHROMIUM_PATH})`,
  () => {
    beforeAll(async () => {
      mkdirSync('test-results', { recursive: true });
      const options = { bonusStake: euros(1), reading: 'pour', mode: 'auto' } as const;
      hub = await startHub({
        journalKey: TEST_JOURNAL_KEY,
        dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-wof-hub-')),
        host: '127.0.0.1',
        port: 0,
        tables: [
          wheelOfFortuneTable('roue-bonus', 'Roue de la chance 1', euros(1), CELL_TIMING, options),
          wheelOfFortuneTable('roue-anomalie', 'Roue de la chance 2', euros(1), CELL_TIMING, {
            ...options,
            sensor: { minTurns: 2, maxTurns: 5, anomalyPerMille: 1000 },
          }),
        ],
        rng: chosenResult,
        logLevel: 'silent',
      });
      prepareTable(hub, 'roue-bonus', [{ id: 'W1', secret: SECRET }], euros(100));
      prepareTable(hub, 'roue-anomalie', [{ id: 'W2', secret: SECRET }], euros(100));
      context = await launchChromium();
    });

    afterAll(async () => {
      await context?.close();
      for (const { station, bridge } of stations.reverse()) {
        await bridge.close();
        await station.close();
      }
      await hub?.close();
    });

    it('lands on purple, turns the bonus wheel by itself onto the recorded segment, and pays it to the cent', async () => {
      const s = await openStation('W1');
      const page = s.page;
      // The bonus, a colour that loses on purple, and the single 48.
      const bets = [
        { symbol: 'bonus', stake: 100 },
        { symbol: '2', stake: 200 },
        { symbol: '48', stake: 100 },
      ];
      const roundId = await bettingWindow(s, 12_000);
      let meter = await meterCents(page);
      const before = meter;
      for (const b of bets) {
        await chip(page, b.stake);
        await tapSpot(page, `symbol-${b.symbol}`);
        await waitForMeter(page, (meter -= b.stake));
      }
      const staked = bets.reduce((t, b) => t + b.stake, 0);
      expect(meter).toBe(before - staked);

      const recorded = resultOf(s, roundId);
      // Rien ne va plus seen live: the main wheel turns; the bonus wheel rests until purple is reached.
      await waitForPhase(page, 'noMoreBets', 40_000);
      // Seed 000: "lorsque la roue s'arrête sur le segment violet, la roue intermédiaire est
      // automatiquement actionnée" — the bonus wheel starts turning with no touch of the player.
      await page.waitForFunction(
        () =>
          (
            window as unknown as { tapisFelt?: { bonusWheel?(): { moving: boolean } | null } }
          ).tapisFelt?.bonusWheel?.()?.moving === true,
        undefined,
        { timeout: 40_000, polling: 50 },
      );
      await screenshots(page, 'wheel-of-fortune-bonus-turning');
      // The result is announced once the bonus wheel has stopped, on the segment the hub recorded.
      await page.waitForFunction(
        (r) =>
          document.querySelector('[data-testid="result-overlay"]')?.getAttribute('data-round') === String(r),
        roundId,
        { timeout: 40_000 },
      );
      expect(await recorded).toMatchObject({ pocket: BONUS_SEGMENT, bonusSegment: CHOSEN_BONUS });
      expect(await bonusWheel(page)).toEqual({ moving: false, segment: CHOSEN_BONUS });
      expect(await page.getByTestId('result-text').innerText()).toBe('Bonus 50 pour 1');

      const returned = bets.reduce((t, b) => t + returnOf(b.symbol, b.stake, 'bonus', CHOSEN_BONUS), 0);
      const winningStakes = bets.filter((b) => b.symbol === 'bonus').reduce((t, b) => t + b.stake, 0);
      expect(returned).toBe(5_000);
      const win = page.getByTestId('result-win');
      expect(await win.getAttribute('data-gain')).toBe(String(returned - winningStakes));
      expect(await win.getAttribute('data-back')).toBe(String(winningStakes));
      expect((await win.innerText()).replace(/\s/g, ' ')).toContain('Gain 49,00 €');
      await waitForMeter(page, before - staked + returned);
      expect(await meterCents(page)).toBe(10_000 - 400 + 5_000);
      await screenshots(page, 'wheel-of-fortune-bonus-result');

      // Issue 11 §2: the screen loaded its own bundle — the display font, the felt's art and the
      // wheel of fortune's chimes, not roulette's — and announced the bonus with its own chime.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'Tapis Display')
          .map((f) => ({ weight: f.weight, status: f.status }));
      });
      expect(fonts).toEqual(
        expect.arrayContaining([
          { weight: '400', status: 'loaded' },
          { weight: '700', status: 'loaded' },
        ]),
      );
      expect(await page.evaluate(() => document.fonts.check('700 24px "Tapis Display"'))).toBe(true);
      type Hook = {
        tapisFelt: {
          assetLoaded(alias: string): boolean;
          announced(): { chime: string; words: string; game: string }[];
        };
      };
      const aliases = [
        'wheelOfFortune-faites',
        'wheelOfFortune-rien',
        'wheelOfFortune-resultat',
        'art-felt-weave',
        'art-chip-face',
        'roulette-resultat',
      ];
      expect(
        await page.evaluate(
          (a) => a.map((x) => (window as unknown as Hook).tapisFelt.assetLoaded(x)),
          aliases,
        ),
      ).toEqual([true, true, true, true, true, false]);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      const heard = await page.evaluate(() => (window as unknown as Hook).tapisFelt.announced());
      expect(heard).toContainEqual({ chime: 'resultat', words: 'Bonus 50 pour 1', game: 'wheelOfFortune' });
      expect(heard).toContainEqual({ chime: 'rien', words: 'Rien ne va plus', game: 'wheelOfFortune' });
    });

    it('voids a spin the sensor invalidates, refunds every stake to the cent, and recalls the game as voided', async () => {
      const s = await openStation('W2');
      const page = s.page;
      const bets = [
        { symbol: '2', stake: 500 },
        { symbol: '16', stake: 100 },
        { symbol: 'bonus', stake: 100 },
      ];
      const roundId = await bettingWindow(s, 12_000);
      let meter = await meterCents(page);
      const before = meter;
      for (const b of bets) {
        await chip(page, b.stake);
        await tapSpot(page, `symbol-${b.symbol}`);
        await waitForMeter(page, (meter -= b.stake));
      }
      const staked = bets.reduce((t, b) => t + b.stake, 0);
      expect(meter).toBe(before - staked);
      await screenshots(page, 'wheel-of-fortune-voided-bets');
      await waitForPhase(page, 'noMoreBets', 40_000);

      // A.4: "toute anomalie dans la rotation annule le lancer": the void is told, every stake back.
      const voided = page.getByTestId('spin-voided');
      await voided.waitFor({ state: 'visible', timeout: 40_000 });
      expect(await voided.getAttribute('data-round')).toBe(String(roundId));
      await page.waitForSelector(`[data-testid="spin-voided"][data-refunded="${staked}"]`, {
        timeout: 10_000,
      });
      expect((await voided.innerText()).replace(/\s/g, ' ')).toBe(
        'Lancer annulé : toutes les mises sont recréditées · 7,00 €',
      );
      // Until the next round opens there is no round: the phase line says why, not "En attente".
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="phase"]')?.textContent?.includes('Lancer annulé') === true,
        undefined,
        { timeout: 10_000 },
      );
      await waitForMeter(page, before);
      expect(await meterCents(page)).toBe(10_000);
      expect(await page.getByTestId('result-overlay').count()).toBe(0);
      await screenshots(page, 'wheel-of-fortune-voided');

      // Issue 11 §4: the recall lists the interrupted game, marked as voided, its stakes refunded.
      await page.getByTestId('recall-button').click();
      await page.getByTestId('recall-panel').waitFor({ state: 'visible', timeout: 10_000 });
      const game = page.locator(`[data-testid="recall-game"][data-status="voided"]`);
      await game.first().waitFor({ state: 'visible', timeout: 10_000 });
      expect(await game.count()).toBe(1);
      expect({
        stakes: await game.getAttribute('data-stakes'),
        wins: await game.getAttribute('data-wins'),
        creditBefore: await game.getAttribute('data-credit-before'),
        creditAfter: await game.getAttribute('data-credit-after'),
      }).toEqual({
        stakes: String(staked),
        wins: String(staked),
        creditBefore: String(before),
        creditAfter: String(before),
      });
      const text = (await game.innerText()).replace(/\s/g, ' ');
      expect(text).toContain('Annulée, mises remboursées');
      expect(await game.getByTestId('recall-outcome').innerText()).toBe('annulé : anomalie de rotation');
      expect(text).toContain('Mises : 7,00 €');
      await screenshots(page, 'wheel-of-fortune-recall-voided');
      await page.getByTestId('overlay-close').click();
    });
  },
);
